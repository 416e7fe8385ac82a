import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PurchaseSupplierDefaultsDocument, SendPurchaseOrderToAccountingDocument, type PurchaseOrderDetailFragment } from '../../generated/graphql';
import { BOEKHOUDING, meMock, ORDERVERWERKER, renderWithApollo, type Mock } from '../../core/testing';
import { PurchaseOrderView } from './purchase-order-view';
import { INVOICE } from './test-fixtures';

function order(overrides: Partial<PurchaseOrderDetailFragment> = {}): PurchaseOrderDetailFragment {
  return { ...INVOICE, totalExclVat: '100', totalVat: '21', total: '121', ...overrides };
}

const defaults: Mock = {
  request: { query: PurchaseSupplierDefaultsDocument, variables: () => true },
  result: { data: { purchaseSupplier: { __typename: 'PurchaseSupplier', code: '200001', defaultDescription: 'Levering', defaultVatCode: null } } },
  maxUsageCount: 5,
};

describe('PurchaseOrderView: sending to accounting (issue 34 points 3 and 4)', () => {
  it('asks first naming the invoice, Cancel focused: cancel sends nothing, confirm sends once', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = jest.fn(() => ({
      data: {
        sendPurchaseOrderToAccounting: {
          __typename: 'PurchaseOrderPayload',
          purchaseOrder: order({ isSentToAccounting: true, isCompleted: true, accountingBooking: 'IF0000000042', bookedOn: '2026-11-27' }),
          userErrors: [],
        },
      },
    }));
    renderWithApollo(<PurchaseOrderView order={order()} />, {
      mocks: [
        meMock(BOEKHOUDING),
        defaults,
        { request: { query: SendPurchaseOrderToAccountingDocument, variables: { id: '2370', expectedVersion: 'order-v1' } }, result: sent, maxUsageCount: 3 },
      ],
    });
    const send = await screen.findByRole('button', { name: 'Naar boekhouding sturen' });
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Aankoopfactuur versturen' });
    expect(dialog).toHaveTextContent('Aankoopfactuur F-2026-118 van Cargill Grains Antwerp naar de boekhouding sturen?');
    expect(dialog).toHaveTextContent('Dit kan niet ongedaan worden.');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aankoopfactuur versturen' })).not.toBeInTheDocument());
    expect(sent).not.toHaveBeenCalled();

    await user.click(send);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Aankoopfactuur versturen' })).getByRole('button', { name: 'Naar de boekhouding sturen' }),
    );
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('offers no send to Orderverwerker (the gateway refuses it), but shows a booked invoice as booked', async () => {
    const { unmount } = renderWithApollo(<PurchaseOrderView order={order()} />, { mocks: [meMock(ORDERVERWERKER), defaults] });
    expect(await screen.findByRole('button', { name: 'Wijzigen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Naar boekhouding sturen' })).not.toBeInTheDocument());
    unmount();
    renderWithApollo(
      <PurchaseOrderView order={order({ isSentToAccounting: true, isCompleted: true, accountingBooking: 'IF0000000042', bookedOn: '2026-11-27' })} />,
      {
        mocks: [meMock(ORDERVERWERKER), defaults],
      },
    );
    expect(await screen.findByRole('button', { name: /IF0000000042/ })).toBeDisabled();
    expect(screen.getByText(/^Deze factuur is geboekt in de boekhouding \(boeking IF0000000042 van 27-11-2026\);/)).toBeInTheDocument();
  });

  it('names the booking alone when the provider gives no booking date (the spec has none)', async () => {
    renderWithApollo(<PurchaseOrderView order={order({ isSentToAccounting: true, isCompleted: true, accountingBooking: 'IF0000000042' })} />, {
      mocks: [meMock(ORDERVERWERKER), defaults],
    });
    expect(await screen.findByText('Deze factuur is geboekt in de boekhouding (boeking IF0000000042); ze kan niet meer veranderen.')).toBeInTheDocument();
  });
});

describe('the purchase invoice view: documents', () => {
  const withDocument = (overrides: Partial<PurchaseOrderDetailFragment> = {}) =>
    order({ documents: [{ __typename: 'PurchaseOrderDocument', fileId: '5', fileName: 'factuur.pdf', downloadUrl: '/files/5' }], ...overrides });

  it('offers to delete a document until the invoice is booked, then keeps it', () => {
    const { unmount } = renderWithApollo(<PurchaseOrderView order={withDocument()} />, { mocks: [defaults] });
    expect(screen.getByRole('button', { name: /factuur\.pdf/ })).toBeInTheDocument();
    unmount();
    renderWithApollo(<PurchaseOrderView order={withDocument({ isCompleted: true, accountingBooking: 'IF2030000001', isSentToAccounting: true })} />, {
      mocks: [defaults],
    });
    expect(screen.getByRole('link', { name: /factuur\.pdf/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /factuur\.pdf/ })).not.toBeInTheDocument();
  });
});

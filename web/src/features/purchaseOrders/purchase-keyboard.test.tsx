import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddPurchaseManualLineDocument,
  PurchaseLineAmountsDocument,
  PurchaseLineOptionsDocument,
  PurchaseManualLineOptionsDocument,
  PurchaseSupplierDefaultsDocument,
} from '../../generated/graphql';
import { meMock, ORDERVERWERKER, renderWithApollo, type Mock } from '../../core/testing';
import { PurchaseOrderView } from './purchase-order-view';
import { INVOICE } from './test-fixtures';

// An invoice's lines by keyboard alone (issue 43): the chord per lines table, Enter in the last field, the focus after.

const order = INVOICE;

const vatCodes = [{ __typename: 'VatCode', code: '21', description: 'BTW 21%', percentage: '21' }];
const added = jest.fn(() => ({ data: { addPurchaseManualLine: { __typename: 'PurchaseManualLinePayload', id: '5', purchaseOrder: order, userErrors: [] } } }));
const mocks: Mock[] = [
  meMock(ORDERVERWERKER),
  {
    request: { query: PurchaseSupplierDefaultsDocument, variables: () => true },
    result: {
      data: {
        purchaseSupplier: {
          __typename: 'PurchaseSupplier',
          code: '200001',
          defaultDescription: 'Levering',
          defaultVatCode: { __typename: 'VatCode', code: '21' },
        },
      },
    },
    maxUsageCount: 10,
  },
  { request: { query: PurchaseLineOptionsDocument }, result: { data: { vatCodes } }, maxUsageCount: 3 },
  {
    request: { query: PurchaseManualLineOptionsDocument, variables: () => true },
    result: {
      data: { vatCodes, products: { __typename: 'ProductConnection', nodes: [{ __typename: 'Product', id: '9', code: 'P010001', name: 'Tarwe' }] } },
    },
    maxUsageCount: 5,
  },
  {
    request: { query: PurchaseLineAmountsDocument, variables: () => true },
    result: { data: { purchaseLineAmounts: { __typename: 'PurchaseLineAmounts', amount: '10', vatAmount: '2.1' } } },
    maxUsageCount: 20,
  },
  { request: { query: AddPurchaseManualLineDocument, variables: () => true }, result: added, maxUsageCount: 3 },
];

const chord = '{Alt>}{Shift>}L{/Shift}{/Alt}';

describe('the invoice lines by keyboard', () => {
  it('Alt+Shift+L opens the lines search, or a manual line while the focus is among the manual lines; Esc gives the focus back', async () => {
    const user = userEvent.setup();
    renderWithApollo(<PurchaseOrderView order={order} />, { mocks });
    const addLines = await screen.findByRole('button', { name: 'Lijnen toevoegen' });
    const addManual = screen.getByRole('button', { name: 'Eigen lijn toevoegen' });
    expect(addLines).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+L');
    expect(addManual).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+L');

    await user.keyboard(chord);
    await screen.findByRole('dialog', { name: 'Lijnen toevoegen' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lijnen toevoegen' })).not.toBeInTheDocument());
    expect(addLines).toHaveFocus();

    act(() => addManual.focus());
    await user.keyboard(chord);
    const product = await screen.findByRole('combobox', { name: /Product/ });
    expect(screen.queryByRole('dialog', { name: 'Lijnen toevoegen' })).not.toBeInTheDocument();
    await waitFor(() => expect(product).toHaveFocus());

    // a whole line, then Enter in its last text field (description): saved, and the next line's form opens empty
    await user.keyboard('Tar');
    await screen.findByRole('option', { name: /P010001 – Tarwe/ });
    await user.keyboard('{Enter}{Tab}{Tab}10');
    const description = screen.getByRole('textbox', { name: /Omschrijving/ });
    expect(description).toHaveAttribute('aria-keyshortcuts', 'Enter');
    // reading order: past the computed amount and the reporting date (one Tab each: its calendar is Alt+↓)
    await user.tab();
    await user.tab();
    await user.tab();
    expect(description).toHaveFocus();
    await user.keyboard('Korting{Enter}');
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Omschrijving/ })).toHaveValue(''));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Product/ })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eigen lijn toevoegen' })).not.toBeInTheDocument());
    await waitFor(() => expect(addManual).toHaveFocus());
  }, 30_000);
});

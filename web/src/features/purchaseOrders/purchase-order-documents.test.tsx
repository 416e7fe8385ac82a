import { screen } from '@testing-library/react';
import { PurchaseSupplierDefaultsDocument, type PurchaseOrderDetailFragment } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../app/testing';
import { PurchaseOrderView } from './purchase-order-view';

function order(overrides: Partial<PurchaseOrderDetailFragment> = {}): PurchaseOrderDetailFragment {
  return {
    __typename: 'PurchaseOrder',
    id: '77',
    supplier: { __typename: 'PurchaseSupplier', code: '200001', name: 'Cargill', isTransporter: false },
    invoiceNumber: 'F-1',
    invoiceDate: '2030-03-05',
    description: 'Levering',
    isTransport: false,
    totalExclVat: '0',
    totalVat: '0',
    total: '0',
    accountingBooking: null,
    isCompleted: false,
    bookedOn: null,
    journal: null,
    isSentToAccounting: false,
    lines: [],
    manualLines: [],
    documents: [{ __typename: 'PurchaseOrderDocument', fileId: '5', fileName: 'factuur.pdf', downloadUrl: '/files/5' }],
    ...overrides,
  } as PurchaseOrderDetailFragment;
}

const defaults: Mock = {
  request: { query: PurchaseSupplierDefaultsDocument, variables: { code: '200001', isTransporter: false } },
  result: { data: { purchaseSupplier: { __typename: 'PurchaseSupplier', code: '200001', defaultDescription: null, defaultVatCode: null } } },
};

describe('the purchase invoice view', () => {
  it('offers to delete a document until the invoice is booked, then keeps it', () => {
    const { unmount } = renderWithApollo(<PurchaseOrderView order={order()} />, { mocks: [defaults] });
    expect(screen.getByRole('button', { name: /factuur\.pdf/ })).toBeInTheDocument();
    unmount();
    renderWithApollo(<PurchaseOrderView order={order({ isCompleted: true, accountingBooking: 'IF2030000001', isSentToAccounting: true })} />, {
      mocks: [defaults],
    });
    expect(screen.getByRole('link', { name: /factuur\.pdf/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /factuur\.pdf/ })).not.toBeInTheDocument();
  });
});

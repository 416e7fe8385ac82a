/** Shared data of the sales-order tests (not a test file itself). */
import type { SalesOrderDetailFragment, SalesOrderLineFieldsFragment } from '../../generated/graphql';

/** An open order without lines, transports or documents. */
export const ORDER: SalesOrderDetailFragment = {
  __typename: 'SalesOrder',
  id: '412',
  version: 'order-412-v1',
  customer: { __typename: 'Customer', code: '10001', name: 'Bakkerij Peeters', isToBePlanned: false },
  supplier: { __typename: 'Supplier', code: '20001', name: 'Graanhandel Noord', hasDemurrage: false },
  customerReference: 'PO-77',
  loadingDate: '2025-03-14',
  arrivalDate: null,
  comments: null,
  shippingCompany: null,
  pickupReference: null,
  isCompleted: false,
  accountingBooking: null,
  isTemporary: false,
  lines: [],
  transports: [],
  textLines: [],
  documents: [],
};

/** A line of it: product, quantities and prices, no shipping fields yet. */
export const LINE: SalesOrderLineFieldsFragment = {
  __typename: 'SalesOrderLine',
  id: '71',
  version: 'line-71-v1',
  product: { __typename: 'Product', id: '9', code: 'P010001', name: 'Tarwe' },
  salesQuantity: '24.5',
  salesUnit: { __typename: 'Unit', code: 'TON', name: 'ton' },
  salesPrice: '212.5',
  salesAmount: '5206.25',
  purchaseQuantity: '24.5',
  purchaseUnit: { __typename: 'Unit', code: 'TON', name: 'ton' },
  purchasePrice: '198',
  purchaseAmount: '4851',
  purchaseQuantityChanged: false,
  reportingDate: null,
  packingSlip: null,
  container: null,
  shippingDocument: null,
};

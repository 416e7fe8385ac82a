/** Shared data of the purchase-invoice tests (not a test file itself). */
import type { PurchaseOrderDetailFragment } from '../../generated/graphql';

/** An open goods invoice without lines or documents. */
export const INVOICE: PurchaseOrderDetailFragment = {
  __typename: 'PurchaseOrder',
  id: '2370',
  version: 'order-v1',
  supplier: { __typename: 'PurchaseSupplier', code: '200001', name: 'Cargill Grains Antwerp', isTransporter: false },
  invoiceNumber: 'F-2026-118',
  invoiceDate: '2026-11-05',
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
  documents: [],
};

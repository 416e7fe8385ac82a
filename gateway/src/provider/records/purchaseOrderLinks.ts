/**
 * INTERIM (branch monthend): purchase orders as month end links to them. The purchase domain's
 * records replace this file when both branches are merged.
 */
import { fromProviderBoolean, fromProviderDate, fromProviderDecimal } from '../mapping';

type Raw = Record<string, unknown>;

export interface PurchaseOrderRecord {
  id: string;
  supplierCode: string;
  supplierName: string;
  invoiceNumber: string;
  invoiceDate: string | null;
  description: string | null;
  isTransport: boolean;
  accountingBooking: string | null;
  bookedOn: string | null;
  totalExclVat: string;
  totalVat: string;
  totalInclVat: string;
}

export interface PurchaseOrderLineRecord {
  id: string;
  purchaseOrderId: string;
  productCode: string | null;
  quantity: string;
  unitCode: string | null;
  price: string;
  amount: string;
  vatAmount: string;
  salesOrderId: string | null;
}

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};
const zero = (v: unknown) => fromProviderDecimal(v) ?? '0';

export function toPurchaseOrderRecord(raw: Raw): PurchaseOrderRecord {
  return {
    id: String(raw.id ?? raw.Id ?? ''),
    supplierCode: text(raw.suppliercode) ?? '',
    supplierName: text(raw.Supplier) ?? '',
    invoiceNumber: text(raw.invoicenr) ?? '',
    invoiceDate: fromProviderDate(raw.invoicedate),
    description: text(raw.description),
    isTransport: fromProviderBoolean(raw.istransport),
    accountingBooking: text(raw.exactBooking),
    bookedOn: fromProviderDate(raw.bookedOn),
    totalExclVat: zero(raw.totalExclVAT),
    totalVat: zero(raw.totalVAT),
    totalInclVat: zero(raw.total),
  };
}

export function toPurchaseOrderLineRecord(raw: Raw, orderId: string): PurchaseOrderLineRecord {
  return {
    id: String(raw.id ?? ''),
    purchaseOrderId: orderId,
    productCode: text(raw.productcode),
    quantity: zero(raw.quantity),
    unitCode: text(raw.unit),
    price: zero(raw.price),
    amount: zero(raw.amount),
    vatAmount: zero(raw.btw_amount),
    salesOrderId: text(raw.SalesOrderHeaderId),
  };
}

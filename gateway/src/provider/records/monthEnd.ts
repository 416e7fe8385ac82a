/** Month-end rows and totals, as the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { fromProviderBoolean, fromProviderDate, fromProviderDecimal, fromProviderText as text } from '../mapping';

type Raw = Record<string, unknown>;

/** A row of the month-end list. @mapper MonthEndRow */
export interface MonthEndRecord {
  id: string;
  productCode: string;
  loadingDate: string | null;
  salesOrderId: string;
  salesBooking: string | null;
  salesQuantity: string;
  salesAmount: string;
  purchaseOrderId: string | null;
  purchaseBooking: string | null;
  purchaseQuantity: string | null;
  purchaseAmount: string | null;
  needsTransport: boolean;
  transportOrderId: string | null;
  transportBooking: string | null;
  transportQuantity: string | null;
  transportAmount: string | null;
}

export interface MonthEndTotalsRecord {
  salesQuantity: string;
  salesAmount: string;
  purchaseQuantity: string;
  purchaseAmount: string;
  transportQuantity: string;
  transportAmount: string;
  missingSalesBookings: number;
  missingPurchaseBookings: number;
  missingTransportBookings: number;
  incompleteRows: number;
}

/** The graph's MonthEndField (camelCase row field) → the provider's row member name. */
export const MONTH_END_PROVIDER_FIELDS: Record<string, string> = {
  id: 'lineid',
  productCode: 'ProductCode',
  loadingDate: 'Loadingdate',
  salesOrderId: 'salesid',
  salesBooking: 'SalesExactBooking',
  salesBooked: 'SalesBooked',
  salesQuantity: 'SalesQuantity',
  salesAmount: 'SalesAmount',
  purchaseOrderId: 'purchaseid',
  purchaseBooking: 'PurchseExactBooking',
  purchaseBooked: 'PurchaseBooked',
  purchaseQuantity: 'PurchaseQuantity',
  purchaseAmount: 'PurchaseAmount',
  needsTransport: 'NeedsTransport',
  transportOrderId: 'transportid',
  transportBooking: 'TransportExactBooking',
  transportBooked: 'TransportBooked',
  transportQuantity: 'TransportQuantity',
  transportAmount: 'TransportAmount',
  isComplete: 'IsComplete',
};

const ref = (v: unknown): string | null => (v === null || v === undefined || v === '' || v === 0 ? null : String(v));

export function toMonthEndRecord(raw: Item<'monthEnd.query' | 'monthEnd.list'>): MonthEndRecord {
  return {
    id: String(raw.lineid ?? ''),
    productCode: text(raw.ProductCode) ?? '',
    loadingDate: fromProviderDate(raw.Loadingdate),
    salesOrderId: String(raw.salesid ?? ''),
    salesBooking: text(raw.SalesExactBooking),
    salesQuantity: fromProviderDecimal(raw.SalesQuantity) ?? '0',
    salesAmount: fromProviderDecimal(raw.SalesAmount) ?? '0',
    purchaseOrderId: ref(raw.purchaseid),
    purchaseBooking: text(raw.PurchseExactBooking),
    purchaseQuantity: fromProviderDecimal(raw.PurchaseQuantity),
    purchaseAmount: fromProviderDecimal(raw.PurchaseAmount),
    // a provider without the extension: a transport is needed when one is on an invoice
    needsTransport: raw.NeedsTransport === undefined ? ref(raw.transportid) !== null : fromProviderBoolean(raw.NeedsTransport),
    transportOrderId: ref(raw.transportid),
    transportBooking: text(raw.TransportExactBooking),
    transportQuantity: fromProviderDecimal(raw.TransportQuantity),
    transportAmount: fromProviderDecimal(raw.TransportAmount),
  };
}

export function toMonthEndTotalsRecord(raw: Raw | undefined): MonthEndTotalsRecord {
  const t = raw ?? {};
  const dec = (v: unknown) => fromProviderDecimal(v) ?? '0';
  const int = (v: unknown) => (Number.isInteger(Number(v)) ? Number(v) : 0);
  return {
    salesQuantity: dec(t.SalesQuantity),
    salesAmount: dec(t.SalesAmount),
    purchaseQuantity: dec(t.PurchaseQuantity),
    purchaseAmount: dec(t.PurchaseAmount),
    transportQuantity: dec(t.TransportQuantity),
    transportAmount: dec(t.TransportAmount),
    missingSalesBookings: int(t.MissingSalesBookings),
    missingPurchaseBookings: int(t.MissingPurchaseBookings),
    missingTransportBookings: int(t.MissingTransportBookings),
    incompleteRows: int(t.IncompleteRows),
  };
}

/** A page of month-end rows; `totals` is null when the operation did not select them (the provider did not sum). */
export interface MonthEndListRecord {
  nodes: MonthEndRecord[];
  /** null when the operation did not ask it (the provider was not asked to count) */
  totalCount: number | null;
  /** null when the operation did not ask them */
  totals: MonthEndTotalsRecord | null;
}

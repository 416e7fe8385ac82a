/** Invoicing: the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { isoWeekOf } from '@backoffice/shared/week';
import { fromProviderBoolean, fromProviderDate, fromProviderText as text, fromProviderId as id, fromProviderAmount as zero } from '../mapping';

type Raw = Record<string, unknown>;

const int = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** A row of the quality overview (spec 02 §3 quality order row). */
export interface QualityOrderRecord {
  id: string;
  customerCode: string | null;
  customerName: string;
  supplierCode: string;
  supplierName: string;
  purchaseAmount: string;
  salesAmount: string;
  lineCount: number;
  loadingDate: string | null;
  /** The ISO week of the loading date with its week-year ('2026-W47'): the provider's week number has no year. */
  loadingIsoWeek: string | null;
  packingSlip: string | null;
  container: string | null;
  customerReference: string | null;
  shippingDocument: string | null;
  accountingBooking: string | null;
  bookingDate: string | null;
  isCompleted: boolean;
  isTemporary: boolean;
  /** The customer's language as the provider says it: 'NL' or another. */
  languageCode: string;
}

export function toQualityOrderRecord(raw: Item<'invoicing.quality'>): QualityOrderRecord {
  return {
    id: id(raw.Id),
    customerCode: text(raw.customercode),
    customerName: text(raw.customer) ?? '',
    supplierCode: id(raw.suppliercode),
    supplierName: text(raw.supplier) ?? '',
    purchaseAmount: zero(raw.PurchaseAmount),
    salesAmount: zero(raw.SalesAmount),
    lineCount: int(raw.LineCount) ?? 0,
    loadingDate: fromProviderDate(raw.Loadingdate),
    loadingIsoWeek: isoWeekOf(fromProviderDate(raw.Loadingdate)),
    packingSlip: text(raw.PackingSlip),
    container: text(raw.Container),
    customerReference: text(raw.referencecustomer),
    shippingDocument: text(raw.Shipping),
    accountingBooking: text(raw.BookingNumber),
    bookingDate: fromProviderDate(raw.BookingDate),
    isCompleted: fromProviderBoolean(raw.isCompleted),
    isTemporary: fromProviderBoolean(raw.Temporary),
    languageCode: (text(raw.language) ?? 'NL').toUpperCase(),
  };
}

export interface InvoiceAddressRecord {
  customerCode: string;
  name: string;
  addressLine1: string;
  postalCode: string;
  city: string;
  country: string;
  customerReference: string | null;
  vatPercentage: string;
}

export function toInvoiceAddressRecord(raw: Item<'invoicing.address'>): InvoiceAddressRecord {
  return {
    customerCode: id(raw.DebtorCode),
    name: text(raw.DebtorName) ?? '',
    addressLine1: text(raw.AddressLine1) ?? '',
    postalCode: text(raw.PostalCode) ?? '',
    city: text(raw.City) ?? '',
    country: text(raw.Country) ?? '',
    customerReference: text(raw.ReferenceCustomer),
    vatPercentage: zero(raw.btwper),
  };
}

/** A product line of an invoice (with amounts). @mapper ProFormaInvoiceLine */
export interface InvoiceProductLineRecord {
  kind: 'line';
  loadingDate: string | null;
  quantity: string;
  unit: string;
  description: string;
  price: string;
  amount: string;
}

/** An invoice line: a product line (with amounts) or a text line (text only). */
export type InvoiceLineRecord = InvoiceProductLineRecord | { kind: 'text'; text: string };

export function toInvoiceLineRecord(raw: Item<'invoicing.lines'>): InvoiceLineRecord {
  const textLine = text(raw.Text);
  if (textLine && (raw.Amount === null || raw.Amount === undefined)) return { kind: 'text', text: textLine };
  return {
    kind: 'line',
    loadingDate: fromProviderDate(raw.Loadingdate),
    quantity: zero(raw.Quantity),
    unit: text(raw.Unit) ?? '',
    description: text(raw.description) ?? textLine ?? '',
    price: zero(raw.Value),
    amount: zero(raw.Amount),
  };
}

export interface InvoiceCompanyRecord {
  /** False when neither the provider nor the configuration gives the company (the PDF says so). */
  configured: boolean;
  name: string;
  addressLine1: string;
  postalCode: string;
  city: string;
  country: string;
  vatNumber: string;
  iban: string;
  email: string;
  phone: string;
}

export function toInvoiceCompanyRecord(raw: Item<'invoicing.company'>): InvoiceCompanyRecord {
  const s = (v: unknown) => text(v) ?? '';
  return {
    configured: s(raw.Name) !== '',
    name: s(raw.Name),
    addressLine1: s(raw.AddressLine1),
    postalCode: s(raw.PostalCode),
    city: s(raw.City),
    country: s(raw.Country),
    vatNumber: s(raw.VatNumber),
    iban: s(raw.Iban),
    email: s(raw.Email),
    phone: s(raw.Phone),
  };
}

export interface SalesOrderPurchaseInvoiceRecord {
  id: string;
  salesOrderId: string;
  supplierName: string;
  invoiceNumber: string;
  invoiceDate: string | null;
  isTransport: boolean;
  totalExclVat: string;
  totalVat: string;
  accountingBooking: string | null;
}

export function toSalesOrderPurchaseInvoiceRecord(raw: Item<'invoicing.purchaseInvoices'>, orderId: string): SalesOrderPurchaseInvoiceRecord {
  return {
    id: id(raw.id),
    salesOrderId: orderId,
    supplierName: text(raw.Supplier) ?? '',
    invoiceNumber: text(raw.invoicenr) ?? '',
    invoiceDate: fromProviderDate(raw.invoicedate),
    isTransport: fromProviderBoolean(raw.istransport),
    totalExclVat: zero(raw.totalExclVAT),
    totalVat: zero(raw.totalVAT),
    accountingBooking: text(raw.exactBooking),
  };
}

/** What a bulk send answers: the ids booked (null when the answer does not say) and the refused ones with the reason. */
export interface BulkSendRecord {
  sentIds: string[] | null;
  refused: { id: string; message: string }[];
}

export function toBulkSendRecord(raw: Raw): BulkSendRecord {
  const ids = Array.isArray(raw.SentIds) ? (raw.SentIds as unknown[]).map(id) : null;
  const items = Array.isArray(raw.Items) ? (raw.Items as Raw[]) : [];
  return { sentIds: ids, refused: items.map((r) => ({ id: id(r.id ?? r.Id), message: text(r.Message) ?? '' })) };
}

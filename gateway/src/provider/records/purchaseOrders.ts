/** Purchase orders (invoices) and their parts, as the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { fromProviderBoolean, fromProviderDate, fromProviderText as text, fromProviderId as id, fromProviderAmount as zero } from '../mapping';
import { fromProviderPricingType, type PricingTypeValue } from './products';

export interface PurchaseOrderRecord {
  id: string;
  supplierCode: string;
  supplierName: string;
  invoiceNumber: string;
  invoiceDate: string | null;
  description: string;
  isTransport: boolean;
  totalExclVat: string;
  totalVat: string;
  total: string;
  accountingBooking: string | null;
  bookedOn: string | null;
  journal: string | null;
  isSentToAccounting: boolean;
  isCompleted: boolean;
}

export interface PurchaseOrderLineRecord {
  id: string;
  purchaseOrderId: string;
  isTransport: boolean;
  productId: string | null;
  productCode: string;
  productName: string;
  quantity: string;
  unitCode: string | null;
  price: string;
  amount: string;
  vatCode: string | null;
  vatAmount: string;
  reportingDate: string | null;
  packingSlip: string | null;
  container: string | null;
  shippingDocument: string | null;
  salesOrderId: string | null;
  pricingType: PricingTypeValue | null;
  isPriceEditable: boolean;
}

export interface PurchaseManualLineRecord {
  id: string;
  purchaseOrderId: string;
  productId: string;
  productCode: string;
  productLabel: string;
  quantity: string;
  price: string;
  amount: string;
  vatCode: string | null;
  vatAmount: string;
  reportingDate: string | null;
  description: string;
}

export interface PurchaseOrderDocumentRecord {
  fileId: string;
  purchaseOrderId: string;
  fileName: string;
}

export interface PurchaseSupplierRecord {
  code: string;
  name: string;
  isTransporter: boolean;
}

export interface PurchaseLineCandidateRecord {
  id: string;
  salesOrderId: string;
  productCode: string;
  pricingType: PricingTypeValue | null;
  quantity: string;
  price: string;
  unitCode: string | null;
  packingSlip: string | null;
  container: string | null;
  shippingDocument: string | null;
  purchaseOrderId: string | null;
}

export function toPurchaseOrderRecord(raw: Item<'purchaseOrders.list' | 'purchaseOrders.get'>): PurchaseOrderRecord {
  const booking = text(raw.exactBooking);
  return {
    id: id(raw.id),
    supplierCode: id(raw.suppliercode),
    supplierName: text(raw.Supplier) ?? '',
    invoiceNumber: text(raw.invoicenr) ?? '',
    invoiceDate: fromProviderDate(raw.invoicedate),
    description: text(raw.description) ?? '',
    isTransport: fromProviderBoolean(raw.istransport),
    totalExclVat: zero(raw.totalExclVAT),
    totalVat: zero(raw.totalVAT),
    total: zero(raw.total),
    accountingBooking: booking,
    bookedOn: fromProviderDate(raw.bookedOn),
    journal: text(raw.journal),
    isSentToAccounting: fromProviderBoolean(raw.sendToExact),
    // an invoice with an accounting booking counts as completed (spec 02 §4)
    isCompleted: booking !== null,
  };
}

export function toPurchaseOrderLineRecord(raw: Item<'purchaseOrders.lines'>, purchaseOrderId: string): PurchaseOrderLineRecord {
  return {
    id: id(raw.id),
    purchaseOrderId,
    isTransport: fromProviderBoolean(raw.istransport),
    productId: text(raw.productid),
    productCode: text(raw.productcode) ?? '',
    productName: text(raw.product) ?? '',
    quantity: zero(raw.quantity),
    unitCode: text(raw.unit),
    price: zero(raw.price),
    amount: zero(raw.amount),
    vatCode: text(raw.VAT),
    vatAmount: zero(raw.btw_amount),
    reportingDate: fromProviderDate(raw.reportingdate),
    packingSlip: text(raw.PackingSlip),
    container: text(raw.Container),
    shippingDocument: text(raw.Shipping),
    salesOrderId: text(raw.SalesOrderHeaderId),
    pricingType: fromProviderPricingType(raw.pricingtype),
    isPriceEditable: fromProviderBoolean(raw.editablePrice),
  };
}

export function toPurchaseManualLineRecord(raw: Item<'purchaseOrders.manualLines'>, purchaseOrderId: string): PurchaseManualLineRecord {
  return {
    id: id(raw.Id),
    purchaseOrderId,
    productId: id(raw.ProductId),
    productCode: text(raw.ProductCode) ?? '',
    productLabel: text(raw.Product) ?? '',
    quantity: zero(raw.Quantity),
    price: zero(raw.Price),
    amount: zero(raw.Amount),
    vatCode: text(raw.VatId),
    vatAmount: zero(raw.btw_amount),
    reportingDate: fromProviderDate(raw.ReportingDate),
    description: text(raw.description) ?? '',
  };
}

export function toPurchaseOrderDocumentRecord(raw: Item<'purchaseOrders.documents'>, purchaseOrderId: string): PurchaseOrderDocumentRecord {
  return { fileId: id(raw.FileStorageId), purchaseOrderId, fileName: text(raw.FileName) ?? '' };
}

export function toPurchaseLineCandidateRecord(
  raw: Item<`purchaseOrders.${'search' | 'searchTransport'}.${'packingSlip' | 'container' | 'shipping' | 'orderId'}`>,
): PurchaseLineCandidateRecord {
  return {
    id: id(raw.id),
    salesOrderId: id(raw.orderid),
    productCode: text(raw.productcode) ?? '',
    pricingType: fromProviderPricingType(raw.pricingtype),
    quantity: zero(raw.quantity),
    price: zero(raw.price),
    unitCode: text(raw.unit),
    packingSlip: text(raw.PackingSlip),
    container: text(raw.Container),
    shippingDocument: text(raw.Shipping),
    purchaseOrderId: text(raw.purchaseorderid),
  };
}

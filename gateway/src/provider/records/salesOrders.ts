/** Sales orders and their parts, as the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import {
  fromProviderBoolean,
  fromProviderDate,
  fromProviderDecimal,
  fromProviderText as text,
  fromProviderId as id,
  fromProviderAmount as zero,
} from '../mapping';
import { fromProviderPricingType, type PricingTypeValue } from './products';

/** A header with the overview columns of its first line (spec 02 §2.1). */
export interface SalesOrderRecord {
  id: string;
  customerCode: string | null;
  customerName: string;
  supplierCode: string;
  supplierName: string;
  customerReference: string | null;
  loadingDate: string | null;
  arrivalDate: string | null;
  comments: string | null;
  shippingCompanyCode: string | null;
  shippingCompanyName: string;
  pickupReference: string | null;
  isCompleted: boolean;
  accountingBooking: string | null;
  isTemporary: boolean;
  salesUnitCode: string | null;
  salesQuantity: string | null;
  purchaseUnitCode: string | null;
  purchaseQuantity: string | null;
  productCode: string | null;
  packingSlip: string | null;
  container: string | null;
  shippingDocument: string | null;
}

export interface SalesOrderLineRecord {
  id: string;
  salesOrderId: string;
  productId: string;
  productCode: string;
  productName: string;
  salesQuantity: string;
  salesUnitCode: string | null;
  salesPrice: string;
  salesAmount: string;
  purchaseQuantity: string;
  purchaseUnitCode: string | null;
  purchasePrice: string;
  purchaseAmount: string;
  purchaseQuantityChanged: boolean;
  reportingDate: string | null;
  packingSlip: string | null;
  container: string | null;
  shippingDocument: string | null;
}

export interface SalesOrderTransportRecord {
  id: string;
  salesOrderId: string;
  lineId: string | null;
  transporterCode: string;
  transporterName: string;
  pricingType: PricingTypeValue | null;
  price: string;
  packingSlip: string | null;
  container: string | null;
  shippingDocument: string | null;
}

export interface SalesOrderTextLineRecord {
  id: string;
  salesOrderId: string;
  text: string;
}

export interface SalesOrderDocumentRecord {
  fileId: string;
  salesOrderId: string;
  fileName: string;
  documentTypeId: string | null;
  documentTypeName: string | null;
}

/** An entry of the sales items dropdown. */
export interface SalesItemRecord {
  productId: string;
  productCode: string;
  productName: string;
  label: string;
  priceAvailable: boolean;
}

export interface TransportCandidateRecord {
  transporterCode: string;
  transporterName: string;
  pricingType: PricingTypeValue | null;
  price: string;
}

/**
 * The overview's list fields (SalesOrderField, camelCase) → the provider's member names in
 * getSalesOrdersPage's conditions, search fields and sort, with their types.
 */
export const SALES_ORDER_PROVIDER_FIELDS = {
  id: { member: 'id', type: 'number' },
  customer: { member: 'Customer', type: 'string' },
  supplier: { member: 'Supplier', type: 'string' },
  customerReference: { member: 'referencecustomer', type: 'string' },
  loadingDate: { member: 'loadingdate', type: 'date' },
  arrivalDate: { member: 'arrivaldate', type: 'date' },
  salesUnit: { member: 'SalesUnit', type: 'string' },
  salesQuantity: { member: 'SalesQuantity', type: 'number' },
  purchaseUnit: { member: 'PurchaseUnit', type: 'string' },
  purchaseQuantity: { member: 'PurchaseQuantity', type: 'number' },
  productCode: { member: 'ProductCode', type: 'string' },
  packingSlip: { member: 'PackingSlip', type: 'string' },
  container: { member: 'Container', type: 'string' },
  shippingDocument: { member: 'Shipping', type: 'string' },
  accountingBooking: { member: 'exactBooking', type: 'string' },
  isCompleted: { member: 'isCompleted', type: 'boolean' },
} as const satisfies Record<string, { member: string; type: 'string' | 'number' | 'date' | 'boolean' }>;

export function toSalesOrderRecord(raw: Item<'salesOrders.list' | 'salesOrders.list6Months' | 'salesOrders.page' | 'salesOrders.get'>): SalesOrderRecord {
  const hasLine = text(raw.ProductCode) !== null;
  return {
    id: id(raw.id),
    customerCode: text(raw.CustomerCode),
    customerName: text(raw.Customer) ?? '',
    supplierCode: id(raw.SupplierCode),
    supplierName: text(raw.Supplier) ?? '',
    customerReference: text(raw.referencecustomer),
    loadingDate: fromProviderDate(raw.loadingdate),
    arrivalDate: fromProviderDate(raw.arrivaldate),
    comments: text(raw.Comments),
    shippingCompanyCode: text(raw.RederijCode),
    shippingCompanyName: text(raw.Rederij) ?? '',
    pickupReference: text(raw.Uithaalreferentie),
    isCompleted: fromProviderBoolean(raw.isCompleted),
    accountingBooking: text(raw.exactBooking),
    isTemporary: fromProviderBoolean(raw.Temporary),
    salesUnitCode: text(raw.SalesUnit),
    salesQuantity: hasLine ? fromProviderDecimal(raw.SalesQuantity) : null,
    purchaseUnitCode: text(raw.PurchaseUnit),
    purchaseQuantity: hasLine ? fromProviderDecimal(raw.PurchaseQuantity) : null,
    productCode: text(raw.ProductCode),
    packingSlip: text(raw.PackingSlip),
    container: text(raw.Container),
    shippingDocument: text(raw.Shipping),
  };
}

/** A line of the order asked for; its product's id and name and purchaseQuantityChanged only with `extra` (extraFields). */
export function toSalesOrderLineRecord(raw: Item<'salesOrders.lines'>, orderId: string, extra: boolean): SalesOrderLineRecord {
  return {
    id: id(raw.id),
    salesOrderId: orderId,
    productId: extra ? id(raw.productid) : '',
    productCode: text(raw.productcode) ?? '',
    productName: (extra ? text(raw.product) : null) ?? '',
    salesQuantity: zero(raw.salesquantity),
    salesUnitCode: text(raw.SalesUnit),
    salesPrice: zero(raw.SalesPrice),
    salesAmount: zero(raw.SalesAmount),
    purchaseQuantity: zero(raw.purchasequantity),
    purchaseUnitCode: text(raw.PurchaseUnit),
    purchasePrice: zero(raw.purchaseprice),
    purchaseAmount: zero(raw.purchaseamount),
    purchaseQuantityChanged: extra && fromProviderBoolean(raw.purchaseQuantityChanged),
    reportingDate: fromProviderDate(raw.ReportingDate),
    packingSlip: text(raw.PackingSlip),
    container: text(raw.Container),
    shippingDocument: text(raw.Shipping),
  };
}

/** A transport of the order asked for; its line and transporter code only with `extra` (extraFields). */
export function toSalesOrderTransportRecord(raw: Item<'salesOrders.transports'>, orderId: string, extra: boolean): SalesOrderTransportRecord {
  return {
    id: id(raw.id),
    salesOrderId: orderId,
    lineId: extra ? text(raw.salesorderlineid) : null,
    transporterCode: extra ? id(raw.TransporterCode) : '',
    transporterName: text(raw.Transporter) ?? '',
    pricingType: fromProviderPricingType(raw.pricingtype),
    price: zero(raw.price),
    packingSlip: text(raw.packingslip),
    container: text(raw.container),
    shippingDocument: text(raw.shipping),
  };
}

export function toSalesOrderTextLineRecord(raw: Item<'salesOrders.textLines'>, orderId: string): SalesOrderTextLineRecord {
  return { id: id(raw.id), salesOrderId: orderId, text: text(raw.text ?? raw.description) ?? '' };
}

export function toSalesOrderDocumentRecord(raw: Item<'salesOrders.documents'>, orderId: string): SalesOrderDocumentRecord {
  return {
    fileId: id(raw.FileStorageId),
    salesOrderId: orderId,
    fileName: text(raw.FileName) ?? '',
    documentTypeId: text(raw.DocumentTypeId),
    documentTypeName: text(raw.DocumentType),
  };
}

/** A product a customer may order; its code and name beside the label only with `extra` (extraFields). */
export function toSalesItemRecord(raw: Item<'salesOrders.salesItems'>, extra: boolean): SalesItemRecord {
  return {
    productId: id(raw.key),
    productCode: (extra ? text(raw.code) : null) ?? '',
    productName: (extra ? text(raw.product) : null) ?? text(raw.value) ?? '',
    label: text(raw.value) ?? '',
    priceAvailable: fromProviderBoolean(raw.priceAvailable),
  };
}

export function toTransportCandidateRecord(raw: Item<'salesOrders.transportCandidates'>): TransportCandidateRecord {
  return {
    transporterCode: id(raw.TransporterCode),
    transporterName: text(raw.TransporterName) ?? '',
    pricingType: fromProviderPricingType(raw.pricingtype),
    price: zero(raw.price),
  };
}

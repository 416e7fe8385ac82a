/** Products, their price lists and documents, as the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { fromProviderBoolean, fromProviderDate, fromProviderDecimal, fromProviderId as str, fromProviderText as textOrNull } from '../mapping';

export type PricingTypeValue = 'BLOCK_FREIGHT' | 'UNIT_PRICE';
export type PriceKindValue = 'PURCHASE' | 'SALES' | 'TRANSPORT';

export interface ProductRecord {
  id: string;
  code: string;
  name: string;
  description: string | null;
  supplierCode: string;
  supplierName: string;
  customerCode: string;
  customerName: string;
  productGroupCode: string;
  productGroupName: string;
  productTypeId: string | null;
  salesUnitCode: string;
  salesUnitName: string;
  purchaseUnitCode: string;
  purchaseUnitName: string;
  kilogram: string | null;
  note: string | null;
  concentration: string | null;
  addition: string | null;
  approverId: string | null;
  approverUserName: string | null;
  isTemporary: boolean;
  canDelete: boolean;
  accountingBooking: string | null;
  salesPrice: string | null;
  purchasePrice: string | null;
}

export interface ApproverRecord {
  id: string;
  userName: string;
}

export interface ProductDocumentRecord {
  id: string;
  productId: string;
  fileName: string;
}

/** A purchase or sales price. @mapper PurchasePrice, SalesPrice */
export interface PriceRecord {
  id: string;
  productId: string;
  price: string;
  startDate: string;
  endDate: string;
  isApproved: boolean;
  canDelete: boolean;
}

export interface TransportPriceRecord {
  id: string;
  productId: string;
  transporterCode: string;
  transporterName: string;
  pricingType: PricingTypeValue | null;
  price: string;
  startDate: string;
  endDate: string;
  isApproved: boolean;
}

export interface AffectedOrderLineRecord {
  id: string;
  salesOrderId: string | null;
  productId: string | null;
  productCode: string | null;
  productDescription: string | null;
  loadingDate: string | null;
  quantity: string | null;
  currentPrice: string | null;
  newPrice: string | null;
  pricingType: PricingTypeValue | null;
  transporterCode: string | null;
}

export interface PriceChangeRecord {
  id: string;
  kind: PriceKindValue;
  articleSegment1: string | null;
  articleSegment2: string | null;
  articleSegment3: string | null;
  startDate: string | null;
  endDate: string | null;
  unit: string | null;
  price: string;
  productId: string | null;
  productName: string | null;
  productCode: string | null;
  relationCode: string | null;
  relationName: string | null;
  color: string;
}

// ---- from the provider ----

/**
 * A product as the list (getProducts) or the detail (getProduct) answers it: the fields of either,
 * none required (the spec's detail has no id, the list row no `productcode`).
 */
export type ProductAnswer = Partial<Item<'products.list'>> & Partial<Item<'products.get'>>;

/** The provider's pricing type (1, 2, "1", "" …) → the enum; anything else → null (own transport). */
export function fromProviderPricingType(value: unknown): PricingTypeValue | null {
  const n = Number(value);
  if (value === '' || value === null || value === undefined) return null;
  return n === 1 ? 'BLOCK_FREIGHT' : n === 2 ? 'UNIT_PRICE' : null;
}

export function toProviderPricingType(value: PricingTypeValue): 1 | 2 {
  return value === 'BLOCK_FREIGHT' ? 1 : 2;
}

/** The interface's price-kind flag (updatePricesTable's Pricingtype). */
export const PRICE_KIND_FLAG: Record<PriceKindValue, 1 | 2 | 3> = { PURCHASE: 1, SALES: 2, TRANSPORT: 3 };

/** A product's code straight from the provider's record (what toProductRecord makes its `code`). */
export const productCodeOf = (raw: ProductAnswer): string => str(raw.Productcode ?? raw.productcode);

/**
 * A product of the list (or the detail, under the `extraFields` extension). Only with `extra`
 * are the fields the spec's list lacks read (description, type, concentration, addition,
 * temporary, booking); without it they stay empty, as a spec provider leaves them.
 */
export function toProductRecord(raw: ProductAnswer, extra: boolean): ProductRecord {
  return {
    id: str(raw.id),
    code: productCodeOf(raw),
    name: str(raw.Product ?? raw.product),
    description: extra ? textOrNull(raw.Description) : null,
    supplierCode: str(raw.SupplierCode),
    supplierName: str(raw.Supplier),
    customerCode: str(raw.CustomerCode),
    customerName: str(raw.Customer),
    productGroupCode: str(raw.ProductGroupCode),
    productGroupName: str(raw.Productgroup),
    productTypeId: extra ? textOrNull(raw.ProductType) : null,
    salesUnitCode: str(raw.SalesUnitCode),
    salesUnitName: str(raw.SalesUnit ?? raw.Salesunit),
    purchaseUnitCode: str(raw.PurchaseUnitCode),
    purchaseUnitName: str(raw.PurchaseUnit),
    kilogram: fromProviderDecimal(raw.Kilogram ?? raw.kilogram),
    note: textOrNull(raw.Note),
    concentration: extra ? textOrNull(raw.Concentration) : null,
    addition: extra ? textOrNull(raw.Addition) : null,
    approverId: textOrNull(raw.Approver),
    approverUserName: textOrNull(raw.ApproverUserName),
    isTemporary: extra && fromProviderBoolean(raw.Temporary),
    // the spec's rule: the delete button shows unless DeleteButton is 'False'
    canDelete: str(raw.DeleteButton).toLowerCase() !== 'false',
    accountingBooking: extra ? textOrNull(raw.ExactBooking) : null,
    salesPrice: fromProviderDecimal(raw.SalesPrice),
    purchasePrice: fromProviderDecimal(raw.PurchasePrice),
  };
}

/**
 * The spec's product detail (productcode, product, Supplier, Customer, Productgroup, Salesunit,
 * PurchaseUnit, kilogram, Note: no id, no codes) over the product's row of the list, which
 * has them: the names and values the detail answers win, the row gives the rest.
 */
export function mergeProductDetail(row: ProductRecord, answer: Item<'products.get'>): ProductRecord {
  // the spellings the contract lists under x-also-read (the list's casing), as toProductRecord reads them
  const detail = answer as ProductAnswer;
  const has = (v: unknown) => v !== undefined && v !== null;
  const pick = (own: string, ...values: unknown[]) => {
    const v = values.find(has);
    return v === undefined ? own : str(v);
  };
  return {
    ...row,
    code: pick(row.code, detail.productcode, detail.Productcode),
    name: pick(row.name, detail.product, detail.Product),
    supplierName: pick(row.supplierName, detail.Supplier),
    customerName: pick(row.customerName, detail.Customer),
    productGroupName: pick(row.productGroupName, detail.Productgroup),
    salesUnitName: pick(row.salesUnitName, detail.Salesunit, detail.SalesUnit),
    purchaseUnitName: pick(row.purchaseUnitName, detail.PurchaseUnit),
    kilogram: has(detail.kilogram ?? detail.Kilogram) ? fromProviderDecimal(detail.kilogram ?? detail.Kilogram) : row.kilogram,
    note: has(detail.Note) ? textOrNull(detail.Note) : row.note,
  };
}

export function toProductDocumentRecord(raw: Item<'products.documents'>, productId?: string): ProductDocumentRecord {
  return { id: str(raw.FileStorageId), productId: str(raw.ProductId ?? productId), fileName: str(raw.FileName) };
}

export function toPriceRecord(raw: Item<'prices.purchase.list' | 'prices.sales.list'>): PriceRecord {
  return {
    id: str(raw.Id),
    productId: str(raw.productid),
    price: fromProviderDecimal(raw.Price) ?? '0',
    startDate: fromProviderDate(raw.StartDate) ?? '',
    endDate: fromProviderDate(raw.EndDate) ?? '',
    isApproved: fromProviderBoolean(raw.isApproved),
    // the spec's rule: deletion shows unless canDelete is 'false'
    canDelete: str(raw.canDelete).toLowerCase() !== 'false',
  };
}

export function toTransportPriceRecord(raw: Item<'prices.transport.list'>): TransportPriceRecord {
  return {
    id: str(raw.Id),
    productId: str(raw.productid),
    // 01 §3: "transporter or transportercode"; `Transporter` is the name
    transporterCode: str(raw.transportercode),
    transporterName: str(raw.Transporter),
    pricingType: fromProviderPricingType(raw.pricingtype),
    price: fromProviderDecimal(raw.Price) ?? '0',
    startDate: fromProviderDate(raw.StartDate) ?? '',
    endDate: fromProviderDate(raw.EndDate) ?? '',
    isApproved: fromProviderBoolean(raw.isApproved),
  };
}

/** A line of get{Purchase,Sales,Transport}LinesToChange. */
export function toAffectedOrderLineRecord(
  raw: Item<`prices.${'purchase' | 'sales' | 'transport'}.linesToChange`>,
  kind: PriceKindValue,
): AffectedOrderLineRecord {
  const quantity = kind === 'SALES' ? raw.SalesQuantity : raw.PurchaseQuantity;
  const current = kind === 'SALES' ? raw.SalesPrice : kind === 'PURCHASE' ? raw.PurchasePrice : raw.TransportPrice;
  return {
    id: str(raw.orderLineId),
    salesOrderId: textOrNull(raw.salesOrderId),
    productId: textOrNull(raw.ProductId),
    productCode: textOrNull(raw.ProductCode),
    productDescription: textOrNull(raw.ProductDescription),
    loadingDate: fromProviderDate(raw.Loadingdate),
    quantity: fromProviderDecimal(quantity),
    currentPrice: fromProviderDecimal(current),
    newPrice: fromProviderDecimal(raw.Price),
    pricingType: kind === 'TRANSPORT' ? fromProviderPricingType(raw.PricingType) : null,
    transporterCode: textOrNull(raw.TransporterCode),
  };
}

const KIND_BY_FLAG: Record<string, PriceKindValue> = { '1': 'PURCHASE', '2': 'SALES', '3': 'TRANSPORT' };
const KIND_BY_NAME: Record<string, PriceKindValue> = { inkoop: 'PURCHASE', purchase: 'PURCHASE', verkoop: 'SALES', sales: 'SALES', transport: 'TRANSPORT' };

/** A row of getPricesTable (Dutch and English field names as the spec lists them). */
export function toPriceChangeRecord(raw: Item<'prices.table'>): PriceChangeRecord {
  const kind = KIND_BY_FLAG[str(raw.Pricingtype)] ?? KIND_BY_NAME[str(raw['Soort prijs']).toLowerCase()] ?? 'PURCHASE';
  return {
    id: str(raw.PriceId),
    kind,
    articleSegment1: textOrNull(raw['Artikel seg 1']),
    articleSegment2: textOrNull(raw['Article seg 2']),
    articleSegment3: textOrNull(raw['Article seg 3']),
    startDate: fromProviderDate(raw.BeginDatum),
    endDate: fromProviderDate(raw.EindDatum),
    unit: textOrNull(raw.Eenheid),
    price: fromProviderDecimal(raw.Prijs) ?? '0',
    productId: textOrNull(raw.ProductId),
    productName: textOrNull(raw.Product),
    productCode: textOrNull(raw.ProductCode),
    relationCode: textOrNull(raw.Relatiecode),
    relationName: textOrNull(raw.Relatienaam),
    color: str(raw.color) || 'black',
  };
}

/** Products, their price lists and documents, as the provider's records translated into the domain's words. */

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

/** A purchase or sales price. */
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

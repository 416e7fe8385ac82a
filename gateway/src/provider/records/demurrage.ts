/** Demurrage rows, as the provider's records translated into the domain's words. */
import { fromProviderDate, fromProviderDecimal, fromProviderText as text } from '../mapping';

type Raw = Record<string, unknown>;

/** What the row's colour says (the provider supplies the colour; the graph names its meaning). */
export type DemurrageStatusValue = 'WITHIN_FREE_TIME' | 'FREE_TIME_ENDING' | 'DEMURRAGE' | 'UNKNOWN';

/** A row of the demurrage list. @mapper DemurrageRow */
export interface DemurrageRecord {
  /** The sales order. */
  id: string;
  customerCode: string | null;
  customerName: string;
  supplierCode: string;
  supplierName: string;
  shippingCompanyCode: string | null;
  shippingCompanyName: string;
  container: string | null;
  productCode: string | null;
  salesUnitCode: string | null;
  salesQuantity: string | null;
  arrivalDate: string | null;
  pickingDate: string | null;
  pickupReference: string | null;
  daysWaiting: number | null;
  status: DemurrageStatusValue;
  colour: string | null;
}

const STATUS_BY_COLOUR: Record<string, DemurrageStatusValue> = {
  green: 'WITHIN_FREE_TIME',
  '#008000': 'WITHIN_FREE_TIME',
  orange: 'FREE_TIME_ENDING',
  '#ffa500': 'FREE_TIME_ENDING',
  red: 'DEMURRAGE',
  '#ff0000': 'DEMURRAGE',
};

/** The provider's colour → its meaning; a colour it does not know is UNKNOWN (shown neutral). */
export function demurrageStatusOf(colour: unknown): DemurrageStatusValue {
  const key = (text(colour) ?? '').toLowerCase();
  return (Object.hasOwn(STATUS_BY_COLOUR, key) ? STATUS_BY_COLOUR[key] : undefined) ?? 'UNKNOWN';
}

export function toDemurrageRecord(raw: Raw): DemurrageRecord {
  const days = raw.DaysWaiting;
  return {
    id: String(raw.id ?? raw.Id ?? ''),
    customerCode: text(raw.CustomerCode),
    customerName: text(raw.Customer) ?? '',
    supplierCode: text(raw.SupplierCode) ?? '',
    supplierName: text(raw.Supplier) ?? '',
    shippingCompanyCode: text(raw.RederijCode),
    shippingCompanyName: text(raw.Rederij) ?? '',
    container: text(raw.Container),
    productCode: text(raw.ProductCode),
    salesUnitCode: text(raw.SalesUnit),
    salesQuantity: fromProviderDecimal(raw.SalesQuantity),
    arrivalDate: fromProviderDate(raw.Arrivaldate),
    pickingDate: fromProviderDate(raw.pickingdate),
    pickupReference: text(raw.UithaalReferentie),
    daysWaiting:
      typeof days === 'number' && Number.isFinite(days) ? days : days !== undefined && days !== null && /^-?\d+$/.test(String(days)) ? Number(days) : null,
    status: demurrageStatusOf(raw.color ?? raw.Color),
    colour: text(raw.color ?? raw.Color),
  };
}

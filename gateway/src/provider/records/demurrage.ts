/** Demurrage rows, as the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { fromProviderDate, fromProviderDecimal, fromProviderText as text } from '../mapping';

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
  /** Names the row carries whose code no dropdown could give (several entries share the name); set by the domain. */
  ambiguousNames: ('CUSTOMER' | 'SHIPPING_COMPANY')[];
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

/** Whole days from one `yyyy-MM-dd` to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * A row of the list. The spec's row (id, Customer, Rederij, Container, ProductCode, SalesUnit,
 * SalesQuantity, Arrivaldate, pickingdate, UithaalReferentie, color) names customer and shipping
 * company without codes and has no supplier nor days waiting: codes, supplier and the provider's
 * days are read only with `extra` (extraFields); otherwise the days are counted here, from
 * arrival to picking (or `today` while not picked), as the schema defines them.
 */
export function toDemurrageRecord(raw: Item<'demurrage.list'>, extra: boolean, today: string): DemurrageRecord {
  const days = extra ? raw.DaysWaiting : undefined;
  const arrivalDate = fromProviderDate(raw.Arrivaldate);
  const pickingDate = fromProviderDate(raw.pickingdate);
  const counted = arrivalDate ? daysBetween(arrivalDate, pickingDate ?? today) : null;
  return {
    id: String(raw.id ?? ''),
    customerCode: extra ? text(raw.CustomerCode) : null,
    customerName: text(raw.Customer) ?? '',
    supplierCode: (extra ? text(raw.SupplierCode) : null) ?? '',
    supplierName: (extra ? text(raw.Supplier) : null) ?? '',
    shippingCompanyCode: extra ? text(raw.RederijCode) : null,
    shippingCompanyName: text(raw.Rederij) ?? '',
    container: text(raw.Container),
    productCode: text(raw.ProductCode),
    salesUnitCode: text(raw.SalesUnit),
    salesQuantity: fromProviderDecimal(raw.SalesQuantity),
    arrivalDate,
    pickingDate,
    pickupReference: text(raw.UithaalReferentie),
    daysWaiting: !extra
      ? counted
      : typeof days === 'number' && Number.isFinite(days)
        ? days
        : days !== undefined && days !== null && /^-?\d+$/.test(String(days))
          ? Number(days)
          : null,
    status: demurrageStatusOf(raw.color),
    colour: text(raw.color),
    ambiguousNames: [],
  };
}

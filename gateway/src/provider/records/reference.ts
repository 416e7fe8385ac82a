/** Reference data (the dropdowns): the provider's records translated into the domain's words. */
import { fromProviderBoolean, fromProviderDecimal, fromProviderId as str } from '../mapping';

type Raw = Record<string, unknown>;

export interface CustomerRecord {
  code: string;
  name: string;
  note: string | null;
}

export interface SupplierRecord {
  code: string;
  name: string;
  hasDemurrage: boolean;
}

/**
 * A code/name pair: transporters, shipping companies, units, product groups, types.
 * @mapper Transporter, ShippingCompany, Unit, ProductGroup, ProductType, DocumentType, TaskType, TaskStatus, StaffMember
 */
export interface CodeNameRecord {
  code: string;
  name: string;
}

export interface VatCodeRecord {
  code: string;
  description: string;
  /** Only a provider with the vatPercentage extension says it (no spec call carries it). */
  percentage: string | null;
}

/** A dropdown item: `{key, value}`, or `{Key, Value}` as the transporters come. */
export function toCodeNameRecord(raw: Raw): CodeNameRecord {
  return { code: str(raw.key ?? raw.Key), name: str(raw.value ?? raw.Value) };
}

export function toCustomerRecord(raw: Raw): CustomerRecord {
  const note = str(raw.note ?? raw.Note).trim();
  return { ...toCodeNameRecord(raw), note: note || null };
}

export function toSupplierRecord(raw: Raw): SupplierRecord {
  return { ...toCodeNameRecord(raw), hasDemurrage: fromProviderBoolean(raw.demurrage ?? raw.Demurrage) };
}

/** A VAT code of the dropdown (key, value); its `percentage` is read only with `withPercentage` (the vatPercentage extension). */
export function toVatCodeRecord(raw: Raw, withPercentage: boolean): VatCodeRecord {
  return { code: str(raw.key ?? raw.Key), description: str(raw.value ?? raw.Value), percentage: withPercentage ? fromProviderDecimal(raw.percentage) : null };
}

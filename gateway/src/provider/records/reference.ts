/** Reference data (the dropdowns): the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { fromProviderBoolean, fromProviderDecimal, fromProviderId as str } from '../mapping';

/** The dropdowns answered as `{key, value}` items. */
export type CodeNameKey =
  | `reference.${'transporters' | 'shippingCompanies' | 'units' | 'productGroups' | 'productTypes' | 'documentTypes'}`
  | `tasks.${'types' | 'statuses' | 'users'}`;

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
export function toCodeNameRecord(raw: Item<CodeNameKey>): CodeNameRecord {
  return 'key' in raw ? { code: str(raw.key), name: str(raw.value) } : { code: str(raw.Key), name: str(raw.Value) };
}

export function toCustomerRecord(raw: Item<'reference.customers'>): CustomerRecord {
  const note = str(raw.note).trim();
  return { ...toCodeNameRecord(raw), note: note || null };
}

export function toSupplierRecord(raw: Item<'reference.suppliers'>): SupplierRecord {
  return { ...toCodeNameRecord(raw), hasDemurrage: fromProviderBoolean(raw.demurrage) };
}

/** A VAT code of the dropdown (key, value); its `percentage` is read only with `withPercentage` (the vatPercentage extension). */
export function toVatCodeRecord(raw: Item<'reference.vatCodes'>, withPercentage: boolean): VatCodeRecord {
  return { code: str(raw.key), description: str(raw.value), percentage: withPercentage ? fromProviderDecimal(raw.percentage) : null };
}

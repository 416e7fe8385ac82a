import { fromProviderBoolean, fromProviderDate, fromProviderDecimal, fromProviderId as str } from '../mapping';

/**
 * The provider's records, translated once into the domain's words. Resolvers and codegen
 * mappers use these types; nothing outside gateway/src/provider sees a provider field name.
 */

export interface UserRecord {
  id: string;
  userName: string;
  email: string;
  phoneNumber: string | null;
  active: boolean;
  roleIds: string[];
}

/** A role. @mapper RoleInfo */
export interface RoleRecord {
  id: string;
  name: string;
}

export interface PeriodDateRecord {
  id: string;
  year: number;
  month: number;
  newDate: string | null;
}

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

type Raw = Record<string, unknown>;

export function toUserRecord(raw: Raw): UserRecord {
  const roles = Array.isArray(raw.Roles) ? (raw.Roles as Raw[]) : [];
  return {
    id: str(raw.Id),
    userName: str(raw.UserName),
    email: str(raw.Email),
    phoneNumber: raw.PhoneNumber ? str(raw.PhoneNumber) : null,
    active: fromProviderBoolean(raw.IsActive),
    roleIds: roles.map((r) => str(r.RoleId)),
  };
}

export function toRoleRecord(raw: Raw): RoleRecord {
  return { id: str(raw.Id), name: str(raw.Name) };
}

export function toPeriodDateRecord(raw: Raw): PeriodDateRecord {
  return {
    id: str(raw.Id),
    year: Number(raw.Jaar),
    month: Number(raw.Maand),
    newDate: fromProviderDate(raw.NieuweDatum),
  };
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

export * from './products';
export * from './salesOrders';
export * from './purchaseOrders';
export * from './invoicing';
export * from './demurrage';
export * from './monthEnd';

/** Users and roles: the provider's records translated into the domain's words. */
import { fromProviderBoolean, fromProviderId as str } from '../mapping';

type Raw = Record<string, unknown>;

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

/** Users and roles: the provider's records translated into the domain's words. */
import type { RestAnswer } from '../contract-types';
import { fromProviderBoolean, fromProviderId as str } from '../mapping';

/** A user and a role as the contract has them (`GET /api/Users/{id}`, `GET /api/Roles`). */
type ProviderUser = RestAnswer<'/api/Users/{id}', 'get'>;
type ProviderRole = RestAnswer<'/api/Roles', 'get'>[number];

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

export function toUserRecord(raw: ProviderUser): UserRecord {
  const roles = Array.isArray(raw.Roles) ? raw.Roles : [];
  return {
    id: str(raw.Id),
    userName: str(raw.UserName),
    email: str(raw.Email),
    phoneNumber: raw.PhoneNumber ? str(raw.PhoneNumber) : null,
    active: fromProviderBoolean(raw.IsActive),
    roleIds: roles.map((r) => str(r.RoleId)),
  };
}

export function toRoleRecord(raw: ProviderRole): RoleRecord {
  return { id: str(raw.Id), name: str(raw.Name) };
}

import { listLoader } from '../../loaders/loaders';
import { toRoleRecord, toUserRecord } from '../../provider/records';

/** All users: the provider lists them in one call. */
export const usersLoader = listLoader(
  'users',
  async (provider) => (await provider.getJson<Record<string, unknown>[]>('/api/users/GetUsers?excludeActiveUsers=false')).map(toUserRecord),
  (u) => u.id,
);

/** All roles, one call per request. */
export const rolesLoader = listLoader(
  'roles',
  async (provider) => (await provider.getJson<Record<string, unknown>[]>('/api/Roles')).map(toRoleRecord),
  (r) => r.id,
);

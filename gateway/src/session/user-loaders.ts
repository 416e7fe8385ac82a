import { listLoader } from '../loaders/loaders';
import { listRoles, listUsers } from '../provider/calls/users';

/** All users: the provider lists them in one call. */
export const usersLoader = listLoader('users', listUsers, (u) => u.id);

/** All roles, one call per request. */
export const rolesLoader = listLoader('roles', listRoles, (r) => r.id);

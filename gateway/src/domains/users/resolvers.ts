import type { Resolvers } from '../../generated/graphql';
import { userError } from '../../errors';
import type { PrefetchRule } from '../../loaders/prefetch';
import { toUserRecord } from '../../provider/records';
import { roleOf } from '../../session/session';
import { rolesLoader, usersLoader } from './loaders';
import { assertMayChangeUser } from './role-guard';
import { modelStateToUserErrors, type FieldMap } from './user-errors';

const CREATE_FIELDS: FieldMap = {
  byKey: { 'model.Email': 'email', 'model.Password': 'password', 'model.ConfirmPassword': 'confirmPassword', 'model.PhoneNumber': 'phoneNumber', 'model.RoleName': 'roleName' },
  byCode: { DUPLICATE: 'email', PASSWORD_POLICY: 'password', PASSWORD_MISMATCH: 'confirmPassword' },
};
const UPDATE_FIELDS: FieldMap = { byKey: { 'model.PhoneNumber': 'phoneNumber', 'model.RoleName': 'roleName' } };

export const usersPrefetch: PrefetchRule[] = [
  { coordinate: 'Query.users', loader: usersLoader },
  { coordinate: 'User.roles', loader: rolesLoader },
  { coordinate: 'Query.roles', loader: rolesLoader },
];

export const usersResolvers: Resolvers = {
  Query: {
    async users(_p, { includeInactive }, ctx) {
      const users = await ctx.loaders.use(usersLoader).all();
      return includeInactive ? users : users.filter((u) => u.active);
    },
    user: (_p, { id }, ctx) => ctx.loaders.use(usersLoader).load(id),
    roles: (_p, _a, ctx) => ctx.loaders.use(rolesLoader).all(),
  },
  User: {
    roles: async (user, _a, ctx) => {
      const roles = ctx.loaders.use(rolesLoader);
      return (await Promise.all(user.roleIds.map((id) => roles.load(id)))).filter((r) => r !== null);
    },
  },
  RoleInfo: {
    role: (role) => roleOf(role.name),
  },
  Mutation: {
    async createUser(_p, { input }, ctx) {
      await assertMayChangeUser(ctx, { newRoleName: input.roleName });
      const result = await ctx.provider.postJson<Record<string, unknown>>('/api/Users', {
        Email: input.email,
        PhoneNumber: input.phoneNumber,
        password: input.password,
        confirmPassword: input.confirmPassword,
        RoleName: input.roleName,
      });
      if (!result.ok) return { user: null, userErrors: modelStateToUserErrors(result.refusal, CREATE_FIELDS) };
      return { user: toUserRecord(result.body), userErrors: [] };
    },
    async updateUser(_p, { input }, ctx) {
      const target = await assertMayChangeUser(ctx, { targetId: input.id, newRoleName: input.roleName });
      if (!target) return { user: null, userErrors: [userError('NOT_FOUND', 'User not found.')] };
      const result = await ctx.provider.postJson<Record<string, unknown>>('/api/users/Update', {
        Id: input.id,
        PhoneNumber: input.phoneNumber,
        RoleName: input.roleName,
      });
      if (!result.ok) return { user: null, userErrors: modelStateToUserErrors(result.refusal, UPDATE_FIELDS) };
      // Their sessions re-read the roles on their next request, not within the minute.
      await ctx.sessions.rolesChanged(target.userName);
      const body = result.body && typeof result.body === 'object' && 'Id' in result.body ? toUserRecord(result.body) : null;
      return { user: body ?? (await ctx.provider.getJson<Record<string, unknown>>(`/api/Users/${encodeURIComponent(input.id)}`).then(toUserRecord)), userErrors: [] };
    },
    async deleteUser(_p, { id }, ctx) {
      const target = await assertMayChangeUser(ctx, { targetId: id });
      if (!target) return { deletedId: null, userErrors: [userError('NOT_FOUND', 'User not found.')] };
      const result = await ctx.provider.postJson(`/api/users/Delete?id=${encodeURIComponent(id)}`);
      if (!result.ok) return { deletedId: null, userErrors: [userError(result.refusal.status === 404 ? 'NOT_FOUND' : 'REFUSED', result.refusal.message)] };
      // A deactivated user is signed out everywhere at once, not at their next provider call.
      await ctx.sessions.endAllOf(target.userName);
      return { deletedId: id, userErrors: [] };
    },
  },
};

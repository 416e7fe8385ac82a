import type { Resolvers } from '../../generated/graphql';
import type { PrefetchRule } from '../../loaders/prefetch';
import { roleOf } from '../../session/session';
import { rolesLoader, usersLoader } from '../../session/user-loaders';
import { userMutations } from './mutations';
import type { Domain } from '../shared/domain';
import { versionField } from '../shared/versioned';
import { tracked } from './tracked';

export const usersPrefetch: PrefetchRule[] = [
  { coordinate: 'Query.users', loader: usersLoader },
  { coordinate: 'User.roles', loader: rolesLoader },
  { coordinate: 'Query.roles', loader: rolesLoader },
];

export const usersResolvers = {
  Query: {
    async users(_p, { includeInactive }, ctx) {
      const users = await ctx.loaders.use(usersLoader).all();
      return includeInactive ? users : users.filter((u) => u.active);
    },
    user: (_p, { id }, ctx) => ctx.loaders.use(usersLoader).load(id),
    roles: (_p, _a, ctx) => ctx.loaders.use(rolesLoader).all(),
  },
  User: {
    version: versionField(tracked, 'USER'),
    roles: async (user, _a, ctx) => {
      const roles = ctx.loaders.use(rolesLoader);
      return (await Promise.all(user.roleIds.map((id) => roles.load(id)))).filter((r) => r !== null);
    },
  },
  RoleInfo: {
    role: (role) => roleOf(role.name),
  },
  Mutation: userMutations,
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: usersResolvers, prefetch: usersPrefetch } satisfies Domain;

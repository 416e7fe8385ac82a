import type { Resolvers } from '../../generated/graphql';
import { capabilitiesOf } from '../../session/session';
import { sessionMutations } from './mutations';
import type { Domain } from '../shared/domain';

export const sessionResolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.session,
    // the field needs a session (@auth): ctx.session is there
    mySessions: async (_parent, _args, ctx) =>
      (await ctx.sessions.listOf(ctx.session!.userName, ctx.sessionKey)).map((s) => ({
        ...s,
        startedAt: s.startedAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
      })),
  },
  Me: {
    capabilities: (session) => capabilitiesOf(session),
  },
  Mutation: sessionMutations,
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: sessionResolvers } satisfies Domain;

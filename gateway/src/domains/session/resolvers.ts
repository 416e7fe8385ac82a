import type { Resolvers } from '../../generated/graphql';
import { capabilitiesOf } from '../../session/session';
import { sessionMutations } from './mutations';

export const sessionResolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.session,
  },
  Me: {
    capabilities: (session) => capabilitiesOf(session),
  },
  Mutation: sessionMutations,
} satisfies Resolvers;

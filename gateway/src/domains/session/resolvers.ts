import type { Resolvers } from '../../generated/graphql';
import { capabilitiesOf } from '../../session/session';
import { sessionMutations } from './mutations';

export const sessionResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.session,
  },
  Me: {
    capabilities: (session) => capabilitiesOf(session),
  },
  Mutation: sessionMutations,
};

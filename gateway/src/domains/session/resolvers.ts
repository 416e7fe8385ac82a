import type { Resolvers } from '../../generated/graphql';
import { capabilitiesOf } from '../../session/session';
import { sessionMutations } from './mutations';
import type { Domain } from '../shared/domain';

export const sessionResolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.session,
  },
  Me: {
    capabilities: (session) => capabilitiesOf(session),
  },
  Mutation: sessionMutations,
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: sessionResolvers } satisfies Domain;

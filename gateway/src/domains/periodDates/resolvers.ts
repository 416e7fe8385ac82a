import type { Resolvers } from '../../generated/graphql';
import type { PrefetchRule } from '../../loaders/prefetch';
import { periodDatesLoader } from './loaders';
import { periodDateMutations } from './mutations';
import type { Domain } from '../shared/domain';
import { versionField } from '../shared/versioned';
import { tracked } from './tracked';

export const periodDatesPrefetch: PrefetchRule[] = [{ coordinate: 'Query.periodDates', loader: periodDatesLoader }];

export const periodDatesResolvers = {
  Query: {
    periodDates: (_p, _a, ctx) => ctx.loaders.use(periodDatesLoader).all(),
  },
  Mutation: periodDateMutations,
  PeriodDate: { version: versionField(tracked, 'PERIOD_DATE') },
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: periodDatesResolvers, prefetch: periodDatesPrefetch } satisfies Domain;

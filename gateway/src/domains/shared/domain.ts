import type { Resolvers } from '../../generated/graphql';
import type { PerOwnerField } from '../../loaders/loaders';
import type { PrefetchRule } from '../../loaders/prefetch';

/**
 * What every `domains/<domain>/resolvers.ts` exports as `domain`, found by convention
 * (domains.generated.ts, written by `npm run codegen`). Declare it with `satisfies Domain`, not
 * `: Domain`: schema.ts's compile-time field check reads each domain's own resolver types.
 */
export interface Domain {
  resolvers: Resolvers;
  prefetch?: readonly PrefetchRule[];
  /** Fields read one owner at a time without `byIds`; the heavy ones count against MAX_PER_OWNER_CALLS. */
  perOwner?: readonly PerOwnerField[];
  /** The largest `page.limit` of its lists that take more than MAX_PAGE_SIZE, by coordinate (`'Query.tasks': 10_000`). */
  pageMaxima?: Readonly<Record<string, number>>;
}

import type { GraphQLSchema } from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import type { AuthRequirement, Resolvers, SearchKind } from '../../generated/graphql';
import type { ProviderClient } from '../../provider/client';
import { assertAllowed } from '../../session/auth-directive';
import type { Session } from '../../session/session';
import type { Domain } from '../shared/domain';
import { indexOf } from './index-store';
import { SEARCH_KINDS, type SearchKindDef } from './kinds';
import { checkSearchArgs } from './rules';
import { searchIndex, type Hit } from './search-index';

const requirements = new WeakMap<GraphQLSchema, Map<SearchKind, AuthRequirement>>();

/** Who may list each kind: the @auth of the Query field that lists it (SIGNED_IN without one), read once per schema. */
function requirementOf(schema: GraphQLSchema, def: SearchKindDef<unknown>): AuthRequirement {
  let byKind = requirements.get(schema);
  if (!byKind) requirements.set(schema, (byKind = new Map()));
  let requirement = byKind.get(def.kind);
  if (!requirement) {
    const field = schema.getQueryType()?.getFields()[def.source];
    if (!field) throw new Error(`search: Query.${def.source} (the list of ${def.kind}) is not in the schema`);
    requirement = (getDirective(schema, field, 'auth')?.[0]?.requires as AuthRequirement | undefined) ?? 'SIGNED_IN';
    byKind.set(def.kind, requirement);
  }
  return requirement;
}

function mayList(schema: GraphQLSchema, def: SearchKindDef<unknown>, session: Session | null): boolean {
  try {
    assertAllowed(requirementOf(schema, def), session);
    return true;
  } catch {
    return false;
  }
}

/** The kinds asked (all when none), once each, in the order asked, that this session may list. */
export function searchableKinds(schema: GraphQLSchema, session: Session | null, kinds: readonly SearchKind[] | null | undefined): SearchKindDef<unknown>[] {
  const asked = kinds?.length ? [...new Set(kinds)] : SEARCH_KINDS.map((d) => d.kind);
  return asked.map((kind) => SEARCH_KINDS.find((d) => d.kind === kind)!).filter((def) => mayList(schema, def, session));
}

const asHit = (hit: Hit) => ({
  kind: hit.kind,
  id: hit.id,
  field: hit.field,
  value: hit.value,
  match: hit.match,
  score: hit.score,
  salesOrder: hit.record.kind === 'SALES_ORDER' ? hit.record.record : null,
  purchaseOrder: hit.record.kind === 'PURCHASE_ORDER' ? hit.record.record : null,
  product: hit.record.kind === 'PRODUCT' ? hit.record.record : null,
  customer: hit.record.kind === 'CUSTOMER' ? hit.record.record : null,
  supplier: hit.record.kind === 'SUPPLIER' ? hit.record.record : null,
});

/** Each kind searched in its kept index; groups in the order asked, or best first when the caller named no kinds. */
export async function search(provider: ProviderClient, defs: readonly SearchKindDef<unknown>[], text: string, limit: number, named: boolean) {
  const found = await Promise.all(
    defs.map(async (def) => {
      const { index, stale } = await indexOf(def, provider);
      return { kind: def.kind, stale, ...searchIndex(index, text, limit) };
    }),
  );
  const groups = found.filter((g) => g.totalCount > 0);
  if (!named) groups.sort((a, b) => (b.hits[0]?.score ?? 0) - (a.hits[0]?.score ?? 0));
  return { groups: groups.map((g) => ({ kind: g.kind, totalCount: g.totalCount, hits: g.hits.map(asHit) })), stale: found.some((g) => g.stale) };
}

export const domain = {
  resolvers: {
    Query: {
      search: async (_p, args, ctx, info) => {
        const { text, limit } = checkSearchArgs(args.text, args.limit);
        const defs = searchableKinds(info.schema, ctx.session, args.kinds);
        return { text: args.text.trim(), ...(await search(ctx.provider, defs, text, limit, Boolean(args.kinds?.length))) };
      },
    },
  } satisfies Resolvers,
} satisfies Domain;

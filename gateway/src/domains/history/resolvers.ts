import { addDays, businessDayStart, businessToday } from '../../common/business-day';
import { gatewayError } from '../../errors/errors';
import type { ChangeFilter, ChangeSort, Resolvers } from '../../generated/graphql';
import type { EntryQuery, HistoryEntry } from '../../history/store';
import type { Domain } from '../shared/domain';
import { pageOf } from '../shared/versioned';

/** The changes list's largest page: its Excel export asks for up to 10 000 rows (its pageMaxima below). */
const MAX_CHANGES_PAGE = 10_000;
const DEFAULT_DAYS = 30;

/** The changes list's filter in the store's words: Brussels days become instants. */
function entryQuery(filter: ChangeFilter | null | undefined, today = businessToday()): EntryQuery {
  // without a period or a record, the last 31 days: the whole history is no page to scan per request
  const from = filter?.from ?? (filter?.recordId ? null : addDays(today, -DEFAULT_DAYS));
  if (!filter) return { from: businessDayStart(from!) };
  if (filter.from && filter.to && filter.from > filter.to)
    throw gatewayError('BAD_USER_INPUT', 'filter.to must not be before filter.from.', { field: 'filter.to' });
  return {
    from: from ? businessDayStart(from) : undefined,
    to: filter.to ? businessDayStart(addDays(filter.to, 1)) : undefined,
    userName: filter.userName?.trim() || undefined,
    outside: filter.outside ?? undefined,
    recordTypes: filter.recordTypes ?? undefined,
    recordId: filter.recordId ?? undefined,
    actions: filter.actions ?? undefined,
  };
}

const SORT_KEYS: Record<ChangeSort['field'], (e: HistoryEntry) => string> = {
  AT: (e) => e.id,
  USER: (e) => (e.userName ?? '').toLowerCase(),
  RECORD_TYPE: (e) => e.recordType,
  ACTION: (e) => e.action,
};

/** Sorted by the keys given, then newest first (entries come newest first; the sort is stable). */
function sortEntries(entries: HistoryEntry[], sort: readonly ChangeSort[] | null | undefined): HistoryEntry[] {
  if (!sort?.length) return entries;
  return [...entries].sort((a, b) => {
    for (const s of sort) {
      const [x, y] = [SORT_KEYS[s.field](a), SORT_KEYS[s.field](b)];
      if (x !== y) return (x < y ? -1 : 1) * (s.direction === 'DESC' ? -1 : 1);
    }
    return 0;
  });
}

const resolvers = {
  Query: {
    async changes(_p, { filter, sort, page }, ctx) {
      const { offset, limit } = pageOf(page, 100, MAX_CHANGES_PAGE);
      const query = entryQuery(filter);
      // newest first is the store's own order: it pages without holding every entry
      if (!sort?.length || (sort.length === 1 && sort[0]?.field === 'AT' && sort[0].direction === 'DESC')) return ctx.history.store.page(query, offset, limit);
      const entries = sortEntries(await ctx.history.store.query(query), sort);
      return { totalCount: entries.length, nodes: entries.slice(offset, offset + limit) };
    },
  },
} satisfies Resolvers;

// the web table's "All" asks for 10 000 rows
export const domain = { resolvers, pageMaxima: { 'Query.changes': 10_000 } } satisfies Domain;

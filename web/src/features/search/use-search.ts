import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchDocument, type SearchHitFieldsFragment, type SearchKind, type SearchQuery } from '../../generated/graphql';

/** The gateway's bounds (schema/search.graphql): the box refuses a longer text itself. */
export const SEARCH_TEXT_MAX = 100;
/** Hits per kind: a screenful of five groups. */
export const SEARCH_LIMIT = 6;
/** Typing pauses this long before the gateway is asked (each keystroke would be a request). */
export const SEARCH_DEBOUNCE_MS = 150;
/** A stale answer (an index still being rebuilt after a change) is asked again after this long. */
export const STALE_RETRY_MS = 1000;

export type SearchGroup = SearchQuery['search']['groups'][number];

/** Something to search for: a letter or a digit, within the gateway's length. */
const searchable = (text: string) => /[\p{L}\p{N}]/u.test(text) && text.trim().length <= SEARCH_TEXT_MAX;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The groups found for the text typed (debounced), the previous answer kept while the next is on its
 * way; `firstLoading` while nothing has been answered yet (the box says it is searching).
 */
export function useSearch(text: string, kinds: readonly SearchKind[] | undefined) {
  const typed = text.trim();
  // text and kinds wait together: narrowing to a customer changes both at once, and asks once
  const wanted = useMemo(() => ({ text: typed, kinds }), [typed, kinds]);
  const asked = useDebounced(wanted, SEARCH_DEBOUNCE_MS);
  const skip = !searchable(asked.text);
  const variables = useMemo(() => ({ text: asked.text, kinds: asked.kinds ? [...asked.kinds] : undefined, limit: SEARCH_LIMIT }), [asked]);
  // not cached: hits share ids across kinds, and a search is asked for once
  const result = useQuery(SearchDocument, { variables, skip, fetchPolicy: 'no-cache' });
  const data = result.data ?? result.previousData;
  const { refetch } = result;
  const stale = result.data?.search.stale === true;
  useEffect(() => {
    if (!stale) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), STALE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [stale, refetch, variables]);
  const waiting = wanted !== asked || result.loading;
  const groups: readonly SearchGroup[] = !searchable(typed) ? [] : (data?.search.groups ?? []);
  const hits: readonly SearchHitFieldsFragment[] = groups.flatMap((g) => g.hits);
  return {
    groups,
    hits,
    pending: waiting,
    firstLoading: Boolean(typed) && !data && waiting,
    error: skip ? undefined : result.error,
    tooLong: typed.length > SEARCH_TEXT_MAX,
  };
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../errors';

/** The parts of a query's result a table shows: whether it loads, what went wrong, and how to ask again. */
export interface QueryLike {
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A list query's state as DataTable props: `loading`, the error in the user's words (re-translated
 * on a language switch) and a retry that asks again (its own failure shows as the next error).
 */
export function useListState({ loading, error, refetch }: QueryLike) {
  const { t } = useTranslation('app');
  const onRetry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  return { loading, error: error ? describeError(error, t) : undefined, onRetry };
}

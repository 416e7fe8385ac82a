import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DetailSection, DetailTable } from '../../ui/detail-table';
import { ErrorState, LoadingState } from '../../ui/states';
import type { HistoryEntryFieldsFragment } from '../../generated/graphql';
import { describeError } from '../errors';
import { useHistoryWords } from './entry-words';

/** Entries asked per page ("Load more" asks the next). */
export const HISTORY_PAGE_SIZE = 50;

/** One page of an owner's history as the feature's query answers it (`history(page) { totalCount nodes { ...HistoryEntryFields } }`). */
export interface HistoryPage {
  totalCount: number;
  nodes: readonly HistoryEntryFieldsFragment[];
}

/** Asks one page of an owner's history. */
export type LoadHistoryPage = (page: { offset: number; limit: number }) => Promise<HistoryPage | null | undefined>;

/**
 * A page loader over a feature's history query, read from the gateway each time (history grows):
 * `useHistoryLoader(SalesOrderHistoryDocument, { id }, (data) => data.salesOrder?.history)`.
 */
export function useHistoryLoader<D, V extends { page?: unknown }>(
  query: TypedDocumentNode<D, V>,
  variables: Omit<V, 'page'>,
  select: (data: D) => HistoryPage | null | undefined,
): LoadHistoryPage {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  return useCallback(
    async (page) => {
      const vars = { ...(JSON.parse(key) as Omit<V, 'page'>), page } as unknown as V;
      const { data } = await client.query<D, V>({ query, variables: vars, fetchPolicy: 'network-only' } as never);
      return data ? select(data as D) : null;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- select is read at call time; the variables by value
    [client, query, key],
  );
}

/** An owner's history, newest first: asked when it is rendered (render it only when its tab opens), 50 entries a page. */
export function HistoryTab({ loadPage, labelledBy }: { loadPage: LoadHistoryPage; labelledBy?: string }) {
  const { t } = useTranslation(['history', 'app']);
  const words = useHistoryWords();
  const [entries, setEntries] = useState<readonly HistoryEntryFieldsFragment[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const asked = useRef(false);

  const load = useCallback(
    async (offset: number) => {
      setLoading(true);
      setError(null);
      try {
        const page = await loadPage({ offset, limit: HISTORY_PAGE_SIZE });
        setEntries((before) => [...(offset === 0 ? [] : before), ...(page?.nodes ?? [])]);
        setTotal(page?.totalCount ?? 0);
      } catch (failure) {
        setError(failure);
      } finally {
        setLoading(false);
      }
    },
    [loadPage],
  );
  useEffect(() => {
    // once per mount (StrictMode runs effects twice)
    if (asked.current) return;
    asked.current = true;
    void load(0);
  }, [load]);

  const partOf = (entry: HistoryEntryFieldsFragment) =>
    entry.recordType === entry.ownerType && entry.recordId === entry.ownerId ? '' : `${words.recordType(entry.recordType)} ${entry.recordId}`;

  if (total === null && loading) return <LoadingState label={t('history:tab.loading')} minHeight={80} />;
  if (total === null && error) return <ErrorState message={describeError(error, t)} onRetry={() => void load(0)} />;
  return (
    <Box>
      <DetailTable
        rows={entries}
        rowKey={(entry) => entry.id}
        labelledBy={labelledBy}
        label={labelledBy ? undefined : t('history:tab.title')}
        empty={t('history:tab.empty')}
        columns={[
          { key: 'at', header: t('history:tab.columns.at'), cell: (entry) => words.time(entry.at), sx: { whiteSpace: 'nowrap' } },
          { key: 'user', header: t('history:tab.columns.user'), cell: (entry) => words.user(entry.userName) },
          { key: 'action', header: t('history:tab.columns.action'), cell: (entry) => words.action(entry.action) },
          { key: 'record', header: t('history:tab.columns.record'), cell: partOf },
          {
            key: 'changes',
            header: t('history:tab.columns.changes'),
            cell: (entry) => entry.changes.map((change) => <div key={change.field}>{words.change(change)}</div>),
          },
        ]}
      />
      {error !== null && <ErrorState message={describeError(error, t)} onRetry={() => void load(entries.length)} />}
      {total !== null && entries.length < total && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Button size="small" variant="outlined" disabled={loading} onClick={() => void load(entries.length)}>
            {loading ? t('history:tab.loading') : t('history:tab.more')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('history:tab.shown', { shown: entries.length, total })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** A detail panel's history section: closed at first, so the history is asked only when the user opens it. */
export function HistorySection({ loadPage, id = 'history-title' }: { loadPage: LoadHistoryPage; id?: string }) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  return (
    <DetailSection
      title={t('history:tab.title')}
      id={id}
      action={
        <Button size="small" variant="text" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('history:tab.hide') : t('history:tab.show')}
        </Button>
      }
    >
      {open && <HistoryTab loadPage={loadPage} labelledBy={id} />}
    </DetailSection>
  );
}

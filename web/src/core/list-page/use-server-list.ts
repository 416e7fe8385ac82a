import { useCallback, useMemo, useRef, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { firstTableQuery, type TableExport, type TableQuery, type TableSetup } from '../../ui/data-table';
import { useListState } from './use-list-state';

/**
 * How a server-paged list asks its pages: from the gateway every time, never through the cache.
 * Writing a page of 100 rows into Apollo's normalized cache and reading it back cost more than the
 * grid's rendering of them (issue 15's profile of the next page: ~150 of ~500 ms busy), and the
 * cache gives a paged list nothing: every mutation refetches the active queries (core/apollo/apollo.ts),
 * a page is never shown from another query's data, and the last page stays shown while the next
 * one loads (previousData).
 */
export const SERVER_LIST_FETCH_POLICY = 'no-cache' as const;

/**
 * What every list query answers (the list convention): one page of rows and how many match. A
 * list may leave the count to a query of its own, asked once per filter (month end): the screen
 * then gives the table its `rowCount`.
 */
export interface ListAnswer<Row> {
  nodes: Row[];
  totalCount?: number;
}

export interface ServerListOptions<TData, TVariables extends OperationVariables, L extends ListAnswer<unknown>, Row = L['nodes'][number]> {
  /** The list query; its variables are the list's `(filter, sort, page)` and the screen's own arguments. */
  query: TypedDocumentNode<TData, TVariables>;
  /**
   * The table's query as the query's variables, the screen's own filters (show, range …) taken in
   * through the closure: keep it stable (useCallback over those filters), a new one asks again.
   */
  variables: (query: TableQuery) => TVariables;
  /** The list in the answer (`(data) => data.salesOrders`). */
  list: (data: TData) => L;
  /** The screen's (translated) name: the Excel file is named after it. */
  exportName: string;
  /**
   * The table's id, columns and defaults, handed on to the DataTable with the other table props.
   * From them the first page is asked at the screen's first render (`firstTableQuery`: the query the
   * table will report when it mounts), not after the table's first commit and the render its report
   * causes; the table's report of that same query then asks nothing again.
   */
  table: TableSetup<Row>;
}

/** The props a server-mode DataTable takes from the list (its setup among them): spread them, then add the screen's own. */
export interface ServerTableProps<Row> extends TableSetup<Row> {
  mode: 'server';
  rows: Row[];
  rowCount: number;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  onQueryChange: (query: TableQuery) => void;
  exportTo: TableExport<Row>;
}

/**
 * The wiring every overview of a growing list repeats: the DataTable's server-mode query becomes
 * the list query's variables, the last page stays shown while the next one loads (no flicker to an
 * empty table), an error reads in the user's words with a retry, and the Excel export pages through
 * the same query. Answers the list (with its totals, whatever the query asks), the variables asked
 * (undefined before the table's first query) and the table's props.
 */
export function useServerList<TData, TVariables extends OperationVariables, L extends ListAnswer<unknown>, Row = L['nodes'][number]>({
  query,
  variables: toVariables,
  list: pick,
  exportName,
  table: setup,
}: ServerListOptions<TData, TVariables, L, Row>) {
  const client = useApolloClient();
  // the first page is asked with the screen's first render: the query the table will report at mount
  const [tableQuery, setTableQuery] = useState<TableQuery>(() => firstTableQuery(setup));
  // the same query again (the table's report at mount) keeps the state as it is
  const onQueryChange = useCallback((next: TableQuery) => setTableQuery((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)), []);
  const variables = useMemo(() => toVariables(tableQuery), [tableQuery, toVariables]);
  // A page is shown as it came (SERVER_LIST_FETCH_POLICY): not normalized into the cache and read back from it.
  const result = useQuery(query, {
    variables,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: SERVER_LIST_FETCH_POLICY,
  } as useQuery.Options<TData, TVariables>);
  const data = (result.data ?? result.previousData) as TData | undefined;
  const list = data ? pick(data) : undefined;
  const state = useListState(result);
  // the pick is read when an export runs: a screen may write it inline without making a new export each render
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const exportTo = useMemo<TableExport<Row>>(
    () => ({
      name: exportName,
      fetchPage: async (q, offset, limit) => {
        const answer = await client.query({ query, variables: { ...toVariables(q), page: { offset, limit } }, fetchPolicy: 'no-cache' });
        const page = answer.data ? pickRef.current(answer.data as TData) : undefined;
        return { rows: (page?.nodes ?? []) as Row[], totalCount: page?.totalCount };
      },
    }),
    [client, query, toVariables, exportName],
  );
  const table: ServerTableProps<Row> = {
    ...setup,
    mode: 'server',
    rows: (list?.nodes ?? []) as Row[],
    rowCount: list?.totalCount ?? 0,
    ...state,
    onQueryChange,
    exportTo,
  };
  return { list, result, variables, table };
}

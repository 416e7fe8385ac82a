import { useEffect, useMemo, useRef } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { tableQueryOf } from './first-query';
import { isFilterable, normalizeQuery } from './query';
import type { DataTableColumn, FilterModel, SortItem, TableQuery } from './types';

/**
 * How long the quick search (and a filter value) waits for the next key before the server is
 * asked: long enough to cover the pause between two keys of someone typing, short enough to
 * leave room in issue 15's 0.4 s from the last key to the rows shown.
 */
export const SERVER_DEBOUNCE_MS = 150;

interface QueryState {
  search: string;
  filters: FilterModel;
  sort: SortItem[];
  page: number;
  pageSize: number;
  columnVisibility: GridColumnVisibilityModel;
}

/** The table's query from what the user chose, and the columns it reads by field, filters and shows. */
export function useTableQuery<R>(columns: DataTableColumn<R>[], { search, filters, sort, page, pageSize, columnVisibility }: QueryState) {
  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns]);
  const filterableColumns = useMemo(() => columns.filter(isFilterable), [columns]);
  const visibleColumns = useMemo(() => columns.filter((c) => columnVisibility[c.field] !== false), [columns, columnVisibility]);

  const query: TableQuery = useMemo(
    () => tableQueryOf(visibleColumns, { search, filters, sort, page, pageSize }),
    [search, visibleColumns, filters, sort, page, pageSize],
  );
  const normalized = useMemo(() => normalizeQuery(query, columns), [query, columns]);
  const filtering = normalized.search !== '' || normalized.filters.conditions.length > 0;
  return { byField, filterableColumns, visibleColumns, query, normalized, filtering };
}

/**
 * Server mode: report the query at once the first time and after a click (page, page size, sort,
 * columns); what is typed (search, filter values) waits for a pause in the typing.
 */
export function useServerQueryReport(mode: 'client' | 'server', normalized: TableQuery, onQueryChange: ((query: TableQuery) => void) | undefined) {
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  const reportedTyping = useRef<string | null>(null);
  const normalizedKey = JSON.stringify(normalized);
  useEffect(() => {
    if (mode !== 'server') return undefined;
    const next = JSON.parse(normalizedKey) as TableQuery;
    const typing = JSON.stringify([next.search, next.filters]);
    const report = () => {
      reportedTyping.current = typing;
      onQueryChangeRef.current?.(next);
    };
    if (reportedTyping.current === null || reportedTyping.current === typing) {
      report();
      return undefined;
    }
    const timer = setTimeout(report, SERVER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mode, normalizedKey]);
}

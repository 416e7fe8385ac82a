import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { isSearchable, normalizeQuery } from './query';
import { keptListPlace } from './list-place';
import { loadTableSettings } from './settings';
import type { DataTableColumn, FilterModel, SortItem, TableQuery } from './types';

/** The props that decide what a table shows first (the DataTable's own, under the same names). */
export interface TableSetup<R> {
  id: string;
  columns: DataTableColumn<R>[];
  pageSizeOptions?: number[];
  defaultPageSize?: number;
  defaultSort?: SortItem | SortItem[];
  paginated?: boolean;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];

function toSortArray(sort: SortItem | SortItem[] | undefined): SortItem[] {
  if (!sort) return [];
  return (Array.isArray(sort) ? sort : [sort]).slice(0, 1); // the MIT grid sorts on one column
}

/** What a table starts with: its settings remembered per id (settings.ts) and its page this session (list-place.ts), else its defaults. */
export function initialTableState<R>({ id, columns, pageSizeOptions = DEFAULT_PAGE_SIZES, defaultPageSize, defaultSort }: TableSetup<R>): {
  filters: FilterModel;
  sort: SortItem[];
  pageSize: number;
  columnVisibility: GridColumnVisibilityModel;
  search: string;
  page: number;
} {
  const remembered = loadTableSettings(id, columns, pageSizeOptions);
  return {
    filters: remembered.filters ?? { join: 'and', conditions: [] },
    search: remembered.search ?? '',
    page: keptListPlace(id)?.page ?? 0,
    sort: remembered.sort ?? toSortArray(defaultSort),
    pageSize: remembered.pageSize ?? defaultPageSize ?? (pageSizeOptions.includes(25) ? 25 : (pageSizeOptions[0] ?? 25)),
    columnVisibility: {
      ...Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.field, false])),
      ...remembered.columnVisibility,
    },
  };
}

/** A table's query from its state: the one shape the DataTable reports and a server list asks. */
export function tableQueryOf<R>(
  visibleColumns: DataTableColumn<R>[],
  state: { search: string; filters: FilterModel; sort: SortItem[]; page: number; pageSize: number },
): TableQuery {
  const { search, filters, sort, page, pageSize } = state;
  return { search, searchFields: visibleColumns.filter(isSearchable).map((c) => c.field), filters, sort, page, pageSize };
}

/**
 * The query a server-mode DataTable with these props reports when it mounts (before any click or
 * key), read the same way the table reads it. A list screen asks its first page with it at its own
 * first render (useServerList's `firstQuery`), instead of after the table's first commit and the
 * render that its report causes (issue 15: the sign-in's first page left ~100 ms later).
 */
export function firstTableQuery<R>(setup: TableSetup<R>): TableQuery {
  const state = initialTableState(setup);
  const visible = setup.columns.filter((c) => state.columnVisibility[c.field] !== false);
  const paginated = setup.paginated !== false;
  const [pageSize, page] = paginated ? [state.pageSize, state.page] : [0, 0];
  return normalizeQuery(tableQueryOf(visible, { search: state.search, filters: state.filters, sort: state.sort, page, pageSize }), setup.columns);
}

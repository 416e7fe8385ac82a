import type { DataTableProps } from './data-table-props';
import { isSearchable } from './query';
import { loadTableSettings } from './settings';
import type { FilterModel, SortItem, TableQuery } from './types';

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];

/** What decides a table's state when it opens: its id (what it remembers), columns, page sizes and defaults. */
export type TableSetup<R> = Pick<DataTableProps<R>, 'id' | 'columns' | 'pageSizeOptions' | 'defaultPageSize' | 'defaultSort' | 'paginated'>;

export interface InitialTableState {
  filters: FilterModel;
  sort: SortItem[];
  pageSize: number;
  columnVisibility: Record<string, boolean>;
}

export function toSortArray(sort: SortItem | SortItem[] | undefined): SortItem[] {
  if (!sort) return [];
  return (Array.isArray(sort) ? sort : [sort]).slice(0, 1); // the MIT grid sorts on one column
}

/** A table's state when it opens: what it remembers for its id (localStorage), else its defaults. */
export function initialTableState<R>({ id, columns, pageSizeOptions = DEFAULT_PAGE_SIZES, defaultPageSize, defaultSort }: TableSetup<R>): InitialTableState {
  const remembered = loadTableSettings(id, columns, pageSizeOptions);
  const fallbackPageSize = defaultPageSize ?? (pageSizeOptions.includes(25) ? 25 : (pageSizeOptions[0] ?? 25));
  return {
    filters: remembered.filters ?? { join: 'and', conditions: [] },
    sort: remembered.sort ?? toSortArray(defaultSort),
    pageSize: remembered.pageSize ?? fallbackPageSize,
    columnVisibility: {
      ...Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.field, false])),
      ...remembered.columnVisibility,
    },
  };
}

/** The table's query (before normalizing) from its state: what it searches, filters, sorts and shows. */
export function tableQueryOf<R>(
  columns: TableSetup<R>['columns'],
  state: Pick<InitialTableState, 'filters' | 'sort' | 'columnVisibility'> & { search: string; page: number; pageSize: number },
): TableQuery {
  const visible = columns.filter((c) => state.columnVisibility[c.field] !== false);
  return {
    search: state.search,
    searchFields: visible.filter(isSearchable).map((c) => c.field),
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}

import type { ReactNode } from 'react';

/**
 * - 'id': a record number; filtered and sorted as a number, shown without thousands separator
 * - 'number': shown as 1.234,5 (up to three decimals); 'money': € 1.234,50
 * - 'date': values 'yyyy-MM-dd…', shown dd-MM-yyyy; 'boolean': a check mark
 * - 'week': a week of a year '2026-W47' (ISO 8601); filtered by a week of a year ('47 (2026)' too)
 * - 'actions': buttons; never sorted, searched or filtered
 */
export type ColumnType = 'string' | 'id' | 'number' | 'date' | 'week' | 'boolean' | 'money' | 'actions';

/** One column of a DataTable. Rows are plain objects; `field` names the value unless `valueGetter` is given. */
export interface DataTableColumn<R> {
  field: string;
  headerName: string;
  /**
   * What the header shows where the column is narrow (a shorter word, an icon): headerName stays
   * the header's tooltip and accessible name, and what the menus, filters and the export say.
   */
  shortHeader?: ReactNode;
  /** Decides formatting, alignment, sorting and filter operators. Default 'string'. 'actions' is never sorted, searched or filtered. */
  type?: ColumnType;
  width?: number;
  minWidth?: number;
  flex?: number;
  align?: 'left' | 'right' | 'center';
  /** The value used for sorting, filtering and search; default `row[field]`. Dates as 'yyyy-MM-dd…', money as decimal strings or numbers. */
  valueGetter?: (row: R) => unknown;
  /** The text shown (and searched) for a value; default by type (dd-MM-yyyy, € 1.234,56 …). */
  valueFormatter?: (value: unknown, row: R) => string;
  /** Custom cell content (links, icons, buttons). */
  renderCell?: (row: R, value: unknown) => ReactNode;
  /** Offered in the filter panel and the column menu (default true, false for 'actions'). */
  filterable?: boolean;
  /** May be hidden by the user (default true). */
  hideable?: boolean;
  /** Default true, false for 'actions'. */
  sortable?: boolean;
  /** Included in the quick search (default true, false for 'actions'). */
  searchable?: boolean;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
}

export type FilterOperator = 'contains' | 'is' | 'between' | 'true' | 'false';
export type FilterJoin = 'and' | 'or';

/**
 * One condition of the filter panel. Values are kept as the user entered them:
 * numbers as typed ('1.234,5'), dates as 'yyyy-MM-dd'. An incomplete condition is ignored.
 */
export interface FilterCondition {
  id: string;
  field: string;
  operator: FilterOperator;
  value?: string;
  /** Upper bound for 'between'. */
  valueTo?: string;
}

export interface FilterModel {
  join: FilterJoin;
  conditions: FilterCondition[];
}

export type SortDirection = 'asc' | 'desc';

export interface SortItem {
  field: string;
  direction: SortDirection;
}

/** Everything that decides which rows a table shows; in server mode it is handed to onQueryChange. */
export interface TableQuery {
  /** Quick search text; every word must occur in one of the searched columns (case-insensitive). */
  search: string;
  /** Fields the quick search looks in (the visible, searchable columns); all searchable columns when absent. */
  searchFields?: string[];
  filters: FilterModel;
  sort: SortItem[];
  /** Zero-based. */
  page: number;
  /** Rows per page; 0 means everything on one page. */
  pageSize: number;
}

export interface TableQueryResult<R> {
  /** Rows that pass search and filters, sorted; not paged. */
  rows: R[];
  /** Number of rows before filtering. */
  total: number;
}

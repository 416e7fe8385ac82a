import type { ReactNode } from 'react';
import type { TableExport } from './export-button';
import type { DataTableColumn, SortItem, TableQuery } from './types';

/** What a screen gives the DataTable (data-table.tsx). */
export interface DataTableProps<R> {
  /** Key under which column visibility, page size, filters and sort are remembered (localStorage). */
  id: string;
  /** Client mode: all rows. Server mode: the rows of the current page. */
  rows: R[];
  /** Keep the array stable (useMemo) so user column widths survive re-renders. */
  columns: DataTableColumn<R>[];
  loading?: boolean;
  /** An error to explain above the table (Error, string, or anything with a message). */
  error?: unknown;
  /** Shows a retry button with the error. */
  onRetry?: () => void;
  /** Buttons left in the toolbar, e.g. Add. */
  toolbarActions?: ReactNode;
  /** Called on a click on a row (not on its buttons or links) and on Enter in a cell. */
  onRowClick?: (row: R) => void;
  /** Default [10, 25, 50, 100]; 0 stands for "All". */
  pageSizeOptions?: number[];
  /** Default 25, or the first option when 25 is not offered. */
  defaultPageSize?: number;
  defaultSort?: SortItem | SortItem[];
  /** false: everything on one page, no paging controls. */
  paginated?: boolean;
  /** 'client' (default) searches, filters, sorts and pages itself; 'server' only reports the query. */
  mode?: 'client' | 'server';
  /** Server mode: called (debounced) with the normalised query whenever it changes, and once at mount. */
  onQueryChange?: (query: TableQuery) => void;
  /** Server mode: number of rows matching the query. */
  rowCount?: number;
  /** Server mode: number of rows without search and filters, for "(filtered from N total records)". */
  totalRowCount?: number;
  /** A text colour per row (the data supplies colours for some lists). */
  getRowColor?: (row: R) => string | null | undefined;
  /**
   * Fixed height with scrolling inside; default: the table fills the rest of its screen's column
   * (ListPage, at least FILL_MIN_HEIGHT_PX) and scrolls its rows, rendering only those in view.
   */
  height?: number | string;
  /** Accessible name of the grid. */
  'aria-label'?: string;
  /**
   * Keep every row of the page in the DOM instead of only those in view (every column is always
   * there). Costly: each page then renders all its rows' cells. Default false.
   */
  disableVirtualization?: boolean;
  /**
   * Offers the Excel export of what the table shows (visible columns, search, filters, sort, all
   * pages). Client mode: `{ name }`; server mode also `fetchPage` (see ui/README.md).
   */
  exportTo?: TableExport<R>;
}

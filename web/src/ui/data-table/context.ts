import { createContext, useContext, useMemo, type Dispatch, type SetStateAction } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { isFilterable } from './query';
import type { DataTableColumn } from './types';

/** What the column menu and overlays (rendered by the DataGrid) need from the DataTable. */
export interface TableContextValue {
  canFilter(field: string): boolean;
  canHide(field: string): boolean;
  filterBy(field: string): void;
  hide(field: string): void;
  /** Which text the empty grid shows. */
  emptyKind: 'noRecords' | 'nothingFound' | 'error';
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('DataTable parts must be rendered inside a DataTable');
  return value;
}

interface TableContextSource<R> {
  byField: ReadonlyMap<string, DataTableColumn<R>>;
  filterBy(field: string): void;
  setColumnVisibility: Dispatch<SetStateAction<GridColumnVisibilityModel>>;
  error: unknown;
  /** Rows without search and filters, where known; and whether a search or filter is on. */
  totalCount: number | undefined;
  filtering: boolean;
}

/** The context the grid's column menu and overlays read, the same object while nothing of it changes. */
export function useTableContextValue<R>({ byField, filterBy, setColumnVisibility, error, totalCount, filtering }: TableContextSource<R>): TableContextValue {
  const emptyKind: TableContextValue['emptyKind'] = error
    ? 'error'
    : totalCount !== undefined
      ? totalCount === 0
        ? 'noRecords'
        : 'nothingFound'
      : filtering
        ? 'nothingFound'
        : 'noRecords';

  return useMemo<TableContextValue>(
    () => ({
      canFilter: (field) => {
        const c = byField.get(field);
        return !!c && isFilterable(c);
      },
      canHide: (field) => byField.get(field)?.hideable !== false,
      filterBy,
      hide: (field) => setColumnVisibility((v) => ({ ...v, [field]: false })),
      emptyKind,
    }),
    [byField, filterBy, emptyKind, setColumnVisibility],
  );
}

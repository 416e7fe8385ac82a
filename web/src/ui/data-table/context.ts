import { createContext, useContext } from 'react';

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

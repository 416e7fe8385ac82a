import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type MouseEvent, type SetStateAction } from 'react';
import { useGridApiRef, type GridRowParams, type GridValidRowModel } from '@mui/x-data-grid';
import { gridStyles, isInteractive, placeRows, rowOf } from './grid-parts';
import { applyTableQuery, pageOf } from './query';
import { useStableRows } from './stable-rows';
import type { DataTableColumn, TableQuery } from './types';

interface RowsSource<R> {
  mode: 'client' | 'server';
  rows: R[];
  columns: DataTableColumn<R>[];
  query: TableQuery;
  /** Server mode: the number of rows matching the query, and of all rows. */
  rowCount?: number;
  totalRowCount?: number;
  page: number;
  pageSize: number;
  setPage: Dispatch<SetStateAction<number>>;
  loading?: boolean;
}

/** The rows of the page shown and their counts: client mode searches, filters, sorts and pages here. */
export function useTableRows<R>({ mode, rows, columns, query, rowCount, totalRowCount, page, pageSize, setPage, loading }: RowsSource<R>) {
  const clientResult = useMemo(() => (mode === 'client' ? applyTableQuery(rows, columns, query) : null), [mode, rows, columns, query]);
  const matchCount = clientResult ? clientResult.rows.length : (rowCount ?? rows.length);
  const totalCount = clientResult ? clientResult.total : totalRowCount;
  const pageCount = pageSize > 0 ? Math.max(1, Math.ceil(matchCount / pageSize)) : 1;
  // while the rows load (a list's first answer on return) the page kept from the last visit stands
  const safePage = loading ? page : Math.min(page, pageCount - 1);
  // the same rows as shown (an equal answer) keep the grid as it is: see useStableRows
  const pageRows = useStableRows(clientResult ? pageOf(clientResult.rows, safePage, pageSize) : rows);

  useEffect(() => {
    if (page !== safePage) setPage(safePage);
  }, [page, safePage, setPage]);
  return { clientResult, matchCount, totalCount, safePage, pageRows };
}

/**
 * The grid gets the rows of a new page through its API, not its `rows` prop. Every prop of the
 * DataGrid reaches each row and cell through one context, so a new `rows` prop made it render
 * the old page's cells once more before its own effect put the new rows in its state (issue 15:
 * 960 cell renders per page of 32 rows in view, not 480). Its props stay what it was mounted
 * with; setRows before the paint renders the new page's cells, once.
 */
export function useGridRows<R>(pageRows: R[]) {
  const gridApi = useGridApiRef();
  const placedRows = useMemo(() => placeRows(pageRows), [pageRows]);
  const [mountRows] = useState(placedRows);
  const gridRows = useRef(placedRows);
  useLayoutEffect(() => {
    if (gridRows.current === placedRows) return;
    gridRows.current = placedRows;
    gridApi.current?.setRows(placedRows);
    gridApi.current?.setRowCount(placedRows.length);
  }, [gridApi, placedRows]);
  return { gridApi, mountRows };
}

interface RowLooksProps<R> {
  onRowClick?: (row: R) => void;
  getRowColor?: (row: R) => string | null | undefined;
}

/** The rows' colours and clicks as the grid takes them: its styles, row classes and handlers. */
export function useRowLooks<R>(pageRows: R[], { onRowClick, getRowColor }: RowLooksProps<R>) {
  const gridBox = useRef<HTMLDivElement | null>(null);
  // Distinct row colours become classes (the grid has no per-row style). The same colours on the
  // next page keep the same map, so the grid's styles (gridSx) are not serialized again.
  const colorList = useMemo(() => {
    const colors: string[] = [];
    if (getRowColor)
      for (const row of pageRows) {
        const color = getRowColor(row);
        if (color && !colors.includes(color)) colors.push(color);
      }
    return colors.join('\n');
  }, [getRowColor, pageRows]);
  const colorClasses = useMemo(() => new Map(colorList === '' ? [] : colorList.split('\n').map((color, i) => [color, `row-color-${i}`] as const)), [colorList]);

  // The callbacks the grid gets stay the same functions from render to render (they read the
  // latest props through a ref), so typing in the search box does not re-render 100 rows.
  const latest = useRef({ onRowClick, getRowColor, colorClasses });
  latest.current = { onRowClick, getRowColor, colorClasses };
  const hasRowClick = !!onRowClick;
  const handleRowClick = useCallback((params: GridRowParams, event: MouseEvent) => {
    const click = latest.current.onRowClick;
    if (!click) return;
    if (gridBox.current && isInteractive(event.target, gridBox.current)) return;
    click(rowOf<R>(params.row));
  }, []);
  const onCellKeyDown = useCallback(
    (params: { cellMode: string; row: GridValidRowModel }, event: { key: string; target: EventTarget; currentTarget: EventTarget }) => {
      const click = latest.current.onRowClick;
      if (event.key === 'Enter' && click && params.cellMode === 'view' && event.target === event.currentTarget) click(rowOf<R>(params.row));
    },
    [],
  );
  const getRowClassName = useCallback(
    (params: { row: GridValidRowModel }) => {
      const classes: string[] = [];
      if (hasRowClick) classes.push('row-clickable');
      const color = latest.current.getRowColor?.(rowOf<R>(params.row));
      if (color) classes.push(latest.current.colorClasses.get(color) ?? '');
      return classes.join(' ');
    },
    // colorClasses is read through latest.current; it is listed so that a page with new colours gives
    // the grid a new callback and the rows ask for their class again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above.
    [hasRowClick, colorClasses],
  );
  const gridSx = useMemo(() => gridStyles(colorClasses), [colorClasses]);
  return { gridBox, onRowClick: handleRowClick, onCellKeyDown, getRowClassName, sx: gridSx };
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { DataGrid, useGridApiRef, type GridColumnVisibilityModel, type GridRowParams, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { nlNL as gridNl, enUS as gridEn } from '@mui/x-data-grid/locales';
import { ErrorState } from '../states/states';
import { TableContext, type TableContextValue } from './context';
import { FilterPanel, newCondition } from './filter-panel';
import {
  GRID_PAGE_SIZES,
  GRID_PAGINATION,
  GRID_SLOT_PROPS,
  GRID_SLOTS,
  gridScrollbarSize,
  isInteractive,
  placeOf,
  gridStyles,
  usePinnedActions,
  placeRows,
  rowOf,
  toGridColumns,
} from './grid-parts';
import { applyTableQuery, isConditionComplete, isFilterable, normalizeQuery, pageOf } from './query';
import { saveTableSettings } from './settings';
import { DEFAULT_PAGE_SIZES, initialTableState, tableQueryOf } from './first-query';
import { useListPlace } from './list-place';
import { useStableRows } from './stable-rows';
import { ColumnsMenu, TableToolbar } from './table-controls';
import { FilterChips } from './filter-chips';
import { TableFooter } from './table-footer';
import { ExportButton } from './export-button';
import type { DataTableProps } from './data-table-props';
import type { FilterModel, SortItem, TableQuery } from './types';

export type { DataTableProps };

/**
 * How long the quick search (and a filter value) waits for the next key before the server is
 * asked: long enough to cover the pause between two keys of someone typing, short enough to
 * leave room in issue 15's 0.4 s from the last key to the rows shown.
 */
export const SERVER_DEBOUNCE_MS = 150;

/**
 * The least height of a table that fills its screen: toolbar, header, five rows and the footer.
 * A window lower than that scrolls the screen instead of squeezing the rows away.
 */
export const FILL_MIN_HEIGHT_PX = 360;
// Without a height the table takes what is left of its screen's column (ListPage) and the grid
// scrolls its rows, rendering only those in view: a page of 100 rows is ~20 rows of cells, not 100.
const FILL_PAPER_SX = { display: 'flex', flexDirection: 'column', overflow: 'hidden', flex: '1 1 0', minHeight: FILL_MIN_HEIGHT_PX } as const;
const FIXED_PAPER_SX = { display: 'flex', flexDirection: 'column', overflow: 'hidden' } as const;
const FILL_GRID_SX = { flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' } as const;
/** The bar over the rows while the next page, sort or search loads: where the grid's own loading bar sits (below the header). */
const LOADING_BAR_SX = { position: 'absolute', top: 40, left: 0, right: 0, zIndex: 3 } as const;

/**
 * The one table of the product: quick search, a multi-condition filter panel (And/Or),
 * per-column "Filter by this field" and "Hide column", a columns menu, page size and
 * paging, all remembered per table id. MUI X DataGrid (MIT) renders the rows; the grid's
 * own filtering, sorting and paging are bypassed so none of its MIT limits apply.
 */
export function DataTable<R>({
  id,
  rows,
  columns,
  loading = false,
  error,
  onRetry,
  toolbarActions,
  onRowClick,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  defaultPageSize,
  defaultSort,
  paginated = true,
  mode = 'client',
  onQueryChange,
  rowCount,
  totalRowCount,
  getRowColor,
  height,
  'aria-label': ariaLabel,
  disableVirtualization = false,
  exportTo,
}: DataTableProps<R>) {
  const { t, i18n } = useTranslation('ui');
  // MUI's nlNL leaves some texts in English (the header menu's name: 'E-mail column menu'): ours fill them in
  const gridLocaleText = useMemo(
    () => ({
      ...(i18n.language === 'en_US' ? gridEn : gridNl).components.MuiDataGrid.defaultProps.localeText,
      columnMenuAriaLabel: (column: string) => t('table.columnMenuOf', { column }),
    }),
    [i18n.language, t],
  );
  // Read once per table id (the same reading as firstTableQuery's); later column changes must not
  // reset what the user chose.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- columns and defaults deliberately left out (see above).
  const initial = useMemo(() => initialTableState({ id, columns, pageSizeOptions, defaultPageSize, defaultSort }), [id]);

  const [search, setSearch] = useState(initial.search);
  const [filters, setFiltersState] = useState<FilterModel>(initial.filters);
  const [sort, setSortState] = useState<SortItem[]>(initial.sort);
  const [pageSizeChoice, setPageSizeState] = useState<number>(initial.pageSize);
  const [page, setPage] = useState(initial.page);
  const [columnVisibility, setColumnVisibility] = useState<GridColumnVisibilityModel>(initial.columnVisibility);
  const [filterOpen, setFilterOpen] = useState(false);
  const [focusConditionId, setFocusConditionId] = useState<string | null>(null);
  const [columnsMenuAnchor, setColumnsMenuAnchor] = useState<HTMLElement | null>(null);
  const filterButton = useRef<HTMLButtonElement | null>(null);
  const gridBox = useRef<HTMLDivElement | null>(null);

  const pageSize = paginated ? pageSizeChoice : 0;

  // Any change of what is shown starts again at the first page.
  const setFilters = useCallback((next: FilterModel) => {
    setFiltersState(next);
    setPage(0);
  }, []);
  const setSort = useCallback((next: SortItem[]) => {
    setSortState(next);
    setPage(0);
  }, []);
  const setPageSize = useCallback((next: number) => {
    setPageSizeState(next);
    setPage(0);
  }, []);

  useEffect(() => {
    saveTableSettings(id, { columnVisibility, pageSize: pageSizeChoice, filters, sort, search });
  }, [id, columnVisibility, pageSizeChoice, filters, sort, search]);

  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns]);
  const filterableColumns = useMemo(() => columns.filter(isFilterable), [columns]);
  const visibleColumns = useMemo(() => columns.filter((c) => columnVisibility[c.field] !== false), [columns, columnVisibility]);

  const query: TableQuery = useMemo(
    () => tableQueryOf(visibleColumns, { search, filters, sort, page, pageSize }),
    [search, visibleColumns, filters, sort, page, pageSize],
  );
  const normalized = useMemo(() => normalizeQuery(query, columns), [query, columns]);
  const filtering = normalized.search !== '' || normalized.filters.conditions.length > 0;

  // Client mode: search, filter, sort and page here.
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
  }, [page, safePage]);

  // The grid gets the rows of a new page through its API, not its `rows` prop. Every prop of the
  // DataGrid reaches each row and cell through one context, so a new `rows` prop made it render
  // the old page's cells once more before its own effect put the new rows in its state (issue 15:
  // 960 cell renders per page of 32 rows in view, not 480). Its props stay what it was mounted
  // with; setRows before the paint renders the new page's cells, once.
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

  usePinnedActions(gridApi, visibleColumns);
  useListPlace(gridApi, id, safePage, pageRows.length > 0);

  // Server mode: report the query at once the first time and after a click (page, page size, sort,
  // columns); what is typed (search, filter values) waits for a pause in the typing.
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

  const openFilterPanel = useCallback(() => {
    setFocusConditionId(null);
    setFilterOpen(true);
  }, []);

  const filterBy = useCallback(
    (field: string) => {
      const column = byField.get(field);
      if (!column) return;
      const condition = newCondition(column);
      setFiltersState((f) => ({ ...f, conditions: [...f.conditions, condition] }));
      setFocusConditionId(condition.id);
      setFilterOpen(true);
    },
    [byField],
  );

  const emptyKind: TableContextValue['emptyKind'] = error
    ? 'error'
    : totalCount !== undefined
      ? totalCount === 0
        ? 'noRecords'
        : 'nothingFound'
      : filtering
        ? 'nothingFound'
        : 'noRecords';

  const tableContext = useMemo<TableContextValue>(
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
    [byField, filterBy, emptyKind],
  );

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

  const sortedField = sort[0]?.field;
  const gridColumns = useMemo(() => toGridColumns(columns, sortedField), [columns, sortedField]);

  const sortModel: GridSortModel = useMemo(() => sort.map((s) => ({ field: s.field, sort: s.direction })), [sort]);

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
  const onGridSortModelChange = useCallback(
    (model: GridSortModel) => setSort(model.slice(0, 1).map((m) => ({ field: m.field, direction: m.sort === 'desc' ? 'desc' : 'asc' }))),
    [setSort],
  );
  const onGridCellKeyDown = useCallback(
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

  const activeConditions = filters.conditions.filter((c) => isConditionComplete(c, byField.get(c.field)));
  const hideableColumns = columns.filter((c) => c.hideable !== false);

  return (
    <TableContext.Provider value={tableContext}>
      <Paper variant="outlined" sx={height === undefined ? FILL_PAPER_SX : FIXED_PAPER_SX}>
        <TableToolbar
          actions={toolbarActions}
          search={search}
          onSearchInput={(value) => {
            setSearch(value);
            setPage(0);
          }}
          onSearchClear={() => setSearch('')}
          activeFilterCount={activeConditions.length}
          filterButtonRef={filterButton}
          canFilter={filterableColumns.length > 0}
          filterOpen={filterOpen}
          onOpenFilters={openFilterPanel}
          exportButton={
            exportTo && (
              <ExportButton
                spec={exportTo}
                columns={columns}
                isVisible={(field) => columnVisibility[field] !== false}
                query={normalized}
                clientRows={clientResult?.rows}
              />
            )
          }
          canHideColumns={hideableColumns.length > 0}
          onOpenColumns={setColumnsMenuAnchor}
        />

        <FilterChips filters={filters} byField={byField} onChange={setFilters} onOpen={openFilterPanel} />

        {!!error && (
          <Box sx={{ px: 1.5, pb: 1 }}>
            <ErrorState error={error} message={typeof error === 'string' ? error : undefined} onRetry={onRetry} />
          </Box>
        )}

        <Box ref={gridBox} sx={height === undefined ? FILL_GRID_SX : { height, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
          {loading && pageRows.length > 0 && <LinearProgress sx={LOADING_BAR_SX} aria-label={t('state.loading')} />}
          <DataGrid
            apiRef={gridApi}
            rows={mountRows}
            columns={gridColumns}
            getRowId={placeOf}
            // with rows shown, the table's own bar says "loading" (below): the grid's loading prop
            // makes it render every row's cells again when it turns on and again when it turns off
            loading={loading && pageRows.length === 0}
            // The rows and the columns in view (and the grid's 150 px around them) are rendered, the
            // others when scrolled to: a wide table such as the sales orders' (15 columns, ~1 900 px)
            // shows ~10 at 1 600 px, and each page then renders a third fewer cells (issue 15: the next
            // page's answer → rows 268 → 200 ms in the same run). Columns used to be all rendered.
            aria-label={ariaLabel}
            localeText={gridLocaleText}
            disableVirtualization={disableVirtualization}
            scrollbarSize={gridScrollbarSize()}
            // Our own paging: the grid gets exactly the rows to show ("server" modes stop it
            // from slicing, sorting or filtering, and from its 100-rows page limit).
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            rowCount={mountRows.length}
            paginationModel={GRID_PAGINATION}
            pageSizeOptions={GRID_PAGE_SIZES}
            hideFooter
            sortModel={sortModel}
            onSortModelChange={onGridSortModelChange}
            columnVisibilityModel={columnVisibility}
            onColumnVisibilityModelChange={setColumnVisibility}
            disableColumnFilter
            disableRowSelectionOnClick
            onRowClick={handleRowClick}
            onCellKeyDown={onGridCellKeyDown}
            getRowClassName={getRowClassName}
            slots={GRID_SLOTS}
            slotProps={GRID_SLOT_PROPS}
            rowHeight={36}
            columnHeaderHeight={40}
            sx={gridSx}
          />
        </Box>

        <TableFooter
          paginated={paginated}
          page={safePage}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          matchCount={matchCount}
          totalCount={filtering ? totalCount : undefined}
          shownCount={pageRows.length}
          counting={loading && pageRows.length === 0}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Paper>

      <FilterPanel
        anchorEl={filterButton.current}
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        columns={filterableColumns}
        filters={filters}
        onChange={setFilters}
        focusConditionId={focusConditionId}
      />

      <ColumnsMenu
        anchorEl={columnsMenuAnchor}
        onClose={() => setColumnsMenuAnchor(null)}
        columns={hideableColumns}
        columnVisibility={columnVisibility}
        onToggle={(field, visible) => setColumnVisibility((v) => ({ ...v, [field]: visible }))}
        onShowAll={() => setColumnVisibility({})}
      />
    </TableContext.Provider>
  );
}

import { useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ErrorState } from '../states/states';
import { TableContext, useTableContextValue } from './context';
import { FilterPanel, useFilterPanelOpening } from './filter-panel';
import { usePinnedActions } from './grid-parts';
import { isConditionComplete, isSearchable } from './query';
import { DEFAULT_PAGE_SIZES } from './first-query';
import { ColumnsMenu, TableToolbar } from './table-controls';
import { FilterChips } from './filter-chips';
import { TableFooter } from './table-footer';
import { TableGrid } from './table-grid';
import { useTableState } from './use-table-state';
import { useServerQueryReport, useTableQuery } from './use-table-query';
import { useGridRows, useRowLooks, useTableRows } from './use-table-rows';
import { ExportButton } from './export-button';
import { useListPlace } from './list-place';
import type { DataTableProps } from './data-table-props';

export type { DataTableProps };
export { SERVER_DEBOUNCE_MS } from './use-table-query';

/**
 * The least height of a table that fills its screen: toolbar, header, five rows and the footer.
 * A window lower than that scrolls the screen instead of squeezing the rows away.
 */
export const FILL_MIN_HEIGHT_PX = 360;
// Without a height the table takes what is left of its screen's column (ListPage): see TableGrid.
const FILL_PAPER_SX = { display: 'flex', flexDirection: 'column', overflow: 'hidden', flex: '1 1 0', minHeight: FILL_MIN_HEIGHT_PX } as const;
const FIXED_PAPER_SX = { display: 'flex', flexDirection: 'column', overflow: 'hidden' } as const;

/**
 * The one table of the product: quick search, a multi-condition filter panel (And/Or),
 * per-column "Filter by this field" and "Hide column", a columns menu, page size and
 * paging, all remembered per table id. MUI X DataGrid (MIT) renders the rows; the grid's
 * own filtering, sorting and paging are bypassed so none of its MIT limits apply.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { id, columns, loading = false, error, pageSizeOptions = DEFAULT_PAGE_SIZES, paginated = true, mode = 'client', height } = props;
  const state = useTableState({ id, columns, pageSizeOptions, defaultPageSize: props.defaultPageSize, defaultSort: props.defaultSort, paginated });
  const { filters, setFilters, pageSize, setPage, columnVisibility, setColumnVisibility } = state;
  const query = useTableQuery(columns, state);
  const { byField, filterableColumns, normalized, filtering } = query;
  const { clientResult, matchCount, totalCount, safePage, pageRows } = useTableRows({ ...props, mode, query: query.query, ...state });
  const gridRows = useGridRows(pageRows);
  const columnBufferPx = usePinnedActions(gridRows.gridApi, query.visibleColumns);
  useListPlace(gridRows.gridApi, id, safePage, pageRows.length > 0);
  useServerQueryReport(mode, normalized, props.onQueryChange);

  const filterPanel = useFilterPanelOpening(byField, state.setFiltersState);
  const [columnsMenuAnchor, setColumnsMenuAnchor] = useState<HTMLElement | null>(null);
  const filterButton = useRef<HTMLButtonElement | null>(null);
  const tableContext = useTableContextValue({ byField, filterBy: filterPanel.filterBy, setColumnVisibility, error, totalCount, filtering });
  const looks = useRowLooks(pageRows, props);
  const hideableColumns = columns.filter((c) => c.hideable !== false);

  return (
    <TableContext.Provider value={tableContext}>
      <Paper variant="outlined" sx={height === undefined ? FILL_PAPER_SX : FIXED_PAPER_SX}>
        <TableTop
          props={props}
          state={state}
          query={query}
          clientRows={clientResult?.rows}
          filterPanel={filterPanel}
          filterButtonRef={filterButton}
          canHideColumns={hideableColumns.length > 0}
          onOpenColumns={setColumnsMenuAnchor}
        />

        <TableGrid
          columns={columns}
          rows={gridRows}
          looks={looks}
          sort={state.sort}
          setSort={state.setSort}
          columnVisibility={columnVisibility}
          setColumnVisibility={setColumnVisibility}
          loading={loading}
          hasRows={pageRows.length > 0}
          height={height}
          ariaLabel={props['aria-label']}
          disableVirtualization={props.disableVirtualization ?? false}
          columnBufferPx={columnBufferPx}
        />

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
          onPageSizeChange={state.setPageSize}
        />
      </Paper>

      <FilterPanel
        anchorEl={filterButton.current}
        open={filterPanel.filterOpen}
        onClose={filterPanel.closeFilterPanel}
        columns={filterableColumns}
        filters={filters}
        onChange={setFilters}
        focusConditionId={filterPanel.focusConditionId}
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

interface TableTopProps<R> {
  props: DataTableProps<R>;
  state: ReturnType<typeof useTableState<R>>;
  query: ReturnType<typeof useTableQuery<R>>;
  /** Client mode: the rows matching the search and filters, all pages (the export's). */
  clientRows: R[] | undefined;
  filterPanel: ReturnType<typeof useFilterPanelOpening<R>>;
  filterButtonRef: RefObject<HTMLButtonElement | null>;
  canHideColumns: boolean;
  onOpenColumns: (anchor: HTMLElement) => void;
}

/** What sits above the rows: the toolbar, the active filters as chips and the error with its retry. */
function TableTop<R>({ props, state, query, clientRows, filterPanel, filterButtonRef, canHideColumns, onOpenColumns }: TableTopProps<R>) {
  const { toolbarActions, exportTo, columns, error, onRetry } = props;
  const { filters, setFilters, columnVisibility } = state;
  const activeConditions = filters.conditions.filter((c) => isConditionComplete(c, query.byField.get(c.field)));
  return (
    <>
      <TableToolbar
        actions={toolbarActions}
        search={state.search}
        onSearchInput={(value) => {
          state.setSearch(value);
          state.setPage(0);
        }}
        onSearchClear={() => state.setSearch('')}
        canSearch={columns.some(isSearchable)}
        activeFilterCount={activeConditions.length}
        filterButtonRef={filterButtonRef}
        canFilter={query.filterableColumns.length > 0}
        filterOpen={filterPanel.filterOpen}
        onOpenFilters={filterPanel.openFilterPanel}
        exportButton={
          exportTo && (
            <ExportButton
              spec={exportTo}
              columns={columns}
              isVisible={(field) => columnVisibility[field] !== false}
              query={query.normalized}
              clientRows={clientRows}
            />
          )
        }
        canHideColumns={canHideColumns}
        onOpenColumns={onOpenColumns}
      />

      <FilterChips filters={filters} byField={query.byField} onChange={setFilters} onOpen={filterPanel.openFilterPanel} />

      {!!error && (
        <Box sx={{ px: 1.5, pb: 1 }}>
          <ErrorState error={error} message={typeof error === 'string' ? error : undefined} onRetry={onRetry} />
        </Box>
      )}
    </>
  );
}

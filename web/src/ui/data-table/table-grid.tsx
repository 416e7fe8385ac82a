import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColumnVisibilityModel, type GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { nlNL as gridNl, enUS as gridEn } from '@mui/x-data-grid/locales';
import { GRID_PAGE_SIZES, GRID_ROW_BUFFER_PX, GRID_PAGINATION, GRID_SLOT_PROPS, GRID_SLOTS, gridScrollbarSize, placeOf, toGridColumns } from './grid-parts';
import type { useGridRows, useRowLooks } from './use-table-rows';
import type { DataTableColumn, SortItem } from './types';

// Without a height the table takes what is left of its screen's column (ListPage) and the grid
// scrolls its rows, rendering only those in view: a page of 100 rows is ~20 rows of cells, not 100.
const FILL_GRID_SX = { flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' } as const;
/** The bar over the rows while the next page, sort or search loads: where the grid's own loading bar sits (below the header). */
const LOADING_BAR_SX = { position: 'absolute', top: 40, left: 0, right: 0, zIndex: 3 } as const;

interface TableGridProps<R> {
  columns: DataTableColumn<R>[];
  /** The grid's API and the rows it was mounted with (useGridRows). */
  rows: ReturnType<typeof useGridRows<R>>;
  /** The rows' styles, classes and handlers (useRowLooks). */
  looks: ReturnType<typeof useRowLooks<R>>;
  sort: SortItem[];
  setSort: (next: SortItem[]) => void;
  columnVisibility: GridColumnVisibilityModel;
  setColumnVisibility: Dispatch<SetStateAction<GridColumnVisibilityModel>>;
  loading: boolean;
  /** Whether the page shows rows (the table's own loading bar) or none yet (the grid's). */
  hasRows: boolean;
  height?: number | string;
  ariaLabel?: string;
  disableVirtualization: boolean;
  /** Past the view's edge (usePinnedActions). */
  columnBufferPx: number;
}

/** The MUI grid of a DataTable, with its own filtering, sorting and paging bypassed. */
export function TableGrid<R>({ columns, rows, looks, sort, setSort, loading, hasRows, height, ariaLabel, ...props }: TableGridProps<R>) {
  const { t, i18n } = useTranslation('ui');
  // MUI's nlNL leaves some texts in English (the header menu's name: 'E-mail column menu'): ours fill them in
  const localeText = useMemo(
    () => ({
      ...(i18n.language === 'en_US' ? gridEn : gridNl).components.MuiDataGrid.defaultProps.localeText,
      columnMenuAriaLabel: (column: string) => t('table.columnMenuOf', { column }),
    }),
    [i18n.language, t],
  );
  const sortedField = sort[0]?.field;
  const gridColumns = useMemo(() => toGridColumns(columns, sortedField), [columns, sortedField]);
  const sortModel: GridSortModel = useMemo(() => sort.map((s) => ({ field: s.field, sort: s.direction })), [sort]);
  const onSortModelChange = useCallback(
    (model: GridSortModel) => setSort(model.slice(0, 1).map((m) => ({ field: m.field, direction: m.sort === 'desc' ? 'desc' : 'asc' }))),
    [setSort],
  );
  const { gridBox, ...gridLooks } = looks;

  return (
    <Box ref={gridBox} sx={height === undefined ? FILL_GRID_SX : { height, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
      {loading && hasRows && <LinearProgress sx={LOADING_BAR_SX} aria-label={t('state.loading')} />}
      <DataGrid
        apiRef={rows.gridApi}
        rows={rows.mountRows}
        columns={gridColumns}
        getRowId={placeOf}
        // with rows shown, the table's own bar says "loading" (above): the grid's loading prop
        // makes it render every row's cells again when it turns on and again when it turns off
        loading={loading && !hasRows}
        // The rows and the columns in view (and the grid's 150 px around them) are rendered, the
        // others when scrolled to: a wide table such as the sales orders' (15 columns, ~1 900 px)
        // shows ~10 at 1 600 px, and each page then renders a third fewer cells (issue 15: the next
        // page's answer → rows 268 → 200 ms in the same run). Columns used to be all rendered.
        aria-label={ariaLabel}
        localeText={localeText}
        disableVirtualization={props.disableVirtualization}
        columnBufferPx={props.columnBufferPx}
        // one row past the view's bottom while still (MUI: 150 px, 6 compact rows); scrolling renders 15 ahead
        rowBufferPx={GRID_ROW_BUFFER_PX}
        scrollbarSize={gridScrollbarSize()}
        // Our own paging: the grid gets exactly the rows to show ("server" modes stop it
        // from slicing, sorting or filtering, and from its 100-rows page limit).
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        rowCount={rows.mountRows.length}
        paginationModel={GRID_PAGINATION}
        pageSizeOptions={GRID_PAGE_SIZES}
        hideFooter
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        columnVisibilityModel={props.columnVisibility}
        onColumnVisibilityModelChange={props.setColumnVisibility}
        disableColumnFilter
        disableRowSelectionOnClick
        onRowClick={gridLooks.onRowClick}
        onCellKeyDown={gridLooks.onCellKeyDown}
        getRowClassName={gridLooks.getRowClassName}
        slots={GRID_SLOTS}
        slotProps={GRID_SLOT_PROPS}
        rowHeight={36}
        columnHeaderHeight={40}
        sx={gridLooks.sx}
      />
    </Box>
  );
}

import { cloneElement, useLayoutEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { gridVirtualizationColumnEnabledSelector, type useGridApiRef, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { styled, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { TableColumnMenu } from './column-menu';
import { useTableContext } from './context';
import { columnType, displayText, isSortable, rawValue, toBoolean } from './query';
import type { DataTableColumn } from './types';

// What the DataTable hands the MUI grid: its columns, cells, overlays and fixed props.

/** The grid's scrollbar strip is at least 14 px high even where scrollbars take no room. */
const OVERLAY_SCROLLBAR_PX = 14;
let scrollbarSizeCache: number | undefined;

/**
 * The size the grid must reserve for its scrollbars. Where the browser's scrollbars are overlaid
 * (headless Chromium, macOS, GNOME) they measure 0 px, yet the grid still draws its own 14 px
 * scrollbar strip, absolutely positioned over the last row, which then cannot be clicked there.
 * Reserving the strip's size keeps every row clear of it.
 */
export function gridScrollbarSize(): number {
  if (scrollbarSizeCache !== undefined) return scrollbarSizeCache;
  if (typeof document === 'undefined' || !document.body) return OVERLAY_SCROLLBAR_PX;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll;';
  document.body.appendChild(probe);
  const measured = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  scrollbarSizeCache = Math.max(measured, OVERLAY_SCROLLBAR_PX);
  return scrollbarSizeCache;
}

// The grid's props that never change, created once: a new object or function on every render of
// the table (each key typed in the quick search) makes the grid redo its row and column work.
export const GRID_PAGINATION = { page: 0, pageSize: 100 };
export const GRID_PAGE_SIZES = [100];
export const GRID_SLOTS = { columnMenu: TableColumnMenu, noRowsOverlay: EmptyOverlay, noResultsOverlay: EmptyOverlay, baseTooltip: TitleTooltip };

/**
 * The grid's tooltips (the name of a header's sort and menu buttons, a cut header's whole title)
 * as the browser's own `title`: the buttons keep their accessible names (aria-label), and a header
 * no longer renders a MUI Tooltip and its Popper per button, ~30 of each at a table's first render
 * (issue 15: the sign-in's grid mount). Anything but a text title leaves the child as it is.
 */
export function TitleTooltip({ title, children }: { title?: ReactNode; children: ReactElement<{ title?: string }> }) {
  return typeof title === 'string' && title !== '' ? cloneElement(children, { title }) : children;
}
export const GRID_SLOT_PROPS = { loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'circular-progress' } } as const;

/** Whether a click landed on a control inside the row (its own button, link or checkbox), not on the row. */
export function isInteractive(target: EventTarget | null, container: Element): boolean {
  let el = target instanceof Element ? target : null;
  while (el && el !== container) {
    if (el.matches('button, a, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]')) return true;
    el = el.parentElement;
  }
  return false;
}

/**
 * The narrowest a column gets unless it says otherwise: its header's text stays readable; a table
 * wider than its place scrolls sideways instead of squeezing. The sort arrow takes room only on
 * the sorted column and the menu button only under the pointer, so the others count the padding
 * alone: reserving the arrow's 28 px on every column pushed Change Price's Price out of a 1280 px
 * window (issue 34).
 */
export function readableMinWidth(headerName: string | undefined, type?: string, sorted = false): number {
  const padding = 32 + (sorted ? 28 : 0);
  return Math.max(type === 'actions' ? 56 : 72, Math.ceil((headerName?.length ?? 0) * 7.5) + padding);
}

/** The text a column's header shows, as readableMinWidth counts it: a short header that is no text (an icon) as two characters. */
const shownHeader = <R,>(c: DataTableColumn<R>): string =>
  c.shortHeader === undefined ? c.headerName : typeof c.shortHeader === 'string' ? c.shortHeader : '••';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
// as the grid's own header title (the theme's weight for it), which a header rendered by the table has not
const ShortHeaderTitle = styled('span', { name: 'MuiDataGrid', slot: 'ColumnHeaderTitle' })({
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontWeight: 'var(--unstable_DataGrid-headWeight)',
});

/** A column's short header: the short word or icon in view, the full name as its tooltip and for screen readers. */
function ShortHeader({ short, full }: { short: ReactNode; full: string }) {
  return (
    <ShortHeaderTitle className="MuiDataGrid-columnHeaderTitle" title={full}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {short}
      </span>
      <span style={VISUALLY_HIDDEN}>{full}</span>
    </ShortHeaderTitle>
  );
}

/** The fields of the 'actions' columns at the end of the visible columns (the row's buttons), in order. */
export function trailingActions<R>(visible: readonly DataTableColumn<R>[]): string[] {
  let first = visible.length;
  while (first > 0 && visible[first - 1]?.type === 'actions') first--;
  return visible.slice(first).map((c) => c.field);
}

/** The rows the grid renders past its view while still: a page's first render is a sixth fewer cells. */
export const GRID_ROW_BUFFER_PX = 36;
/** The columns the grid renders past the edge of its view, as MUI's default (`columnBufferPx`). */
export const GRID_COLUMN_BUFFER_PX = 150;

/**
 * The grid's column buffer beside right-pinned columns. MUI's virtualizer counts the columns under
 * them and the scrollbar strip as in view: it rendered one hidden column more a row (448 cells, 384 before).
 */
export function columnBufferBesidePinned<R>(visibleColumns: readonly DataTableColumn<R>[], pinnedRight: readonly string[]): number {
  const pinned = new Set(pinnedRight);
  const width = visibleColumns
    .filter((c) => pinned.has(c.field))
    .reduce((sum, c) => sum + Math.max(c.width ?? 0, c.minWidth ?? 0, readableMinWidth(shownHeader(c), 'actions')), 0);
  return width === 0 ? GRID_COLUMN_BUFFER_PX : Math.max(0, GRID_COLUMN_BUFFER_PX - width - gridScrollbarSize());
}

/**
 * The buttons of a row stay in view: the trailing 'actions' columns are pinned to the right edge.
 * The grid's MIT code renders pinned columns (sticky, rendered whatever the sideways scroll); only
 * its Pro package sets them, so the table sets that part of the grid's state itself. Not without
 * column virtualization (jsdom): every column is rendered then, and the pinned ones twice.
 * Answers the grid's column buffer for them (columnBufferBesidePinned).
 */
export function usePinnedActions<R>(gridApi: ReturnType<typeof useGridApiRef>, visibleColumns: readonly DataTableColumn<R>[]): number {
  const pinnedRight = useMemo(() => trailingActions(visibleColumns).join(' '), [visibleColumns]);
  useLayoutEffect(() => {
    if (!gridApi.current || !gridVirtualizationColumnEnabledSelector(gridApi)) return;
    const right = pinnedRight === '' ? [] : pinnedRight.split(' ');
    gridApi.current.setState((state) => ({ ...state, pinnedColumns: { left: [], right } }));
  }, [gridApi, pinnedRight]);
  return useMemo(() => columnBufferBesidePinned(visibleColumns, pinnedRight === '' ? [] : pinnedRight.split(' ')), [visibleColumns, pinnedRight]);
}

/** The grid's styles: its cells, links, pinned actions and the rows' colours (classes, see DataTable). */
export function gridStyles(colorClasses: ReadonlyMap<string, string>) {
  return {
    borderRadius: 0,
    borderLeft: 0,
    borderRight: 0,
    '& .row-clickable': { cursor: 'pointer' },
    // A cell holds what it renders: an absolutely placed child (a screen reader's text) is cut at
    // its cell, never widening the rows past the columns, where scrolling showed a blank grid.
    // (A pinned cell is sticky, which holds it too.)
    '& .MuiDataGrid-cell:not(.MuiDataGrid-cell--pinnedLeft):not(.MuiDataGrid-cell--pinnedRight)': { position: 'relative' },
    // the pinned actions cover the columns scrolled under them, and a line says where they begin
    // (and the strip kept for the scrollbar, right of them, hides them too: a shadow as wide as it)
    '& .MuiDataGrid-cell--pinnedRight, & .MuiDataGrid-columnHeader--pinnedRight': {
      backgroundColor: 'background.paper',
      boxShadow: (theme: Theme) => `${gridScrollbarSize()}px 0 0 ${theme.palette.background.paper}`,
    },
    '& :not(.MuiDataGrid-cell--pinnedRight) + .MuiDataGrid-cell--pinnedRight, & :not(.MuiDataGrid-columnHeader--pinnedRight) + .MuiDataGrid-columnHeader--pinnedRight':
      { borderLeft: 1, borderLeftColor: 'divider' },
    '& .cell-numeric': { fontVariantNumeric: 'tabular-nums' },
    '& .cell-text': { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .cell-link': { color: 'primary.main', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } },
    '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-cell:focus': { outlineOffset: -2 },
    // a header's menu button, hidden until the pointer is on the header, stays inside its 0 px box:
    // the last header's spilled 22 px past the grid and every table scrolled sideways by that much
    '& .MuiDataGrid-menuIcon': { overflow: 'hidden' },
    ...Object.fromEntries(Array.from(colorClasses, ([color, cls]) => [`& .${cls}`, { color }])),
  };
}

/** A text cell: cut with an ellipsis when too long, the whole text on hover. */
function TextCell({ text }: { text: string }) {
  return (
    <span className="cell-text" title={text || undefined}>
      {text}
    </span>
  );
}

function BooleanCell({ value }: { value: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <CheckIcon
      fontSize="small"
      aria-label={value ? t('table.yes') : t('table.no')}
      sx={{ color: value ? 'success.main' : 'action.disabled', verticalAlign: 'middle' }}
    />
  );
}

export function EmptyOverlay() {
  const { t } = useTranslation('ui');
  const { emptyKind } = useTableContext();
  if (emptyKind === 'error') return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', minHeight: 72, color: 'text.secondary' }}>
      <Typography variant="body2">{t(emptyKind === 'noRecords' ? 'table.noRecords' : 'table.nothingFound')}</Typography>
    </Box>
  );
}

/**
 * A row as the grid holds it: the table's row and its place on the page, which is the grid's
 * row id. The grid keys its row components by id, so with the rows' own ids every new page
 * unmounted the last page's rows and built the DOM of 100 new ones; keyed by place, a new page
 * updates the rows already there (their text and links), which is what a page of another 100
 * orders is. The table's own ids are never the grid's business: clicks and cells get the row.
 */
export interface PlacedRow<R> {
  place: number;
  row: R;
}

/** The grid's rows of a page (see PlacedRow). */
export const placeRows = <R,>(rows: readonly R[]): PlacedRow<R>[] => rows.map((row, place) => ({ place, row }));
/** The grid's row id: the row's place on the page. */
export const placeOf = (gridRow: GridValidRowModel) => (gridRow as PlacedRow<unknown>).place;
/** The table's row of a grid row. */
export const rowOf = <R,>(gridRow: GridValidRowModel) => (gridRow as PlacedRow<R>).row;

/** The table's columns as the grid's column definitions: widths, alignment, and cells that show the formatted text. */
export function toGridColumns<R>(columns: DataTableColumn<R>[], sortedField?: string): GridColDef[] {
  return columns.map((c) => {
    const type = columnType(c);
    const align = c.align ?? (type === 'number' || type === 'money' ? 'right' : type === 'boolean' ? 'center' : 'left');
    return {
      field: c.field,
      headerName: c.headerName,
      // A column's own width or minimum never squeezes its header below readable.
      width: c.width === undefined ? undefined : Math.max(c.width, readableMinWidth(shownHeader(c), type, c.field === sortedField)),
      minWidth: Math.max(c.minWidth ?? 0, readableMinWidth(shownHeader(c), type, c.field === sortedField)),
      renderHeader: c.shortHeader === undefined ? undefined : () => <ShortHeader short={c.shortHeader} full={c.headerName} />,
      flex: c.flex ?? (c.width ? undefined : 1),
      align,
      headerAlign: align,
      sortable: isSortable(c),
      filterable: false,
      hideable: c.hideable ?? true,
      valueGetter: (_value: unknown, row: GridValidRowModel) => displayText(rowOf<R>(row), c),
      // the text the valueGetter made once per cell, not formatted a second time
      renderCell: ({ row, value }: { row: GridValidRowModel; value?: unknown }) => {
        const r = rowOf<R>(row);
        if (c.renderCell) return c.renderCell(r, rawValue(r, c));
        if (type === 'boolean' && !c.valueFormatter) return <BooleanCell value={toBoolean(rawValue(r, c))} />;
        return <TextCell text={value as string} />;
      },
      cellClassName: type === 'money' || type === 'number' || type === 'id' ? 'cell-numeric' : undefined,
    };
  });
}

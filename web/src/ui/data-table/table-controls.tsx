import type { ReactNode, Ref } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './types';

// The DataTable's controls above the grid: toolbar and the columns menu (the filter chips: filter-chips.tsx).

/**
 * Below this width of the table the toolbar's own buttons (Filters, Excel, Columns) show their icon
 * only, named by aria-label and title, and the search box is narrower: at 1280 px a screen's own
 * controls and the buttons then fit one row instead of wrapping onto a second (issue 34).
 */
export const COMPACT_TOOLBAR_PX = 1200;
const COMPACT = `@container (max-width: ${COMPACT_TOOLBAR_PX - 1}px)`;
/** A toolbar button's words, hidden when the toolbar is compact (the button keeps its aria-label). */
export const TOOLBAR_LABEL_SX = { [COMPACT]: { display: 'none' } } as const;
/** A toolbar button in compact mode: its icon without the space kept for the words. */
export const TOOLBAR_BUTTON_SX = { [COMPACT]: { minWidth: 0, px: 1, '& .MuiButton-startIcon': { mx: 0 } } } as const;

export interface TableToolbarProps {
  /** The screen's own buttons, left (e.g. Add). */
  actions?: ReactNode;
  search: string;
  /** Typing in the quick search. */
  onSearchInput: (value: string) => void;
  /** Escape or the clear button. */
  onSearchClear: () => void;
  /** False when no column is searchable (a screen that filters through its own toolbar): no search box. */
  canSearch?: boolean;
  activeFilterCount: number;
  filterButtonRef: Ref<HTMLButtonElement>;
  canFilter: boolean;
  filterOpen: boolean;
  onOpenFilters: () => void;
  /** The Excel export's button, where the table offers one. */
  exportButton?: ReactNode;
  canHideColumns: boolean;
  onOpenColumns: (anchor: HTMLElement) => void;
}

/** Quick search, the Filters button (with the number of active conditions), export and Columns. */
export function TableToolbar({
  actions,
  search,
  onSearchInput,
  onSearchClear,
  canSearch = true,
  activeFilterCount,
  filterButtonRef,
  canFilter,
  filterOpen,
  onOpenFilters,
  exportButton,
  canHideColumns,
  onOpenColumns,
}: TableToolbarProps) {
  const { t } = useTranslation('ui');
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        {actions}
        <Box sx={{ flex: 1 }} />
        {canSearch && (
          <TextField
            value={search}
            onChange={(e) => onSearchInput(e.target.value)}
            placeholder={t('table.searchPlaceholder')}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && search) {
                e.stopPropagation();
                onSearchClear();
              }
            }}
            slotProps={{
              // role, not type="search": that type adds the browser's own clear button beside ours.
              htmlInput: { 'aria-label': t('table.search'), role: 'searchbox' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: search ? (
                  <InputAdornment position="end">
                    <IconButton size="small" edge="end" aria-label={t('table.clearSearch')} onClick={onSearchClear}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
            sx={{ width: { xs: '100%', sm: 240 }, [COMPACT]: { width: 180 }, '& .MuiInputBase-input': { py: '5px' } }} // as high as the buttons
          />
        )}
        <Button
          ref={filterButtonRef}
          variant={activeFilterCount > 0 ? 'contained' : 'outlined'}
          color="primary"
          startIcon={
            activeFilterCount > 0 ? (
              <Badge
                badgeContent={activeFilterCount}
                color="secondary"
                slotProps={{ badge: { 'aria-hidden': true } }}
                sx={{ '& .MuiBadge-badge': { fontSize: 10, minWidth: 16, height: 16 } }}
              >
                <FilterListIcon fontSize="small" />
              </Badge>
            ) : (
              <FilterListIcon fontSize="small" />
            )
          }
          aria-label={activeFilterCount > 0 ? `${t('table.filters')} (${activeFilterCount})` : t('table.filters')}
          title={t('table.filters')}
          onClick={onOpenFilters}
          disabled={!canFilter}
          aria-haspopup="dialog"
          aria-expanded={filterOpen}
          sx={TOOLBAR_BUTTON_SX}
        >
          <Box component="span" sx={TOOLBAR_LABEL_SX}>
            {t('table.filters')}
          </Box>
        </Button>
        {exportButton}
        {canHideColumns && (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<ViewColumnOutlined fontSize="small" />}
            onClick={(e) => onOpenColumns(e.currentTarget)}
            aria-haspopup="menu"
            aria-label={t('table.columns')}
            title={t('table.columns')}
            sx={TOOLBAR_BUTTON_SX}
          >
            <Box component="span" sx={TOOLBAR_LABEL_SX}>
              {t('table.columns')}
            </Box>
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The Columns menu: a checkbox per hideable column, and "show all". */
export function ColumnsMenu<R>({
  anchorEl,
  onClose,
  columns,
  columnVisibility,
  onToggle,
  onShowAll,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  columns: DataTableColumn<R>[];
  columnVisibility: Record<string, boolean>;
  onToggle: (field: string, visible: boolean) => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Menu anchorEl={anchorEl} open={!!anchorEl} onClose={onClose}>
      {columns.map((c) => {
        const visible = columnVisibility[c.field] !== false;
        return (
          <MenuItem key={c.field} role="menuitemcheckbox" aria-checked={visible} onClick={() => onToggle(c.field, !visible)} dense>
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={visible} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
            </ListItemIcon>
            <ListItemText>{c.headerName}</ListItemText>
          </MenuItem>
        );
      })}
      <MenuItem onClick={onShowAll} dense>
        <ListItemText inset>{t('table.showAllColumns')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}

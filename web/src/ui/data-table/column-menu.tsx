import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FilterListIcon from '@mui/icons-material/FilterList';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { GridColumnMenu, type GridColumnMenuProps, type GridColumnMenuItemProps } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useTableContext } from './context';

function FilterByFieldItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const { t } = useTranslation('ui');
  const table = useTableContext();
  if (!table.canFilter(colDef.field)) return null;
  return (
    <MenuItem
      onClick={(event) => {
        onClick(event);
        table.filterBy(colDef.field);
      }}
    >
      <ListItemIcon>
        <FilterListIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('table.filterByField')}</ListItemText>
    </MenuItem>
  );
}

function HideColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const { t } = useTranslation('ui');
  const table = useTableContext();
  if (!table.canHide(colDef.field)) return null;
  return (
    <MenuItem
      onClick={(event) => {
        onClick(event);
        table.hide(colDef.field);
      }}
    >
      <ListItemIcon>
        <VisibilityOffOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('table.hideColumn')}</ListItemText>
    </MenuItem>
  );
}

/** DataGrid's column menu with sorting, plus our 'Filter by this field' and 'Hide column'. */
export function TableColumnMenu(props: GridColumnMenuProps) {
  // Our items go under keys of their own: the grid drops its filter item when its own
  // filtering is off, and its columns item opens the grid's (MIT, one-filter) panels.
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuFilterItem: null,
        columnMenuColumnsItem: null,
        columnMenuFilterByFieldItem: FilterByFieldItem,
        columnMenuHideColumnItem: HideColumnItem,
      }}
      slotProps={{ columnMenuFilterByFieldItem: { displayOrder: 20 }, columnMenuHideColumnItem: { displayOrder: 30 } }}
    />
  );
}

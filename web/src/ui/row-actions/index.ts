export { RowActions, type RowActionsProps } from './row-actions';
export { CellIconButton, CELL_ICON_BUTTON_STYLES, type CellIcon, type CellIconButtonProps } from './cell-icon-button';

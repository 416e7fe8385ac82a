export { RowActions, type RowActionsProps } from './row-actions';
export { CellIconButton, cellIconButtonStyles, type CellIcon, type CellIconButtonProps } from './cell-icon-button';

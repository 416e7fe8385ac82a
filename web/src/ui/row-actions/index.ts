export { RowActions, type RowActionsProps } from './row-actions';

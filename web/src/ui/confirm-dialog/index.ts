export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { useConfirm, type ConfirmOptions } from './use-confirm';

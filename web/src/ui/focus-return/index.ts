export { useDialogState } from './use-dialog-state';

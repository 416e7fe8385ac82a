export { FormDialogActions, type FormDialogActionsProps } from './form-dialog-actions';

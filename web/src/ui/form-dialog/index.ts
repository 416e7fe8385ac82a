export { FormDialogActions, type FormDialogActionsProps } from './form-dialog-actions';
export { FormDialog, GuardedCloseButton, type FormDialogProps } from './form-dialog';
export { FormSubmitBar } from './form-submit-bar';

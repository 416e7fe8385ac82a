export { FormDialogActions, type FormDialogActionsProps } from './form-dialog-actions';
export { FormSubmitBar } from './form-submit-bar';

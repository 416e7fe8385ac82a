// The one save of every form (issue 41) and its Ctrl+S (issue 43); features use nothing else for a form's save.
export { useFormSave, type FormSave, type FormSaveOptions, type SendContext, type Sent, type SavePayload, type ConflictSource } from './use-form-save';
export { SAVE_KEYS, isSaveChord } from './save-shortcut';

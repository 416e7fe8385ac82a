export { useCloseGuard, useCloseGuardRegistry, type CloseGuard, type GuardedForm } from './close-guard';
export { useFormGuard, DraftNotice, type FormGuard, type FormGuardOptions } from './use-form-guard';
export { clearFormDrafts } from './drafts';

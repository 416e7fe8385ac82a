export { useCloseGuard, useCloseGuardRegistry, type CloseGuard, type GuardedForm } from './close-guard';
export { useFormGuard, DraftNotice, clearFormDrafts, type FormGuard, type FormGuardOptions } from './use-form-guard';

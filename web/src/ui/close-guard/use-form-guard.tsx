import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCloseGuardRegistry } from './close-guard';
import { readDraft, writeDraft } from './drafts';

export interface FormGuardOptions {
  /** Keeps a draft of the values under this key (form and record: `salesOrder:new`, `user:12`); none without it. */
  draftKey?: string | null;
  /** Input the form holds outside react-hook-form (chosen files) that closing would lose too. */
  alsoDirty?: boolean;
  /** Fields never written to the draft (passwords): they come back empty. */
  notInDraft?: readonly string[];
}

export interface FormGuard {
  /** The form was filled from a draft left by an earlier close. */
  restored: boolean;
  /** Call after a save went through: the draft is done with. */
  saved: () => void;
  /** Back to the form's own values, draft forgotten. */
  startOver: () => void;
}

/**
 * Tells the surrounding slide-in / form modal / form dialog whether closing would lose input
 * (react-hook-form's isDirty), and keeps a draft in sessionStorage while the user types, restored
 * when the same form opens again; saving or discarding forgets it.
 */
export function useFormGuard<T extends FieldValues>(
  form: UseFormReturn<T>,
  { draftKey = null, alsoDirty = false, notInDraft = [] }: FormGuardOptions = {},
): FormGuard {
  const registry = useCloseGuardRegistry();
  const { isDirty } = form.formState;
  const dirty = useRef(false);
  dirty.current = isDirty || alsoDirty;
  // After a save or a discard nothing may write the draft again (a reset after save fires watch).
  const finished = useRef(false);
  const [restored, setRestored] = useState(false);
  const omitted = useRef(notInDraft);
  const draftOf = (values: T) => Object.fromEntries(Object.entries(values).filter(([name]) => !omitted.current.includes(name)));

  useEffect(() => {
    if (!draftKey) return;
    const draft = readDraft(draftKey);
    if (draft && typeof draft === 'object') {
      // keepDefaultValues: the restored values count as changes, so closing asks again
      form.reset({ ...form.formState.defaultValues, ...draft } as T, { keepDefaultValues: true });
      setRestored(true);
    }
    const sub = form.watch(() => {
      if (finished.current) return;
      const values = form.getValues();
      const unchanged = JSON.stringify(values) === JSON.stringify(form.formState.defaultValues ?? {});
      writeDraft(draftKey, unchanged ? null : draftOf(values));
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draftOf reads refs only
  }, [draftKey, form]);

  useEffect(() => {
    if (!registry) return;
    return registry.register({
      dirty: () => dirty.current,
      discard: () => {
        finished.current = true;
        if (draftKey) writeDraft(draftKey, null);
      },
      keepDraft: draftKey ? () => writeDraft(draftKey, draftOf(form.getValues())) : undefined,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draftOf reads refs only
  }, [registry, draftKey, form]);

  return {
    restored,
    saved: () => {
      finished.current = true;
      if (draftKey) writeDraft(draftKey, null);
    },
    startOver: () => {
      if (draftKey) writeDraft(draftKey, null);
      form.reset();
      setRestored(false);
    },
  };
}

/** Says that the form holds a draft from before, with a way to start over. */
export function DraftNotice({ guard }: { guard: FormGuard }) {
  const { t } = useTranslation('ui');
  if (!guard.restored) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={guard.startOver}>
          {t('closeGuard.startOver')}
        </Button>
      }
    >
      {t('closeGuard.restored')}
    </Alert>
  );
}

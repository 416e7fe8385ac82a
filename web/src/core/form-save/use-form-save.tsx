import { useEffect, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormGuard, type FormGuard, type FormGuardOptions } from '../../ui/close-guard';
import { useNotify } from '../../ui/notify';
import { describeInputRefusal, describeProblem, describeUserError, inputRefusals, type FormProblem, type UserErrorLike } from '../errors';
import { applyUserErrors } from '../forms';
import { onLastSegment, saveOutcome } from '../payloads';
import { useConflict, type UseConflictOptions, type Versioned } from '../history';
import { registerSaveShortcut, SAVE_KEYS } from './save-shortcut';

/** What every mutation payload carries (`{ <entity>, userErrors }`, selected by `...UserErrorFields`). */
export interface SavePayload {
  userErrors: readonly UserErrorLike[];
  /** Saved, but the provider did not say which record it made. */
  recordUnknown?: boolean | null;
}

/** A mutation's payload and the record it answered (the payload itself where there is no record). */
export interface Sent<R> {
  payload: SavePayload | null | undefined;
  record: R | null | undefined;
}

type MutateOptions<TData, TVariables extends OperationVariables> = Omit<ApolloClient.MutateOptions<TData, TVariables>, 'mutation' | 'variables'>;

/** What `send` is given: the version to base a change on, the one way to send a mutation, and a way to stop. */
export interface SendContext {
  /** Send as `expectedVersion` (the conflict panel's base version; null for a create). */
  expectedVersion: string | null;
  /** Sends a mutation through the app's link chain (its Idempotency-Key: core/idempotency.ts); answers its data. */
  mutate<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    options?: MutateOptions<TData, TVariables>,
  ): Promise<TData | undefined>;
  /** Stops the save without a payload (a failed upload, a refused attachment); `words` go above the form. */
  stop(words?: string): null;
}

export type ConflictSource<T extends FieldValues, V extends Versioned> = Pick<UseConflictOptions<T, V>, 'version' | 'reload' | 'fieldsOf' | 'fieldsOfChange'>;

export interface FormSaveOptions<T extends FieldValues, R, V extends Versioned = Versioned> {
  form: UseFormReturn<T>;
  /** The form's fields top to bottom: a refusal naming one lands on it, the first one gets the focus. */
  fields: readonly Path<T>[];
  /** Sends the values through `ctx.mutate`; null when it stopped before a payload (`ctx.stop`). */
  send: (values: T, ctx: SendContext) => Promise<Sent<R> | null>;
  /** After a save that went through (the draft is forgotten first). */
  onSaved: (record: R) => void;
  /** Saved, but the gateway could not say which record; without it the form says `unseenWords`. */
  onSavedUnseen?: () => void;
  unseenWords?: string;
  /** A versioned record: CHANGED_BY_SOMEONE_ELSE then goes to the conflict panel (core/history). */
  conflict?: ConflictSource<T, V>;
  /** The draft guard (ui/close-guard): its draft key, input outside the form (files), fields never kept. */
  draft?: FormGuardOptions;
  /** Where the gateway's field name (its last segment) is not the form's. */
  fieldNames?: Readonly<Record<string, Path<T>>>;
  /** The form's own words for some refusals (null: the usual ones). */
  describe?: (userError: UserErrorLike) => string | null;
  /** Lists read anew after a save that went through (awaited before onSaved): names or documents. */
  refetch?: readonly (string | DocumentNode)[];
  /** Asked before anything is sent; false leaves the form as it is. */
  confirm?: (values: T) => Promise<boolean>;
}

export interface FormSave {
  /** The form's onSubmit (validates, then saves). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** What went wrong, in the user's words, for the Notice above the fields; null while nothing did. */
  message: string | null;
  clearProblem: () => void;
  /** The conflict panel to render above the fields; null while there is no conflict. */
  conflictPanel: ReactNode;
  guard: FormGuard;
  /** The Save button's `aria-keyshortcuts`. */
  keyShortcuts: string;
}

const noRecord = async () => null;

/**
 * The one save of a form (issue 41): problem state, conflict panel, draft guard, refusals on their
 * fields (else above the form), and Ctrl+S for the form in front, which says so when nothing changed.
 */
export function useFormSave<T extends FieldValues, R, V extends Versioned = Versioned>(options: FormSaveOptions<T, R, V>): FormSave {
  const { form, conflict: source, draft } = options;
  const { t } = useTranslation(['common', 'app']);
  const client = useApolloClient();
  const notify = useNotify();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const busy = useRef(false);
  const guard = useFormGuard(form, draft);
  const conflict = useConflict<T, V>({
    version: source?.version,
    reload: source?.reload ?? noRecord,
    fieldsOf: source?.fieldsOf ?? ((record: V) => record as unknown as T),
    fieldsOfChange: source?.fieldsOfChange,
    form,
  });
  const dirty = form.formState.isDirty || !!draft?.alsoDirty;

  const describeRefusal = (userError: UserErrorLike) => latest.current.describe?.(userError) ?? describeUserError(userError, t);

  // Refusals on the fields they name; answers the first that names none of them.
  const place = (userErrors: readonly UserErrorLike[], describe: (ue: UserErrorLike) => string): UserErrorLike | null => {
    const { fields, fieldNames } = latest.current;
    const named = onLastSegment(userErrors).map((ue) => ({ ...ue, field: ue.field ? (fieldNames?.[ue.field] ?? ue.field) : null }));
    return applyUserErrors(named, form.setError, fields, describe)[0] ?? null;
  };

  const ctx: SendContext = {
    expectedVersion: conflict.baseVersion,
    mutate: async (document, variables, more) =>
      (await client.mutate({ mutation: document, variables, ...more } as ApolloClient.MutateOptions<never, typeof variables>)).data as never,
    stop: (words) => {
      if (words) setProblem({ words });
      return null;
    },
  };

  const save = async (values: T) => {
    const o = latest.current;
    setProblem(null);
    conflict.clear();
    if (o.confirm && !(await o.confirm(values))) return;
    busy.current = true;
    setSaving(true);
    try {
      const sent = await o.send(values, ctx);
      if (!sent) return;
      const outcome = saveOutcome(sent.payload, sent.record, !!o.conflict);
      if (outcome.kind === 'unanswered') return setProblem({ error: null });
      if (outcome.kind === 'conflict') return conflict.onConflict(outcome.userError);
      if (outcome.kind === 'refused') {
        const formLevel = place(outcome.userErrors, describeRefusal);
        if (formLevel) setProblem({ userError: formLevel });
        return;
      }
      guard.saved();
      if (o.refetch?.length) await client.refetchQueries({ include: [...o.refetch] });
      if (outcome.kind === 'saved') o.onSaved(outcome.record);
      else if (o.onSavedUnseen) o.onSavedUnseen();
      else setProblem(o.unseenWords ? { words: o.unseenWords } : { error: null });
    } catch (error) {
      // A value the gateway refused as input (too large, too long) goes on its field when it names one.
      const refusals = inputRefusals(error).map((r) => ({ field: r.field, code: r.reason ?? 'INVALID_INPUT', message: describeInputRefusal(r, t) }));
      if (refusals.length > 0 && place(refusals, (ue) => ue.message) === null) return;
      setProblem({ error });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };
  const submit = form.handleSubmit(save);

  // Ctrl+S: the form saves as its Save button would, unless nothing changed (then it says so).
  const onShortcut = useRef(() => undefined as void);
  onShortcut.current = () => {
    if (busy.current) return;
    if (!dirty) notify.info(t('common:save.nothingChanged'));
    else void submit();
  };
  useEffect(() => registerSaveShortcut(() => onShortcut.current()), []);

  return {
    submit,
    saving,
    message: describeProblem(problem, t, describeRefusal),
    clearProblem: () => setProblem(null),
    conflictPanel: conflict.panel,
    guard,
    keyShortcuts: SAVE_KEYS,
  };
}

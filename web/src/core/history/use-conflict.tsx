import { useCallback, useState, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { UserErrorLike } from '../errors';
import { ConflictPanel } from './conflict-panel';

/** A record a form edits: whatever it holds, it has the version a change is based on. */
export interface Versioned {
  version: string;
}

export interface UseConflictOptions<T extends FieldValues, R extends Versioned> {
  /** The version of the record as the form was opened on it (its `version`); null for a create. */
  version: string | null | undefined;
  /** Reads the record anew from the gateway (not from the cache); null when it is gone. */
  reload: () => Promise<R | null | undefined>;
  /** A record's values as the form's fields (the same shape as the form's default values). */
  fieldsOf: (record: R) => T;
  /** Where a change's field (the graph's name) fills other form fields than the same name, `…Code` or without `Code`/`Id`. */
  fieldsOfChange?: Readonly<Record<string, readonly Path<T>[]>>;
  form: UseFormReturn<T>;
}

export interface ConflictState {
  /** The version the next save is based on: send it as `expectedVersion`. */
  baseVersion: string | null;
  /** The panel to render above the form's fields; null while there is no conflict. */
  panel: ReactNode;
  /** For useFormSave: shows a CHANGED_BY_SOMEONE_ELSE refusal in the panel. */
  onConflict: (userError: UserErrorLike) => void;
  /** Closes the panel (e.g. when a new save starts). */
  clear: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The form fields a change's field names, of those the form has. */
function formFieldsOf<T extends FieldValues>(field: string, values: T, map: UseConflictOptions<T, Versioned>['fieldsOfChange']): Path<T>[] {
  const named = map?.[field] ?? [field, `${field}Code`, field.replace(/(Code|Id)$/, '')];
  return named.filter((name) => Object.hasOwn(values, name)) as Path<T>[];
}

/**
 * What a versioned form does when its save is refused with CHANGED_BY_SOMEONE_ELSE (issue 33): it
 * keeps everything typed and shows who changed what; "Load their changes" puts only the fields the
 * other person changed into the form (from a fresh read), "Keep mine" bases the next save on the
 * current version so that it overwrites knowingly.
 */
export function useConflict<T extends FieldValues, R extends Versioned>({
  version,
  reload,
  fieldsOf,
  fieldsOfChange,
  form,
}: UseConflictOptions<T, R>): ConflictState {
  const [baseVersion, setBaseVersion] = useState<string | null>(version ?? null);
  const [refusal, setRefusal] = useState<UserErrorLike | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const clear = useCallback(() => {
    setRefusal(null);
    setFailure(null);
  }, []);
  const onConflict = useCallback((userError: UserErrorLike) => {
    setFailure(null);
    setRefusal(userError);
  }, []);

  // Reads the record anew; a failure stays in the panel (the typed input is never touched then).
  const fresh = async (): Promise<R | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const record = await reload();
      if (!record) throw new Error('The record is gone.');
      return record;
    } catch (error) {
      setFailure(error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const loadTheirs = async () => {
    const record = await fresh();
    if (!record || !refusal) return;
    const theirs = fieldsOf(record);
    const opened = (form.formState.defaultValues ?? {}) as Partial<T>;
    // What the history names, and what differs from the values the form was opened on.
    const named = (refusal.conflict?.changes ?? []).flatMap((entry) => entry.changes.flatMap((c) => formFieldsOf(c.field, theirs, fieldsOfChange)));
    const differing = (Object.keys(theirs) as Path<T>[]).filter((name) => !same(theirs[name], opened[name as keyof T]));
    for (const name of new Set([...named, ...differing])) {
      form.setValue(name, theirs[name] as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    setBaseVersion(record.version);
    clear();
  };

  const keepMine = async () => {
    const current = refusal?.conflict?.currentVersion ?? (await fresh())?.version;
    if (!current) return;
    setBaseVersion(current);
    clear();
  };

  const panel = refusal ? (
    <ConflictPanel refusal={refusal} busy={busy} failure={failure} onLoadTheirs={() => void loadTheirs()} onKeepMine={() => void keepMine()} />
  ) : null;
  return { baseVersion, panel, onConflict, clear };
}

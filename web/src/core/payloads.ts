import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { describeUserError, RefusedError, type FormProblem, type UserErrorLike } from './errors';
import { applyUserErrors } from './forms';

/** What every mutation payload carries (`{ <entity>, userErrors }`). */
interface Payload {
  userErrors: readonly UserErrorLike[];
}

/** The gateway names fields by their input path (`input.order.customerCode`, `lines.0.vatCode`); forms know the last part. */
export function onLastSegment(userErrors: readonly UserErrorLike[]): UserErrorLike[] {
  return userErrors.map((e) => ({ ...e, field: e.field ? (e.field.split('.').pop() ?? null) : null }));
}

/** A payload that went through, or a RefusedError with its first refusal (for confirm dialogs and toasts). */
export function acceptedOrThrow<P extends Payload>(payload: P | null | undefined): P {
  if (!payload) throw new Error('The gateway answered nothing.');
  if (payload.userErrors[0]) throw new RefusedError(payload.userErrors[0]);
  return payload;
}

/**
 * Puts a payload's refusals on the form's fields and answers the first one that fits no field
 * (to show above the form), or null when there were none left over.
 */
export function fieldRefusals<T extends FieldValues>(
  userErrors: readonly UserErrorLike[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  t: TFunction,
): UserErrorLike | null {
  const rest = applyUserErrors(onLastSegment(userErrors), setError, fields, (ue) => describeUserError(ue, t));
  return rest[0] ?? null;
}

/** What a form needs to be told why a save gave no record. */
export interface SaveForm<T extends FieldValues> {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  t: TFunction;
  setProblem: (problem: FormProblem) => void;
  /** Saved, but the gateway could not tell which record it made; without it the form says `unseenWords`. */
  onSavedUnseen?: () => void;
  unseenWords: string;
  /** A CHANGED_BY_SOMEONE_ELSE refusal goes here (the conflict panel of core/history) instead of above the form. */
  onConflict?: (userError: UserErrorLike) => void;
}

/** The refusal that says the record changed since the version the change was based on, if there is one. */
export function conflictOf(userErrors: readonly UserErrorLike[]): UserErrorLike | null {
  return userErrors.find((e) => e.code === 'CHANGED_BY_SOMEONE_ELSE') ?? null;
}

/** A create's or update's record; or null, the form told why (refusals on their fields, a record saved but not told apart). */
export function savedRecord<T extends FieldValues, R>(
  payload: (Payload & { recordUnknown?: boolean | null }) | null | undefined,
  record: R | null | undefined,
  form: SaveForm<T>,
): R | null {
  if (!payload) {
    form.setProblem({ error: null });
    return null;
  }
  if (payload.userErrors.length === 0 && payload.recordUnknown) {
    if (form.onSavedUnseen) form.onSavedUnseen();
    else form.setProblem({ words: form.unseenWords });
    return null;
  }
  const conflict = conflictOf(payload.userErrors);
  if (conflict && form.onConflict) {
    form.onConflict(conflict);
    return null;
  }
  if (payload.userErrors.length > 0 || !record) {
    const formLevel = fieldRefusals(payload.userErrors, form.setError, form.fields, form.t);
    if (formLevel) form.setProblem({ userError: formLevel });
    return null;
  }
  return record;
}

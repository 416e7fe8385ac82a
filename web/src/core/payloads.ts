import { RefusedError, type UserErrorLike } from './errors';

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

/** The refusal that says the record changed since the version the change was based on, if there is one. */
export function conflictOf(userErrors: readonly UserErrorLike[]): UserErrorLike | null {
  return userErrors.find((e) => e.code === 'CHANGED_BY_SOMEONE_ELSE') ?? null;
}

/** What a save's answer comes to for its form (useFormSave acts on it). */
export type SaveOutcome<R> =
  | { kind: 'unanswered' }
  /** CHANGED_BY_SOMEONE_ELSE on a versioned form: its conflict panel. */
  | { kind: 'conflict'; userError: UserErrorLike }
  /** Refusals: on their fields, the rest above the form. */
  | { kind: 'refused'; userErrors: readonly UserErrorLike[] }
  | { kind: 'saved'; record: R }
  /** Saved, but the gateway could not tell which record it made. */
  | { kind: 'unseen' };

/** A save's payload and the record it answered, as the one outcome its form shows. */
export function saveOutcome<R>(
  payload: (Payload & { recordUnknown?: boolean | null }) | null | undefined,
  record: R | null | undefined,
  versioned: boolean,
): SaveOutcome<R> {
  if (!payload) return { kind: 'unanswered' };
  const changed = conflictOf(payload.userErrors);
  if (changed && versioned) return { kind: 'conflict', userError: changed };
  if (payload.userErrors.length > 0) return { kind: 'refused', userErrors: payload.userErrors };
  return record != null && !payload.recordUnknown ? { kind: 'saved', record } : { kind: 'unseen' };
}

import type { Refusal } from '../errors/errors';

export type { Refusal } from '../errors/errors';

/** The provider's answer to a procedure call. */
export interface ProcedureResult<T = Record<string, unknown>> {
  Success: boolean;
  Items?: T[];
  NewId?: number | string;
  Message?: string;
  [key: string]: unknown;
}

/** Done (with what it gave) or not (by default the provider's refusal; a domain check may say `{ error }` instead). */
export type Outcome<T extends object = object, F extends object = { refusal: Refusal }> = ({ ok: true } & T) | ({ ok: false } & F);

/** A procedure write: done (with the id of the record it made, when it made one) or refused. */
export type Written = Outcome<{ newId: string | null }>;

/** An id the provider answered, when it is one (a finite number or a short word), else null. */
export function validId(id: unknown): string | null {
  if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && /^[\w-]{1,64}$/.test(id))) return String(id);
  return null;
}

/**
 * Whether a provider answer says it succeeded (spec 02 §3: `Success` as a boolean or a
 * 'True'/'False' string in any case). Without `Success`, an answer carrying `Items` or `NewId`, or
 * carrying nothing to say otherwise (no Message: the spec's "n/a" answers), succeeded; anything else
 * unreadable is a refusal, never a silent success.
 */
export function successOf(envelope: { Success?: unknown; Items?: unknown; NewId?: unknown; Message?: unknown }): boolean {
  const s = envelope.Success;
  if (typeof s === 'boolean') return s;
  if (typeof s === 'string') return s.trim().toLowerCase() === 'true';
  if (typeof s === 'number') return s === 1;
  if (s !== undefined && s !== null) return false;
  if (Array.isArray(envelope.Items) || envelope.NewId !== undefined) return true;
  return typeof envelope.Message !== 'string' || envelope.Message.trim() === '';
}

/** The envelope of a procedure write as an Outcome. */
export function written(result: ProcedureResult<unknown>): Written {
  if (!result.Success) return { ok: false, refusal: { message: result.Message?.trim() || 'The provider refused the change.' } };
  return { ok: true, newId: validId(result.NewId) };
}

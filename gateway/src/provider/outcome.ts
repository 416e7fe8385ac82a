import { gatewayError } from '../errors';
import type { ProcedureResult } from './client';

/**
 * What a provider write answered, in the domain's words: done, or refused with the provider's
 * reasons. Domain code turns a refusal into userErrors with `refusalErrors` (errors.ts).
 */
export interface Refusal {
  /** The provider's own words. */
  message: string;
  /** The HTTP status of a refused REST call (404: the record is not there). */
  status?: number;
  /** Reasons the provider gave per field (REST ModelState), with the graph's field name where one is known. */
  reasons?: { field: string | null; message: string }[];
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

/**
 * The id of the record a successful create answered. A provider answer without one is an error
 * the user sees (PROVIDER_ERROR), never the id "undefined": the change may have been made.
 */
export function createdId(outcome: { newId: string | null }): string {
  if (outcome.newId !== null) return outcome.newId;
  throw gatewayError(
    'PROVIDER_ERROR',
    'The provider accepted the change but did not say which record it created. Reload the list to see it before trying again.',
  );
}

import type { GraphQLFormattedError } from 'graphql';
import { outcomeUnknown, savedNotReread, type Refusal } from '../errors/errors';

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

/**
 * What one GraphQL request's writes came to: those the provider answered as done (with the ids it
 * gave), and those sent without an answer. Once one is done, no error of the request may say that
 * nothing was sent (reportWrites below): the client keeps its key, and a retry replays the answers.
 */
export interface WriteLog {
  done: number;
  /** The ids the provider gave to what these writes created (NewId), in order. */
  ids: string[];
  /** Writes that may have happened: no answer, or a 5xx other than 503. */
  unanswered: number;
}

export const newWriteLog = (): WriteLog => ({ done: 0, ids: [], unanswered: 0 });

/** Notes one write's answer (a replayed one too) in the request's log. */
export function noteWriteAnswer(log: WriteLog | undefined, status: number, body: unknown): void {
  if (!log) return;
  if (status >= 500) {
    if (status !== 503) log.unanswered++;
    return;
  }
  const envelope = body && typeof body === 'object' && !Array.isArray(body) ? (body as Parameters<typeof successOf>[0]) : undefined;
  if (status >= 400 || (envelope && !successOf(envelope))) return;
  log.done++;
  const id = validId(envelope?.NewId);
  if (id !== null) log.ids.push(id);
}

/**
 * A request's errors as its client must read them (README, "Limits and faults"). After a write the
 * provider answered as done, a failure of what followed (the read of the record, mostly) is
 * SAVED_NOT_REREAD with the id the provider gave (null when it gave none); after a write without
 * an answer it is OUTCOME_UNKNOWN; with nothing sent, PROVIDER_UNAVAILABLE says so (`notSent`).
 */
export function reportWrites<E extends GraphQLFormattedError>(errors: readonly E[], log: WriteLog): { errors: E[]; changed: boolean } {
  const nothingSent = log.done === 0 && log.unanswered === 0;
  let changed = false;
  const reported = errors.map((e): E => {
    const code = e.extensions?.code;
    if (code !== 'PROVIDER_UNAVAILABLE' && code !== 'STORE_UNAVAILABLE') return e;
    if (nothingSent) return code === 'PROVIDER_UNAVAILABLE' ? { ...e, extensions: { ...e.extensions, notSent: true } } : e;
    changed = true;
    const error = log.done > 0 ? savedNotReread(log.ids[0] ?? null) : outcomeUnknown();
    return { ...e, message: error.message, extensions: error.extensions };
  });
  return { errors: reported, changed };
}

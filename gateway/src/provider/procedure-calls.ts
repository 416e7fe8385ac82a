import { gatewayError } from '../errors/errors';
import { successOf, type ProcedureResult } from './outcome';
import { unexpectedAnswer } from './answers';
import type { Answer } from './transport';
import type { Catalogue, ProcedureKey } from './procedures/catalogue';
import type { ProviderLink } from './client-types';

type Def = Catalogue[ProcedureKey];

/**
 * The URL and body of a catalogue call (`/api/factory/execute/{application}/{procedure}`): a GET's
 * payload in the query, a POST's as JSON with its `queryKeys` in the query as well.
 */
export function procedureRequest(apps: { main: string; accounting: string }, def: Def, payload: object): { path: string; body?: string } {
  let path = `/api/factory/execute/${encodeURIComponent(apps[def.app])}/${encodeURIComponent(def.name)}`;
  if (def.method === 'GET') {
    const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
    return { path: query ? `${path}?${query}` : path };
  }
  const fields = payload as Record<string, unknown>;
  const query = new URLSearchParams((def.queryKeys ?? []).filter((k) => fields[k] !== undefined).map((k) => [k, String(fields[k])])).toString();
  if (query) path += `?${query}`;
  return { path, body: JSON.stringify(payload) };
}

async function exchange(link: ProviderLink, key: ProcedureKey, payload: object): Promise<{ answer: Answer; path: string; def: Def }> {
  const def = link.setup.catalogue[key];
  const { path, body } = procedureRequest(link.setup.apps, def, payload);
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const sending = link.send(def.method, path, { body, headers, read: def.read, write: !def.read, heavy: def.heavy, key }, def.wholeList && def.read);
  if (def.read) return { answer: await sending, path, def };
  // a write, answered or not (it may have happened): the lists it may change are read anew everywhere
  const answer = await sending.finally(() => link.wrote(key, path));
  return { answer, path, def };
}

/**
 * A catalogue call's envelope, also for refusals (`Success:false` with a Message, including 400
 * validation answers); throws for outages, a missing procedure and an ended session.
 */
export async function callProcedure<T>(link: ProviderLink, key: ProcedureKey, payload: object = {}): Promise<ProcedureResult<T>> {
  const { answer, path, def } = await exchange(link, key, payload);
  const envelope = answer.body as ProcedureResult<T> | undefined;
  if ((answer.status === 200 || answer.status === 400) && envelope && typeof envelope === 'object') {
    // one reading of Success for every caller: 'False' is a refusal, an answer of Items alone a success
    envelope.Success = answer.status === 400 ? false : successOf(envelope);
    return envelope;
  }
  throw unexpectedAnswer(link.logger, def.method, path, answer);
}

/**
 * A call whose answer the spec does not read (the dashboard's bulk sends: "on any response the
 * success banner is shown"): any 2xx answer is done, whatever its body, which is passed on when
 * it is an object; only a body that says `Success: false` (or 'False') is a refusal.
 */
export async function callUnread<R extends { Success: boolean }>(link: ProviderLink, key: ProcedureKey, payload: object): Promise<R> {
  const { answer, path, def } = await exchange(link, key, payload);
  const body = answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body) ? (answer.body as R) : undefined;
  const refused = body !== undefined && (body.Success === false || String(body.Success).toLowerCase() === 'false');
  if (answer.status >= 200 && answer.status < 300) return { ...body, Success: !refused } as R;
  if (answer.status === 400 && body) return { ...body, Success: false };
  throw unexpectedAnswer(link.logger, def.method, path, answer);
}

/** Items of a read procedure; a refusal of a read is a provider error, not a userError. */
export function itemsOf<T>(link: ProviderLink, key: ProcedureKey, result: ProcedureResult<T>): T[] {
  if (!result.Success) {
    link.logger.warn({ procedure: key, message: result.Message }, 'provider refused a read');
    throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  }
  return result.Items ?? [];
}

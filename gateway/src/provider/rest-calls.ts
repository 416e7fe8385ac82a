import { gatewayError } from '../errors/errors';
import { unexpectedAnswer } from './answers';
import type { ModelStateRefusal, ProviderLink } from './client-types';
import type { TokenAnswer, TokenForm } from './contract-types';

/** A contract path with its `{name}` parameters filled in and its query appended (undefined values left out). */
function restUrl(path: string, request: object = {}): string {
  const { path: params = {}, query = {} } = request as { path?: Record<string, unknown>; query?: Record<string, unknown> };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

/** `POST /token`. Returns the token answer, or the provider's error description. */
export async function requestToken(link: ProviderLink, userName: string, password: string): Promise<TokenAnswer | { error: string; description: string }> {
  const fields: TokenForm = { grant_type: 'password', userName, password };
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const answer = await link.send('POST', '/token', {
    body: new URLSearchParams(fields).toString(),
    headers,
    anonymous: true,
    read: false,
    write: false,
    key: 'token',
  });
  const body = (answer.body ?? {}) as Record<string, unknown>;
  if (answer.status === 200 && typeof body.access_token === 'string') return body as unknown as TokenAnswer;
  if (answer.status === 400 || answer.status === 401) {
    return { error: String(body.error ?? 'invalid_grant'), description: String(body.error_description ?? 'The user name or password is incorrect.') };
  }
  throw unexpectedAnswer(link.logger, 'POST', '/token', answer);
}

/** A REST read (`GET /api/...`) by the contract's path: its answer, NOT_FOUND for a 404. */
export async function getRest(link: ProviderLink, path: string, request: object | undefined): Promise<unknown> {
  const url = restUrl(path, request);
  const answer = await link.send('GET', url, { read: true, key: path });
  if (answer.status === 200) return answer.body;
  if (answer.status === 404) throw gatewayError('NOT_FOUND', 'Not found.');
  throw unexpectedAnswer(link.logger, 'GET', url, answer);
}

/** A REST write by the contract's path: its answer, or the provider's 400/404/409 refusal with its ModelState. */
export async function postRest(
  link: ProviderLink,
  path: string,
  request: object,
  anonymous: boolean | undefined,
): Promise<{ ok: true; body: unknown } | { ok: false; refusal: ModelStateRefusal }> {
  const url = restUrl(path, request);
  const body: unknown = (request as { body?: unknown }).body;
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const answer = await link.send('POST', url, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers,
    anonymous,
    read: false,
    write: true,
    key: path,
  });
  if (answer.status >= 200 && answer.status < 300) return { ok: true, body: answer.body };
  if (answer.status === 400 || answer.status === 404 || answer.status === 409) {
    const b = (answer.body ?? {}) as Record<string, unknown>;
    const message = String(b.Message ?? b.message ?? 'The request is invalid.');
    return { ok: false, refusal: { status: answer.status, message, modelState: (b.ModelState as Record<string, string[]>) ?? {} } };
  }
  throw unexpectedAnswer(link.logger, 'POST', url, answer);
}

import type { Readable } from 'node:stream';
import { gatewayError } from '../errors/errors';
import { providerUnavailable, unexpectedAnswer } from './answers';
import type { ClientSetup } from './client-types';
import type { Answer } from './transport';

/** A streamed exchange outside the transport (a file's body is sent or read once, never retried), as one caller. */
interface FileLink {
  setup: ClientSetup;
  auth: Record<string, string>;
}

function seen(link: FileLink, key: string, method: string, path: string, status: number, started: number): void {
  const ms = Date.now() - started;
  link.setup.onCall?.({ method, path, status, ms });
  link.setup.telemetry?.providerCall({ key, method, path, status, ms, attempt: 0 });
  if (status === 401) throw gatewayError('UNAUTHENTICATED', 'The provider ended the session.');
}

/** Streams a multipart body to `/api/factory/upload-file`; answers the new file id. */
export async function uploadFile(link: FileLink, body: Readable, contentType: string, signal?: AbortSignal): Promise<{ id: string } | { tooLarge: true }> {
  const started = Date.now();
  const path = '/api/factory/upload-file';
  let res: Response;
  try {
    res = await fetch(link.setup.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': contentType, ...link.auth },
      body: body as unknown as BodyInit,
      // @ts-expect-error Node's fetch needs duplex for a streamed body.
      duplex: 'half',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw providerUnavailable(link.setup.logger, 'POST', path, error);
  }
  const answer: Answer = { status: res.status, body: await res.json().catch(() => undefined) };
  seen(link, 'upload-file', 'POST', path, res.status, started);
  if (res.status === 413) return { tooLarge: true };
  const id = (answer.body as Record<string, unknown> | undefined)?.Id;
  if (res.status === 200 && id !== undefined) return { id: String(id) };
  throw unexpectedAnswer(link.setup.logger, 'POST', path, answer);
}

/** Opens `/api/factory/download-file/{id}`; the caller streams the body on. */
export async function downloadFile(link: FileLink, id: string): Promise<Response> {
  const path = `/api/factory/download-file/${encodeURIComponent(id)}`;
  const started = Date.now();
  let res: Response;
  try {
    res = await fetch(link.setup.baseUrl + path, { headers: link.auth, signal: AbortSignal.timeout(link.setup.timeoutMs) });
  } catch (error) {
    throw providerUnavailable(link.setup.logger, 'GET', path, error);
  }
  seen(link, 'download-file', 'GET', path, res.status, started);
  return res;
}

/**
 * Readiness from the provider API of the spec only: `POST /token` without credentials must be
 * refused as a client error (400 invalid_grant). Any answer below 500 means the provider is up
 * and answering its API; no answer, a 5xx or a timeout means it is not.
 */
export async function providerReady(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=password',
      signal: AbortSignal.timeout(2000),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status >= 400 && res.status < 500;
  } catch {
    return false;
  }
}

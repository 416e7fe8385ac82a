/**
 * The provider check's HTTP (node:http/https, so a test can inject the name lookup): one request,
 * its answer as JSON (or its first 200 characters), and a connection failure named by its cause.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface HttpOptions {
  timeoutMs: number;
  /** The name lookup (tests inject a failing one; default the system's). */
  lookup?: LookupFunction;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(VERIFY|GET)|HOSTNAME|ALTNAME/i;

/** A request that got no HTTP answer: the URL asked and why, in words (refused, DNS, TLS, timeout). */
export class ConnectionFailure extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'refused' | 'dns' | 'tls' | 'timeout' | 'other',
    readonly detail: string,
  ) {
    super(`could not reach ${url}: ${describeCause(reason, detail)}`);
  }
}

function describeCause(reason: ConnectionFailure['reason'], detail: string): string {
  switch (reason) {
    case 'refused':
      return `connection refused (${detail}): nothing listens at that address and port; is the provider running, is the URL right?`;
    case 'dns':
      return `the host name was not found (${detail}): check the URL's host name and the DNS`;
    case 'tls':
      return `the TLS handshake failed (${detail}): the certificate is not trusted or not for this host (NODE_EXTRA_CA_CERTS names a private authority)`;
    case 'timeout':
      return `no answer within ${detail}`;
    default:
      return detail;
  }
}

export function classify(url: string, err: NodeJS.ErrnoException, timeoutMs: number): ConnectionFailure {
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED') return new ConnectionFailure(url, 'refused', code);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'EAI_FAIL') return new ConnectionFailure(url, 'dns', code);
  if (code === 'ETIMEDOUT' || code === 'CHECK_TIMEOUT') return new ConnectionFailure(url, 'timeout', `${timeoutMs} ms`);
  if (TLS_CODES.test(code) || TLS_CODES.test(err.message)) return new ConnectionFailure(url, 'tls', code || err.message);
  return new ConnectionFailure(url, 'other', `${code ? `${code}: ` : ''}${err.message}`);
}

/** Sends one request; rejects with a ConnectionFailure when no HTTP answer came. */
export function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
  options: HttpOptions,
): Promise<HttpAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // a connection of its own per request: a kept-alive one the provider closed meanwhile would read as a reset
    const req = client.request(target, { method: init.method, headers: init.headers, lookup: options.lookup, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err) => reject(classify(url, err, options.timeoutMs)));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text.slice(0, 200);
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.setTimeout(options.timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'CHECK_TIMEOUT' })));
    req.on('error', (err) => reject(classify(url, err, options.timeoutMs)));
    req.end(init.body);
  });
}

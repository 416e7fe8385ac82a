import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the proxy does to each request between gateway and provider:
 * - `none`: passes it on;
 * - `latency`: waits `latencyMs` before passing it on;
 * - `hang`: passes it on, lets the provider answer, and holds the answer until the fault is
 *   cleared (a write happened, the gateway hears nothing);
 * - `reset`: passes it on, waits for the provider's answer, then cuts the gateway's connection;
 * - `5xx`: answers 503 itself, the provider sees nothing;
 * - `down`: stops listening (connection refused) until the fault is cleared.
 */
export type Fault = 'none' | 'latency' | 'hang' | 'reset' | '5xx' | 'down';

/**
 * A provider that answers less (or takes less) than the reference one: rewrites a JSON request
 * body before the provider sees it, or a JSON answer before the gateway does (by procedure name).
 */
export interface Rewrite {
  request?: (procedure: string, body: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  answer?: (procedure: string, body: Record<string, unknown>, request: Record<string, unknown>) => Record<string, unknown>;
  /** The path (with its query) the provider is asked at: a provider that serves a procedure under another name. */
  path?: (path: string) => string;
}

export interface FaultProxy {
  url: string;
  /** Requests the provider received through the proxy, by method and path, with the JSON body the gateway sent. */
  forwarded: { method: string; path: string; body?: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }[];
  /** Rewrites requests and answers from now on (`{}` passes them on as they are). */
  rewrite(next: Rewrite): void;
  /**
   * Once a request matching `match` is answered, the provider dies: its answer reaches the gateway,
   * then every connection is cut and refused (as `down`) until the fault is cleared.
   */
  downAfter(match: (method: string, path: string) => boolean): void;
  set(fault: Fault, opts?: { latencyMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let fault: Fault = 'none';
  let latencyMs = 0;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forwarded: FaultProxy['forwarded'] = [];
  let rewrite: Rewrite = {};
  let dieAfter: ((method: string, path: string) => boolean) | undefined;

  async function forward(
    req: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const procedure = path.startsWith('/api/factory/execute/') ? (path.split('/').pop() ?? '') : '';
    const sent = jsonOf(body);
    forwarded.push({ method: req.method ?? 'GET', path, body: sent, headers: req.headers });
    const { request: rewriteRequest, answer: rewriteAnswer } = rewrite;
    if (procedure && sent && rewriteRequest) body = Buffer.from(JSON.stringify(await rewriteRequest(procedure, sent)));
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: upstream.host, 'content-length': String(body.length) };
    if (!req.headers['content-length']) delete headers['content-length'];
    return new Promise((resolve, reject) => {
      const target = rewrite.path ? rewrite.path(req.url ?? '') : req.url;
      const out = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: target, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let answer = Buffer.concat(chunks);
          const got = procedure && rewriteAnswer ? jsonOf(answer) : undefined;
          if (got) answer = Buffer.from(JSON.stringify(rewriteAnswer!(procedure, got, sent ?? {})));
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: answer });
        });
        res.on('error', reject);
      });
      out.on('error', reject);
      out.end(body);
    });
  }

  function reply(res: ServerResponse, answer: { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }) {
    if (res.destroyed) return;
    const headers = { ...answer.headers };
    delete headers['transfer-encoding'];
    headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const now = fault;
      const path = (req.url ?? '').split('?')[0] ?? '';
      try {
        // dying: a request that came on a connection still open is cut, never forwarded
        if (now === 'down') return req.socket.destroy();
        if (now === '5xx') {
          res.writeHead(503, { 'content-type': 'text/plain' });
          return res.end('Service Unavailable');
        }
        if (now === 'latency') await new Promise((r) => setTimeout(r, latencyMs));
        const answer = await forward(req, body);
        if (now === 'hang') return held.push(() => reply(res, answer));
        if (now === 'reset') return req.socket.destroy();
        if (dieAfter?.(req.method ?? 'GET', path)) {
          dieAfter = undefined;
          fault = 'down';
          res.on('finish', () => setTimeout(() => void goDown(), 20));
        }
        reply(res, answer);
      } catch {
        req.socket.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  const listening = () => server.listening;
  async function goDown() {
    if (!listening()) return;
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    rewrite(next) {
      rewrite = next;
    },
    downAfter(match) {
      dieAfter = match;
    },
    async set(next, opts = {}) {
      latencyMs = opts.latencyMs ?? latencyMs;
      dieAfter = undefined;
      if (next === 'down') await goDown();
      if (next !== 'down' && !listening()) await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      fault = next;
      // Clearing a hang delivers the answers it held (late, as a slow network would).
      if (next !== 'hang') held.splice(0).forEach((deliver) => deliver());
    },
    async close() {
      held.splice(0);
      for (const s of sockets) s.destroy();
      if (listening()) await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A JSON object body, or undefined (a form, a file, nothing). */
function jsonOf(body: Buffer): Record<string, unknown> | undefined {
  if (!body.length) return undefined;
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

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

export interface FaultProxy {
  url: string;
  /** Requests the provider received through the proxy, by method and path. */
  forwarded: { method: string; path: string }[];
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

  function forward(req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    forwarded.push({ method: req.method ?? 'GET', path: (req.url ?? '').split('?')[0] ?? '' });
    return new Promise((resolve, reject) => {
      const out = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
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
      try {
        if (now === '5xx') {
          res.writeHead(503, { 'content-type': 'text/plain' });
          return res.end('Service Unavailable');
        }
        if (now === 'latency') await new Promise((r) => setTimeout(r, latencyMs));
        const answer = await forward(req, body);
        if (now === 'hang') return held.push(() => reply(res, answer));
        if (now === 'reset') return req.socket.destroy();
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
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    async set(next, opts = {}) {
      latencyMs = opts.latencyMs ?? latencyMs;
      if (next === 'down' && listening()) {
        for (const s of sockets) s.destroy();
        await new Promise<void>((r) => server.close(() => r()));
      }
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

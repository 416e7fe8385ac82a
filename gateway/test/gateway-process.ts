import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GqlResult } from './harness';
import { freePort } from './redis';

/**
 * A gateway as its own process (`src/main.ts` through tsx), as a deploy runs it: for the tests of
 * several instances behind a load balancer, and of what SIGTERM does. Its JSON log is kept.
 * NODE_ENV=production as in a deploy (libraries such as Apollo behave otherwise under `test`): the
 * caller gives SESSION_SECRET, the history is kept in memory unless HISTORY_PATH says otherwise.
 */
export interface GatewayProcess {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  log(): string;
  /** Sends the signal; `exited` then resolves with the exit code. */
  signal(sig: NodeJS.Signals): void;
  exited: Promise<number | null>;
  /** Ends the process if it still runs (SIGKILL after 5 s). */
  kill(): Promise<void>;
}

const GATEWAY_DIR = path.resolve(__dirname, '..');

export async function startGatewayProcess(env: Record<string, string>, startMs = 60_000): Promise<GatewayProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'gateway-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Backoffice</title>');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: GATEWAY_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HISTORY_PATH: 'memory',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: webDist,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway process ended at start (${child.exitCode}): ${output.slice(-2000)}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the gateway process did not answer /healthz within ${startMs} ms: ${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    log: () => output,
    signal: (sig) => child.kill(sig),
    exited,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A GraphQL request to one instance, with a bearer token and headers of the test's choice. */
export async function gqlAt<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { token?: string; headers?: Record<string, string> } = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data: T; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
}

/**
 * What tracing costs (issue 44): the same operations against three gateway processes on one
 * provider: BENCH_BASE_COMMIT (the gateway before metrics and tracing, when given), this one with
 * tracing off, and this one with tracing on (OTLP http/protobuf to a receiver here that keeps
 * nothing). Alternating, one request at a time; p50 and p99 per pair.
 *
 *   npx tsx gateway/bench/tracing.ts
 *   BENCH_BASE_COMMIT=ded14c7 BENCH_TRACING_REQUESTS=400 npx tsx gateway/bench/tracing.ts
 * The base runs on this tree's node_modules: a package it needs that was dropped since (ded14c7:
 * p-queue 9.3.5) goes in a node_modules above TMPDIR, where the base is unpacked.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startProvider } from '../../provider/src';
import { alternatingLatency, type LatencyFigures } from './measure';

const ROOT = path.resolve(__dirname, '../..');
const REQUESTS = Number(process.env.BENCH_TRACING_REQUESTS ?? 300);
const QUERY = 'query Products { products(page: { offset: 0, limit: 50 }) { totalCount nodes { id name supplier { code } } } }';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function gateway(root: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'gateway'),
    // the history in memory: a folder's is bound to one provider address, and each run's provider has a new one
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LIST_CACHE_MS: '0',
      HISTORY_PATH: 'memory',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`gateway in ${root} did not start`);
}

async function signedIn(url: string): Promise<() => Promise<unknown>> {
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(input: { email: "admin@backoffice.test", password: "Admin!2024" }) { token } }' }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  return async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
}

const row = (name: string, f: LatencyFigures) =>
  `${name.padEnd(22)} p50 ${f.p50.toFixed(2).padStart(7)} ms  p99 ${f.p99.toFixed(2).padStart(7)} ms  n ${f.n}  errors ${f.errors}`;

async function main(): Promise<void> {
  const provider = await startProvider({ port: 0, fresh: true });
  let received = 0;
  const receiver = createServer((req, res) => {
    req.on('data', (c: Buffer) => (received += c.length));
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const common = { SESSION_SECRET: randomBytes(32).toString('base64url'), PROVIDER_URL: provider.url };
  const children: ChildProcess[] = [];
  try {
    const off = await gateway(ROOT, common);
    const on = await gateway(ROOT, { ...common, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}` });
    children.push(off.child, on.child);
    const [offCall, onCall] = [await signedIn(off.url), await signedIn(on.url)];
    const base = process.env.BENCH_BASE_COMMIT;
    if (base) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-base-'));
      execSync(`git archive ${base} | tar -x -C ${dir}`, { cwd: ROOT });
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
      const before = await gateway(dir, common);
      children.push(before.child);
      const baseCall = await signedIn(before.url);
      await alternatingLatency(baseCall, offCall, 30, 30_000);
      const [b, o] = await alternatingLatency(baseCall, offCall, REQUESTS, 120_000);
      console.log(row(`before (${base})`, b));
      console.log(row('tracing off', o));
      console.log(`tracing off against before: p50 ${(((o.p50 - b.p50) / b.p50) * 100).toFixed(1)} %`);
    }
    await alternatingLatency(offCall, onCall, 30, 30_000);
    const [o, t] = await alternatingLatency(offCall, onCall, REQUESTS, 120_000);
    console.log(row('tracing off', o));
    console.log(row('tracing on', t));
    console.log(`tracing on against off: p50 ${(((t.p50 - o.p50) / o.p50) * 100).toFixed(1)} %, p99 ${(((t.p99 - o.p99) / o.p99) * 100).toFixed(1)} %`);
    await new Promise((r) => setTimeout(r, 6000));
    console.log(`OTLP bytes received: ${received}`);
  } finally {
    for (const child of children) child.kill('SIGINT');
    await provider.close();
    receiver.close();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});

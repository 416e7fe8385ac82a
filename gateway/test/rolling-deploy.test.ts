import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProvider } from '../../provider/src';
import { createLogger } from '../src/common/logger';
import { required } from '../src/common/required';
import { readConfig } from '../src/server/config';
import { createGateway } from '../src/server/server';
import { gqlAt, startGatewayProcess, type GatewayProcess } from './gateway-process';
import { ADMIN, STACK_START_MS } from './harness';
import { startRedis } from './redis';

/**
 * A rolling deploy as operations run one: two gateway processes in production mode on one Redis,
 * readers busy on A, then SIGTERM to A. What A accepted before and during its drain is answered
 * 200; after the drain it refuses (a retryable 503, or no connection once it has exited); never a 500.
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let provider: Awaited<ReturnType<typeof startProvider>>;
let a: GatewayProcess;
let b: GatewayProcess;
let token: string;

const DRAIN_MS = 2000;
const READERS = 20;
/** Per reader: the test stays bounded in count as well as in time. */
const MAX_REQUESTS = 400;
/** Requests sent this long before the drain ends must be served; those nearer its end may race the close. */
const MARGIN_MS = 300;
const READ = '{ me { userName } periodDates { id } }';
const SESSION_SECRET = randomBytes(32).toString('base64url');

interface Outcome {
  /** When the request was sent, in ms after the SIGTERM (negative: before). */
  sentMs: number;
  /** The HTTP status, or the connection's error code (ECONNREFUSED). */
  status: number | string;
  code?: string;
  retryAfter?: string | null;
  userName?: string;
}

beforeAll(async () => {
  [redis, provider] = await Promise.all([startRedis(), startProvider({ port: 0, fresh: true })]);
  const env = {
    SESSION_SECRET,
    PROVIDER_URL: provider.url,
    REDIS_URL: redis.url,
    SESSION_ROLES_REFRESH_SECONDS: '600',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    SHUTDOWN_GRACE_MS: '10000',
  };
  [a, b] = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
  const login = await gqlAt(a.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: ADMIN.email, p: ADMIN.password });
  token = required(login.data.login.token, 'a session');
}, STACK_START_MS);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await provider?.close();
  await redis?.stop();
}, 30_000);

/** One reader: sequential requests to `url` until `endAt`, its cap, or a refused connection (the instance is gone); it honours Retry-After. */
async function reader(url: string, signalAt: () => number, endAt: number, out: Outcome[]): Promise<void> {
  for (let sent = 0; sent < MAX_REQUESTS && Date.now() < endAt; sent++) {
    const start = Date.now();
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: READ }),
      });
      const body = (await res.json().catch(() => null)) as { data?: { me?: { userName?: string } }; errors?: { extensions?: { code?: string } }[] } | null;
      const retryAfter = res.headers.get('retry-after');
      out.push({ sentMs: start - signalAt(), status: res.status, code: body?.errors?.[0]?.extensions?.code, retryAfter, userName: body?.data?.me?.userName });
      // as a client or a load balancer does: ask again after the time the answer names
      if (retryAfter) await new Promise((r) => setTimeout(r, Number(retryAfter) * 1000));
    } catch (error) {
      const status = String((error as { cause?: { code?: string } }).cause?.code ?? error);
      out.push({ sentMs: start - signalAt(), status });
      if (status === 'ECONNREFUSED') return;
    }
  }
}

const served = (o: Outcome) => o.status === 200 && o.userName === ADMIN.email;
const refusedRetryable = (o: Outcome) => (o.status === 503 && o.code === 'SHUTTING_DOWN' && Number(o.retryAfter) > 0) || o.status === 'ECONNREFUSED';

describe('a rolling deploy', () => {
  it('SIGTERM under 20 readers: every request sent before or during the drain answered 200, the rest refused retryably, no 500', async () => {
    const outcomes: Outcome[] = [];
    let signalAt = Number.POSITIVE_INFINITY;
    const endAt = Date.now() + 1000 + DRAIN_MS + 2500;
    const readers = Array.from({ length: READERS }, () => reader(a.url, () => signalAt, endAt, outcomes));
    await new Promise((r) => setTimeout(r, 1000));
    signalAt = Date.now();
    a.signal('SIGTERM');
    let readyz = 200;
    for (const until = Date.now() + 1500; readyz !== 503 && Date.now() < until;) readyz = (await fetch(`${a.url}/readyz`)).status;
    expect((await gqlAt(b.url, '{ me { userName } }', {}, { token })).data.me.userName).toBe(ADMIN.email);
    await Promise.all(readers);
    expect(await a.exited).toBe(0);

    const figures = {
      requests: outcomes.length,
      internalErrors: outcomes.filter((o) => o.status === 500).length,
      beforeOrDuringDrainNotServed: outcomes.filter((o) => o.sentMs < DRAIN_MS - MARGIN_MS && !served(o)).length,
      afterDrainNeitherServedNorRefused: outcomes.filter((o) => o.sentMs >= DRAIN_MS - MARGIN_MS && !served(o) && !refusedRetryable(o)).length,
    };
    // on a failure the answers by phase are printed with the figures
    expect({ ...figures, byPhase: countBy(outcomes) }).toEqual({
      requests: expect.any(Number),
      internalErrors: 0,
      beforeOrDuringDrainNotServed: 0,
      afterDrainNeitherServedNorRefused: 0,
      byPhase: expect.any(Object),
    });
    // the load ran through the drain and past the close, within its bounds
    expect(outcomes.filter((o) => o.sentMs > 0 && o.sentMs < DRAIN_MS - MARGIN_MS && served(o)).length).toBeGreaterThanOrEqual(READERS / 2);
    expect(outcomes.filter((o) => o.sentMs >= DRAIN_MS - MARGIN_MS && refusedRetryable(o)).length).toBeGreaterThan(0);
    expect(outcomes.length).toBeLessThanOrEqual(READERS * MAX_REQUESTS);
    expect(readyz).toBe(503);
    expect(a.log()).not.toContain('after the server has stopped');
  }, 60_000);

  it('in production no library hooks SIGTERM or SIGINT: only main.ts decides how the gateway stops', async () => {
    const listeners = () => ({ SIGTERM: process.listenerCount('SIGTERM'), SIGINT: process.listenerCount('SIGINT') });
    const before = listeners();
    const nodeEnv = process.env.NODE_ENV;
    // Apollo reads NODE_ENV from the process when it is built
    process.env.NODE_ENV = 'production';
    try {
      const config = readConfig({
        NODE_ENV: 'production',
        SESSION_SECRET,
        PROVIDER_URL: provider.url,
        REDIS_URL: redis.url,
        // the embedded history store (lmdb) too
        HISTORY_PATH: mkdtempSync(path.join(os.tmpdir(), 'gateway-history-')),
      });
      const gateway = await createGateway(config, { logger: createLogger('silent') });
      await gateway.listen(0, '127.0.0.1');
      try {
        expect(listeners()).toEqual(before);
      } finally {
        await gateway.close();
      }
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});

/** The answers by phase (before the signal, during the drain, after it) and status: `drain:200`, `after:503:SHUTTING_DOWN`. */
function countBy(outcomes: Outcome[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of outcomes) {
    const k = `${o.sentMs < 0 ? 'before' : o.sentMs < DRAIN_MS ? 'drain' : 'after'}:${o.status}:${o.code ?? ''}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { Redis } from 'ioredis';
import { freePort, startRedis } from '../../test/redis';
import { createLogger } from '../common/logger';
import { RedisIdempotencyStore } from '../provider/idempotency-redis';
import { affectedBy, LIST_KINDS, MemoryGenerations, RedisGenerations, RequestGenerations } from '../provider/list-generations';
import { Drain } from './drain';
import { connectRedis, readRedisSettings, redisOptionsOf } from './redis';

const logger = createLogger('silent');
// a client that never connected keeps ioredis' 2 s disconnect timer otherwise (jest waits for it)
const quick = { disconnectTimeout: 0 };
const answer = { status: 200, body: { Success: true, NewId: 7 } };

describe('the shared Redis connection', () => {
  it('signs in with the password of REDIS_URL, and a wrong one leaves it not ready', async () => {
    const redis = await startRedis(15_000, { password: 'pa ss:w@rd' });
    const good = await connectRedis({ url: redis.url }, logger, 5000, quick);
    const bad = await connectRedis({ url: redis.url.replace(/:[^:@/]+@/, ':wrong@') }, logger, 1000, quick);
    try {
      expect(good.status).toBe('ready');
      expect(await good.ping()).toBe('PONG');
      expect(bad.status).not.toBe('ready');
    } finally {
      good.disconnect();
      bad.disconnect();
      await redis.stop();
    }
  });

  it('speaks TLS to a rediss:// server whose authority REDIS_TLS_CA_FILE names', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-tls-'));
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const port = await freePort();
    const { spawn } = await import('node:child_process');
    const server = spawn(
      process.env.REDIS_SERVER_PATH ?? 'redis-server',
      [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--tls-cert-file',
        cert,
        '--tls-key-file',
        key,
        '--tls-ca-cert-file',
        cert,
        '--tls-auth-clients',
        'no',
      ],
      { stdio: 'ignore' },
    );
    let client: Redis | undefined;
    try {
      const settings = { url: `rediss://127.0.0.1:${port}`, ...readRedisSettings({ REDIS_TLS_CA_FILE: cert }) };
      expect(settings.tlsCa).toBe(readFileSync(cert, 'utf8'));
      for (let i = 0; i < 50 && client?.status !== 'ready'; i++) {
        client?.disconnect();
        client = await connectRedis(settings, logger, 300, quick);
      }
      expect(await client!.ping()).toBe('PONG');
    } finally {
      client?.disconnect();
      server.kill('SIGKILL');
    }
  }, 30_000);

  it('finds the primary through Sentinels, with the password, TLS and database of REDIS_URL', () => {
    const extra = readRedisSettings({ REDIS_SENTINELS: 's1:26379, s2:26380', REDIS_SENTINEL_NAME: 'backoffice' });
    expect(redisOptionsOf({ url: 'rediss://:secret@ignored:6379/2', ...extra })).toMatchObject({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26380 },
      ],
      name: 'backoffice',
      password: 'secret',
      db: 2,
      enableTLSForSentinelMode: true,
      enableOfflineQueue: false,
    });
    expect(() => readRedisSettings({ REDIS_SENTINELS: 's1' })).toThrow(/REDIS_SENTINELS/);
  });
});

describe('idempotency answers in Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let client: Redis;
  beforeAll(async () => {
    redis = await startRedis();
    client = await connectRedis({ url: redis.url }, logger, 5000, quick);
  }, 30_000);
  afterAll(async () => {
    await client?.quit();
    await redis?.stop();
  });
  const store = (pendingMs = 5_000) => new RedisIdempotencyStore(client, { ttlMs: 60_000, pendingMs, pollMs: 10 }, logger);

  it('lets the first caller through; a later one, on another store of the same Redis, waits for its answer', async () => {
    const [one, two] = [store(), store()];
    expect(await one.begin('k1')).toEqual({ first: true });
    const later = await two.begin('k1');
    expect(later.first).toBe(false);
    setTimeout(() => void one.settle('k1', answer), 50);
    await expect((later as { answer: Promise<unknown> }).answer).resolves.toEqual(answer);
    const after = await two.begin('k1');
    await expect((after as { answer: Promise<unknown> }).answer).resolves.toEqual(answer);
  });

  it('a forgotten key fails its waiters and lets a deliberate retry through', async () => {
    const s = store();
    await s.begin('k2');
    const waiter = (await s.begin('k2')) as { answer: Promise<unknown> };
    await s.forget('k2');
    await expect(waiter.answer).rejects.toThrow(/no answer/);
    expect(await s.begin('k2')).toEqual({ first: true });
  });

  it('a write whose instance never answered (past its bound) is never let through again', async () => {
    const s = store(100);
    await s.begin('k3');
    await new Promise((r) => setTimeout(r, 150));
    await expect(((await s.begin('k3')) as { answer: Promise<unknown> }).answer).rejects.toThrow(/no answer yet/);
    await expect(((await s.begin('k3')) as { answer: Promise<unknown> }).answer).rejects.toThrow(/no answer yet/);
  });

  it('Redis unreachable: STORE_UNAVAILABLE before anything is sent', async () => {
    const gone = await connectRedis({ url: `redis://127.0.0.1:${await freePort()}` }, logger, 200, quick);
    try {
      await expect(new RedisIdempotencyStore(gone, { ttlMs: 1000, pendingMs: 1000 }, logger).begin('k4')).rejects.toMatchObject({
        extensions: { code: 'STORE_UNAVAILABLE', http: { status: 503 } },
      });
    } finally {
      gone.disconnect();
    }
  });

  it("reads a request's session and the list generations in one round trip (one write to the socket)", async () => {
    const { RedisSessionStore } = await import('../session/store');
    // as always but right after Redis lost its data: the counters (and their epoch) are there
    await new RedisGenerations(client, 'test:gen').read();
    const stream = (client as unknown as { stream: { write: (...args: unknown[]) => boolean } }).stream;
    const write = jest.spyOn(stream, 'write');
    try {
      await Promise.all([new RedisSessionStore(client).get('no-such-session'), new RedisGenerations(client, 'test:gen').read()]);
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      write.mockRestore();
    }
  });

  it('list generations: a write bumps only the kinds it may change, for every reader of the same Redis', async () => {
    const [mine, theirs] = [new RedisGenerations(client, 'test:gen'), new RedisGenerations(client, 'test:gen')];
    const request = new RequestGenerations(mine, await mine.read());
    const before = new RequestGenerations(theirs, await theirs.read());
    expect(await request.wrote('salesOrders.create')).toBe(true);
    const after = new RequestGenerations(theirs, await theirs.read());
    expect(after.tagOf('salesOrders.list')).not.toBe(before.tagOf('salesOrders.list'));
    expect(after.tagOf('monthEnd.list')).not.toBe(before.tagOf('monthEnd.list'));
    expect(after.tagOf('products.list')).toBe(before.tagOf('products.list'));
    expect(request.tagOf('salesOrders.page')).toBe(after.tagOf('salesOrders.page'));
  });

  it('list generations never come back after Redis loses its data: counters from 0 again carry a new epoch', async () => {
    const [mine, theirs] = [new RedisGenerations(client, 'test:gen:lost'), new RedisGenerations(client, 'test:gen:lost')];
    await mine.bump(['tasks']);
    const before = await mine.read();
    const cachedAt = new RequestGenerations(mine, before).tagOf('tasks.list');
    await client.del('test:gen:lost'); // what a Redis restarted without its data holds
    const [first, second] = await Promise.all([mine.read(), theirs.read()]);
    expect(first).toEqual(second);
    expect(first).toEqual({ epoch: expect.any(String), counters: {} });
    await theirs.bump(['tasks']);
    const after = await mine.read();
    expect(after.counters.tasks).toBe(before.counters.tasks);
    expect(after.epoch).not.toBe(before.epoch);
    expect(new RequestGenerations(mine, after).tagOf('tasks.list')).not.toBe(cachedAt);
  });
});

describe('list generations without Redis', () => {
  it('name the affected kinds per domain, all kinds for a domain not named, and read around the cache when unreadable', async () => {
    expect(affectedBy('periodDates.update')).toEqual(['periodDates', 'monthEnd', 'demurrage']);
    expect(affectedBy('somethingNew.create')).toEqual(LIST_KINDS);
    const store = new MemoryGenerations();
    const request = new RequestGenerations(store, await store.read());
    expect(request.tagOf('tasks.list')).toBe('g0');
    await request.wrote('tasks.create');
    expect(request.tagOf('tasks.list')).toBe('g1');
    const failing = { read: async () => ({ epoch: '', counters: {} }), bump: async () => Promise.reject(new Error('gone')) };
    const cut = new RequestGenerations(failing, { epoch: '', counters: {} });
    expect(await cut.wrote('tasks.create')).toBe(false);
    expect(cut.tagOf('tasks.list')).toBeNull();
  });
});

describe('the graceful stop', () => {
  it('serves on while draining, refuses new requests after it (503, Retry-After), finishes what is in flight within the bound, cuts the rest and says which', async () => {
    const drain = new Drain({ drainMs: 100, graceMs: 1000 }, logger);
    const app = express();
    app.use(drain.track);
    app.get('/quick', (_req, res) => void setTimeout(() => res.json({ ok: true }), 200));
    app.get('/stuck', () => undefined);
    const server: Server = createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const quick = fetch(`${url}/quick`).then((r) => r.json());
    const stuck = fetch(`${url}/stuck`).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 50));
    const stopped = drain.stop(server);
    expect(drain.stopping).toBe(true);
    const during = await fetch(`${url}/quick`, { headers: { connection: 'close' } });
    expect(during.headers.get('connection')).toBe('close');
    expect(await quick).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 100));
    const after = await fetch(`${url}/quick`);
    expect([after.status, after.headers.get('retry-after'), after.headers.get('connection')]).toEqual([503, '1', 'close']);
    expect(await after.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'SHUTTING_DOWN' } }] });
    const report = await stopped;
    expect(report).toEqual({ finished: expect.arrayContaining(['GET /quick']), cut: ['GET /stuck'] });
    expect(String(await stuck)).toMatch(/fetch failed/);
    expect(server.listening).toBe(false);
  });

  it('skips the drain period when asked (Ctrl-C) and stops at once when nothing is in flight', async () => {
    const drain = new Drain({ drainMs: 10_000, graceMs: 10_000 }, logger);
    const server = createServer(express().use(drain.track));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const started = Date.now();
    expect(await drain.stop(server, { drain: false })).toEqual({ finished: [], cut: [] });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

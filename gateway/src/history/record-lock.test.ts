import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { startedTogether, startPostgres, type TestPostgres } from '../../test/postgres';
import { startRedis } from '../../test/redis';
import { postgresRecordLocks, processRecordLocks, redisRecordLocks, type RecordLocks } from './record-lock';

// Two "gateways" (two lock clients of their own) against a real redis-server and a real PostgreSQL.
let redisServer: Awaited<ReturnType<typeof startRedis>>;
let postgres: TestPostgres;
const clients: Redis[] = [];
const opened: RecordLocks[] = [];
const logger = { warn: jest.fn() };

beforeAll(async () => {
  await startedTogether([startRedis().then((r) => (redisServer = r)), startPostgres().then((p) => (postgres = p))]);
}, 60_000);
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  for (const c of clients) c.disconnect();
  await Promise.all([redisServer?.stop(), postgres?.stop()]);
});

const kinds: [string, (settings: { ttlMs: number; waitMs: number }) => RecordLocks][] = [
  [
    'redis',
    (settings) => {
      const client = new Redis(redisServer.url, { maxRetriesPerRequest: 0 });
      clients.push(client);
      return redisRecordLocks(client, settings, logger);
    },
  ],
  ['postgres', (settings) => postgresRecordLocks(postgres.url(), settings, logger)],
];

describe.each(kinds)('the %s record lock', (_name, open) => {
  const pair = (settings: { ttlMs: number; waitMs: number }) => {
    const two = [open(settings), open(settings)] as const;
    opened.push(...two);
    return two;
  };
  const order = (id: string) => ({ type: 'SALES_ORDER' as const, id });

  it('lets one gateway hold a record; the other waits for the release, a third record is free', async () => {
    const [a, b] = pair({ ttlMs: 30_000, waitMs: 2_000 });
    const unlock = await a.take(order('1'));
    expect(unlock).not.toBeNull();
    const free = await b.take(order('2'));
    expect(free).not.toBeNull();
    await free!();
    const started = Date.now();
    const waiting = b.take(order('1'));
    await sleep(150);
    await unlock!();
    const next = await waiting;
    expect(next).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await next!();
    await next!(); // twice: no harm
  });

  it('answers null once the wait is over while the other still holds it', async () => {
    const [a, b] = pair({ ttlMs: 30_000, waitMs: 200 });
    const unlock = await a.take(order('3'));
    const started = Date.now();
    expect(await b.take(order('3'))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    await unlock!();
    const after = await b.take(order('3'));
    expect(after).not.toBeNull();
    await after!();
  });

  it('ends a lock nobody released after its time to live', async () => {
    const [a, b] = pair({ ttlMs: 300, waitMs: 2_000 });
    const forgotten = await a.take(order('4'));
    expect(forgotten).not.toBeNull();
    const started = Date.now();
    const taken = await b.take(order('4'));
    expect(taken).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    // the first holder's late release leaves the second's lock alone
    await forgotten!();
    const [, c] = pair({ ttlMs: 30_000, waitMs: 100 });
    expect(await c.take(order('4'))).toBeNull();
    await taken!();
  });
});

describe('the in-process record lock (one gateway alone)', () => {
  const order = (id: string) => ({ type: 'SALES_ORDER' as const, id });

  it('makes a second save wait for the release, answers null after the wait, and ends by itself after its time to live', async () => {
    const locks = processRecordLocks({ ttlMs: 30_000, waitMs: 200 });
    const unlock = await locks.take(order('1'));
    expect(unlock).not.toBeNull();
    expect(await locks.take(order('1'))).toBeNull();
    const free = await locks.take(order('2'));
    await free!();
    const waiting = locks.take(order('1'));
    await sleep(50);
    await unlock!();
    const next = await waiting;
    expect(next).not.toBeNull();
    await unlock!(); // a late second release leaves the next holder's lock alone
    expect(await locks.take(order('1'))).toBeNull();
    await next!();
    // a retry of the submission holding it goes through; another submission waits
    const first = await locks.take(order('5'), 'submission-1');
    expect(await locks.take(order('5'), 'submission-1')).not.toBeNull();
    expect(await locks.take(order('5'), 'submission-2')).toBeNull();
    await first!();
    const short = processRecordLocks({ ttlMs: 100, waitMs: 2_000 });
    await short.take(order('4'));
    expect(await short.take(order('4'))).not.toBeNull();
  });
});

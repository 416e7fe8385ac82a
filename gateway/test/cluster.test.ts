import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startProvider } from '../../provider/src';
import { required } from '../src/common/required';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { gqlAt, startGatewayProcess, type GatewayProcess } from './gateway-process';
import { ADMIN, codes, STACK_START_MS } from './harness';
import { startRedis } from './redis';

/**
 * Two gateway processes behind an imagined load balancer, sharing one redis-server and one
 * provider (reached through the fault proxy, which can hold a write): what a user does on one
 * instance holds on the other, a retried write is sent once, lists are fresh on the next request,
 * Redis may go away and come back, and a SIGTERM finishes the requests in flight.
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let provider: Awaited<ReturnType<typeof startProvider>>;
let proxy: FaultProxy;
let a: GatewayProcess;
let b: GatewayProcess;
let admin: string;
let supplierCode: string;

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token retryAfterSeconds userErrors { code } } }';
const ME = '{ me { userName } }';
const CREATE_PERIOD = 'mutation($i: CreatePeriodDateInput!) { createPeriodDate(input: $i) { periodDate { id year month } userErrors { code } } }';
const PERIODS = '{ periodDates { id year month } }';
const CREATE_ORDER = 'mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { id } userErrors { code message } } }';
const OVERVIEW = '{ salesOrders(range: ALL, page: { offset: 0, limit: 5 }) { totalCount nodes { id } } }';
const PRODUCTS = '{ products(page: { offset: 0, limit: 5 }) { totalCount } }';

const login = async (url: string, user: { email: string; password: string }) => (await gqlAt(url, LOGIN, { e: user.email, p: user.password })).data.login;
const callsOf = (procedure: string) => proxy.forwarded.filter((f) => f.path.endsWith(`/${procedure}`)).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A list kind's generation counter as the gateways keep it in Redis (provider/list-generations.ts). */
async function counterOf(kind: string): Promise<number> {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 0, disconnectTimeout: 0 });
  try {
    return Number((await client.hget('bo:lists:generation', kind)) ?? 0);
  } finally {
    client.disconnect();
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

/** Holds the provider's next call of `procedure` until `release()`; `arrived` once it is held. */
function holdNext(procedure: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let arrived = false;
  proxy.rewrite({
    request: async (name, body) => {
      if (name === procedure) {
        arrived = true;
        await released;
      }
      return body;
    },
  });
  return { release, arrived: () => arrived };
}

beforeAll(async () => {
  [redis, provider] = await Promise.all([startRedis(), startProvider({ port: 0, fresh: true })]);
  proxy = await startFaultProxy(provider.url);
  const env = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PROVIDER_URL: proxy.url,
    REDIS_URL: redis.url,
    LIST_CACHE_MS: '60000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '4',
    SESSION_ROLES_REFRESH_SECONDS: '600',
    SHUTDOWN_DRAIN_MS: '2000',
    SHUTDOWN_GRACE_MS: '15000',
  };
  [a, b] = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
  admin = required((await login(a.url, ADMIN)).token, 'a session');
  supplierCode = required(
    (await provider.db.query<{ code: string }>('select code from suppliers where not demurrage order by code limit 1')).rows[0],
    'a supplier',
  ).code;
}, STACK_START_MS);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await proxy?.close();
  await provider?.close();
  await redis?.stop();
}, 30_000);
afterEach(() => proxy.rewrite({}));

describe('two gateways sharing Redis', () => {
  it('a session opened on A is used on B; signed out on B, it is refused on A', async () => {
    const token = required((await login(a.url, ADMIN)).token, 'a session');
    expect((await gqlAt(b.url, ME, {}, { token })).data.me.userName).toBe(ADMIN.email);
    await gqlAt(b.url, 'mutation { logout { ok } }', {}, { token });
    expect((await gqlAt(a.url, ME, {}, { token })).data.me).toBeNull();
    expect(codes(await gqlAt(a.url, PERIODS, {}, { token }))).toEqual(['UNAUTHENTICATED']);
  });

  it('counts wrong passwords on both together: four spread over A and B lock the account on either', async () => {
    const user = { email: 'order@backoffice.test', password: 'wrong-password' };
    for (const url of [a.url, b.url, a.url, b.url]) expect((await login(url, user)).userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
    const locked = await login(a.url, { ...user, password: 'Order!2024' });
    expect(locked.token).toBeNull();
    expect(locked.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a create sent to A and retried with the same key on B: one record, the same answer', async () => {
    const headers = { 'idempotency-key': `cluster-seq-${randomBytes(6).toString('hex')}` };
    const input = { i: { year: 2051, month: 1, newDate: '2051-02-01' } };
    const first = await gqlAt(a.url, CREATE_PERIOD, input, { token: admin, headers });
    const again = await gqlAt(b.url, CREATE_PERIOD, input, { token: admin, headers });
    expect(first.data.createPeriodDate.userErrors).toEqual([]);
    expect(again.data).toEqual(first.data);
    expect(callsOf('postPeriodDate')).toBe(1);
    const rows = (await gqlAt(b.url, PERIODS, {}, { token: admin })).data.periodDates.filter((p: { year: number }) => p.year === 2051);
    expect(rows).toHaveLength(1);
  });

  it("a retry on B while A's write is still in flight waits for A's answer and sends nothing", async () => {
    const headers = { 'idempotency-key': `cluster-inflight-${randomBytes(6).toString('hex')}` };
    const input = { i: { year: 2052, month: 2, newDate: '2052-03-01' } };
    const before = callsOf('postPeriodDate');
    const held = holdNext('postPeriodDate');
    const first = gqlAt(a.url, CREATE_PERIOD, input, { token: admin, headers });
    await until('the write reached the provider', held.arrived);
    const retry = gqlAt(b.url, CREATE_PERIOD, input, { token: admin, headers });
    await sleep(500);
    expect(callsOf('postPeriodDate')).toBe(before + 1);
    held.release();
    const [one, two] = await Promise.all([first, retry]);
    expect(one.data.createPeriodDate.userErrors).toEqual([]);
    expect(two.data).toEqual(one.data);
    expect(callsOf('postPeriodDate')).toBe(before + 1);
  });

  it("an order created through A is in B's overview on the very next request; B's products stay cached", async () => {
    const seen = (await gqlAt(b.url, OVERVIEW, {}, { token: admin })).data.salesOrders;
    await gqlAt(b.url, PRODUCTS, {}, { token: admin });
    const productReads = callsOf('getProducts');
    const order = { customerCode: '100003', supplierCode, customerReference: 'CLUSTER', loadingDate: '2030-06-15' };
    const created = await gqlAt(a.url, CREATE_ORDER, { i: { order } }, { token: admin });
    expect(created.data.createSalesOrder.userErrors).toEqual([]);
    const after = (await gqlAt(b.url, OVERVIEW, {}, { token: admin })).data.salesOrders;
    expect(after.totalCount).toBe(seen.totalCount + 1);
    expect(after.nodes[0].id).toBe(created.data.createSalesOrder.salesOrder.id);
    await gqlAt(b.url, PRODUCTS, {}, { token: admin });
    expect(callsOf('getProducts')).toBe(productReads);
  });

  it('Redis stopped: /readyz says so, requests answer STORE_UNAVAILABLE (503) and no write is sent; restarted: both recover by themselves', async () => {
    await redis.stop();
    await until('A sees Redis gone', async () => (await fetch(`${a.url}/readyz`)).status === 503);
    expect(await (await fetch(`${a.url}/readyz`)).json()).toEqual({ status: 'redis unavailable' });
    const refused = await gqlAt(b.url, ME, {}, { token: admin });
    expect(refused.status).toBe(503);
    expect(codes(refused)).toEqual(['STORE_UNAVAILABLE']);
    const writes = callsOf('postPeriodDate');
    const create = await gqlAt(
      a.url,
      CREATE_PERIOD,
      { i: { year: 2054, month: 4, newDate: '2054-05-01' } },
      { token: admin, headers: { 'idempotency-key': 'cluster-redis-gone-1' } },
    );
    expect([create.status, codes(create)]).toEqual([503, ['STORE_UNAVAILABLE']]);
    expect(callsOf('postPeriodDate')).toBe(writes);
    const signIn = await gqlAt(a.url, LOGIN, { e: ADMIN.email, p: ADMIN.password });
    expect(codes(signIn)).toEqual(['STORE_UNAVAILABLE']);
    const upload = await fetch(`${a.url}/files`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } });
    expect([upload.status, ((await upload.json()) as { error: { code: string } }).error.code]).toEqual([503, 'STORE_UNAVAILABLE']);
    redis = await startRedis(15_000, { port: redis.port });
    for (const gw of [a, b]) await until('the instance is ready again', async () => (await fetch(`${gw.url}/readyz`)).status === 200, 15_000);
    // the restarted Redis kept nothing (no persistence in tests): sign in again, on A, used on B
    admin = required((await login(a.url, ADMIN)).token, 'a session after the restart');
    expect((await gqlAt(b.url, ME, {}, { token: admin })).data.me.userName).toBe(ADMIN.email);
  }, 60_000);

  it("Redis restarted empty: A's overview cached before never comes back once B's writes bring the counter to the same value", async () => {
    const createOn = async (url: string) => {
      const order = { customerCode: '100003', supplierCode, customerReference: 'EPOCH', loadingDate: '2030-06-16' };
      const created = await gqlAt(url, CREATE_ORDER, { i: { order } }, { token: admin });
      expect(created.data.createSalesOrder.userErrors).toEqual([]);
      return created.data.createSalesOrder.salesOrder.id as string;
    };
    await createOn(b.url);
    const generation = await counterOf('salesOrders');
    const cached = (await gqlAt(a.url, OVERVIEW, {}, { token: admin })).data.salesOrders;
    await redis.stop();
    redis = await startRedis(15_000, { port: redis.port });
    for (const gw of [a, b]) await until('the instance is ready again', async () => (await fetch(`${gw.url}/readyz`)).status === 200, 15_000);
    admin = required((await login(b.url, ADMIN)).token, 'a session after the restart');
    const created: string[] = [];
    while ((await counterOf('salesOrders')) < generation) created.push(await createOn(b.url));
    expect(await counterOf('salesOrders')).toBe(generation);
    const seen = (await gqlAt(a.url, OVERVIEW, {}, { token: admin })).data.salesOrders;
    expect([seen.totalCount, seen.nodes[0].id]).toEqual([cached.totalCount + created.length, created.at(-1)]);
  }, 60_000);

  it('SIGTERM on A mid slow write and mid upload: /readyz 503 at once, B serves, both finish with their answers, exit 0', async () => {
    const held = holdNext('postPeriodDate');
    const write = gqlAt(a.url, CREATE_PERIOD, { i: { year: 2053, month: 3, newDate: '2053-04-01' } }, { token: admin });
    await until('the write reached the provider', held.arrived);
    const upload = slowUpload(a.url, admin);
    await upload.started;
    a.signal('SIGTERM');
    await until('A says it is stopping', async () => (await fetch(`${a.url}/readyz`)).status === 503, 1500);
    expect((await gqlAt(b.url, ME, {}, { token: admin })).data.me.userName).toBe(ADMIN.email);
    await sleep(2300); // past the drain period: A refuses new requests (503), its requests in flight go on
    upload.finish();
    held.release();
    const [written, uploaded] = await Promise.all([write, upload.answer]);
    expect(written.data.createPeriodDate.userErrors).toEqual([]);
    expect(uploaded).toEqual({ status: 200, id: expect.any(String) });
    expect(await a.exited).toBe(0);
    const stopped = a
      .log()
      .split('\n')
      .find((line) => line.includes('"msg":"stopped'));
    expect(JSON.parse(required(stopped, 'the stop report'))).toMatchObject({ cut: [], finished: expect.arrayContaining(['POST /graphql', 'POST /files']) });
  }, 60_000);
});

/** An upload whose body comes in two parts: the second only on `finish()`, so the request is in flight until then. */
function slowUpload(url: string, token: string) {
  const boundary = 'cluster-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 `;
  const tail = `slow body\r\n--${boundary}--\r\n`;
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  let started!: () => void;
  const startedP = new Promise<void>((r) => (started = r));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
      setTimeout(started, 300);
      await finished;
      controller.enqueue(new TextEncoder().encode(tail));
      controller.close();
    },
  });
  const answer = fetch(`${url}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    // @ts-expect-error Node's fetch needs duplex for a streamed body.
    duplex: 'half',
  }).then(async (res) => ({ status: res.status, ...((await res.json()) as { id?: string }) }));
  return { started: startedP, finish, answer };
}

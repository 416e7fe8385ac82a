import { randomBytes } from 'node:crypto';
import { startProvider } from '../../provider/src';
import { required } from '../src/common/required';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { gqlAt, startGatewayProcess, type GatewayProcess } from './gateway-process';
import { ADMIN, codes, FINANCE, STACK_START_MS } from './harness';
import { startedTogether } from './postgres';
import { startRedis } from './redis';

/**
 * A save whose write outlives its request (REQUEST_DEADLINE_MS passed, the exchange still under
 * way up to PROVIDER_WRITE_SETTLE_MS) keeps its record's lock until the write is answered: a save
 * of the same record on another gateway meanwhile waits, then sees the change. Were the lock freed
 * with the answer, the second save would pass the check and the late write would undo it.
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let provider: Awaited<ReturnType<typeof startProvider>>;
let proxy: FaultProxy;
let a: GatewayProcess;
let b: GatewayProcess;
/** A gateway alone (no Redis, no PostgreSQL): its lock is in its process. */
let alone: GatewayProcess;
let order: Record<string, string>;

/** A's deadline, and how long the first order update takes to reach the provider (past it). */
const DEADLINE_MS = 1500;
const LATE_WRITE_MS = 3000;
const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
const CREATE = 'mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { id version } userErrors { code } } }';
const UPDATE = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { customerReference } userErrors { code } } }`;

beforeAll(async () => {
  await startedTogether([startRedis().then((r) => (redis = r)), startProvider({ port: 0, fresh: true }).then((p) => (provider = p))]);
  proxy = await startFaultProxy(provider.url);
  const env = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PROVIDER_URL: proxy.url,
    REDIS_URL: redis.url,
    HISTORY_LOCK_WAIT_MS: '8000',
    SESSION_ROLES_REFRESH_SECONDS: '600',
  };
  const { REDIS_URL: _shared, ...single } = env;
  await startedTogether([
    startGatewayProcess({ ...env, REQUEST_DEADLINE_MS: String(DEADLINE_MS) }).then((g) => (a = g)),
    startGatewayProcess(env).then((g) => (b = g)),
    startGatewayProcess({ ...single, REQUEST_DEADLINE_MS: String(DEADLINE_MS) }).then((g) => (alone = g)),
  ]);
  const { rows } = await provider.db.query<{ supplier_code: string; customer_code: string }>(
    'select supplier_code, customer_code from products order by id limit 1',
  );
  order = { customerCode: required(rows[0], 'a product').customer_code, supplierCode: rows[0]!.supplier_code, loadingDate: '2030-07-01' };
}, STACK_START_MS);
afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill(), alone?.kill()]);
  await proxy?.close();
  await Promise.all([redis?.stop(), provider?.close()]);
}, 30_000);

const login = async (g: GatewayProcess, user: { email: string; password: string }): Promise<string> =>
  required((await gqlAt(g.url, LOGIN, { e: user.email, p: user.password })).data.login.token ?? undefined, 'a session');
const putsOf = (id: string) => proxy.forwarded.filter((f) => f.path.endsWith('/putSalesOrder') && String(f.body?.id ?? f.body?.Id) === id).length;
const referenceOf = async (id: string) =>
  (await provider.db.query<{ ref: string }>('select reference_customer as ref from sales_orders where id = $1', [Number(id)])).rows[0]?.ref;

it.each([
  ['another gateway (Redis lock)', () => [a, b] as const],
  ['the same gateway alone (in-process lock)', () => [alone, alone] as const],
])(
  'keeps the lock of a save whose write outlived its request: a save on %s waits and is refused, nothing undone',
  async (_on, gateways) => {
    const [first, other] = gateways();
    expect(first.log()).toContain(`"recordLocks":"${first === other ? 'process' : 'redis'}"`);
    const [adminToken, financeToken] = await Promise.all([login(first, ADMIN), login(other, FINANCE)]);
    const made = await gqlAt(first.url, CREATE, { i: { order: { ...order, customerReference: 'LATE-0' } } }, { token: adminToken });
    const { id, version } = made.data.createSalesOrder.salesOrder as { id: string; version: string };
    let delayed = 0;
    proxy.rewrite({
      request: async (name, body) => (name === 'putSalesOrder' && delayed++ === 0 ? new Promise((r) => setTimeout(() => r(body), LATE_WRITE_MS)) : body),
    });
    const update = (url: string, token: string, reference: string, key?: string) =>
      gqlAt(
        url,
        UPDATE,
        { i: { id, order: { ...order, customerReference: reference }, expectedVersion: version } },
        { token, headers: key ? { 'idempotency-key': key } : {} },
      );

    // the first save answers at its deadline, its write still on the way to the provider
    const key = `settle-${id}-first`;
    const late = await update(first.url, adminToken, 'LATE-A', key);
    expect(codes(late)).toEqual(['OUTCOME_UNKNOWN']);
    expect(await referenceOf(id)).toBe('LATE-0');
    // its retry (the same key) is the same submission: it does not wait behind its own lock to be refused
    const retry = await update(first.url, adminToken, 'LATE-A', key);
    expect(retry.data?.updateSalesOrder?.userErrors ?? []).toEqual([]);
    expect(codes(retry).filter((c) => c !== 'OUTCOME_UNKNOWN')).toEqual([]);
    // the second, from the version the first started from: it waits for the first write, then finds the record changed
    const second = await update(other.url, financeToken, 'LATE-B');
    expect(second.data.updateSalesOrder.userErrors.map((e: { code: string }) => e.code)).toEqual(['CHANGED_BY_SOMEONE_ELSE']);
    expect(await referenceOf(id)).toBe('LATE-A');
    expect(putsOf(id)).toBe(1);
  },
  60_000,
);

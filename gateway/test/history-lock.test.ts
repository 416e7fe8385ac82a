import { randomBytes } from 'node:crypto';
import { startProvider } from '../../provider/src';
import { migrateHistory } from '../src/history/postgres-schema';
import { required } from '../src/common/required';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { gqlAt, startGatewayProcess, type GatewayProcess } from './gateway-process';
import { ADMIN, FINANCE, STACK_START_MS } from './harness';
import { startedTogether, startPostgres, type TestPostgres } from './postgres';
import { startRedis } from './redis';

/**
 * Gateway processes (NODE_ENV=production) sharing one history in a real PostgreSQL, as the
 * gateways' role (INSERT/SELECT only): a pair sharing Redis (Redis record locks) and a pair
 * without it (PostgreSQL advisory locks). The provider's order update is slowed down, so two saves
 * of one record started together overlap: without the lock both would pass the version check.
 */
let postgres: TestPostgres;
let redis: Awaited<ReturnType<typeof startRedis>>;
let provider: Awaited<ReturnType<typeof startProvider>>;
let proxy: FaultProxy;
let pairs: Record<'redis' | 'postgres', [GatewayProcess, GatewayProcess]>;
let order: Record<string, string>;

const WRITE_DELAY_MS = 400;
const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
const CREATE = 'mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { id version } userErrors { code } } }';
const UPDATE = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { version customerReference }
  userErrors { code conflict { currentVersion changes { userName changes { field newValue } } } } } }`;
const DETAIL = '{ salesOrder(id: $id) { customerReference history { nodes { userName action changes { field newValue } } } } }'.replace(
  '{ salesOrder',
  'query($id: ID!) { salesOrder',
);

beforeAll(async () => {
  await startedTogether([
    startPostgres().then((p) => (postgres = p)),
    startRedis().then((r) => (redis = r)),
    startProvider({ port: 0, fresh: true }).then((p) => (provider = p)),
  ]);
  await postgres.sql('create role history_owner login; create role gateway login');
  await postgres.sql('create database audit owner history_owner');
  await postgres.sql('revoke create on schema public from public', 'audit');
  await migrateHistory(postgres.url('history_owner', 'audit'), 'gateway');
  proxy = await startFaultProxy(provider.url);
  // the update waits before it reaches the provider: the read → write window of a save made wide
  proxy.rewrite({ request: async (name, body) => (name === 'putSalesOrder' ? new Promise((r) => setTimeout(() => r(body), WRITE_DELAY_MS)) : body) });
  const env = {
    NODE_ENV: 'production',
    HISTORY_PATH: 'memory',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PROVIDER_URL: proxy.url,
    AUDIT_DATABASE_URL: postgres.url('gateway', 'audit'),
    SESSION_ROLES_REFRESH_SECONDS: '600',
  };
  const withRedis = { ...env, REDIS_URL: redis.url };
  const [a, b, c, d] = await Promise.all([startGatewayProcess(withRedis), startGatewayProcess(withRedis), startGatewayProcess(env), startGatewayProcess(env)]);
  pairs = { redis: [a!, b!], postgres: [c!, d!] };
  const { rows } = await provider.db.query<{ supplier_code: string; customer_code: string }>(
    'select supplier_code, customer_code from products order by id limit 1',
  );
  order = { customerCode: required(rows[0], 'a product').customer_code, supplierCode: rows[0]!.supplier_code, loadingDate: '2030-07-01' };
}, 2 * STACK_START_MS);
afterAll(async () => {
  await Promise.all(Object.values(pairs ?? {}).flatMap((pair) => pair.map((g) => g.kill())));
  await proxy?.close();
  await Promise.all([postgres?.stop(), redis?.stop(), provider?.close()]);
});

const login = async (g: GatewayProcess, user: { email: string; password: string }): Promise<string> =>
  required((await gqlAt(g.url, LOGIN, { e: user.email, p: user.password })).data.login.token ?? undefined, 'a session');
const putsOf = (id: string) => proxy.forwarded.filter((f) => f.path.endsWith('/putSalesOrder') && String(f.body?.id ?? f.body?.Id) === id).length;

describe.each(['redis', 'postgres'] as const)('two gateways with %s record locks', (kind) => {
  let first: { url: string; token: string };
  let second: { url: string; token: string };
  beforeAll(async () => {
    const [a, b] = pairs[kind];
    expect(a.log()).toContain(`"recordLocks":"${kind}"`);
    first = { url: a.url, token: await login(a, ADMIN) };
    second = { url: b.url, token: await login(b, FINANCE) };
  }, STACK_START_MS);

  const create = async (reference: string) => {
    const made = await gqlAt(first.url, CREATE, { i: { order: { ...order, customerReference: reference } } }, { token: first.token });
    return made.data.createSalesOrder.salesOrder as { id: string; version: string };
  };
  const update = (on: { url: string; token: string }, id: string, reference: string, expectedVersion: string) =>
    gqlAt(on.url, UPDATE, { i: { id, order: { ...order, customerReference: reference }, expectedVersion } }, { token: on.token });

  it('refuses a save on one gateway that the other made stale, naming the other change', async () => {
    const { id, version } = await create(`${kind}-S1`);
    expect((await update(first, id, `${kind}-S2`, version)).data.updateSalesOrder.userErrors).toEqual([]);
    const stale = await update(second, id, `${kind}-S3`, version);
    expect(stale.data.updateSalesOrder.userErrors).toEqual([
      {
        code: 'CHANGED_BY_SOMEONE_ELSE',
        conflict: expect.objectContaining({ changes: [{ userName: ADMIN.email, changes: [{ field: 'customerReference', newValue: `${kind}-S2` }] }] }),
      },
    ]);
    expect(putsOf(id)).toBe(1);
  });

  it('lets exactly one of two saves started together with the same version through; nothing is lost', async () => {
    const { id, version } = await create(`${kind}-R0`);
    const saves = await Promise.all([update(first, id, `${kind}-A`, version), update(second, id, `${kind}-B`, version)]);
    const errors = saves.map((s) => s.data.updateSalesOrder.userErrors as { code: string }[]);
    const won = errors.findIndex((e) => e.length === 0);
    expect(won).toBeGreaterThanOrEqual(0);
    expect(errors[1 - won]!.map((e) => e.code)).toEqual(['CHANGED_BY_SOMEONE_ELSE']);
    const winner = saves[won]!.data.updateSalesOrder.salesOrder.customerReference as string;
    // the refused save sent no write; the record and its history say the winner's change, once
    expect(putsOf(id)).toBe(1);
    const detail = (await gqlAt(first.url, DETAIL, { id }, { token: first.token })).data.salesOrder;
    expect(detail.customerReference).toBe(winner);
    expect(detail.history.nodes.map((e: { action: string }) => e.action)).toEqual(['CHANGED', 'CREATED']);
    expect(detail.history.nodes[0].changes).toEqual([{ field: 'customerReference', newValue: winner }]);
  });
});

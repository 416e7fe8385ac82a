import { ADMIN, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';
import { startedTogether, startPostgres, type TestPostgres } from './postgres';

// Several gateways (REDIS_URL) share one history in a real PostgreSQL (AUDIT_DATABASE_URL): each sees the
// others' changes under their users, never as changes made outside Backoffice.
let base: Stack;
let a: Stack;
let b: Stack;
let postgres: TestPostgres;

beforeAll(async () => {
  await startedTogether([startPostgres().then((p) => (postgres = p)), startStack().then((s) => (base = s))]);
  const shared = { history: { path: 'memory', databaseUrl: postgres.url(), retentionDays: 3650, lockWaitMs: 2000 } };
  a = await startStack(shared, undefined, { provider: { url: base.providerUrl, db: base.db } });
  b = await startStack(shared, undefined, { provider: { url: base.providerUrl, db: base.db } });
}, STACK_START_MS);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await base?.close();
  await postgres?.stop();
});

const DETAIL = `query($id: ID!) { salesOrder(id: $id) { id version customer { code } supplier { code } customerReference loadingDate comments
  history { totalCount nodes { userName action changes { field oldValue newValue } } } } }`;
const UPDATE = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { version } userErrors { code } } }`;

it("shows each gateway's changes on the other under their users, and none as outside", async () => {
  const [admin, finance] = await Promise.all([a.login(ADMIN), b.login(FINANCE)]);
  const { rows } = await base.db.query<{ supplier_code: string; customer_code: string }>(
    'select supplier_code, customer_code from products order by id limit 1',
  );
  const order = { customerCode: rows[0]?.customer_code, supplierCode: rows[0]?.supplier_code, customerReference: 'PO-S1', loadingDate: '2030-07-01' };
  const created = await a.gql(
    'mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { id version } } }',
    { i: { order } },
    { token: admin },
  );
  const { id, version } = created.data.createSalesOrder.salesOrder;
  expect(
    (await a.gql(UPDATE, { i: { id, order: { ...order, customerReference: 'PO-S2' }, expectedVersion: version } }, { token: admin })).data.updateSalesOrder
      .userErrors,
  ).toEqual([]);

  // gateway B reads what A did: A's entries, no outside change
  const seenOnB = (await b.gql(DETAIL, { id }, { token: finance })).data.salesOrder;
  expect(seenOnB.history.nodes.map((e: { userName: string; action: string }) => [e.userName, e.action])).toEqual([
    [ADMIN.email, 'CHANGED'],
    [ADMIN.email, 'CREATED'],
  ]);
  const saved = await b.gql(
    UPDATE,
    { i: { id, order: { ...order, customerReference: 'PO-S2', comments: 'Via B' }, expectedVersion: seenOnB.version } },
    { token: finance },
  );
  expect(saved.data.updateSalesOrder.userErrors).toEqual([]);

  // A's stale version is refused with B's change named; A's detail shows it under B's user
  const stale = await a.gql(
    `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { userErrors { code conflict { changes { userName changes { field newValue } } } } } }`,
    { i: { id, order: { ...order, customerReference: 'PO-S3' }, expectedVersion: seenOnB.version } },
    { token: admin },
  );
  expect(stale.data.updateSalesOrder.userErrors).toEqual([
    { code: 'CHANGED_BY_SOMEONE_ELSE', conflict: { changes: [{ userName: FINANCE.email, changes: [{ field: 'comments', newValue: 'Via B' }] }] } },
  ]);
  const seenOnA = (await a.gql(DETAIL, { id }, { token: admin })).data.salesOrder;
  expect(seenOnA.history.nodes[0]).toEqual({ userName: FINANCE.email, action: 'CHANGED', changes: [{ field: 'comments', oldValue: null, newValue: 'Via B' }] });
  const outside = await a.gql('{ changes(filter: { outside: true }) { totalCount } }', {}, { token: admin });
  expect(outside.data.changes.totalCount).toBe(0);
});

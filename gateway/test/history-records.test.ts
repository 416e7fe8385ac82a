import { ADMIN, codes, FINANCE, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';

// Issue 33 beyond sales orders: a stale expectedVersion is refused (nothing changes at the provider)
// for each kind of editable record, its entries land in its owner's history, and the changes list
// filters, sorts and pages them for Administrator and Boekhouding only.
let stack: Stack;
const tokens = { admin: '', finance: '', order: '', admin2: '' };
const names = { admin: '', finance: '', admin2: '' };
let supplier: string;
let customer: string;

const me = async (token: string) => (await stack.gql('{ me { userName } }', {}, { token })).data.me.userName as string;

beforeAll(async () => {
  stack = await startStack();
  [tokens.admin, tokens.finance, tokens.order] = await Promise.all([stack.login(ADMIN), stack.login(FINANCE), stack.login(ORDER)]);
  // period dates and users are the administrators' alone: a second administrator is the other session
  const second = { email: 'second.admin@backoffice.test', password: 'Welkom!2026' };
  const created = await stack.gql(
    'mutation($i: CreateUserInput!) { createUser(input: $i) { userErrors { code message } } }',
    { i: { ...second, phoneNumber: '+32 3 555 01 02', confirmPassword: second.password, roleName: 'Administrator' } },
    { token: tokens.admin },
  );
  expect(created.data.createUser.userErrors).toEqual([]);
  tokens.admin2 = await stack.login(second);
  [names.admin, names.finance, names.admin2] = await Promise.all([me(tokens.admin), me(tokens.finance), me(tokens.admin2)]);
  const reference = await stack.gql('{ suppliers { code } customers { code } }', {}, { token: tokens.admin });
  supplier = required(reference.data.suppliers.map((s: { code: string }) => s.code).sort()[0], 'a supplier');
  customer = required(
    reference.data.customers
      .map((c: { code: string }) => c.code)
      .filter((c: string) => c !== '99999998')
      .sort()[0],
    'a customer',
  );
}, STACK_START_MS);
afterAll(() => stack?.close());

const ENTRY = 'userName action recordType recordId ownerType ownerId changes { field oldValue newValue }';
const ERRORS = `userErrors { field code conflict { currentVersion changes { ${ENTRY} } } }`;
const HISTORY = `history(page: { limit: 1000 }) { totalCount nodes { ${ENTRY} } }`;
const CHANGES = `query($f: ChangeFilter, $s: [ChangeSort!], $p: ListPage) { changes(filter: $f, sort: $s, page: $p) { totalCount nodes { ${ENTRY} } } }`;

type Entry = { userName: string | null; action: string; recordType: string; recordId: string; ownerType: string; ownerId: string };
type Payload = { userErrors: { field: string; code: string; conflict: { currentVersion: string; changes: Entry[] } | null }[] };

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
  const r = await stack.gql(query, variables, { token });
  expect(r.errors).toBeUndefined();
  return r.data;
};
const one = async <T>(sql: string, id: string | number): Promise<T | undefined> => (await stack.db.query<{ v: T }>(sql, [id])).rows[0]?.v;
const actions = (entries: Entry[]) => entries.map((e) => [e.recordType, e.action, e.userName]);

/** The first save with the version both sessions saw, then the second with the same (now stale) version: refused. */
async function saveTwice(o: { query: string; field: string; version: string; first: [string, object]; second: [string, object]; firstName: string }) {
  const first = (await gql(o.first[0], o.query, { i: { ...o.first[1], expectedVersion: o.version } }))[o.field] as Payload;
  expect(first.userErrors).toEqual([]);
  const second = (await gql(o.second[0], o.query, { i: { ...o.second[1], expectedVersion: o.version } }))[o.field] as Payload;
  expect(second.userErrors.map((e) => [e.field, e.code])).toEqual([['expectedVersion', 'CHANGED_BY_SOMEONE_ELSE']]);
  const conflict = required(second.userErrors[0]?.conflict ?? undefined, 'the conflict');
  expect(conflict.currentVersion).not.toBe(o.version);
  expect(conflict.changes[0]?.userName).toBe(o.firstName);
  return { first, conflict };
}

describe('a stale version is refused for every kind of record', () => {
  it('purchase invoice header and manual line: refused, unchanged at the provider, both in the invoice history', async () => {
    const PO = 'purchaseOrder { id version }';
    const createPO = await gql(tokens.admin, `mutation($i: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $i) { ${PO} userErrors { code } } }`, {
      i: { supplierCode: supplier, invoiceNumber: 'GW-HIST-1', invoiceDate: '2030-03-05', description: 'Levering' },
    });
    const po = createPO.createPurchaseOrder.purchaseOrder;
    const header = { id: po.id, supplierCode: supplier, invoiceNumber: 'GW-HIST-1', invoiceDate: '2030-03-05' };
    const { conflict } = await saveTwice({
      query: `mutation($i: UpdatePurchaseOrderInput!) { updatePurchaseOrder(input: $i) { ${PO} ${ERRORS} } }`,
      field: 'updatePurchaseOrder',
      version: po.version,
      first: [tokens.finance, { ...header, description: 'Levering eerst' }],
      second: [tokens.admin, { ...header, description: 'Levering tweede' }],
      firstName: names.finance,
    });
    expect(conflict.changes[0]).toMatchObject({
      recordType: 'PURCHASE_ORDER',
      changes: [{ field: 'description', oldValue: 'Levering', newValue: 'Levering eerst' }],
    });
    expect(await one('select description as v from purchase_orders where id = $1', Number(po.id))).toBe('Levering eerst');

    const productId = (await gql(tokens.admin, '{ products(page: { limit: 1 }) { nodes { id } } }')).products.nodes[0].id;
    const line = { productId, quantity: '3', price: '10', description: 'Weegkosten', vatCode: '1' };
    const added = await gql(tokens.admin, `mutation($i: AddPurchaseManualLineInput!) { addPurchaseManualLine(input: $i) { id ${ERRORS} } }`, {
      i: { purchaseOrderId: po.id, line },
    });
    const lineId = added.addPurchaseManualLine.id;
    const seen = (await gql(tokens.finance, 'query($id: ID!) { purchaseOrder(id: $id) { manualLines { id version } } }', { id: po.id })).purchaseOrder
      .manualLines[0];
    expect(seen.id).toBe(lineId);
    await saveTwice({
      query: `mutation($i: UpdatePurchaseManualLineInput!) { updatePurchaseManualLine(input: $i) { id ${ERRORS} } }`,
      field: 'updatePurchaseManualLine',
      version: seen.version,
      first: [tokens.admin, { purchaseOrderId: po.id, id: lineId, line: { ...line, quantity: '4' } }],
      second: [tokens.finance, { purchaseOrderId: po.id, id: lineId, line: { ...line, quantity: '5' } }],
      firstName: names.admin,
    });
    expect(await one('select quantity::text as v from purchase_order_manual_lines where id = $1', Number(lineId))).toBe('4.000');

    const history = (await gql(tokens.admin, `query($id: ID!) { purchaseOrder(id: $id) { ${HISTORY} } }`, { id: po.id })).purchaseOrder.history;
    expect(actions(history.nodes)).toEqual([
      ['PURCHASE_MANUAL_LINE', 'CHANGED', names.admin],
      ['PURCHASE_MANUAL_LINE', 'CREATED', names.admin],
      ['PURCHASE_ORDER', 'CHANGED', names.finance],
      ['PURCHASE_ORDER', 'CREATED', names.admin],
    ]);
    expect(history.nodes[0]).toMatchObject({ ownerType: 'PURCHASE_ORDER', ownerId: po.id, recordId: lineId });
    expect(history.nodes[0].changes).toContainEqual({ field: 'quantity', oldValue: '3', newValue: '4' });
  });

  it('product and purchase price (change and approval): refused, unchanged, all under the product', async () => {
    const created = await gql(tokens.admin, 'mutation($i: CreateProductInput!) { createProduct(input: $i) { product { id version } userErrors { code } } }', {
      i: {
        supplierCode: supplier,
        customerCode: customer,
        name: `Historiegraan ${Date.now()}`,
        salesUnitCode: 'TON',
        purchaseUnitCode: 'TON',
        productGroupCode: 'GRAAN',
        kilogram: '1000',
      },
    });
    const product = created.createProduct.product;
    await saveTwice({
      query: `mutation($i: UpdateProductInput!) { updateProduct(input: $i) { product { id } ${ERRORS} } }`,
      field: 'updateProduct',
      version: product.version,
      first: [tokens.finance, { id: product.id, kilogram: '1001' }],
      second: [tokens.admin, { id: product.id, kilogram: '1002' }],
      firstName: names.finance,
    });
    expect(Number(await one('select kilogram as v from products where id = $1', Number(product.id)))).toBe(1001);

    const PRICE = 'purchasePrice { id version price isApproved }';
    const price = (
      await gql(tokens.admin, `mutation($i: CreatePriceInput!) { createPurchasePrice(input: $i) { ${PRICE} userErrors { code } } }`, {
        i: { productId: product.id, price: '200', startDate: '2031-01-01', endDate: '2031-12-31' },
      })
    ).createPurchasePrice.purchasePrice;
    const dates = { productId: product.id, startDate: '2031-01-01', endDate: '2031-12-31' };
    await saveTwice({
      query: `mutation($i: UpdatePriceInput!) { updatePurchasePrice(input: $i) { ${PRICE} ${ERRORS} } }`,
      field: 'updatePurchasePrice',
      version: price.version,
      first: [tokens.finance, { id: price.id, ...dates, price: '210' }],
      second: [tokens.admin, { id: price.id, ...dates, price: '220' }],
      firstName: names.finance,
    });
    expect(await one('select price::text as v from purchase_prices where id = $1', Number(price.id))).toBe('210.0000');
    // the approval is refused too when it is based on the price before the change
    const staleApproval = (
      await gql(tokens.admin, `mutation($i: ApprovePriceInput) { approvePurchasePrice(input: $i) { ${PRICE} ${ERRORS} } }`, {
        i: { id: price.id, productId: product.id, expectedVersion: price.version },
      })
    ).approvePurchasePrice;
    expect(staleApproval.purchasePrice).toBeNull();
    expect(staleApproval.userErrors.map((e: { code: string }) => e.code)).toEqual(['CHANGED_BY_SOMEONE_ELSE']);
    expect(await one('select is_approved as v from purchase_prices where id = $1', Number(price.id))).toBe(false);
    const approved = (
      await gql(tokens.admin, `mutation($i: ApprovePriceInput) { approvePurchasePrice(input: $i) { ${PRICE} ${ERRORS} } }`, {
        i: { id: price.id, productId: product.id, expectedVersion: staleApproval.userErrors[0].conflict.currentVersion },
      })
    ).approvePurchasePrice;
    expect(approved).toMatchObject({ purchasePrice: { isApproved: true }, userErrors: [] });

    const history = (await gql(tokens.finance, `query($id: ID!) { product(id: $id) { ${HISTORY} } }`, { id: product.id })).product.history;
    expect(actions(history.nodes)).toEqual([
      ['PURCHASE_PRICE', 'APPROVED', names.admin],
      ['PURCHASE_PRICE', 'CHANGED', names.finance],
      ['PURCHASE_PRICE', 'CREATED', names.admin],
      ['PRODUCT', 'CHANGED', names.finance],
      ['PRODUCT', 'CREATED', names.admin],
    ]);
    expect(history.nodes[1]).toMatchObject({ ownerType: 'PRODUCT', ownerId: product.id, changes: [{ field: 'price', oldValue: '200', newValue: '210' }] });
  });

  it('task: refused, unchanged, in the task history; a change in the provider database shows as outside', async () => {
    const TASK = 'id version taskType { id } taskStatus { id } subject description product { id } user { id }';
    const task = (await gql(tokens.finance, `{ tasks(page: { limit: 1 }) { nodes { ${TASK} } } }`)).tasks.nodes[0];
    const base = {
      id: task.id,
      taskTypeId: task.taskType.id,
      taskStatusId: task.taskStatus.id,
      description: task.description,
      productId: task.product?.id,
      userId: task.user?.id,
    };
    const UPDATE = `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { id version } ${ERRORS} } }`;
    stack.calls.length = 0;
    const { first } = await saveTwice({
      query: UPDATE,
      field: 'updateTask',
      version: task.version,
      first: [tokens.finance, { ...base, subject: 'Eerst' }],
      second: [tokens.admin, { ...base, subject: 'Tweede' }],
      firstName: names.finance,
    });
    expect(await one('select subject as v from tasks where id = $1', Number(task.id))).toBe('Eerst');
    const version = (first as unknown as { task: { version: string } }).task.version;
    const calls = async (input: object) => {
      stack.calls.length = 0;
      expect((await gql(tokens.finance, UPDATE, { i: input })).updateTask.userErrors).toEqual([]);
      return stack.calls.map((c) => c.path.split('/').pop()?.split('?')[0]);
    };
    const withVersion = await calls({ ...base, subject: 'Derde', expectedVersion: version });
    const withoutVersion = await calls({ ...base, subject: 'Vierde' });
    expect(withVersion).toEqual(withoutVersion);
    // the wrapper's fresh read, the write, the payload's read
    expect(withVersion).toEqual(['getTask', 'updateTask', 'getTask']);

    await stack.db.query('update tasks set subject = $2 where id = $1', [Number(task.id), 'Buiten']);
    const read = async () => (await gql(tokens.finance, `query($id: ID!) { task(id: $id) { subject ${HISTORY} } }`, { id: task.id })).task;
    const seen = await read();
    expect(seen.subject).toBe('Buiten');
    expect(actions(seen.history.nodes)).toEqual([
      ['TASK', 'CHANGED_OUTSIDE', null],
      ['TASK', 'CHANGED', names.finance],
      ['TASK', 'CHANGED', names.finance],
      ['TASK', 'CHANGED', names.finance],
    ]);
    expect(seen.history.nodes[0].changes).toEqual([{ field: 'subject', oldValue: 'Vierde', newValue: 'Buiten' }]);
    expect((await read()).history.totalCount).toBe(4);
  });

  it('period date and user: refused, unchanged, in the changes list by record type', async () => {
    const PD = 'periodDate { id version year month newDate }';
    const pd = (
      await gql(tokens.admin, `mutation($i: CreatePeriodDateInput!) { createPeriodDate(input: $i) { ${PD} userErrors { code } } }`, {
        i: { year: 2033, month: 4, newDate: '2033-05-03' },
      })
    ).createPeriodDate.periodDate;
    await saveTwice({
      query: `mutation($i: UpdatePeriodDateInput!) { updatePeriodDate(input: $i) { ${PD} ${ERRORS} } }`,
      field: 'updatePeriodDate',
      version: pd.version,
      first: [tokens.admin, { id: pd.id, year: 2033, month: 4, newDate: '2033-05-06' }],
      second: [tokens.admin2, { id: pd.id, year: 2033, month: 4, newDate: '2033-05-09' }],
      firstName: names.admin,
    });
    expect(await one('select new_date::text as v from period_dates where id = $1', Number(pd.id))).toBe('2033-05-06');
    const periods = (await gql(tokens.finance, CHANGES, { f: { recordTypes: ['PERIOD_DATE'] } })).changes;
    expect(actions(periods.nodes)).toEqual([
      ['PERIOD_DATE', 'CHANGED', names.admin],
      ['PERIOD_DATE', 'CREATED', names.admin],
    ]);
    expect(periods.nodes[0].changes).toEqual([{ field: 'newDate', oldValue: '2033-05-03', newValue: '2033-05-06' }]);

    const user = (await gql(tokens.admin, '{ users { id email version } }')).users.find((u: { email: string }) => u.email === FINANCE.email);
    await saveTwice({
      query: `mutation($i: UpdateUserInput!) { updateUser(input: $i) { user { id } ${ERRORS} } }`,
      field: 'updateUser',
      version: user.version,
      first: [tokens.admin2, { id: user.id, phoneNumber: '+32 3 555 11 11', roleName: 'Boekhouding' }],
      second: [tokens.admin, { id: user.id, phoneNumber: '+32 3 555 22 22', roleName: 'Boekhouding' }],
      firstName: names.admin2,
    });
    expect(await one('select phone_number as v from users where id = $1', user.id)).toBe('+32 3 555 11 11');
    const users = (await gql(tokens.admin, CHANGES, { f: { recordTypes: ['USER'], recordId: user.id } })).changes.nodes;
    expect(actions(users)).toEqual([['USER', 'CHANGED', names.admin2]]);
  });
});

describe('the changes list', () => {
  it('is for Administrator and Boekhouding; filters by user, period, action and outside; sorts by user; pages up to 10 000', async () => {
    expect(codes(await stack.gql(CHANGES, {}, { token: tokens.order }))).toEqual(['FORBIDDEN']);
    const all = (await gql(tokens.finance, CHANGES, { p: { limit: 1000 } })).changes;
    expect((await gql(tokens.admin, CHANGES, { p: { limit: 1000 } })).changes).toEqual(all);
    expect(all.totalCount).toBe(all.nodes.length);
    expect(new Set(all.nodes.map((e: Entry) => e.userName))).toEqual(new Set([names.admin, names.finance, names.admin2, null]));

    const byFinance = (await gql(tokens.admin, CHANGES, { f: { userName: names.finance.toUpperCase() }, p: { limit: 1000 } })).changes;
    expect(byFinance.totalCount).toBe(all.nodes.filter((e: Entry) => e.userName === names.finance).length);
    expect(byFinance.nodes.every((e: Entry) => e.userName === names.finance)).toBe(true);

    // every entry was made today (a Brussels day); yesterday has none
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() - 86_400_000));
    expect((await gql(tokens.admin, CHANGES, { f: { from: today, to: today } })).changes.totalCount).toBe(all.totalCount);
    expect((await gql(tokens.admin, CHANGES, { f: { to: yesterday } })).changes.totalCount).toBe(0);
    expect(codes(await stack.gql(CHANGES, { f: { from: today, to: yesterday } }, { token: tokens.admin }))).toEqual(['BAD_USER_INPUT']);

    const approvals = (await gql(tokens.admin, CHANGES, { f: { actions: ['APPROVED'] } })).changes;
    expect(actions(approvals.nodes)).toEqual([['PURCHASE_PRICE', 'APPROVED', names.admin]]);

    const outside = (await gql(tokens.admin, CHANGES, { f: { outside: true } })).changes;
    expect(actions(outside.nodes)).toEqual([['TASK', 'CHANGED_OUTSIDE', null]]);
    const inside = (await gql(tokens.admin, CHANGES, { f: { outside: false }, p: { limit: 1000 } })).changes;
    expect(inside.totalCount).toBe(all.totalCount - 1);
    expect(inside.nodes.every((e: Entry) => e.userName !== null)).toBe(true);

    const sorted = (await gql(tokens.admin, CHANGES, { s: [{ field: 'USER', direction: 'DESC' }], p: { limit: 1000 } })).changes.nodes.map((e: Entry) =>
      (e.userName ?? '').toLowerCase(),
    );
    expect(sorted).toEqual([...sorted].sort().reverse());
    expect(sorted.at(-1)).toBe('');
    const page = (await gql(tokens.admin, CHANGES, { p: { offset: 2, limit: 3 } })).changes;
    expect(page).toEqual({ totalCount: all.totalCount, nodes: all.nodes.slice(2, 5) });
    expect(codes(await stack.gql(CHANGES, { p: { limit: 10_001 } }, { token: tokens.admin }))).toEqual(['BAD_USER_INPUT']);
  });
});

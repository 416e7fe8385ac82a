/**
 * The sales-order overview over a provider without the salesOrderPages extension: the gateway
 * reads the spec's whole lists (GET "sales data, 6 months" and "sales data, all") and pages,
 * filters, sorts, searches and counts them itself. The same queries through a gateway with the
 * extension (the provider pages) answer the same.
 */
import { ADMIN, codes, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { NO_EXTENSIONS } from '../src/provider/extensions';

let paged: Stack;
let spec: Stack;
let pagedToken: string;
let specToken: string;

beforeAll(async () => {
  paged = await startStack();
  spec = await startStack({ providerExtensions: NO_EXTENSIONS }, undefined, { provider: { url: paged.providerUrl, db: paged.db } });
  [pagedToken, specToken] = await Promise.all([paged.login(ADMIN), spec.login(ADMIN)]);
}, STACK_START_MS);
afterAll(async () => {
  await spec?.close();
  await paged?.close();
});

const NODE = `id customer { name } supplier { name } customerReference loadingDate arrivalDate salesUnit { code } salesQuantity
  purchaseUnit { code } purchaseQuantity productCode packingSlip container shippingDocument accountingBooking isCompleted`;
const LIST = `query($r: SalesOrderRange, $f: SalesOrderFilter, $s: [SalesOrderSort!], $p: ListPage) {
  salesOrders(range: $r, filter: $f, sort: $s, page: $p) { totalCount nodes { ${NODE} } } }`;
const CREATE = `mutation($o: SalesOrderFields!) { createSalesOrder(input: { order: $o }) { salesOrder { id } userErrors { field message } } }`;
const calls = (stack: Stack, procedure: string) => stack.calls.filter((c) => c.path.endsWith(`/${procedure}`));

const both = async (vars: Record<string, unknown>) => {
  const [a, b] = await Promise.all([paged.gql(LIST, vars, { token: pagedToken }), spec.gql(LIST, vars, { token: specToken })]);
  return { paged: a, spec: b };
};

describe('the sales-order overview from the spec whole lists', () => {
  it('reads the 6-month list, or the whole list for show all, by GET without a payload, and never the provider page', async () => {
    spec.calls.length = 0;
    const recent = await spec.gql(LIST, {}, { token: specToken });
    expect(recent.errors).toBeUndefined();
    const all = await spec.gql(LIST, { r: 'ALL', p: { limit: 10_000 } }, { token: specToken });
    expect(all.errors).toBeUndefined();
    expect(calls(spec, 'getSalesOrders6Months').map((c) => c.method)).toEqual(['GET']);
    expect(calls(spec, 'getSalesOrders').map((c) => c.method)).toEqual(['GET']);
    expect(calls(spec, 'getSalesOrdersPage')).toHaveLength(0);
    expect(all.data.salesOrders.totalCount).toBeGreaterThanOrEqual(recent.data.salesOrders.totalCount);
    expect(all.data.salesOrders.nodes).toHaveLength(all.data.salesOrders.totalCount);
  });

  it('answers as the provider-paged overview: default page, filters, joins, sorts, search, pages, show all and counts', async () => {
    const whole = await spec.gql(LIST, { r: 'ALL', p: { limit: 10_000 } }, { token: specToken });
    const rows: Record<string, any>[] = whole.data.salesOrders.nodes;
    const withLine = rows.find((o) => o.productCode && o.loadingDate && o.salesQuantity && o.customer && o.container);
    expect(withLine).toBeDefined();
    const w = withLine!;
    const cases: Record<string, unknown>[] = [
      {},
      { p: { offset: 100, limit: 100 } },
      { r: 'ALL' },
      { r: 'ALL', p: { limit: 10_000 } },
      { r: 'ALL', f: { search: String(w.customer.name).slice(0, 4).toUpperCase() } },
      { r: 'ALL', f: { search: `${String(w.productCode).toLowerCase()} ${String(w.supplier.name).split(' ')[0]}` } },
      { r: 'ALL', f: { search: 'ton', searchFields: ['SALES_UNIT', 'PRODUCT_CODE'] } },
      { r: 'ALL', f: { conditions: [{ field: 'LOADING_DATE', operator: 'IS', value: w.loadingDate }] } },
      { r: 'ALL', f: { conditions: [{ field: 'LOADING_DATE', operator: 'BETWEEN', value: w.loadingDate }] }, s: [{ field: 'LOADING_DATE' }] },
      {
        r: 'ALL',
        f: { conditions: [{ field: 'SALES_QUANTITY', operator: 'BETWEEN', value: '5', valueTo: '25.5' }] },
        s: [{ field: 'SALES_QUANTITY', direction: 'DESC' }],
      },
      { r: 'ALL', f: { conditions: [{ field: 'SALES_QUANTITY', operator: 'IS', value: ` ${w.salesQuantity} ` }] } },
      { r: 'ALL', f: { conditions: [{ field: 'CONTAINER', operator: 'CONTAINS', value: String(w.container).slice(0, 3).toLowerCase() }] } },
      { f: { conditions: [{ field: 'ACCOUNTING_BOOKING', operator: 'BETWEEN' }] } },
      { f: { conditions: [{ field: 'IS_COMPLETED', operator: 'FALSE' }] }, s: [{ field: 'CUSTOMER', direction: 'DESC' }] },
      {
        r: 'ALL',
        f: {
          join: 'OR',
          conditions: [
            { field: 'IS_COMPLETED', operator: 'TRUE' },
            { field: 'CUSTOMER', operator: 'CONTAINS', value: String(w.customer.name).slice(-3) },
          ],
        },
      },
      { r: 'ALL', s: [{ field: 'ARRIVAL_DATE', direction: 'DESC' }], p: { offset: 0, limit: 300 } },
      { r: 'ALL', s: [{ field: 'PURCHASE_QUANTITY', direction: 'ASC' }], p: { offset: 50, limit: 100 } },
      { r: 'ALL', s: [{ field: 'IS_COMPLETED' }, { field: 'ID', direction: 'ASC' }], p: { offset: 20, limit: 40 } },
      { r: 'ALL', s: [{ field: 'SUPPLIER' }], p: { limit: 1_000 } },
    ];
    for (const vars of cases) {
      const r = await both(vars);
      expect([vars, codes(r.spec)]).toEqual([vars, []]);
      expect([vars, r.spec.data]).toEqual([vars, r.paged.data]);
    }
  });

  it('refuses an unknown field, an operator the field cannot take and a bad value by name, without asking the provider', async () => {
    spec.calls.length = 0;
    const bad = [
      { f: { conditions: [{ field: 'CUSTOMER', operator: 'TRUE' }] } },
      { f: { conditions: [{ field: 'LOADING_DATE', operator: 'IS', value: '31-02-2026' }] } },
      { f: { conditions: [{ field: 'SALES_QUANTITY', operator: 'BETWEEN', value: '1', valueTo: 'many' }] } },
      { f: { search: 'x'.repeat(201) } },
      { p: { limit: 10_001 } },
    ];
    for (const vars of bad) {
      const r = await both(vars);
      expect(codes(r.spec)).toEqual(['BAD_USER_INPUT']);
      expect(r.spec.errors?.[0]?.extensions).toEqual(r.paged.errors?.[0]?.extensions);
    }
    expect(spec.calls).toHaveLength(0);
  });
});

describe('the whole list kept by the list cache', () => {
  const READ = 'query($r: Boolean) { salesOrders(refresh: $r, page: { limit: 5 }) { totalCount readAt nodes { id } } }';
  const withCache = (scope: 'roles' | 'user') =>
    startStack({ providerExtensions: NO_EXTENSIONS, listCacheMs: 60_000, listCacheScope: scope }, undefined, {
      provider: { url: paged.providerUrl, db: paged.db },
    });
  const reads = (stack: Stack) => calls(stack, 'getSalesOrders6Months').length;

  /** Two users with the same roles (a new Orderverwerker beside the seeded one), and an administrator. */
  async function users(stack: Stack, email: string) {
    const admin = await stack.login(ADMIN);
    const password = 'Welkom!2026';
    const input = { email, password, confirmPassword: password, roleName: 'Orderverwerker', phoneNumber: '+32 3 555 01 02' };
    const created = await stack.gql('mutation($i: CreateUserInput!) { createUser(input: $i) { userErrors { message } } }', { i: input }, { token: admin });
    expect(created.data.createUser.userErrors).toEqual([]);
    return { admin, order: await stack.login(ORDER), colleague: await stack.login({ email, password }) };
  }

  it('is read once for the users with the same roles within its time, says when, and is read anew on refresh', async () => {
    const stack = await withCache('roles');
    try {
      const { admin, order, colleague } = await users(stack, 'same.roles@backoffice.test');
      stack.calls.length = 0;
      const first = await stack.gql(READ, {}, { token: order });
      const second = await stack.gql(READ, {}, { token: colleague });
      expect(second.data).toEqual(first.data);
      expect(Date.parse(first.data.salesOrders.readAt)).toBeLessThanOrEqual(Date.now());
      expect(reads(stack)).toBe(1);
      // other roles: a list of their own
      await stack.gql(READ, {}, { token: admin });
      expect(reads(stack)).toBe(2);
      const fresh = await stack.gql(READ, { r: true }, { token: colleague });
      expect(reads(stack)).toBe(3);
      expect(Date.parse(fresh.data.salesOrders.readAt)).toBeGreaterThan(Date.parse(first.data.salesOrders.readAt));
      expect((await stack.gql(READ, {}, { token: order })).data).toEqual(fresh.data);
      expect(reads(stack)).toBe(3);
    } finally {
      await stack.close();
    }
  });

  it('is read per user with LIST_CACHE_SCOPE=user', async () => {
    const stack = await withCache('user');
    try {
      const { order, colleague } = await users(stack, 'per.user@backoffice.test');
      stack.calls.length = 0;
      await stack.gql(READ, {}, { token: order });
      await stack.gql(READ, {}, { token: colleague });
      await stack.gql(READ, {}, { token: colleague });
      expect(reads(stack)).toBe(2);
    } finally {
      await stack.close();
    }
  });

  it('shows a new order at once after it is created, with the list cache on', async () => {
    const cached = await startStack({ providerExtensions: NO_EXTENSIONS, listCacheMs: 60_000 }, undefined, {
      provider: { url: paged.providerUrl, db: paged.db },
    });
    try {
      const token = await cached.login(ADMIN);
      const before = await cached.gql(LIST, {}, { token });
      const created = await cached.gql(CREATE, { o: { customerCode: '99999998', supplierCode: '200005', loadingDate: '2026-11-20' } }, { token });
      expect(created.data.createSalesOrder.userErrors).toEqual([]);
      const after = await cached.gql(LIST, {}, { token });
      expect(after.data.salesOrders.totalCount).toBe(before.data.salesOrders.totalCount + 1);
      expect(after.data.salesOrders.nodes[0].id).toBe(created.data.createSalesOrder.salesOrder.id);
    } finally {
      await cached.close();
    }
  });
});

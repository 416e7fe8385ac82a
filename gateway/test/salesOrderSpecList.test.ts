/**
 * The sales-order overview over a provider without the salesOrderPages extension: the gateway
 * reads the spec's whole lists (GET "sales data, 6 months" and "sales data, all") and pages,
 * filters, sorts, searches and counts them itself. The same queries through a gateway with the
 * extension (the provider pages) answer the same.
 */
import { ADMIN, codes, startStack, type Stack, STACK_START_MS } from './harness';
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

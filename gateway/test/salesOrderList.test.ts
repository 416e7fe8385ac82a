/**
 * The sales-order overview paged in the provider (getSalesOrdersPage): one provider call per page,
 * and the same answers as the gateway's in-memory list query gave over the whole list.
 */
import { ADMIN, codes, startStack, type Stack, STACK_START_MS } from './harness';
import { applyListQuery, type ListArgs, type ListFields } from '../src/lists/list-query';

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
}, STACK_START_MS);
afterAll(() => stack?.close());

type Node = Record<string, any>;
const NODE = `id customer { name } supplier { name } customerReference loadingDate arrivalDate salesUnit { code } salesQuantity
  purchaseUnit { code } purchaseQuantity productCode packingSlip container shippingDocument accountingBooking isCompleted`;
const LIST = `query($r: SalesOrderRange, $f: SalesOrderFilter, $s: [SalesOrderSort!], $p: ListPage) {
  salesOrders(range: $r, filter: $f, sort: $s, page: $p) { totalCount nodes { ${NODE} } } }`;
const count = (path: string) => stack.calls.filter((c) => c.path.endsWith(`/${path}`)).length;

async function list(vars: Record<string, unknown>) {
  const r = await stack.gql(LIST, vars, { token: admin });
  return r;
}

/** The gateway's in-memory list query as it served the overview before (the reference semantics). */
const OLD_FIELDS: ListFields<Node> = {
  id: { type: 'number', get: (o) => o.id },
  customer: { type: 'string', get: (o) => o.customer?.name ?? '' },
  supplier: { type: 'string', get: (o) => o.supplier.name },
  customerReference: { type: 'string', get: (o) => o.customerReference },
  loadingDate: { type: 'date', get: (o) => o.loadingDate },
  arrivalDate: { type: 'date', get: (o) => o.arrivalDate },
  salesUnit: { type: 'string', get: (o) => o.salesUnit?.code ?? null },
  salesQuantity: { type: 'number', get: (o) => o.salesQuantity },
  purchaseUnit: { type: 'string', get: (o) => o.purchaseUnit?.code ?? null },
  purchaseQuantity: { type: 'number', get: (o) => o.purchaseQuantity },
  productCode: { type: 'string', get: (o) => o.productCode },
  packingSlip: { type: 'string', get: (o) => o.packingSlip },
  container: { type: 'string', get: (o) => o.container },
  shippingDocument: { type: 'string', get: (o) => o.shippingDocument },
  accountingBooking: { type: 'string', get: (o) => o.accountingBooking },
  isCompleted: { type: 'boolean', get: (o) => o.isCompleted },
};

describe('the sales-order overview paged in the provider', () => {
  it('costs one list call per page, filtered and sorted or not, and never the whole list', async () => {
    stack.calls.length = 0;
    const first = await list({});
    expect(first.errors).toBeUndefined();
    const filtered = await list({
      f: { search: 'a', conditions: [{ field: 'IS_COMPLETED', operator: 'FALSE' }] },
      s: [{ field: 'LOADING_DATE', direction: 'DESC' }],
      p: { offset: 100, limit: 50 },
    });
    expect(filtered.errors).toBeUndefined();
    expect(count('getSalesOrdersPage')).toBe(2);
    expect(count('getSalesOrders') + count('getSalesOrders6Months')).toBe(0);
    // units only come from the rows here (codes), so nothing else is asked
    expect(stack.calls).toHaveLength(2);
  });

  it('answers what the in-memory list query answered over the whole list, for filters, search, joins, sorts and pages', async () => {
    const whole = await list({ r: 'ALL', p: { limit: 10_000 } });
    expect(whole.errors).toBeUndefined();
    const all: Node[] = whole.data.salesOrders.nodes;
    expect(all.length).toBe(whole.data.salesOrders.totalCount);
    const withLine = all.find((o) => o.productCode && o.loadingDate && o.salesQuantity && o.customer);
    expect(withLine).toBeDefined();
    const cases: ListArgs[] = [
      { filter: { search: String(withLine!.customer.name).slice(0, 4).toUpperCase() } },
      { filter: { search: `${String(withLine!.productCode).toLowerCase()} ${String(withLine!.supplier.name).split(' ')[0]}` } },
      { filter: { search: 'ton', searchFields: ['SALES_UNIT', 'PRODUCT_CODE'] } },
      { filter: { conditions: [{ field: 'LOADING_DATE', operator: 'IS', value: withLine!.loadingDate }] } },
      {
        filter: { conditions: [{ field: 'LOADING_DATE', operator: 'BETWEEN', value: withLine!.loadingDate }] },
        sort: [{ field: 'LOADING_DATE', direction: 'ASC' }],
      },
      {
        filter: { conditions: [{ field: 'SALES_QUANTITY', operator: 'BETWEEN', value: '5', valueTo: '25.5' }] },
        sort: [{ field: 'SALES_QUANTITY', direction: 'DESC' }],
      },
      { filter: { conditions: [{ field: 'SALES_QUANTITY', operator: 'IS', value: withLine!.salesQuantity }] } },
      { filter: { conditions: [{ field: 'CONTAINER', operator: 'CONTAINS', value: 'msc' }] } },
      { filter: { conditions: [{ field: 'ACCOUNTING_BOOKING', operator: 'BETWEEN' }] } },
      {
        filter: {
          join: 'OR',
          conditions: [
            { field: 'IS_COMPLETED', operator: 'TRUE' },
            { field: 'CUSTOMER', operator: 'CONTAINS', value: String(withLine!.customer.name).slice(-3) },
          ],
        },
      },
      { sort: [{ field: 'ARRIVAL_DATE', direction: 'DESC' }], page: { offset: 0, limit: 300 } },
      { sort: [{ field: 'PURCHASE_QUANTITY', direction: 'ASC' }], page: { offset: 50, limit: 100 } },
      { sort: [{ field: 'IS_COMPLETED' }, { field: 'ID', direction: 'ASC' }], page: { offset: 20, limit: 40 } },
    ];
    for (const args of cases) {
      const page = args.page ?? { limit: 10_000 };
      const expected = applyListQuery(all, OLD_FIELDS, { ...args, page }, [{ field: 'id', direction: 'DESC' }]);
      const r = await list({ r: 'ALL', f: args.filter, s: args.sort, p: page });
      expect(r.errors).toBeUndefined();
      const got = r.data.salesOrders;
      expect([JSON.stringify(args), got.totalCount]).toEqual([JSON.stringify(args), expected.totalCount]);
      expect([JSON.stringify(args), got.nodes.map((n: Node) => n.id)]).toEqual([JSON.stringify(args), expected.nodes.map((n) => n.id)]);
    }
  });

  it('refuses an unknown field, an operator the field cannot take and a bad value by name, without asking the provider', async () => {
    stack.calls.length = 0;
    const refused = async (vars: Record<string, unknown>, field: string) => {
      const r = await list(vars);
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
      // the last name of the argument's path, as userErrors name fields
      expect((r.errors?.[0]?.extensions as { field?: string } | undefined)?.field).toBe(field);
    };
    // a field outside the list's enum does not pass the schema
    expect(codes(await list({ s: [{ field: 'constructor' }] }))).toEqual(['BAD_USER_INPUT']);
    await refused({ f: { conditions: [{ field: 'CUSTOMER', operator: 'TRUE' }] } }, 'operator');
    await refused({ f: { conditions: [{ field: 'LOADING_DATE', operator: 'IS', value: '31-02-2026' }] } }, 'value');
    await refused({ f: { conditions: [{ field: 'SALES_QUANTITY', operator: 'BETWEEN', value: '1', valueTo: 'many' }] } }, 'valueTo');
    await refused({ f: { search: 'x'.repeat(201) } }, 'search');
    await refused({ p: { limit: 10_001 } }, 'limit');
    expect(stack.calls).toHaveLength(0);
  });
});

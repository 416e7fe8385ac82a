/**
 * Month end over a provider without the monthEndQuery extension: the gateway reads the spec's
 * whole month-end list (GET, no payload) and filters, sorts, pages, counts and totals it itself.
 * The same queries through a gateway with the extension (the provider does them) answer the same.
 */
import { codes, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';
import { NO_EXTENSIONS } from '../src/provider/extensions';

let query: Stack;
let spec: Stack;
let queryToken: string;
let specToken: string;

beforeAll(async () => {
  query = await startStack();
  spec = await startStack({ providerExtensions: NO_EXTENSIONS }, undefined, { provider: { url: query.providerUrl, db: query.db } });
  [queryToken, specToken] = await Promise.all([query.login(FINANCE), spec.login(FINANCE)]);
}, STACK_START_MS);
afterAll(async () => {
  await spec?.close();
  await query?.close();
});

const ROW = `id productCode loadingDate salesOrderId salesBooking salesBooked salesQuantity salesAmount purchaseOrderId purchaseBooking purchaseBooked
  purchaseQuantity purchaseAmount needsTransport transportOrderId transportBooking transportBooked transportQuantity transportAmount isComplete`;
const TOTALS =
  'totals { salesQuantity salesAmount purchaseQuantity purchaseAmount transportQuantity transportAmount missingSalesBookings missingPurchaseBookings missingTransportBookings incompleteRows }';
const LIST = `query($f: MonthEndFilter, $s: [MonthEndSort!], $p: ListPage) { monthEnd(filter: $f, sort: $s, page: $p) { totalCount nodes { ${ROW} } ${TOTALS} } }`;
const PAGE = `query($f: MonthEndFilter, $s: [MonthEndSort!], $p: ListPage) { monthEnd(filter: $f, sort: $s, page: $p) { nodes { id } } }`;
const procedure = (path: string) => path.split('/').pop();

/** `yyyy-MM` of `back` months before this one. */
function monthBefore(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

const both = async (doc: string, vars: Record<string, unknown>) => {
  const [a, b] = await Promise.all([query.gql(doc, vars, { token: queryToken }), spec.gql(doc, vars, { token: specToken })]);
  return { query: a, spec: b };
};

describe('month end from the spec whole list', () => {
  it('reads the whole list by GET without a payload, never the provider query', async () => {
    spec.calls.length = 0;
    const r = await spec.gql(LIST, { f: { month: monthBefore(1) }, p: { limit: 10 } }, { token: specToken });
    expect(r.errors).toBeUndefined();
    expect(r.data.monthEnd.nodes).toHaveLength(10);
    const listCalls = spec.calls.filter((c) => procedure(c.path) === 'getMonthEnd');
    expect(listCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/factory/execute/backoffice/getMonthEnd']);
  });

  it('answers as the provider query does: pages, month, conditions, search, booked filters, sorts, counts and totals', async () => {
    const month = monthBefore(1);
    const sample = (await spec.gql(LIST, { f: { month }, p: { limit: 50 } }, { token: specToken })).data.monthEnd.nodes;
    const code = String(sample.find((n: Record<string, unknown>) => n.productCode)?.productCode);
    const cases: Record<string, unknown>[] = [
      { p: { limit: 100 } },
      { f: { month }, p: { limit: 10_000 } },
      { f: { month }, p: { offset: 30, limit: 25 } },
      { f: { month: monthBefore(2), incompleteOnly: true } },
      { f: { month, salesBooked: false } },
      { f: { month, purchaseBooked: true, transportBooked: false } },
      { f: { month, search: code.toLowerCase() } },
      { f: { search: code.slice(0, 3), searchFields: ['PRODUCT_CODE'] }, p: { limit: 500 } },
      { f: { month, conditions: [{ field: 'SALES_AMOUNT', operator: 'BETWEEN', value: '100', valueTo: '5000' }] } },
      {
        f: {
          month,
          join: 'OR',
          conditions: [
            { field: 'NEEDS_TRANSPORT', operator: 'TRUE' },
            { field: 'PRODUCT_CODE', operator: 'IS', value: code },
          ],
        },
      },
      { f: { month }, s: [{ field: 'PURCHASE_AMOUNT', direction: 'DESC' }], p: { limit: 10_000 } },
      { f: { month }, s: [{ field: 'TRANSPORT_BOOKING' }], p: { limit: 10_000 } },
      { f: { month }, s: [{ field: 'PRODUCT_CODE', direction: 'DESC' }, { field: 'SALES_QUANTITY' }], p: { offset: 5, limit: 40 } },
    ];
    for (const vars of cases) {
      const r = await both(LIST, vars);
      expect([vars, codes(r.spec)]).toEqual([vars, []]);
      expect([vars, r.spec.data]).toEqual([vars, r.query.data]);
    }
    // a page without its count or totals, as the screen pages
    const pages = await both(PAGE, { f: { month }, p: { offset: 10, limit: 10 } });
    expect(pages.spec.data).toEqual(pages.query.data);
  });

  it('refuses a bad month or value by name, as the provider query does, without asking the provider', async () => {
    spec.calls.length = 0;
    for (const vars of [
      { f: { month: '2026-13' } },
      { f: { conditions: [{ field: 'LOADING_DATE', operator: 'IS', value: 'yesterday' }] } },
      { f: { conditions: [{ field: 'PRODUCT_CODE', operator: 'TRUE' }] } },
    ]) {
      const r = await both(LIST, vars);
      expect(codes(r.spec)).toEqual(['BAD_USER_INPUT']);
      expect(r.spec.errors?.[0]?.extensions).toEqual(r.query.errors?.[0]?.extensions);
    }
    expect(spec.calls).toHaveLength(0);
  });
});

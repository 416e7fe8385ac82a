import Decimal from 'decimal.js';
import { codes, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';
import { ProviderClient } from '../src/provider/client';

/** What a month-end call asks beyond its page: the totals, the count. */
type MonthEndAsk = { totals?: boolean; count?: boolean } | undefined;

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login(FINANCE);
}, STACK_START_MS);
afterAll(() => stack?.close());

/** The month before this one, `yyyy-MM` (the seed guarantees every combination there). */
function lastMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const ROW = `id productCode loadingDate salesOrderId salesBooking salesBooked salesQuantity salesAmount purchaseOrderId purchaseBooking purchaseBooked
  purchaseQuantity purchaseAmount needsTransport transportOrderId transportBooking transportBooked transportQuantity transportAmount isComplete`;
const TOTALS =
  'totals { salesQuantity salesAmount purchaseQuantity purchaseAmount transportQuantity transportAmount missingSalesBookings missingPurchaseBookings missingTransportBookings incompleteRows }';
const LIST = `query($f: MonthEndFilter, $s: [MonthEndSort!], $p: ListPage) { monthEnd(filter: $f, sort: $s, page: $p) { totalCount nodes { ${ROW} } ${TOTALS} } }`;

const calls = (from: number) => stack.calls.slice(from).map((c) => c.path.split('/').pop()!.split('?')[0] ?? '');

describe('month end', () => {
  it('answers the rows of a month with their orders, customers, lines and invoices at a fixed number of provider calls', async () => {
    const q = `query($f: MonthEndFilter, $p: ListPage) { monthEnd(filter: $f, page: $p) { totalCount nodes { id salesOrderId purchaseOrderId transportOrderId purchaseBooking transportBooking
      salesLine { id salesAmount } salesOrder { id customer { code name } supplier { name } lines { id product { code } salesAmount } }
      purchaseOrder { id accountingBooking isTransport supplier { name } lines { id amount salesOrderId } }
      transportOrder { id accountingBooking isTransport lines { id amount } } } } }`;
    const perPage: Record<number, string[]> = {};
    for (const limit of [10, 60]) {
      const before = stack.calls.length;
      const r = await stack.gql(q, { f: { month: lastMonth() }, p: { limit } }, { token });
      expect(r.errors).toBeUndefined();
      const { nodes } = r.data.monthEnd;
      expect(nodes.length).toBe(Math.min(limit, r.data.monthEnd.totalCount));
      for (const n of nodes) {
        expect(n.salesOrder.id).toBe(n.salesOrderId);
        expect(n.salesLine.id).toBe(n.id);
        expect(n.salesOrder.lines.map((l: any) => l.id)).toContain(n.id);
        expect(n.purchaseOrder?.id ?? null).toBe(n.purchaseOrderId);
        expect(n.purchaseOrder?.accountingBooking ?? null).toBe(n.purchaseBooking);
        if (n.purchaseOrder) expect(n.purchaseOrder.isTransport).toBe(false);
        expect(n.transportOrder?.id ?? null).toBe(n.transportOrderId);
        if (n.transportOrder) expect([n.transportOrder.isTransport, n.transportOrder.accountingBooking]).toEqual([true, n.transportBooking]);
      }
      perPage[limit] = calls(before).sort();
    }
    // rows with every side: the seed makes them early in the month, which a page of the newest may not reach
    const full = await stack.gql(q, { f: { month: lastMonth(), purchaseBooked: true, transportBooked: true }, p: { limit: 10 } }, { token });
    expect(full.errors).toBeUndefined();
    expect(full.data.monthEnd.nodes.some((n: any) => n.salesOrder.customer && n.purchaseOrder && n.transportOrder)).toBe(true);
    // one list, one batch of orders, one of their lines, the reference lists, the invoices and their lines: whatever the page size
    expect(perPage[60]).toEqual(perPage[10]);
    expect(perPage[60]?.filter((c) => c === 'getSalesOrder')).toHaveLength(1);
    expect(perPage[60]?.filter((c) => c === 'getSalesOrderLines')).toHaveLength(1);
    expect(perPage[60]?.filter((c) => c === 'getPurchaseOrderLines')).toHaveLength(1);
    expect(perPage[60]?.length).toBeLessThanOrEqual(9);
  });

  it('sums quantities and amounts per side and counts missing bookings over all filtered rows, not only the page', async () => {
    const month = lastMonth();
    const page = await stack.gql(LIST, { f: { month }, p: { limit: 5 } }, { token });
    const all = await stack.gql(LIST, { f: { month }, p: { limit: 10_000 } }, { token });
    expect(page.errors).toBeUndefined();
    const rows = all.data.monthEnd.nodes;
    expect(page.data.monthEnd.totalCount).toBe(rows.length);
    const sum = (key: string) => rows.reduce((s: Decimal, r: any) => s.plus(r[key] ?? 0), new Decimal(0)).toString();
    const t = page.data.monthEnd.totals;
    for (const key of ['salesQuantity', 'salesAmount', 'purchaseQuantity', 'purchaseAmount', 'transportQuantity', 'transportAmount'])
      expect([key, t[key]]).toEqual([key, sum(key)]);
    expect(t.missingSalesBookings).toBe(rows.filter((r: any) => !r.salesBooked).length);
    expect(t.missingPurchaseBookings).toBe(rows.filter((r: any) => !r.purchaseBooked).length);
    expect(t.missingTransportBookings).toBe(rows.filter((r: any) => r.needsTransport && !r.transportBooked).length);
    expect(t.incompleteRows).toBe(rows.filter((r: any) => !r.isComplete).length);
    expect(t.incompleteRows).toBeGreaterThan(0);
    // every combination of booked and missing sides is there
    const combos = new Set(rows.filter((r: any) => r.needsTransport).map((r: any) => `${r.salesBooked}${r.purchaseBooked}${r.transportBooked}`));
    expect(combos.size).toBe(8);

    const incomplete = await stack.gql(LIST, { f: { month, incompleteOnly: true }, p: { limit: 10_000 } }, { token });
    expect(incomplete.data.monthEnd.totalCount).toBe(t.incompleteRows);
    expect(incomplete.data.monthEnd.nodes.every((r: any) => !r.isComplete)).toBe(true);
    expect(incomplete.data.monthEnd.totals.incompleteRows).toBe(t.incompleteRows);
  });

  it('asks the provider for the totals and the count only when the operation selects them: the same page and count either way', async () => {
    const month = lastMonth();
    const PAGE = `query($f: MonthEndFilter, $p: ListPage) { monthEnd(filter: $f, page: $p) { totalCount nodes { ${ROW} } } }`;
    const PAGE_ALONE = `query($f: MonthEndFilter, $p: ListPage) { monthEnd(filter: $f, page: $p) { nodes { ${ROW} } } }`;
    const TOTALS_ONLY = `query($f: MonthEndFilter) { monthEnd(filter: $f, page: { limit: 0 }) { totalCount ${TOTALS} } }`;
    const run = async (query: string, variables: Record<string, unknown>) => {
      const before = stack.calls.length;
      const spy = jest.spyOn(ProviderClient.prototype, 'execute');
      try {
        const r = await stack.gql(query, variables, { token });
        expect(r.errors).toBeUndefined();
        return {
          data: r.data.monthEnd,
          calls: calls(before),
          asked: spy.mock.calls.map(([key, payload]) => [key, (payload as MonthEndAsk)?.totals, (payload as MonthEndAsk)?.count]),
        };
      } finally {
        spy.mockRestore();
      }
    };
    const withTotals = await run(LIST, { f: { month }, p: { offset: 5, limit: 20 } });
    const pageOnly = await run(PAGE, { f: { month }, p: { offset: 5, limit: 20 } });
    const totalsOnly = await run(TOTALS_ONLY, { f: { month } });
    const pageAlone = await run(PAGE_ALONE, { f: { month }, p: { offset: 5, limit: 20 } });
    for (const r of [withTotals, pageOnly, totalsOnly, pageAlone]) expect(r.calls).toEqual(['getMonthEnd']);
    expect(withTotals.asked).toEqual([['monthEnd.query', true, undefined]]);
    expect(pageOnly.asked).toEqual([['monthEnd.query', false, undefined]]);
    expect(totalsOnly.asked).toEqual([['monthEnd.query', true, undefined]]);
    expect(pageAlone.asked).toEqual([['monthEnd.query', false, false]]);
    expect(pageOnly.data).toEqual({ totalCount: withTotals.data.totalCount, nodes: withTotals.data.nodes });
    expect(pageAlone.data).toEqual({ nodes: withTotals.data.nodes });
    expect(totalsOnly.data).toEqual({ totalCount: withTotals.data.totalCount, totals: withTotals.data.totals });
  });

  it('filters on booking flags, codes and dates, searches and sorts in the provider, by the list’s enum fields', async () => {
    const month = lastMonth();
    const notBooked = await stack.gql(
      LIST,
      {
        f: {
          month,
          conditions: [
            { field: 'PURCHASE_BOOKED', operator: 'FALSE' },
            { field: 'SALES_BOOKED', operator: 'TRUE' },
          ],
        },
        s: [{ field: 'SALES_AMOUNT', direction: 'ASC' }],
        p: { limit: 10_000 },
      },
      { token },
    );
    expect(notBooked.errors).toBeUndefined();
    const rows = notBooked.data.monthEnd.nodes;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: any) => !r.purchaseBooked && r.salesBooked)).toBe(true);
    const amounts = rows.map((r: any) => new Decimal(r.salesAmount));
    expect(amounts.every((a: Decimal, i: number) => i === 0 || a.gte(amounts[i - 1]))).toBe(true);

    // a row the BETWEEN below can find (the month's lowest amount may load on the 29th to 31st)
    const code = rows.find((r: any) => r.loadingDate <= `${month}-28`).productCode;
    const byCode = await stack.gql(
      LIST,
      {
        f: {
          conditions: [
            { field: 'PRODUCT_CODE', operator: 'IS', value: code },
            { field: 'LOADING_DATE', operator: 'BETWEEN', value: `${month}-01`, valueTo: `${month}-28` },
          ],
        },
        p: { limit: 10_000 },
      },
      { token },
    );
    expect(byCode.data.monthEnd.nodes.length).toBeGreaterThan(0);
    for (const r of byCode.data.monthEnd.nodes) {
      expect(r.productCode).toBe(code);
      expect(r.loadingDate >= `${month}-01` && r.loadingDate <= `${month}-28`).toBe(true);
    }
    const dates = byCode.data.monthEnd.nodes.map((r: any) => r.loadingDate);
    expect(dates).toEqual([...dates].sort().reverse());

    // the booking filters hold whatever the join of the conditions
    const screenFilters = await stack.gql(
      LIST,
      {
        f: { month, join: 'OR', conditions: [{ field: 'SALES_AMOUNT', operator: 'BETWEEN', value: '0' }], salesBooked: false, transportBooked: false },
        p: { limit: 10_000 },
      },
      { token },
    );
    expect(screenFilters.errors).toBeUndefined();
    expect(screenFilters.data.monthEnd.nodes.length).toBeGreaterThan(0);
    expect(screenFilters.data.monthEnd.nodes.every((r: any) => !r.salesBooked && r.needsTransport && !r.transportBooked)).toBe(true);
    expect(screenFilters.data.monthEnd.totals.missingSalesBookings).toBe(screenFilters.data.monthEnd.totalCount);

    const booking = rows[0].salesBooking;
    const search = await stack.gql(LIST, { f: { search: booking } }, { token });
    expect(search.data.monthEnd.nodes.map((r: any) => r.salesBooking)).toContain(booking);
  });

  it('refuses a bad month, value, operator or page as BAD_USER_INPUT naming the field, and unknown fields by the schema', async () => {
    const bad = async (variables: Record<string, unknown>) => {
      const r = await stack.gql(LIST, variables, { token });
      // the message names the field (the gateway sends only the code as an extension)
      const field = /(filter\.[\w.]+|page\.\w+|sort\.[\w.]+)/.exec(r.errors?.[0]?.message ?? '')?.[1];
      return { codes: codes(r), field };
    };
    expect(await bad({ f: { month: '2026-13' } })).toEqual({ codes: ['BAD_USER_INPUT'], field: 'filter.month' });
    expect(await bad({ f: { conditions: [{ field: 'LOADING_DATE', operator: 'IS', value: '31-12-2026' }] } })).toEqual({
      codes: ['BAD_USER_INPUT'],
      field: 'filter.conditions.0.value',
    });
    expect(await bad({ f: { conditions: [{ field: 'SALES_AMOUNT', operator: 'BETWEEN', value: 'x' }] } })).toEqual({
      codes: ['BAD_USER_INPUT'],
      field: 'filter.conditions.0.value',
    });
    expect(await bad({ f: { conditions: [{ field: 'PRODUCT_CODE', operator: 'TRUE' }] } })).toEqual({
      codes: ['BAD_USER_INPUT'],
      field: 'filter.conditions.0.operator',
    });
    expect(await bad({ p: { limit: 10_001 } })).toEqual({ codes: ['BAD_USER_INPUT'], field: 'page.limit' });
    expect((await bad({ s: [{ field: 'loadingDate' }] })).codes).toEqual(['BAD_USER_INPUT']);
    const anonymous = await stack.gql(LIST, {});
    expect(codes(anonymous)).toEqual(['UNAUTHENTICATED']);
  });
});

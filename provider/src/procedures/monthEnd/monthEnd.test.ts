import { startProvider, type StartedProvider } from '../../index';
import { COMBINATIONS, monthsBefore } from '../../seed/monthEnd';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { required } from '../../lib/required';
import { z } from 'zod';
import { buildQuery, monthEndQuery } from './query';

let provider: StartedProvider;
let admin: Client;

beforeAll(async () => {
  provider = await startProvider();
  admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => provider?.close());

type Item = Record<string, any>;
const monthEnd = async (payload: Record<string, unknown> = {}) => {
  const answer = await admin.execute('backoffice', 'getMonthEnd', payload);
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body as { Items: Item[]; TotalCount: number; Totals: Record<string, number> };
};
const today = () => new Date().toISOString().slice(0, 10);
/** The last day of the month that starts on `first`. */
const lastDay = (first: string) => new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).toISOString().slice(0, 10);

describe('month-end demo data', () => {
  it('holds every combination of booked and missing sides in each of the four months before this one', async () => {
    for (const first of monthsBefore(today(), 4)) {
      const last = lastDay(first);
      const { Items } = await monthEnd({ from: first, to: last, limit: 10_000, conditions: [{ field: 'NeedsTransport', operator: 'true' }] });
      const seen = new Set(Items.map((i) => `${!!i.SalesExactBooking}${!!i.PurchseExactBooking}${!!i.TransportExactBooking}`));
      for (const [s, p, t] of COMBINATIONS) expect([first, seen.has(`${s}${p}${t}`)]).toEqual([first, true]);
      // missing sides both ways: not invoiced at all, and invoiced without a booking
      expect(Items.some((i) => i.purchaseid === null) || Items.some((i) => i.purchaseid !== null && !i.PurchseExactBooking)).toBe(true);
    }
  });
});

describe('getMonthEnd', () => {
  it('answers every row, by loading date descending, when called as the spec calls it (GET, no payload)', async () => {
    const answer = await admin.execute('backoffice', 'getMonthEnd', {}, 'GET');
    const { Items, TotalCount } = answer.body as { Items: Item[]; TotalCount: number };
    expect(TotalCount).toBeGreaterThan(100);
    expect(Items).toHaveLength(TotalCount);
    const { rows } = await provider.db.query<{ n: number }>('select count(*)::int as n from sales_order_lines');
    expect(TotalCount).toBe(rows[0]?.n);
    const dates = Items.map((i) => i.Loadingdate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers a page by loading date descending with the total count and the totals of all filtered rows', async () => {
    const first = required(monthsBefore(today(), 1)[0], 'last month');
    const to = lastDay(first);
    const page = await monthEnd({ from: first, to, limit: 10 });
    expect(page.Items).toHaveLength(10);
    const dates = page.Items.map((i) => i.Loadingdate);
    expect(dates).toEqual([...dates].sort().reverse());
    const { rows } = await provider.db.query<Record<string, string>>(
      `select count(*)::int as n, sum(l.sales_amount)::text as sales, count(*) filter (where o.exact_booking is null)::int as missing
         from sales_order_lines l join sales_orders o on o.id = l.sales_order_id where o.loading_date between $1 and $2`,
      [first, to],
    );
    expect(page.TotalCount).toBe(Number(rows[0]?.n));
    expect(page.Totals.SalesAmount).toBe(Number(rows[0]?.sales));
    expect(page.Totals.MissingSalesBookings).toBe(Number(rows[0]?.missing));
    const all = await monthEnd({ from: first, to, limit: 10_000 });
    const sum = (key: string) => all.Items.reduce((s, i) => s + Math.round((i[key] ?? 0) * 1000), 0) / 1000;
    expect(page.Totals.PurchaseAmount).toBeCloseTo(sum('PurchaseAmount'), 2);
    expect(page.Totals.TransportQuantity).toBeCloseTo(sum('TransportQuantity'), 3);
    expect(page.Totals.MissingPurchaseBookings).toBe(all.Items.filter((i) => !i.PurchseExactBooking).length);
    expect(page.Totals.MissingTransportBookings).toBe(all.Items.filter((i) => i.NeedsTransport && !i.TransportExactBooking).length);
    const second = await monthEnd({ from: first, to, limit: 10, offset: 10 });
    expect(second.Items.map((i) => i.lineid)).toEqual(all.Items.slice(10, 20).map((i) => i.lineid));
    // a page past the last row, or of no rows, still answers the count and the totals of all
    for (const empty of [await monthEnd({ from: first, to, offset: all.TotalCount }), await monthEnd({ from: first, to, limit: 0 })]) {
      expect(empty.Items).toEqual([]);
      expect(empty.TotalCount).toBe(page.TotalCount);
      expect(empty.Totals).toEqual(page.Totals);
    }
  });

  it('filters on conditions (And/Or), searches, narrows to incomplete rows and sorts on any field', async () => {
    const all = await monthEnd({ limit: 10_000, from: monthsBefore(today(), 4)[0] });
    const booked = all.Items.find((i) => i.PurchseExactBooking)!;
    const byBooking = await monthEnd({ conditions: [{ field: 'PurchseExactBooking', operator: 'is', value: booked.PurchseExactBooking }] });
    expect(byBooking.Items.length).toBeGreaterThan(0);
    expect(byBooking.Items.every((i) => i.PurchseExactBooking === booked.PurchseExactBooking)).toBe(true);
    const incomplete = await monthEnd({ incomplete: true, limit: 10_000, from: monthsBefore(today(), 4)[0] });
    expect(incomplete.TotalCount).toBe(all.Totals.IncompleteRows);
    for (const i of incomplete.Items) expect(!i.SalesExactBooking || !i.PurchseExactBooking || (i.NeedsTransport && !i.TransportExactBooking)).toBe(true);
    const either = await monthEnd({
      join: 'or',
      limit: 10_000,
      conditions: [
        { field: 'salesbooked', operator: 'false' },
        { field: 'SalesAmount', operator: 'between', value: '1000000' },
      ],
    });
    expect(either.Items.every((i) => !i.SalesExactBooking || i.SalesAmount >= 1_000_000)).toBe(true);
    const code = required(all.Items[0], 'a month-end row').ProductCode;
    const search = await monthEnd({ search: code.toLowerCase(), limit: 10_000 });
    expect(
      search.Items.every((i) =>
        [i.ProductCode, i.SalesExactBooking, i.PurchseExactBooking, i.TransportExactBooking].some((v) => String(v).toLowerCase().includes(code.toLowerCase())),
      ),
    ).toBe(true);
    const sorted = await monthEnd({ sort: JSON.stringify([{ field: 'SalesAmount', direction: 'asc' }]), limit: 50 });
    const amounts = sorted.Items.map((i) => i.SalesAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('answers the same pages and counts without totals when asked so, and no totals then', async () => {
    const from = required(monthsBefore(today(), 4)[0], 'four months ago');
    const cases: Record<string, unknown>[] = [
      // the line's own columns only: cut and counted over month_end_lines
      { from },
      {
        from,
        sort: [
          { field: 'SalesAmount', direction: 'asc' },
          { field: 'ProductCode', direction: 'desc' },
        ],
      },
      { from, conditions: [{ field: 'salesbooked', operator: 'false' }] },
      { from, also: [{ field: 'SalesBooked', operator: 'true' }], conditions: [{ field: 'SalesAmount', operator: 'between', value: '100' }] },
      // the purchase or transport side named: one pass over month_end_rows
      { from, incomplete: true },
      { from, conditions: [{ field: 'PurchaseBooked', operator: 'false' }] },
      { from, sort: [{ field: 'TransportAmount', direction: 'desc' }] },
      { from, search: 'a' },
    ];
    for (const payload of cases) {
      for (const [offset, limit] of [
        [0, 25],
        [25, 25],
        [0, 10_000],
        [0, 0],
        [1_000_000, 10],
      ] as const) {
        const asked = { ...payload, offset, limit };
        const withTotals = await monthEnd(asked);
        const without = await monthEnd({ ...asked, totals: false });
        expect([asked, without.Items]).toEqual([asked, withTotals.Items]);
        expect([asked, without.TotalCount]).toEqual([asked, withTotals.TotalCount]);
        expect(without.Totals).toBeUndefined();
        const pageAlone = await monthEnd({ ...asked, totals: false, count: false });
        expect([asked, pageAlone.Items]).toEqual([asked, withTotals.Items]);
        expect([asked, pageAlone.TotalCount, pageAlone.Totals]).toEqual([asked, undefined, undefined]);
      }
    }
    // which of them are cut over the lines alone
    const linesOnly = (q: Record<string, unknown>) => {
      const built = buildQuery(z.object(monthEndQuery).parse(q), []);
      return 'error' in built ? built.error : built.linesOnly;
    };
    expect(cases.map(({ from: _from, ...q }) => linesOnly(q))).toEqual([true, true, true, true, false, false, false, false]);
    expect((await monthEnd({ from, limit: 1, totals: 'true' })).Totals).toBeDefined();
    expect((await admin.execute('backoffice', 'getMonthEnd', { totals: 'sometimes' })).body.Success).toBe(false);
    expect((await admin.execute('backoffice', 'getMonthEnd', { totals: false, count: 'never' })).body.Success).toBe(false);
  });

  it('refuses unknown fields and operators, wrong values and pages that are too large, naming the field', async () => {
    const bad = async (payload: Record<string, unknown>) => (await admin.execute('backoffice', 'getMonthEnd', payload)).body;
    expect((await bad({ sort: [{ field: 'line_id; drop table users' }] })).Message).toMatch(/sort.*field must be one of/);
    expect((await bad({ conditions: [{ field: 'Loadingdate', operator: 'like' }] })).Success).toBe(false);
    expect((await bad({ conditions: [{ field: 'Loadingdate', operator: 'is', value: 'tomorrow' }] })).Message).toMatch(/value of loadingdate must be a date/);
    expect((await bad({ conditions: [{ field: 'SalesAmount', operator: 'is', value: '1 or 1=1' }] })).Message).toMatch(/must be a number/);
    expect((await bad({ limit: 10_001 })).Message).toMatch(/limit/);
    expect((await bad({ conditions: [{ field: 'ProductCode', operator: 'true' }] })).Message).toMatch(/not true or false/);
  });
});

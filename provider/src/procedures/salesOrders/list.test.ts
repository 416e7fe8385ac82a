import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { required } from '../../lib/required';
import { UNSET_DATE } from '../../lib/dates';

let provider: StartedProvider;
let admin: Client;
let all: Item[];
let recent: Item[];

type Item = Record<string, any>;
type Page = { Items: Item[]; TotalCount: number };
const call = (name: string, body: Record<string, unknown> = {}) => admin.execute('backoffice', name, body);
const items = async (name: string): Promise<Item[]> => {
  const answer = await call(name);
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body.Items;
};
const page = async (payload: Record<string, unknown> = {}): Promise<Page> => {
  const answer = await call('getSalesOrdersPage', payload);
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body as Page;
};
const ids = (rows: Item[]) => rows.map((r) => r.id);
const lower = (v: unknown) => String(v ?? '').toLowerCase();

/** An order of its own with an accented, upper-case reference, so case and accents are pinned. */
let accented: number;

beforeAll(async () => {
  provider = await startProvider();
  admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
  const supplier = required(
    (await provider.db.query<{ code: string }>('select code from suppliers where not demurrage order by code limit 1')).rows[0],
    'a supplier',
  );
  const created = await call('postSalesOrder', { customer: '100001', supplier: supplier.code, reference: 'ÉTÉ Ölmühle 50%_x', loadingdate: null });
  expect(created.body).toMatchObject({ Success: true });
  accented = created.body.NewId;
  [all, recent] = await Promise.all([items('getSalesOrders'), items('getSalesOrders6Months')]);
}, 60_000);
afterAll(() => provider?.close());

describe('getSalesOrdersPage', () => {
  it('answers the first 100 of the last six months by id descending with the count of all of them, as getSalesOrders6Months', async () => {
    const first = await page();
    expect(first.TotalCount).toBe(recent.length);
    expect(first.Items).toEqual(recent.slice(0, 100));
    const second = await page({ offset: 100, limit: 100 });
    expect(second.Items).toEqual(recent.slice(100, 200));
    expect(second.TotalCount).toBe(recent.length);
  });

  it('takes the whole list with range all, and answers the count on an empty page', async () => {
    const whole = await page({ range: 'ALL', limit: 10_000 });
    expect(whole.TotalCount).toBe(all.length);
    expect(whole.Items).toEqual(all);
    expect(all.length).toBeGreaterThan(recent.length);
    expect(await page({ range: 'all', limit: 0 })).toEqual({ Success: true, Items: [], TotalCount: all.length });
    expect(await page({ range: 'all', offset: all.length + 5 })).toMatchObject({ Items: [], TotalCount: all.length });
  });

  it('searches every word in the overview texts without regard to case or accents, with % and _ as plain characters', async () => {
    const found = await page({ range: 'all', search: 'été ÖLMÜHLE' });
    expect(ids(found.Items)).toEqual([accented]);
    expect(ids((await page({ range: 'all', search: '50%_X' })).Items)).toEqual([accented]);
    expect((await page({ range: 'all', search: '50%_y' })).TotalCount).toBe(0);
    // a word in one field and another word in another: both must occur somewhere
    const someone = required(
      all.find((o) => o.ProductCode && o.Supplier),
      'an order with a line',
    );
    const word1 = String(someone.Supplier).split(/\s+/)[0]!.toUpperCase();
    const word2 = String(someone.ProductCode).toLowerCase();
    const texts = (o: Item) =>
      ['Customer', 'Supplier', 'referencecustomer', 'SalesUnit', 'PurchaseUnit', 'ProductCode', 'PackingSlip', 'Container', 'Shipping', 'exactBooking'].map(
        (k) => lower(o[k]),
      );
    const expected = all.filter((o) => [word1, word2].every((w) => texts(o).some((t) => t.includes(w.toLowerCase()))));
    const searched = await page({ range: 'all', search: `${word1} ${word2}`, limit: 10_000 });
    expect(ids(searched.Items)).toEqual(ids(expected));
    expect(searched.TotalCount).toBe(expected.length);
    // search fields narrow where it looks
    const byReference = await page({ range: 'all', search: 'été', searchfields: ['ProductCode'] });
    expect(byReference.TotalCount).toBe(0);
  });

  it('filters with contains, is, between, true and false, joined by and or or', async () => {
    const order = required(
      recent.find((o) => !String(o.loadingdate).startsWith(UNSET_DATE) && o.SalesQuantity),
      'a recent order with a line',
    );
    const day = String(order.loadingdate).slice(0, 10);
    const onDay = await page({ conditions: [{ field: 'LoadingDate', operator: 'is', value: day }], limit: 10_000 });
    expect(ids(onDay.Items)).toEqual(ids(recent.filter((o) => String(o.loadingdate).slice(0, 10) === day)));
    const customer = lower(order.Customer).slice(1, 5).toUpperCase();
    const contains = await page({ conditions: [{ field: 'customer', operator: 'contains', value: customer }], limit: 10_000 });
    expect(ids(contains.Items)).toEqual(ids(recent.filter((o) => lower(o.Customer).includes(customer.toLowerCase()))));
    const between = await page({ conditions: [{ field: 'SalesQuantity', operator: 'between', value: '10', valueTo: 20.5 }], limit: 10_000 });
    expect(ids(between.Items)).toEqual(ids(recent.filter((o) => o.SalesQuantity !== null && o.SalesQuantity >= 10 && o.SalesQuantity <= 20.5)));
    const quantityText = await page({ conditions: [{ field: 'salesquantity', operator: 'contains', value: String(order.SalesQuantity) }], limit: 10_000 });
    expect(ids(quantityText.Items)).toContain(order.id);
    const completed = await page({ range: 'all', conditions: [{ field: 'isCompleted', operator: 'true' }], limit: 10_000 });
    expect(ids(completed.Items)).toEqual(ids(all.filter((o) => o.isCompleted)));
    const either = await page({
      range: 'all',
      join: 'or',
      conditions: [
        { field: 'isCompleted', operator: 'false' },
        { field: 'id', operator: 'is', value: String(all.at(-1)!.id) },
      ],
      limit: 10_000,
    });
    expect(ids(either.Items)).toEqual(ids(all.filter((o) => !o.isCompleted || o.id === all.at(-1)!.id)));
    // an empty text is no value: between without bounds keeps the orders that have one
    const withReference = await page({ range: 'all', conditions: [{ field: 'referencecustomer', operator: 'between' }], limit: 10_000 });
    expect(ids(withReference.Items)).toEqual(ids(all.filter((o) => o.referencecustomer !== '')));
  });

  it('sorts by any field, text as the gateway does (no regard to case or accents, digits as numbers), empty values last ascending and first descending, ties newest first', async () => {
    const asc = (await page({ range: 'all', sort: [{ field: 'referencecustomer', direction: 'asc' }], limit: 10_000 })).Items;
    const refs = asc.map((o) => lower(o.referencecustomer));
    const filled = refs.filter(Boolean);
    expect(refs.slice(0, filled.length)).toEqual(filled);
    // the gateway's in-memory order (lists/list-query.ts): Intl.Collator nl, numeric, base sensitivity
    expect(filled).toEqual([...filled].sort(new Intl.Collator('nl', { numeric: true, sensitivity: 'base' }).compare));
    const desc = (await page({ range: 'all', sort: [{ field: 'referencecustomer', direction: 'DESC' }], limit: 10_000 })).Items;
    const empties = desc.filter((o) => !o.referencecustomer).length;
    expect(desc.slice(0, empties).every((o) => !o.referencecustomer)).toBe(true);
    const byDay = (await page({ sort: [{ field: 'loadingdate' }], limit: 10_000 })).Items;
    const dayOf = (o: Item) => (String(o.loadingdate).startsWith(UNSET_DATE) ? null : String(o.loadingdate));
    expect(byDay.some((o) => dayOf(o) === null)).toBe(true);
    for (let i = 1; i < byDay.length; i++) {
      const [a, b] = [dayOf(byDay[i - 1]!), dayOf(byDay[i]!)];
      // no loading date: after every dated order
      if (a === null) expect(b).toBeNull();
      else if (b !== null) expect(a <= b).toBe(true);
      if (a === b) expect(byDay[i - 1]!.id).toBeGreaterThan(byDay[i]!.id);
    }
  });

  it('refuses an unknown field or operator by name, a bad value, a hostile field name and a page too large', async () => {
    const bad = async (payload: Record<string, unknown>, message: RegExp) => {
      const answer = await call('getSalesOrdersPage', payload);
      expect(answer.body.Success).toBe(false);
      expect(JSON.stringify(answer.body)).toMatch(message);
    };
    await bad({ conditions: [{ field: 'price', operator: 'is', value: '1' }] }, /conditions.*field.*must be one of/);
    await bad({ conditions: [{ field: 'id', operator: 'like', value: '1' }] }, /conditions.*operator/);
    await bad({ sort: [{ field: 'id; drop table sales_orders', direction: 'asc' }] }, /sort.*field.*must be one of/);
    await bad({ sort: [{ field: 'id', direction: 'sideways' }] }, /sort.*direction/);
    await bad({ searchfields: ['comments'] }, /searchfields.*must be one of/);
    await bad({ conditions: [{ field: 'loadingdate', operator: 'is', value: 'yesterday' }] }, /value of loadingdate must be a date/);
    await bad({ conditions: [{ field: 'SalesQuantity', operator: 'between', value: '1', valueTo: 'x' }] }, /valueTo of salesquantity must be a number/);
    await bad({ conditions: [{ field: 'Customer', operator: 'true' }] }, /customer is not true or false/);
    await bad({ conditions: [{ field: 'Customer', operator: 'is' }] }, /value of customer is required/);
    await bad({ range: 'year' }, /range/);
    await bad({ limit: 10_001 }, /limit/);
    const { rows } = await provider.db.query<{ n: number }>('select count(*)::int as n from sales_orders');
    expect(required(rows[0], 'count').n).toBe(all.length);
  });
});

import { startProvider, type StartedProvider } from '../../index';
import { INVOICING_ORDERS } from '../../seed/invoicing';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { InvoicingMessages as M } from './shared';
import { required } from '../../lib/required';

let provider: StartedProvider;
let admin: Client;
let finance: Client;
let orderUser: Client;

beforeAll(async () => {
  provider = await startProvider();
  [admin, finance, orderUser] = await Promise.all([
    signIn(provider.url, ADMIN.email, ADMIN.password),
    signIn(provider.url, 'finance@backoffice.test', 'Finance!2024'),
    signIn(provider.url, 'order@backoffice.test', 'Order!2024'),
  ]);
}, 60_000);
afterAll(() => provider?.close());

type Item = Record<string, any>;
/** The day in Brussels at a moment, `yyyy-MM-dd`. */
const brusselsDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(at);
const call = (name: string, body: Record<string, unknown> = {}, api = admin) => api.execute('backoffice', name, body);
const items = async (name: string, body: Record<string, unknown> = {}, api = admin): Promise<Item[]> => {
  const answer = await call(name, body, api);
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body.Items;
};
const orderId = async (reference: string) =>
  required((await provider.db.query<{ id: number }>('select id from sales_orders where reference_customer = $1', [reference])).rows[0], `order ${reference}`)
    .id;

/** A fresh open order of the test's own: customer 100001 (or as given), `lines` lines. */
async function newOrder(fields: { customer?: string | null; temporary?: boolean; lines?: number; loading?: string } = {}): Promise<number> {
  const { rows } = await provider.db.query<{ id: number }>(
    `insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, temporary)
     values ($1, (select code from suppliers order by code limit 1), 'T-INV', $2, $3) returning id`,
    [fields.customer === undefined ? '100001' : fields.customer, fields.loading ?? '2020-01-15', fields.temporary ?? false],
  );
  const order = required(rows[0], 'the new order');
  for (let n = 0; n < (fields.lines ?? 1); n++) {
    await provider.db.query(
      `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity, purchase_price, purchase_amount)
       values ($1, (select min(id) from products), 10, 20.5, 205, 10, 18.25, 182.5)`,
      [order.id],
    );
  }
  return order.id;
}

describe('quality data', () => {
  it('answers every order with its summed amounts, ISO loading week, booking and the customer language', async () => {
    const all = await items('getQualityData');
    const { rows } = await provider.db.query<{ n: number }>('select count(*)::int as n from sales_orders');
    expect(all).toHaveLength(required(rows[0], 'the count').n);
    const multi = all.find((o) => o.referencecustomer === INVOICING_ORDERS.multiPage)!;
    const sums = await provider.db.query<{ s: string; p: string; w: number }>(
      `select sum(sales_amount)::text as s, sum(purchase_amount)::text as p, (select extract(week from loading_date)::int from sales_orders where id = $1) as w
         from sales_order_lines where sales_order_id = $1`,
      [multi.Id],
    );
    expect(multi).toMatchObject({
      SalesAmount: Number(sums.rows[0]?.s),
      PurchaseAmount: Number(sums.rows[0]?.p),
      Loadingweek: sums.rows[0]?.w,
      LineCount: 60,
      language: 'EN',
    });
    expect(all.find((o) => o.referencecustomer === INVOICING_ORDERS.noCustomer)).toMatchObject({ customer: '', customercode: '' });
    expect(all.find((o) => o.referencecustomer === INVOICING_ORDERS.temporary)).toMatchObject({ Temporary: true });
    expect(all.find((o) => o.referencecustomer === INVOICING_ORDERS.booked)).toMatchObject({
      isCompleted: true,
      BookingNumber: expect.stringMatching(/^VF\d{10}$/),
    });
    expect(all.find((o) => o.referencecustomer === INVOICING_ORDERS.noLines)).toMatchObject({ LineCount: 0, SalesAmount: 0 });
    expect(all.some((o) => o.customercode === '99999998')).toBe(true);
  });
});

describe("the database's day", () => {
  it("is the business's: the time zone is Brussels', and a UTC evening is already the next day there", async () => {
    const { rows } = await provider.db.query<{ tz: string; day: string }>(
      "select current_setting('TimeZone') as tz, (timestamptz '2026-11-26 23:30:00+00')::date::text as day",
    );
    expect(rows[0]).toEqual({ tz: 'Europe/Brussels', day: '2026-11-27' });
  });
});

describe('sending a sales invoice', () => {
  it('books it once with a booking number and date, completes it, and refuses the second send', async () => {
    const id = await newOrder();
    const before = brusselsDay(new Date());
    const first = await call('sendSalesOrderToExact', { salesid: id }, finance);
    const after = brusselsDay(new Date());
    expect(first.body).toMatchObject({ Success: true, Items: [{ salesid: id, BookingNumber: expect.stringMatching(/^VF\d{4}0*\d+$/) }] });
    const { rows } = await provider.db.query<Record<string, unknown>>(
      'select exact_booking, booking_date::text as day, is_completed from sales_orders where id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ exact_booking: first.body.Items[0].BookingNumber, is_completed: true });
    // the booking's day is the day in Brussels (the database runs in the business's time zone), not the UTC day
    const day = String(required(rows[0], 'the booked order').day);
    expect([before, after]).toContain(day);
    expect(first.body.Items[0].BookingNumber).toMatch(new RegExp(`^VF${day.slice(0, 4)}`));
    const second = await call('sendSalesOrderToExact', { salesid: id }, finance);
    expect(second.body).toEqual({ Success: false, Message: M.alreadySent });
  });

  it('refuses what cannot be posted, says why, and books nothing', async () => {
    const cases: [number, string][] = [
      [await newOrder({ customer: null }), M.noCustomer],
      [await newOrder({ customer: '99999998' }), M.toBePlanned],
      [await newOrder({ temporary: true }), M.temporary],
      [await newOrder({ lines: 0 }), M.noLines],
      [999999, M.notFound],
    ];
    for (const [id, message] of cases) expect((await call('sendSalesOrderToExact', { salesid: id })).body).toEqual({ Success: false, Message: message });
    const booked = await provider.db.query('select 1 from sales_orders where id = any($1) and exact_booking is not null', [cases.map(([id]) => id)]);
    expect(booked.rows).toHaveLength(0);
    expect((await call('sendSalesOrderToExact', { salesid: 'x' })).body).toMatchObject({ Success: false });
  });

  it('lets only Administrator and Boekhouding send or complete', async () => {
    const id = await newOrder();
    expect((await call('sendSalesOrderToExact', { salesid: id }, orderUser)).body).toEqual({ Success: false, Message: M.notAllowed });
    expect((await call('completeSalesOrder', { id }, orderUser)).body).toEqual({ Success: false, Message: M.notAllowed });
    expect((await call('sendSalesOrdersToExact', {}, orderUser)).body).toEqual({ Success: false, Message: M.notAllowed });
  });

  it('books two sends of the same order at once only once', async () => {
    const id = await newOrder();
    const answers = await Promise.all([call('sendSalesOrderToExact', { salesid: id }), call('sendSalesOrderToExact', { salesid: id }, finance)]);
    expect(answers.filter((a) => a.body.Success === true)).toHaveLength(1);
  });
});

describe('completing an order', () => {
  it('posts an open order, completes it, and refuses the second time', async () => {
    const id = await newOrder();
    expect((await call('completeSalesOrder', { id })).body).toMatchObject({ Success: true, Items: [{ id, BookingNumber: expect.stringMatching(/^VF/) }] });
    expect((await call('completeSalesOrder', { id })).body).toEqual({ Success: false, Message: M.alreadyCompleted });
  });

  it('completes an order booked earlier without booking it again, and refuses one that cannot be posted', async () => {
    const id = await newOrder();
    await provider.db.query("update sales_orders set exact_booking = 'VF-EARLIER' where id = $1", [id]);
    expect((await call('completeSalesOrder', { id })).body).toMatchObject({ Success: true, Items: [{ BookingNumber: 'VF-EARLIER' }] });
    const temporary = await newOrder({ temporary: true });
    expect((await call('completeSalesOrder', { id: temporary })).body).toEqual({ Success: false, Message: M.temporary });
    const { rows } = await provider.db.query<{ is_completed: boolean }>('select is_completed from sales_orders where id = $1', [temporary]);
    expect(rows[0]?.is_completed).toBe(false);
  });
});

describe('the bulk send of sales orders', () => {
  it('books every loaded open order that is ready, says how many, and lists the others with the reason', async () => {
    const ready = [await newOrder(), await newOrder()];
    const refused = await newOrder({ customer: null });
    const future = await newOrder({ loading: '2999-01-01' });
    const answer = await call('sendSalesOrdersToExact', {}, finance);
    expect(answer.body.Success).toBe(true);
    expect(answer.body.SentIds).toEqual(expect.arrayContaining(ready));
    expect(answer.body.Sent).toBe(answer.body.SentIds.length);
    expect(answer.body.SentIds).not.toContain(future);
    expect(answer.body.Items).toEqual(expect.arrayContaining([{ id: refused, Message: M.noCustomer }]));
    const { rows } = await provider.db.query<{ id: number; exact_booking: string | null }>('select id, exact_booking from sales_orders where id = any($1)', [
      [...ready, refused, future],
    ]);
    for (const row of rows) expect([row.id, row.exact_booking !== null]).toEqual([row.id, ready.includes(row.id)]);
    const again = await call('sendSalesOrdersToExact', {}, finance);
    expect(again.body).toMatchObject({ Success: true, Sent: 0 });
  });
});

describe('invoice print data', () => {
  it('answers the invoice address with reference and VAT percentage, and the lines then the text lines', async () => {
    const id = await orderId(INVOICING_ORDERS.english);
    const [address] = await items('getInvoiceAddress', { id });
    expect(address).toMatchObject({
      DebtorName: 'Müller & Söhne Agrarhandel GmbH',
      AddressLine1: 'Große Elbstraße 145',
      PostalCode: '22767',
      City: 'Hamburg',
      ReferenceCustomer: INVOICING_ORDERS.english,
      btwper: 0,
      language: 'EN',
    });
    const lines = await items('getInvoiceLines', { id });
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({
      Quantity: expect.any(Number),
      Unit: expect.any(String),
      description: expect.any(String),
      Value: expect.any(Number),
      Amount: expect.any(Number),
      Text: '',
    });
    expect(lines[3]).toMatchObject({ Text: 'Delivery in bulk, unloading by blower truck.', Amount: null });
    expect((await call('getInvoiceAddress', { id: await orderId(INVOICING_ORDERS.noCustomer) })).body).toEqual({ Success: false, Message: M.noCustomer });
    expect(await items('getInvoiceLines', { id: await orderId(INVOICING_ORDERS.noLines) })).toEqual([]);
    expect((await items('getCompanyDetails'))[0]).toMatchObject({ Name: expect.any(String), VatNumber: expect.stringMatching(/^BE/) });
  });
});

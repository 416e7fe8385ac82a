import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { PurchaseSendMessages as P } from './purchases';
import { InvoicingMessages as M } from './shared';
import { required } from '../../lib/required';

let provider: StartedProvider;
let admin: Client;
let orderUser: Client;

beforeAll(async () => {
  provider = await startProvider();
  [admin, orderUser] = await Promise.all([signIn(provider.url, ADMIN.email, ADMIN.password), signIn(provider.url, 'order@backoffice.test', 'Order!2024')]);
}, 60_000);
afterAll(() => provider?.close());

const call = (name: string, body: Record<string, unknown> = {}, api = admin) => api.execute('backoffice', name, body);

/** A purchase invoice of the test's own on a sales-order line (or none), open. */
async function purchase(fields: { invoiceDate?: string | null; lines?: number } = {}): Promise<{ id: number; salesOrderId: number }> {
  const { rows: lines } = await provider.db.query<{ id: number; sales_order_id: number }>(
    `select l.id, l.sales_order_id from sales_order_lines l
      where not exists (select 1 from purchase_order_lines p where p.sales_order_line_id = l.id) order by l.id limit 1`,
  );
  const line = required(lines[0], 'a sales-order line on no purchase invoice');
  const supplier = required(
    (await provider.db.query<{ supplier_code: string }>('select supplier_code from sales_orders where id = $1', [line.sales_order_id])).rows[0],
    'its order',
  ).supplier_code;
  const { rows } = await provider.db.query<{ id: number }>(
    `insert into purchase_orders (supplier_code, invoice_number, invoice_date, description) values ($1, $2, $3, 'Test') returning id`,
    [supplier, `T-${Math.random().toString(36).slice(2)}`, fields.invoiceDate === undefined ? '2020-02-01' : fields.invoiceDate],
  );
  const { id } = required(rows[0], 'the new purchase invoice');
  if ((fields.lines ?? 1) > 0) {
    await provider.db.query(
      `insert into purchase_order_lines (purchase_order_id, supplier_code, sales_order_id, sales_order_line_id, quantity, price, amount, vat_amount)
       values ($1, $2, $3, $4, 10, 12.5, 125, 26.25)`,
      [id, supplier, line.sales_order_id, line.id],
    );
  }
  return { id, salesOrderId: line.sales_order_id };
}

describe('purchase invoices of sales orders', () => {
  it('answers, per sales order, the purchase invoices on its lines with their totals and booking', async () => {
    const mine = await purchase();
    const { body } = await call('getSalesOrderPurchaseInvoices', { orderids: [mine.salesOrderId] });
    expect(body.Success).toBe(true);
    const row = body.Items.find((i: any) => i.id === mine.id);
    expect(row).toMatchObject({
      orderid: mine.salesOrderId,
      totalExclVAT: 125,
      totalVAT: 26.25,
      exactBooking: '',
      sendToExact: false,
      invoicedate: '2020-02-01T00:00:00',
    });
    const seeded = await provider.db.query<{ sales_order_id: number }>(
      'select sales_order_id from purchase_order_lines where sales_order_id is not null order by id limit 1',
    );
    const seededAnswer = await call('getSalesOrderPurchaseInvoices', { orderid: required(seeded.rows[0], 'a seeded purchase line').sales_order_id });
    expect(seededAnswer.body.Items.length).toBeGreaterThan(0);
    expect((await call('getSalesOrderPurchaseInvoices', {})).body).toMatchObject({ Success: false });
  });
});

describe('the bulk send of purchase orders', () => {
  it('books every ready invoice once, says how many, and lists the others with the reason', async () => {
    const ready = await purchase();
    const undated = await purchase({ invoiceDate: null });
    const empty = await purchase({ lines: 0 });
    expect((await call('sendPurchaseOrdersToExact', {}, orderUser)).body).toEqual({ Success: false, Message: M.notAllowed });
    const { body } = await call('sendPurchaseOrdersToExact');
    expect(body.Success).toBe(true);
    expect(body.SentIds).toContain(ready.id);
    expect(body.Sent).toBe(body.SentIds.length);
    expect(body.Items).toEqual(
      expect.arrayContaining([
        { id: undated.id, Message: P.noInvoiceDate },
        { id: empty.id, Message: P.noLines },
      ]),
    );
    const { rows } = await provider.db.query<{ id: number; booking_number: string | null; sent_to_accounting: boolean }>(
      'select id, booking_number, sent_to_accounting from purchase_orders where id = any($1) order by id',
      [[ready.id, undated.id, empty.id]],
    );
    expect(rows).toEqual([
      { id: ready.id, booking_number: expect.stringMatching(/^IF\d{10}$/), sent_to_accounting: true },
      { id: undated.id, booking_number: null, sent_to_accounting: false },
      { id: empty.id, booking_number: null, sent_to_accounting: false },
    ]);
    const again = await call('sendPurchaseOrdersToExact');
    expect(again.body.Sent).toBe(0);
    expect(again.body.SentIds).not.toContain(ready.id);
  });

  it('is served by GET without a payload, as the spec calls it, where other writes stay POST only', async () => {
    const ready = await purchase();
    const { status, body } = await admin.execute('backoffice', 'sendPurchaseOrdersToExact', {}, 'GET');
    expect(status).toBe(200);
    expect(body.SentIds).toContain(ready.id);
    const sales = await admin.execute('backoffice', 'sendSalesOrdersToExact', {}, 'GET');
    expect(sales.body.Success).toBe(true);
    expect((await admin.execute('backoffice', 'sendPurchaseToExact', { purchaseid: ready.id }, 'GET')).status).toBe(405);
  });
});

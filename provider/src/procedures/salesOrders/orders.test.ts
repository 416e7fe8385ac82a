import { startProvider, type StartedProvider } from '../../index';
import { containerCheckDigit } from '../../seed/salesOrders';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { SalesOrderMessages as M } from './shared';
import { required } from '../../lib/required';

let provider: StartedProvider;
let admin: Client;
let orderUser: Client;

beforeAll(async () => {
  provider = await startProvider();
  admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
  orderUser = await signIn(provider.url, 'order@backoffice.test', 'Order!2024');
}, 60_000);

afterAll(() => provider?.close());

type Item = Record<string, any>;
const call = (name: string, body: Record<string, unknown> = {}, api = admin) => api.execute('backoffice', name, body);
const items = async (name: string, body: Record<string, unknown> = {}): Promise<Item[]> => {
  const answer = await call(name, body);
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body.Items;
};
const one = async (id: number) => required((await items('getSalesOrder', { salesorderid: id }))[0], `sales order ${id}`);

async function supplier(demurrage: boolean): Promise<string> {
  const { rows } = await provider.db.query<{ code: string }>('select code from suppliers where demurrage = $1 order by code limit 1', [demurrage]);
  return required(rows[0], `a supplier with demurrage ${demurrage}`).code;
}
const CUSTOMER = '100001';

describe('sales order lists', () => {
  it('lists every order, newest id first, with the overview columns of the first line', async () => {
    const all = await items('getSalesOrders');
    const { rows } = await provider.db.query<{ n: number }>('select count(*)::int as n from sales_orders');
    expect(all).toHaveLength(required(rows[0], 'the count').n);
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(all.map((o) => o.id)).toEqual([...all.map((o) => o.id)].sort((a, b) => b - a));
    const { rows: first } = await provider.db.query<Record<string, string>>(
      `select l.sales_order_id, p.code, l.sales_quantity, p.sales_unit, l.container from sales_order_lines l join products p on p.id = l.product_id
        where l.id = (select min(id) from sales_order_lines where sales_order_id = (select max(sales_order_id) from sales_order_lines where container is not null))`,
    );
    const line = required(first[0], 'the first line of the newest order with a container');
    const row = all.find((o) => o.id === Number(line.sales_order_id))!;
    expect(row).toMatchObject({
      ProductCode: line.code,
      SalesQuantity: Number(line.sales_quantity),
      SalesUnit: line.sales_unit,
      Container: line.container,
    });
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'Customer',
        'Supplier',
        'referencecustomer',
        'loadingdate',
        'PurchaseUnit',
        'PurchaseQuantity',
        'PackingSlip',
        'Shipping',
        'exactBooking',
        'isCompleted',
      ]),
    );
    expect(all.some((o) => o.isCompleted && o.exactBooking)).toBe(true);
    expect(all.some((o) => !o.isCompleted)).toBe(true);
  });

  it('limits the 6-month list to orders loading within 6 months or not dated yet', async () => {
    const all = await items('getSalesOrders');
    const recent = await items('getSalesOrders6Months');
    const { rows } = await provider.db.query<{ day: string }>("select (current_date - interval '6 months')::date::text as day");
    const from = required(rows[0], 'the day 6 months ago').day;
    const daysBack = (Date.now() - Date.parse(from)) / 86_400_000;
    expect(daysBack).toBeGreaterThan(180);
    expect(daysBack).toBeLessThan(186);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    for (const o of recent) expect(o.loadingdate.startsWith('1900') || o.loadingdate.slice(0, 10) >= from).toBe(true);
    const expected = all.filter((o) => o.loadingdate.startsWith('1900') || o.loadingdate.slice(0, 10) >= from).map((o) => o.id);
    expect(recent.map((o) => o.id)).toEqual(expected);
  });

  it('seeds container numbers in ISO 6346 form with a valid check digit', async () => {
    const { rows } = await provider.db.query<{ container: string }>('select container from sales_order_lines where container is not null');
    expect(rows.length).toBeGreaterThan(20);
    for (const { container } of rows) {
      expect(container).toMatch(/^[A-Z]{3}U\d{7}$/);
      expect(Number(container[10])).toBe(containerCheckDigit(container.slice(0, 10)));
    }
    expect(containerCheckDigit('CSQU305438')).toBe(3);
  });
});

describe('child lists of several orders at once', () => {
  it('answers lines, transports, text lines and documents of several orders with their order id (orderids)', async () => {
    const { rows } = await provider.db.query<{ id: number }>(
      `select o.id from sales_orders o where exists (select 1 from sales_order_transports t where t.sales_order_id = o.id) order by o.id limit 3`,
    );
    const ids = rows.map((r) => r.id);
    for (const [name, one, many, orderField] of [
      ['getSalesOrderLines', 'orderid', 'orderids', 'orderid'],
      ['getSalesOrderTransports', 'orderid', 'orderids', 'orderid'],
      ['getSalesOrderTextLines', 'salesorderheaderid', 'salesorderheaderids', 'salesorderheaderid'],
      ['getSalesOrderDocuments', 'orderid', 'orderids', 'orderid'],
    ] as const) {
      const separately = (await Promise.all(ids.map((id) => items(name, { [one]: id })))).flat();
      const together = await items(name, { [many]: ids });
      expect([name, together]).toEqual([name, separately]);
      expect(together.every((row) => ids.includes(row[orderField]))).toBe(true);
      expect(await items(name, { [many]: ids.join(',') })).toEqual(together);
    }
    expect((await items('getSalesOrderTransports', { orderids: ids })).length).toBeGreaterThanOrEqual(3);
    const missing = await call('getSalesOrderLines', {});
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('orderid or orderids is required');
  });
});

describe('creating and changing an order', () => {
  it('creates an order, answers it in the detail with unset dates as 1900-01-01T00:00:00', async () => {
    const created = await call('postSalesOrder', { customer: CUSTOMER, supplier: await supplier(false), reference: 'PO-1', comments: 'test' });
    expect(created.body).toEqual({ Success: true, NewId: expect.any(Number) });
    const order = await one(created.body.NewId);
    expect(order).toMatchObject({
      CustomerCode: CUSTOMER,
      referencecustomer: 'PO-1',
      Comments: 'test',
      loadingdate: '1900-01-01T00:00:00',
      arrivaldate: '1900-01-01T00:00:00',
      isCompleted: false,
      ProductCode: '',
      SalesQuantity: null,
    });
  });

  it('requires a reference unless the customer is 99999998 Nog te plannen', async () => {
    const plain = await supplier(false);
    expect((await call('postSalesOrder', { customer: CUSTOMER, supplier: plain })).body).toEqual({ Success: false, Message: M.referenceRequired });
    const planned = await call('postSalesOrder', { customer: '99999998', supplier: plain, loadingdate: '2030-01-02' });
    expect(planned.body.Success).toBe(true);
    expect(await one(planned.body.NewId)).toMatchObject({ Customer: 'Nog te plannen', referencecustomer: '', loadingdate: '2030-01-02T00:00:00' });
  });

  it('requires shipping company and pickup reference for a demurrage supplier, and keeps the arrival date only for them', async () => {
    const demurrage = await supplier(true);
    const base = { customer: CUSTOMER, reference: 'R', loadingdate: '2030-03-01', arrivaldate: '2030-02-20' };
    expect((await call('postSalesOrder', { ...base, supplier: demurrage })).body).toEqual({ Success: false, Message: M.demurrageRequired });
    expect((await call('postSalesOrder', { ...base, supplier: demurrage, rederij: 'MSC' })).body).toEqual({ Success: false, Message: M.demurrageRequired });
    const ok = await call('postSalesOrder', { ...base, supplier: demurrage, rederij: 'MSC', uithaalreferentie: 'RLS123' });
    expect(ok.body.Success).toBe(true);
    expect(await one(ok.body.NewId)).toMatchObject({
      Rederij: 'Mediterranean Shipping Company',
      RederijCode: 'MSC',
      Uithaalreferentie: 'RLS123',
      arrivaldate: '2030-02-20T00:00:00',
    });

    const plain = await call('postSalesOrder', { ...base, supplier: await supplier(false) });
    expect((await one(plain.body.NewId)).arrivaldate).toBe('1900-01-01T00:00:00');
    // switching to a supplier without demurrage drops the arrival date
    expect((await call('putSalesOrder', { ...base, id: ok.body.NewId, supplier: await supplier(false) })).body).toEqual({ Success: true });
    expect((await one(ok.body.NewId)).arrivaldate).toBe('1900-01-01T00:00:00');
  });

  it('validates the payload and refuses unknown relations and orders', async () => {
    const missing = await call('postSalesOrder', { reference: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('customer is required; supplier is required');
    expect((await call('postSalesOrder', { customer: 'nope', supplier: await supplier(false), reference: 'x' })).body.Message).toBe(M.customerNotFound);
    expect((await call('putSalesOrder', { id: 999999, customer: CUSTOMER, supplier: await supplier(false), reference: 'x' })).body.Message).toBe(M.notFound);
    expect((await call('getSalesOrder', { salesorderid: 999999 })).body).toEqual({ Success: false, Message: M.notFound });
  });

  it('updates the header (member names in any case)', async () => {
    const { body } = await call('postSalesOrder', { customer: CUSTOMER, supplier: await supplier(false), reference: 'A' });
    expect(
      (await call('putSalesOrder', { Id: body.NewId, Customer: '99999998', Supplier: await supplier(false), LoadingDate: '4/5/2030', Comments: 'changed' }))
        .body,
    ).toEqual({ Success: true });
    expect(await one(body.NewId)).toMatchObject({ CustomerCode: '99999998', loadingdate: '2030-04-05T00:00:00', Comments: 'changed', referencecustomer: '' });
  });

  it('copies an order with its lines, transports and text lines, open and without documents', async () => {
    const { rows } = await provider.db.query<{ id: number }>(
      `select o.id from sales_orders o where o.is_completed and exists (select 1 from sales_order_transports t where t.sales_order_id = o.id)
         and exists (select 1 from sales_order_text_lines x where x.sales_order_id = o.id) order by o.id limit 1`,
    );
    const source = required(rows[0], 'a completed order with transports and text lines').id;
    const copied = await call('copySalesOrder', { orderid: source });
    expect(copied.body).toEqual({ Success: true, NewId: expect.any(Number) });
    const copy = copied.body.NewId;
    const [src, dst] = [await one(source), await one(copy)];
    expect(dst).toMatchObject({
      CustomerCode: src.CustomerCode,
      SupplierCode: src.SupplierCode,
      referencecustomer: src.referencecustomer,
      isCompleted: false,
      exactBooking: '',
      ProductCode: src.ProductCode,
      PackingSlip: '',
    });
    const strip = (list: Item[]) =>
      list.map(({ id, orderid, salesorderheaderid, salesorderlineid, PackingSlip, Container, Shipping, packingslip, container, shipping, ...rest }) => rest);
    expect(strip(await items('getSalesOrderLines', { orderid: copy }))).toEqual(strip(await items('getSalesOrderLines', { orderid: source })));
    expect(strip(await items('getSalesOrderTransports', { orderid: copy }))).toEqual(strip(await items('getSalesOrderTransports', { orderid: source })));
    expect((await items('getSalesOrderTextLines', { salesorderheaderid: copy })).map((t) => t.text)).toEqual(
      (await items('getSalesOrderTextLines', { salesorderheaderid: source })).map((t) => t.text),
    );
    expect((await call('copySalesOrder', { orderid: 999999 })).body.Message).toBe(M.notFound);
  });

  it('deletes an order for an Administrator only', async () => {
    const { body } = await call('postSalesOrder', { customer: CUSTOMER, supplier: await supplier(false), reference: 'D' });
    expect((await call('deleteSalesOrder', { id: body.NewId }, orderUser)).body).toEqual({ Success: false, Message: M.adminOnly });
    expect((await one(body.NewId)).id).toBe(body.NewId);
    expect((await call('deleteSalesOrder', { id: body.NewId })).body).toEqual({ Success: true });
    expect((await call('getSalesOrder', { salesorderid: body.NewId })).body.Message).toBe(M.notFound);
    expect((await call('deleteSalesOrder', { id: body.NewId })).body.Message).toBe(M.notFound);
  });
});

describe('documents', () => {
  it('attaches an uploaded file with a document type, lists and detaches it', async () => {
    const { body: order } = await call('postSalesOrder', { customer: CUSTOMER, supplier: await supplier(false), reference: 'Doc' });
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 test')], { type: 'application/pdf' }), 'cmr-1.pdf');
    const upload = await admin.postRaw('/api/factory/upload-file', form);
    const fileId = upload.body.Id;
    expect((await call('postSalesOrderDocument', { orderid: order.NewId, fileid: fileId, typeid: 3 })).body).toEqual({ Success: true });
    expect(await items('getSalesOrderDocuments', { orderid: order.NewId })).toEqual([
      { orderid: order.NewId, FileStorageId: fileId, FileName: 'cmr-1.pdf', DocumentTypeId: 3, DocumentType: 'Vrachtbrief' },
    ]);
    expect((await call('postSalesOrderDocument', { orderid: order.NewId, fileid: 999999, typeid: 3 })).body.Message).toBe(M.fileNotFound);
    expect((await call('postSalesOrderDocument', { orderid: order.NewId, fileid: fileId, typeid: 99 })).body.Message).toBe(M.documentTypeNotFound);
    expect((await call('deleteSalesOrderDocument', { filestorageid: fileId })).body).toEqual({ Success: true });
    expect(await items('getSalesOrderDocuments', { orderid: order.NewId })).toEqual([]);
    expect((await call('deleteSalesOrderDocument', { filestorageid: fileId })).body.Message).toBe(M.documentNotFound);
  });
});

describe('text lines', () => {
  it('adds, changes and deletes text lines, of a completed order too (the gateway keeps the lock)', async () => {
    const { body: order } = await call('postSalesOrder', { customer: CUSTOMER, supplier: await supplier(false), reference: 'T' });
    const added = await call('postSalesOrderTextLine', { salesorderheaderid: order.NewId, text: 'Levering in bulk' });
    expect(added.body).toEqual({ Success: true, NewId: expect.any(Number) });
    expect((await call('postSalesOrderTextLine', { salesorderheaderid: order.NewId, text: ' ' })).status).toBe(400);
    expect((await call('putSalesOrderTextLine', { id: added.body.NewId, text: 'Levering met kraan' })).body).toEqual({ Success: true });
    expect(await items('getSalesOrderTextLines', { salesorderheaderid: order.NewId })).toEqual([
      { id: added.body.NewId, salesorderheaderid: order.NewId, text: 'Levering met kraan', description: 'Levering met kraan' },
    ]);

    await provider.db.query('update sales_orders set is_completed = true where id = $1', [order.NewId]);
    // a completed order's text lines change as any other's: the lock is the gateway's
    const more = await call('postSalesOrderTextLine', { salesorderheaderid: order.NewId, text: 'x' });
    expect(more.body.Success).toBe(true);
    expect((await call('putSalesOrderTextLine', { id: added.body.NewId, text: 'y' })).body).toEqual({ Success: true });
    expect((await call('deleteSalesOrderTextLine', { id: added.body.NewId })).body).toEqual({ Success: true });
    expect((await call('deleteSalesOrderTextLine', { id: more.body.NewId })).body).toEqual({ Success: true });
    expect(await items('getSalesOrderTextLines', { salesorderheaderid: order.NewId })).toEqual([]);
    expect((await call('deleteSalesOrderTextLine', { id: added.body.NewId })).body.Message).toBe(M.textLineNotFound);
  });
});

import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { PurchaseOrderMessages as M, parseVatAmount } from './shared';
import { required } from '../../lib/required';

let provider: StartedProvider;
let admin: Client;
let orderUser: Client;
/** A sales order of the test's own: two lines with their transports (T0001 block freight, T0002 unit price). */
let fixture: { supplier: string; orderId: number; lines: number[]; transports: number[]; vatCode: string };

beforeAll(async () => {
  provider = await startProvider();
  admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
  orderUser = await signIn(provider.url, 'order@backoffice.test', 'Order!2024');
  const db = provider.db;
  const { rows: products } = await db.query<{ id: number; supplier_code: string; customer_code: string }>(
    "select p.id, p.supplier_code, p.customer_code from products p join suppliers s on s.code = p.supplier_code where not s.demurrage and p.sales_unit = 'TON' order by p.id limit 1",
  );
  const p = required(products[0], 'a TON product of a supplier without demurrage');
  await db.query("update suppliers set default_vat_code = '2' where code = $1", [p.supplier_code]);
  const { rows: order } = await db.query<{ id: number }>(
    "insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date) values ($1, $2, 'PT-1', '2030-03-01') returning id",
    [p.customer_code, p.supplier_code],
  );
  const orderId = required(order[0], 'the new order').id;
  const lines: number[] = [];
  for (const [n, slip] of ['PTEST-001', 'PTEST-002'].entries()) {
    const { rows } = await db.query<{ id: number }>(
      `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity, purchase_price, purchase_amount,
                                      reporting_date, packing_slip, container, shipping)
       values ($1, $2, 24.5, 250, 6125, 24.5, 200.25, 4906.13, '2030-03-01', $3, $4, $5) returning id`,
      [orderId, p.id, slip, n ? null : 'MSCU1234565', n ? 'CMR-PT-2' : null],
    );
    lines.push(required(rows[0], 'the new line').id);
  }
  const transports: number[] = [];
  for (const [n, line] of lines.entries()) {
    const { rows } = await db.query<{ id: number }>(
      'insert into sales_order_transports (sales_order_id, sales_order_line_id, transporter_code, pricing_type, price) values ($1, $2, $3, $4, $5) returning id',
      [orderId, line, n ? 'T0002' : 'T0001', n ? 2 : 1, n ? 12.35 : 850],
    );
    transports.push(required(rows[0], 'the new transport').id);
  }
  fixture = { supplier: p.supplier_code, orderId, lines, transports, vatCode: '2' };
}, 60_000);

afterAll(() => provider?.close());

type Item = Record<string, any>;
const call = (name: string, body: Record<string, unknown> = {}, api = admin) => api.execute('backoffice', name, body);
const items = async (name: string, body: Record<string, unknown> = {}, api = admin): Promise<Item[]> => {
  const answer = await call(name, body, api);
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body.Items;
};
const refused = async (name: string, body: Record<string, unknown>, message: string | RegExp, api = admin) => {
  const answer = await call(name, body, api);
  expect(answer.body).toMatchObject({ Success: false, Message: typeof message === 'string' ? message : expect.stringMatching(message) });
};
const one = async (id: number) => required((await items('getPurchaseOrder', { purchaseorderid: id }))[0], `purchase order ${id}`);
/** Another sales-order line of the fixture's order (price 10 × quantity 10). */
async function newSalesLine(slip: string): Promise<number> {
  const { rows } = await provider.db.query<{ id: number }>(
    `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity, purchase_price, packing_slip)
     select $1, product_id, 10, 10, 10, $3 from sales_order_lines where id = $2 returning id`,
    [fixture.orderId, fixture.lines[0], slip],
  );
  return required(rows[0], 'the new sales line').id;
}
let invoiceCounter = 0;
async function create(fields: Record<string, unknown> = {}): Promise<number> {
  const answer = await call(
    'postPurchaseOrder',
    { supplier: fixture.supplier, invoicenr: `PT-INV-${++invoiceCounter}`, invoicedate: '2030-03-05', description: 'Levering', ...fields },
    orderUser,
  );
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body.NewId;
}

describe('purchase order list and detail', () => {
  it('lists every invoice by id with totals that are the sums of the rounded lines; the packing-number filter', async () => {
    const all = await items('getPurchaseOrders');
    const { rows } = await provider.db.query<{ n: number }>('select count(*)::int as n from purchase_orders');
    expect(all).toHaveLength(required(rows[0], 'the count').n);
    expect(all.map((o) => o.id)).toEqual([...all.map((o) => o.id)].sort((a, b) => a - b));
    const { rows: sums } = await provider.db.query<{ id: number; excl: string; vat: string }>(
      `select o.id, (coalesce((select sum(amount) from purchase_order_lines where purchase_order_id = o.id), 0)
                   + coalesce((select sum(amount) from purchase_order_manual_lines where purchase_order_id = o.id), 0))::numeric(14,2)::text as excl,
                  (coalesce((select sum(vat_amount) from purchase_order_lines where purchase_order_id = o.id), 0)
                   + coalesce((select sum(vat_amount) from purchase_order_manual_lines where purchase_order_id = o.id), 0))::numeric(14,2)::text as vat
         from purchase_orders o where exists (select 1 from purchase_order_manual_lines where purchase_order_id = o.id) order by o.id limit 1`,
    );
    const sum = required(sums[0], 'an invoice with manual lines');
    const row = all.find((o) => o.id === sum.id)!;
    expect(row).toMatchObject({ totalExclVAT: sum.excl, totalVAT: sum.vat });
    expect(row.total).toBe((Number(sum.excl) + Number(sum.vat)).toFixed(2));
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['Supplier', 'suppliercode', 'invoicenr', 'invoicedate', 'description', 'istransport', 'exactBooking', 'sendToExact', 'journal']),
    );
    expect(all.some((o) => o.istransport && o.Supplier)).toBe(true);
    expect(all.some((o) => o.exactBooking && o.sendToExact)).toBe(true);

    const { rows: slip } = await provider.db.query<{ packing_slip: string; purchase_order_id: number }>(
      'select packing_slip, purchase_order_id from purchase_order_lines where packing_slip is not null order by id limit 1',
    );
    const slipped = required(slip[0], 'a purchase line with a packing slip');
    const filtered = await items('getPurchaseOrders', { pakbon: slipped.packing_slip.toLowerCase() });
    expect(filtered.map((o) => o.id)).toContain(slipped.purchase_order_id);
    expect(filtered.length).toBeLessThan(all.length);
    expect(await items('getPurchaseOrders', { pakbon: 'no-such-slip-xyz' })).toEqual([]);
    await refused('getPurchaseOrder', { purchaseorderid: 99999999 }, M.notFound);
  });
});

describe('sales orders of purchase lines', () => {
  it('getSalesOrder answers several orders at once with {salesorderids} (the ones that exist, by id)', async () => {
    const several = await items('getSalesOrder', { salesorderids: [fixture.orderId, 1, 99999999] });
    expect(several.map((o) => o.id)).toEqual([1, fixture.orderId]);
    expect((await call('getSalesOrder', {})).status).toBe(400);
  });
});

describe('purchase order header rules', () => {
  it('refuses a second invoice number of a supplier, also in other case and with spaces, in create, update and the check', async () => {
    const id = await create({ invoicenr: 'F2030/0001' });
    expect(await one(id)).toMatchObject({
      invoicenr: 'F2030/0001',
      suppliercode: fixture.supplier,
      istransport: false,
      invoicedate: '2030-03-05T00:00:00',
      sendToExact: false,
      exactBooking: '',
    });
    await refused('postPurchaseOrder', { supplier: fixture.supplier, invoicenr: '  f2030/0001 ', description: 'x' }, M.alreadyInvoiced);
    expect((await items('checkMultipleInvoice', { supplier: fixture.supplier, invoice: ' F2030/0001' }))[0]?.multipleinvoice).toBe('true');
    expect((await items('checkMultipleInvoice', { supplier: fixture.supplier, invoice: 'F2030/0001', id }))[0]?.multipleinvoice).toBe('false');
    expect((await items('checkMultipleInvoice', { supplier: 'T0001', invoice: 'F2030/0001' }))[0]?.multipleinvoice).toBe('false');
    const other = await create();
    await refused('putPurchaseOrder', { id: other, suppliercode: fixture.supplier, invoicenr: 'F2030/0001 ', description: 'x' }, M.alreadyInvoiced);
    // the own number, in another case, is fine
    expect((await call('putPurchaseOrder', { id, suppliercode: fixture.supplier, invoicenr: 'f2030/0001', description: 'Gewijzigd' })).body).toEqual({
      Success: true,
    });
    expect(await one(id)).toMatchObject({ invoicenr: 'f2030/0001', description: 'Gewijzigd' });
  });

  it('lets only one of two simultaneous saves of the same invoice succeed', async () => {
    const answers = await Promise.all([0, 1, 2].map(() => call('postPurchaseOrder', { supplier: fixture.supplier, invoicenr: 'RACE-1', description: 'x' })));
    expect(answers.filter((a) => a.body.Success)).toHaveLength(1);
    for (const a of answers.filter((x) => !x.body.Success)) expect(a.body.Message).toBe(M.alreadyInvoiced);
    const { rows } = await provider.db.query<{ n: number }>("select count(*)::int as n from purchase_orders where lower(invoice_number) = 'race-1'");
    expect(rows[0]?.n).toBe(1);
  });

  it('requires a known supplier (a transporter for transport), invoice number and description; the transport flag never changes', async () => {
    await refused('postPurchaseOrder', { supplier: 'T0001', invoicenr: 'X1', description: 'x' }, M.supplierNotFound);
    await refused('postPurchaseOrder', { supplier: fixture.supplier, invoicenr: 'X1', description: 'x', transport: true }, M.transporterNotFound);
    expect((await call('postPurchaseOrder', { supplier: fixture.supplier, invoicenr: '  ', description: 'x' })).status).toBe(400);
    expect((await call('postPurchaseOrder', { supplier: fixture.supplier, invoicenr: 'X2' })).status).toBe(400);
    const id = await create({ supplier: 'T0001', transport: true });
    expect(await one(id)).toMatchObject({ istransport: true, Supplier: 'Transport Verbeke' });
    await refused('putPurchaseOrder', { id, suppliercode: 'T0001', invoicenr: 'X3', description: 'x', istransport: false }, M.transportFlagFixed);
    await refused('putPurchaseOrder', { id, suppliercode: fixture.supplier, invoicenr: 'X3', description: 'x' }, M.transporterNotFound);
  });

  it('answers the supplier default description and VAT code, also for transporters', async () => {
    const supplierDescription = required(
      (await provider.db.query<{ d: string }>('select default_description as d from suppliers where code = $1', [fixture.supplier])).rows[0],
      'the supplier',
    ).d;
    expect((await items('getPurchaseDescription', { supplier: fixture.supplier }))[0]?.Description).toBe(supplierDescription);
    expect((await items('getPurchaseDescription', { supplier: 'T0001' }))[0]?.Description).toBe('Transportkosten Transport Verbeke');
    const vat = await admin.execute('accounting', 'getDefaultVatCode', { supplier: fixture.supplier });
    expect(vat.body.Items[0].VatCode).toBe('2');
    expect((await admin.execute('accounting', 'getDefaultVatCode', { supplier: 'T0001' })).body.Items[0].VatCode).toMatch(/^\d+$/);
  });
});

describe('purchase lines', () => {
  it('finds lines by packing slip, container, shipping document and order id (case-insensitive), with their transport variants', async () => {
    const bySlip = await items('searchPurchaseLinesByPackingSlip', { supplier: fixture.supplier, number: 'ptest-001' });
    expect(bySlip).toEqual([
      expect.objectContaining({ id: fixture.lines[0], orderid: fixture.orderId, quantity: '24.500', price: '200.2500', unit: 'TON', purchaseorderid: null }),
    ]);
    expect((await items('searchPurchaseLinesByContainer', { supplier: fixture.supplier, number: 'mscu1234565' })).map((l) => l.id)).toEqual([fixture.lines[0]]);
    expect((await items('searchPurchaseLinesByShipping', { supplier: fixture.supplier, number: 'CMR-PT-2' })).map((l) => l.id)).toEqual([fixture.lines[1]]);
    expect((await items('searchPurchaseLinesByOrderId', { supplier: fixture.supplier, orderid: fixture.orderId })).map((l) => l.id)).toEqual(fixture.lines);
    expect(await items('searchPurchaseLinesByOrderId', { supplier: 'T0001', orderid: fixture.orderId })).toEqual([]);
    const transport = await items('searchPurchaseTransportLinesByOrderId', { supplier: 'T0002', orderid: fixture.orderId });
    expect(transport).toEqual([expect.objectContaining({ id: fixture.transports[1], pricingtype: 2, price: '12.3500', quantity: '24.500' })]);
    expect((await items('searchPurchaseTransportLinesByPackingSlip', { supplier: 'T0001', number: 'PTEST-001' }))[0]).toMatchObject({
      id: fixture.transports[0],
      pricingtype: 1,
      quantity: '1',
    });
    expect(await items('searchPurchaseTransportLinesByContainer', { supplier: 'T0002', number: 'MSCU1234565' })).toEqual([]);
    expect((await items('searchPurchaseTransportLinesByShipping', { supplier: 'T0002', number: 'cmr-pt-2' })).map((l) => l.id)).toEqual([
      fixture.transports[1],
    ]);
  });

  it('adds a line with the supplier default VAT code and VAT rounded half up; refuses it on a second invoice of the supplier', async () => {
    const first = await create();
    const added = await call('postPurchaseOrderLine', { purchaseid: first, id: fixture.lines[0] }, orderUser);
    expect(added.body).toMatchObject({ Success: true, NewId: expect.any(Number) });
    const [line] = await items('getPurchaseOrderLines', { purchaseorderid: first });
    // 200.25 × 24.5 = 4906.125 → 4906.13; 6% → 294.3678 → 294.37
    expect(line).toMatchObject({
      amount: '4906.13',
      VAT: '2',
      btw_amount: '294.37',
      SalesOrderHeaderId: fixture.orderId,
      PackingSlip: 'PTEST-001',
      productcode: expect.any(String),
      istransport: false,
    });
    expect(await one(first)).toMatchObject({ totalExclVAT: '4906.13', totalVAT: '294.37', total: '5200.50' });
    const second = await create();
    expect((await items('checkMultipleLines', { purchaseid: second, id: fixture.lines[0] }))[0]?.multiplelines).toBe('true');
    expect((await items('checkMultipleLines', { purchaseid: second, id: fixture.lines[1] }))[0]?.multiplelines).toBe('false');
    await refused('postPurchaseOrderLine', { purchaseid: second, id: fixture.lines[0] }, M.alreadyOnPurchaseInvoice);
    await refused('postPurchaseOrderLine', { purchaseid: first, id: fixture.lines[0] }, M.alreadyOnPurchaseInvoice);
    expect((await items('searchPurchaseLinesByPackingSlip', { supplier: fixture.supplier, number: 'PTEST-001' }))[0]?.purchaseorderid).toBe(first);
    // an explicit VAT code; a line of another supplier; a transport invoice takes no order lines
    expect((await call('postPurchaseOrderLine', { purchaseid: second, id: fixture.lines[1], vatid: '3' })).body.Success).toBe(true);
    expect((await items('getPurchaseOrderLines', { purchaseorderid: second }))[0]).toMatchObject({ VAT: '3', btw_amount: '0.00' });
    const { rows } = await provider.db.query<{ id: number }>(
      'select l.id from sales_order_lines l join sales_orders o on o.id = l.sales_order_id where o.supplier_code <> $1 limit 1',
      [fixture.supplier],
    );
    await refused('postPurchaseOrderLine', { purchaseid: second, id: required(rows[0], 'a line of another supplier').id }, M.notOfSupplier);
    const transportInvoice = await create({ supplier: 'T0001', transport: true });
    await refused('postPurchaseOrderLine', { purchaseid: transportInvoice, id: fixture.lines[1] }, M.transportInvoice);
    await refused('postPurchaseOrderLine', { purchaseid: second, id: fixture.lines[0], btw_amount: '1.2.3' }, M.vatAmount);
  });

  it('adds transport lines (block freight quantity 1, unit price × quantity) and changes their price with the VAT', async () => {
    const t1 = await create({ supplier: 'T0001', transport: true });
    await provider.db.query("update transporters set default_vat_code = '1' where code in ('T0001', 'T0002')");
    expect((await call('postPurchaseOrderTransportLine', { purchaseid: t1, id: fixture.transports[0] })).body.Success).toBe(true);
    await refused('postPurchaseOrderTransportLine', { purchaseid: t1, id: fixture.transports[1] }, M.notOfTransporter);
    const t2 = await create({ supplier: 'T0002', transport: true });
    expect((await call('postPurchaseOrderTransportLine', { purchaseid: t2, id: fixture.transports[1] })).body.Success).toBe(true);
    const [unit] = await items('getPurchaseOrderLines', { purchaseorderid: t2 });
    // 12.35 × 24.5 = 302.575 → 302.58; 21% → 63.5418 → 63.54
    expect(unit).toMatchObject({ istransport: true, pricingtype: 2, quantity: '24.500', amount: '302.58', VAT: '1', btw_amount: '63.54', editablePrice: true });
    const again = await create({ supplier: 'T0002', transport: true });
    expect((await items('checkMultipleTransportLines', { purchaseid: again, id: fixture.transports[1] }))[0]?.multiplelines).toBe('true');
    await refused('postPurchaseOrderTransportLine', { purchaseid: again, id: fixture.transports[1] }, M.alreadyOnPurchaseInvoice);
    await refused('postPurchaseOrderTransportLine', { purchaseid: await create(), id: fixture.transports[0] }, M.regularInvoice);

    const [block] = await items('getPurchaseOrderLines', { purchaseorderid: t1 });
    expect(block).toMatchObject({ pricingtype: 1, quantity: '1.000', amount: '850.00', btw_amount: '178.50' });
    expect((await call('putPurchaseTransportPrice', { orderlineid: block?.id, newprice: '900.5' })).body.Success).toBe(true);
    expect((await items('getPurchaseOrderLines', { purchaseorderid: t1 }))[0]).toMatchObject({ price: '900.5000', amount: '900.50', btw_amount: '189.11' });
    expect(await one(t1)).toMatchObject({ totalExclVAT: '900.50', totalVAT: '189.11', total: '1089.61' });
  });

  it('calculates VAT by code and amount, and updates a VAT amount by the input rule', async () => {
    expect((await items('calculatePurchaseVat', { amount: '0.50', vat: '1' }))[0]?.btw_amount).toBe('0.11');
    expect((await items('calculatePurchaseVat', { amount: 100, vat: '2' }))[0]?.btw_amount).toBe('6.00');
    await refused('calculatePurchaseVat', { amount: 1, vat: '99' }, M.vatCodeNotFound);
    const id = await create();
    const salesLine = await newSalesLine('PTEST-VAT');
    await call('postPurchaseOrderLine', { purchaseid: id, id: salesLine });
    const [line] = await items('getPurchaseOrderLines', { purchaseorderid: id });
    expect(line).toMatchObject({ amount: '100.00', btw_amount: '6.00' });
    for (const [typed, stored] of [
      ['12,5', '12.50'],
      ['€ 3.10', '3.10'],
      ['7€', '7.00'],
      ['0', '0.00'],
    ]) {
      expect((await call('putPurchaseOrderLineVat', { id: line?.id, btw_amount: typed })).body).toEqual({ Success: true });
      expect((await items('getPurchaseOrderLines', { purchaseorderid: id }))[0]?.btw_amount).toBe(stored);
    }
    for (const bad of ['1.2.3', '1,2,3', 'abc', '-5', '1.234', '€€1', '1 2', '']) {
      await refused('putPurchaseOrderLineVat', { id: line?.id, btw_amount: bad }, M.vatAmount);
    }
    expect((await items('getPurchaseOrderLines', { purchaseorderid: id }))[0]?.btw_amount).toBe('0.00');
    // a new VAT code alone recalculates
    expect((await call('putPurchaseOrderLineVat', { id: line?.id, vatid: '1' })).body.Success).toBe(true);
    expect((await items('getPurchaseOrderLines', { purchaseorderid: id }))[0]).toMatchObject({ VAT: '1', btw_amount: '21.00' });
    expect((await call('deletePurchaseOrderLine', { id: line?.id })).body.Success).toBe(true);
    expect(await items('getPurchaseOrderLines', { purchaseorderid: id })).toEqual([]);
    expect((await items('checkMultipleLines', { purchaseid: await create(), id: salesLine }))[0]?.multiplelines).toBe('false');
  });

  it('parses the VAT amount input rule', () => {
    expect(parseVatAmount('0012,50')).toBe('12.5');
    expect(parseVatAmount(' €12 ')).toBe('12');
    expect(parseVatAmount('12.')).toBe('12');
    expect(parseVatAmount('.5')).toBeNull();
    expect(parseVatAmount('1e3')).toBeNull();
  });
});

describe('manual lines', () => {
  it('creates, changes and deletes a manual line with the amount and VAT computed (a decimal comma accepted)', async () => {
    const id = await create();
    const product = required((await provider.db.query<{ id: number }>('select id from products order by id limit 1')).rows[0], 'a product').id;
    const created = await call('postPurchaseManualLine', {
      orderid: id,
      product,
      quantity: '3',
      price: '12,345',
      amount: '999',
      btw_amount: '999',
      reportingdate: '2030-03-10',
      description: 'Weegkosten',
      vat: '1',
    });
    expect(created.body).toMatchObject({ Success: true });
    let [m] = await items('getPurchaseManualLines', { orderid: id });
    // 12.345 × 3 = 37.035 → 37.04; 21% → 7.7784 → 7.78
    expect(m).toMatchObject({
      Id: created.body.NewId,
      ProductId: product,
      Quantity: '3.000',
      Price: '12.3450',
      Amount: '37.04',
      VatId: '1',
      btw_amount: '7.78',
      description: 'Weegkosten',
      ReportingDate: '2030-03-10T00:00:00',
    });
    expect(await one(id)).toMatchObject({ totalExclVAT: '37.04', totalVAT: '7.78', total: '44.82' });
    expect(
      (
        await call('putPurchaseManualLine', {
          id: m?.Id,
          product,
          quantity: 2,
          price: 10,
          reportingdate: '2030-03-11',
          description: 'Palletvergoeding',
          vat: '2',
        })
      ).body.Success,
    ).toBe(true);
    [m] = await items('getPurchaseManualLines', { orderid: id });
    expect(m).toMatchObject({ Amount: '20.00', btw_amount: '1.20', VatId: '2', description: 'Palletvergoeding' });
    await refused('postPurchaseManualLine', { orderid: id, product, quantity: 1, price: 1, description: 'x', vat: '77' }, M.vatCodeNotFound);
    await refused('postPurchaseManualLine', { orderid: id, product: 99999999, quantity: 1, price: 1, description: 'x', vat: '1' }, M.productNotFound);
    expect((await call('postPurchaseManualLine', { orderid: id, product, quantity: 1, price: 1, vat: '1' })).status).toBe(400);
    expect((await call('deletePurchaseManualLine', { id: m?.Id })).body.Success).toBe(true);
    expect(await items('getPurchaseManualLines', { orderid: id })).toEqual([]);
    await refused('deletePurchaseManualLine', { id: m?.Id }, M.manualLineNotFound);
  });
});

describe('send to accounting and the lock', () => {
  it('books once; afterwards every change and the delete are refused', async () => {
    const id = await create();
    await refused('sendPurchaseToExact', { purchaseid: id }, M.noLines);
    const product = required((await provider.db.query<{ id: number }>('select id from products order by id limit 1')).rows[0], 'a product').id;
    await call('postPurchaseManualLine', { orderid: id, product, quantity: 1, price: 5, description: 'x', vat: '1' });
    const [manual] = await items('getPurchaseManualLines', { orderid: id });
    const sent = await call('sendPurchaseToExact', { purchaseid: id });
    expect(sent.body).toMatchObject({ Success: true, Items: [{ BookingNumber: expect.stringMatching(/^IF\d{4}\d{6}$/) }] });
    const booked = await one(id);
    expect(booked).toMatchObject({ sendToExact: true, exactBooking: sent.body.Items[0].BookingNumber, journal: 'INK' });
    expect(booked.bookedOn).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    const lock = M.booked(booked.exactBooking);
    await refused('sendPurchaseToExact', { purchaseid: id }, M.alreadySent(booked.exactBooking));
    await refused('putPurchaseOrder', { id, suppliercode: fixture.supplier, invoicenr: 'NEW', description: 'x' }, lock);
    await refused('postPurchaseManualLine', { orderid: id, product, quantity: 1, price: 5, description: 'x', vat: '1' }, lock);
    await refused('putPurchaseManualLine', { id: manual?.Id, product, quantity: 1, price: 6, description: 'x', vat: '1' }, lock);
    await refused('deletePurchaseManualLine', { id: manual?.Id }, lock);
    await refused('deletePurchaseOrder', { id }, lock);
    const { rows } = await provider.db.query<{ id: number }>(
      'select l.id from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id where o.booking_number is not null and not l.is_transport limit 1',
    );
    const bookedLine = required(rows[0], 'a line of a booked invoice');
    await refused('putPurchaseOrderLineVat', { id: bookedLine.id, btw_amount: '1' }, /booked in accounting/);
    await refused('deletePurchaseOrderLine', { id: bookedLine.id }, /booked in accounting/);
    const { rows: t } = await provider.db.query<{ id: number }>(
      'select l.id from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id where o.booking_number is not null and l.is_transport limit 1',
    );
    await refused('putPurchaseTransportPrice', { orderlineid: required(t[0], 'a transport line of a booked invoice').id, newprice: 1 }, /booked in accounting/);
    expect(await one(id)).toMatchObject({ invoicenr: booked.invoicenr, totalExclVAT: '5.00' });
  });

  it('lets only an Administrator delete an invoice, with everything on it', async () => {
    const id = await create();
    expect((await call('postPurchaseOrderLine', { purchaseid: id, id: await newSalesLine('PTEST-DEL') })).body.Success).toBe(true);
    await refused('deletePurchaseOrder', { id }, M.adminOnly, orderUser);
    expect(await one(id)).toMatchObject({ id });
    expect((await call('deletePurchaseOrder', { id })).body).toEqual({ Success: true });
    await refused('getPurchaseOrder', { purchaseorderid: id }, M.notFound);
    const { rows } = await provider.db.query<{ n: number }>('select count(*)::int as n from purchase_order_lines where purchase_order_id = $1', [id]);
    expect(rows[0]?.n).toBe(0);
  });

  it('attaches and removes documents', async () => {
    const id = await create();
    const { rows } = await provider.db.query<{ id: number }>(
      "insert into files (name, content_type, size, content) values ('f.pdf', 'application/pdf', 1, 'x') returning id",
    );
    expect((await call('postPurchaseDocument', { purchaseid: id, fileid: rows[0]?.id })).body.Success).toBe(true);
    expect(await items('getPurchaseDocuments', { orderid: id })).toEqual([{ orderid: id, FileStorageId: rows[0]?.id, FileName: 'f.pdf' }]);
    await refused('postPurchaseDocument', { purchaseid: id, fileid: 99999999 }, M.fileNotFound);
    expect((await call('deletePurchaseDocument', { filestorageid: rows[0]?.id, purchaseid: id })).body.Success).toBe(true);
    expect(await items('getPurchaseDocuments', { orderid: id })).toEqual([]);
  });
});

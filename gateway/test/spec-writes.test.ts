import { createLogger } from '../src/logger';
import { NO_EXTENSIONS } from '../src/provider/extensions';
import { required } from '../src/required';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { ORDER, startStack, type Stack, STACK_START_MS } from './harness';

/**
 * The writes over a provider built to the spec only: extensions off, and a proxy in between that
 * makes the reference provider take and answer what a spec provider would (fault-proxy's rewrite).
 */
let stack: Stack;
let proxy: FaultProxy;
let order: string;
/** A product of a supplier without demurrage, a sales order of the test's own with two lines. */
let fixture: { supplier: string; customer: string; productId: string; orderId: string; lines: string[] };

beforeAll(async () => {
  stack = await startStack({ providerExtensions: NO_EXTENSIONS }, createLogger('silent'), {
    providerUrlOf: async (url) => {
      proxy = await startFaultProxy(url);
      return proxy.url;
    },
  });
  order = await stack.login(ORDER);
  const { rows: products } = await stack.db.query<{ id: number; supplier_code: string; customer_code: string }>(
    "select p.id, p.supplier_code, p.customer_code from products p join suppliers s on s.code = p.supplier_code where not s.demurrage and p.sales_unit = 'TON' order by p.id desc limit 1",
  );
  const p = required(products[0], 'a TON product of a supplier without demurrage');
  await stack.db.query("update suppliers set default_vat_code = '2' where code = $1", [p.supplier_code]);
  const { rows: so } = await stack.db.query<{ id: number }>(
    "insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date) values ($1, $2, 'GW-SPEC', '2030-03-01') returning id",
    [p.customer_code, p.supplier_code],
  );
  const orderId = required(so[0], 'the new order').id;
  const lines: string[] = [];
  for (const slip of ['GWS-001', 'GWS-002']) {
    const { rows } = await stack.db.query<{ id: number }>(
      `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity, purchase_price, purchase_amount, packing_slip)
       values ($1, $2, 24.5, 250, 6125, 24.5, 200.25, 4906.13, $3) returning id`,
      [orderId, p.id, slip],
    );
    lines.push(String(required(rows[0], 'the new line').id));
  }
  fixture = { supplier: p.supplier_code, customer: p.customer_code, productId: String(p.id), orderId: String(orderId), lines };
}, STACK_START_MS);
afterEach(() => proxy.rewrite({}));
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

const ERRORS = 'userErrors { field code message }';
const PURCHASE = 'id invoiceNumber description totalExclVat totalVat isCompleted';
const CREATE_PURCHASE = `mutation($i: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $i) { purchaseOrder { ${PURCHASE} } ${ERRORS} } }`;
const UPDATE_PURCHASE = `mutation($i: UpdatePurchaseOrderInput!) { updatePurchaseOrder(input: $i) { purchaseOrder { ${PURCHASE} } ${ERRORS} } }`;

/** What the gateway sent the provider since `from` (an index into the proxy's log), by procedure. */
const sent = (from: number, procedure: string) =>
  proxy.forwarded
    .slice(from)
    .filter((f) => f.path.endsWith(`/${procedure}`))
    .map((f) => f.body ?? {});
const mark = () => proxy.forwarded.length;
const without = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

let counter = 0;
async function createPurchase(fields: Record<string, unknown> = {}) {
  const r = await stack.gql(
    CREATE_PURCHASE,
    { i: { supplierCode: fixture.supplier, invoiceNumber: `GWS-INV-${++counter}`, invoiceDate: '2030-03-05', description: 'Levering', ...fields } },
    { token: order },
  );
  expect(r.errors).toBeUndefined();
  return r.data.createPurchaseOrder;
}

/** A provider that answers a create with Success only (spec 02 §7.1: copy answers Success; other creates' answers are not shown). */
const noNewId = { answer: (_procedure: string, body: Record<string, unknown>) => without(body, 'NewId') };
const SALES = 'id customer { code } supplier { code } customerReference loadingDate lines { id salesQuantity }';

// first in the file: the gateway learns from the first create that answers NewId, and these never do
describe('creates whose answer has no NewId', () => {
  const CREATE_SALES = `mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { ${SALES} } recordUnknown ${ERRORS} } }`;
  const header = (reference: string) => ({
    order: { customerCode: fixture.customer, supplierCode: fixture.supplier, customerReference: reference, loadingDate: '2030-07-01' },
  });
  const newest = async () => String(required((await stack.db.query<{ id: number }>('select max(id) as id from sales_orders')).rows[0], 'the newest order').id);

  it('open the new order, its copy, line, text line and invoice: the one new record that matches what was sent', async () => {
    proxy.rewrite(noNewId);
    const created = await stack.gql(CREATE_SALES, { i: header('GWS-NONEWID') }, { token: order });
    expect(created.errors).toBeUndefined();
    const id = await newest();
    expect(created.data.createSalesOrder).toEqual({
      salesOrder: {
        id,
        customer: { code: fixture.customer },
        supplier: { code: fixture.supplier },
        customerReference: 'GWS-NONEWID',
        loadingDate: '2030-07-01',
        lines: [],
      },
      recordUnknown: null,
      userErrors: [],
    });
    const line = await stack.gql(
      `mutation($i: AddSalesOrderLineInput!) { addSalesOrderLine(input: $i) { line { id salesQuantity } ${ERRORS} } }`,
      { i: { salesOrderId: id, productId: fixture.productId, salesQuantity: '7.5' } },
      { token: order },
    );
    expect(line.data.addSalesOrderLine).toEqual({ line: { id: expect.stringMatching(/^\d+$/), salesQuantity: '7.5' }, userErrors: [] });
    const text = await stack.gql(
      `mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { text } ${ERRORS} } }`,
      { i: { salesOrderId: id, text: 'Zonder NewId' } },
      { token: order },
    );
    expect(text.data.addSalesOrderTextLine).toEqual({ textLine: { text: 'Zonder NewId' }, userErrors: [] });

    const copy = await stack.gql(
      `mutation($id: ID!) { copySalesOrder(id: $id) { salesOrder { ${SALES} } recordUnknown ${ERRORS} } }`,
      { id },
      { token: order },
    );
    expect(copy.errors).toBeUndefined();
    const copyId = await newest();
    expect(copyId).not.toBe(id);
    expect(copy.data.copySalesOrder).toMatchObject({
      salesOrder: { id: copyId, customerReference: 'GWS-NONEWID', lines: [{ salesQuantity: '7.5' }] },
      userErrors: [],
    });

    const invoice = await createPurchase({ invoiceNumber: 'GWS-NONEWID-1' });
    expect(invoice).toMatchObject({ purchaseOrder: { invoiceNumber: 'GWS-NONEWID-1' }, userErrors: [] });
    const manual = await stack.gql(
      `mutation($i: AddPurchaseManualLineInput!) { addPurchaseManualLine(input: $i) { id purchaseOrder { manualLines { id } } ${ERRORS} } }`,
      {
        i: {
          purchaseOrderId: invoice.purchaseOrder.id,
          line: { productId: fixture.productId, quantity: '2', price: '10', description: 'Weegkosten', vatCode: '1' },
        },
      },
      { token: order },
    );
    expect(manual.data.addPurchaseManualLine.userErrors).toEqual([]);
    expect(manual.data.addPurchaseManualLine.id).toBe(manual.data.addPurchaseManualLine.purchaseOrder.manualLines[0].id);
  });

  it("two alike appearing at once: saved, no record opened (never a colleague's), recordUnknown for the UI", async () => {
    proxy.rewrite({
      ...noNewId,
      // a colleague saves the same order at the same moment
      request: async (procedure, body) => {
        if (procedure === 'postSalesOrder') {
          await stack.db.query(
            "insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date) values ($1, $2, 'GWS-TWICE', '2030-07-01')",
            [fixture.customer, fixture.supplier],
          );
        }
        return body;
      },
    });
    const before = await newest();
    const r = await stack.gql(CREATE_SALES, { i: header('GWS-TWICE') }, { token: order });
    expect(r.data.createSalesOrder).toEqual({ salesOrder: null, recordUnknown: true, userErrors: [] });
    const { rows } = await stack.db.query<{ n: number }>("select count(*)::int as n from sales_orders where reference_customer = 'GWS-TWICE' and id > $1", [
      before,
    ]);
    expect(rows[0]?.n).toBe(2);
  });
});

describe('editing a purchase invoice over a spec provider', () => {
  it('keeps its number without asking the duplicate check; a new number is checked with {supplier, invoice} only', async () => {
    // a spec provider's check takes {supplier, invoice}: it cannot leave the invoice itself out
    proxy.rewrite({ request: (procedure, body) => (procedure === 'checkMultipleInvoice' ? without(body, 'id') : body) });
    const created = await createPurchase({ invoiceNumber: 'GWS-KEEP-1' });
    expect(created.userErrors).toEqual([]);
    const id = created.purchaseOrder.id;
    let from = mark();
    const kept = await stack.gql(
      UPDATE_PURCHASE,
      { i: { id, supplierCode: fixture.supplier, invoiceNumber: ' gws-keep-1 ', description: 'Andere omschrijving' } },
      { token: order },
    );
    expect(kept.data.updatePurchaseOrder).toMatchObject({ purchaseOrder: { description: 'Andere omschrijving' }, userErrors: [] });
    expect(sent(from, 'checkMultipleInvoice')).toEqual([]);

    await createPurchase({ invoiceNumber: 'GWS-TAKEN-1' });
    from = mark();
    const taken = await stack.gql(
      UPDATE_PURCHASE,
      { i: { id, supplierCode: fixture.supplier, invoiceNumber: 'GWS-TAKEN-1', description: 'x' } },
      { token: order },
    );
    expect(taken.data.updatePurchaseOrder.userErrors).toEqual([expect.objectContaining({ field: 'invoiceNumber', code: 'ALREADY_INVOICED' })]);
    expect(sent(from, 'checkMultipleInvoice')).toEqual([{ supplier: fixture.supplier, invoice: 'GWS-TAKEN-1' }]);
    expect(sent(from, 'putPurchaseOrder')).toEqual([]);
    const renamed = await stack.gql(
      UPDATE_PURCHASE,
      { i: { id, supplierCode: fixture.supplier, invoiceNumber: 'GWS-NEW-1', description: 'x' } },
      { token: order },
    );
    expect(renamed.data.updatePurchaseOrder).toMatchObject({ purchaseOrder: { invoiceNumber: 'GWS-NEW-1' }, userErrors: [] });
  });
});

describe('locks the gateway keeps itself (a spec provider never refuses them)', () => {
  const WRITES = /^(post|put|delete)SalesOrder(Line|Transport|TextLine)$/;
  const writesSince = (from: number) => proxy.forwarded.slice(from).filter((f) => WRITES.test(f.path.split('/').pop() ?? ''));

  it('refuses changes to the lines, transports and text lines of a completed order before any provider write, unless unlocked', async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      "insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, is_completed) values ($1, $2, 'GW-LOCK', '2030-03-01', true) returning id",
      [fixture.customer, fixture.supplier],
    );
    const id = String(required(rows[0], 'the completed order').id);
    const { rows: lineRows } = await stack.db.query<{ id: number }>(
      'insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity) values ($1, $2, 5, 5) returning id',
      [id, fixture.productId],
    );
    const lineId = String(required(lineRows[0], 'the line').id);
    const { rows: textRows } = await stack.db.query<{ id: number }>(
      "insert into sales_order_text_lines (sales_order_id, text) values ($1, 'Bulk') returning id",
      [id],
    );
    const textId = String(required(textRows[0], 'the text line').id);
    const from = mark();
    const attempts: [string, string, Record<string, unknown>][] = [
      ['addSalesOrderLine', 'AddSalesOrderLineInput', { salesOrderId: id, productId: fixture.productId, salesQuantity: '1' }],
      [
        'updateSalesOrderLine',
        'UpdateSalesOrderLineInput',
        { salesOrderId: id, id: lineId, salesQuantity: '6', salesPrice: '1', purchaseQuantity: '6', purchasePrice: '1' },
      ],
      [
        'addSalesOrderTransport',
        'AddSalesOrderTransportInput',
        { salesOrderId: id, lineId, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '1' },
      ],
      ['addSalesOrderTextLine', 'AddSalesOrderTextLineInput', { salesOrderId: id, text: 'x' }],
      ['updateSalesOrderTextLine', 'UpdateSalesOrderTextLineInput', { salesOrderId: id, id: textId, text: 'x' }],
    ];
    for (const [name, type, input] of attempts) {
      const r = await stack.gql(`mutation($i: ${type}!) { ${name}(input: $i) { ${ERRORS} } }`, { i: input }, { token: order });
      expect([name, r.data[name].userErrors]).toEqual([name, [{ field: null, code: 'ORDER_COMPLETED', message: 'Deze order is al gefactureerd' }]]);
    }
    for (const [name, part] of [
      ['deleteSalesOrderLine', lineId],
      ['deleteSalesOrderTextLine', textId],
    ] as const) {
      const r = await stack.gql(`mutation($o: ID!, $id: ID!) { ${name}(salesOrderId: $o, id: $id) { ${ERRORS} } }`, { o: id, id: part }, { token: order });
      expect([name, r.data[name].userErrors.map((e: { code: string }) => e.code)]).toEqual([name, ['ORDER_COMPLETED']]);
    }
    const headerInput = { id, order: { customerCode: fixture.customer, supplierCode: fixture.supplier, customerReference: 'GW-LOCK-2' } };
    const UPDATE_SALES = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { customerReference } ${ERRORS} } }`;
    const header = await stack.gql(UPDATE_SALES, { i: headerInput }, { token: order });
    expect(header.data.updateSalesOrder).toEqual({
      salesOrder: null,
      userErrors: [{ field: null, code: 'ORDER_COMPLETED', message: 'Deze order is al gefactureerd' }],
    });
    expect(writesSince(from)).toEqual([]);
    expect(sent(from, 'putSalesOrder')).toEqual([]);
    const unlockedHeader = await stack.gql(UPDATE_SALES, { i: { ...headerInput, unlocked: true } }, { token: order });
    expect(unlockedHeader.data.updateSalesOrder).toEqual({ salesOrder: { customerReference: 'GW-LOCK-2' }, userErrors: [] });

    // the edit toggle: the user's explicit override goes through
    const unlocked = await stack.gql(
      `mutation($i: UpdateSalesOrderTextLineInput!) { updateSalesOrderTextLine(input: $i) { textLine { text } ${ERRORS} } }`,
      { i: { salesOrderId: id, id: textId, text: 'Ontgrendeld', unlocked: true } },
      { token: order },
    );
    expect(unlocked.data.updateSalesOrderTextLine).toEqual({ textLine: { text: 'Ontgrendeld' }, userErrors: [] });
    // a part is changed through its own order only: an open order's id does not unlock a completed order's line
    const open = await stack.gql(
      `mutation($o: ID!, $id: ID!) { deleteSalesOrderLine(salesOrderId: $o, id: $id) { ${ERRORS} } }`,
      { o: fixture.orderId, id: lineId },
      { token: order },
    );
    expect(open.data.deleteSalesOrderLine.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'id' })]);
    const elsewhere = await stack.gql(
      `mutation($i: AddSalesOrderTransportInput!) { addSalesOrderTransport(input: $i) { ${ERRORS} } }`,
      { i: { salesOrderId: fixture.orderId, lineId, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '1' } },
      { token: order },
    );
    expect(elsewhere.data.addSalesOrderTransport.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'lineId' })]);
    expect(writesSince(from).map((f) => f.path.split('/').pop())).toEqual(['putSalesOrderTextLine']);
  });

  it('refuses changes to a booked purchase invoice, its lines, VAT, manual lines and documents, before any provider write', async () => {
    const created = await createPurchase();
    const id = created.purchaseOrder.id;
    const { rows: own } = await stack.db.query<{ id: number }>(
      'insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity, purchase_price) values ($1, $2, 1, 1, 10) returning id',
      [fixture.orderId, fixture.productId],
    );
    const salesLine = required(own[0], 'a sales line of its own').id;
    const { rows } = await stack.db.query<{ id: number }>(
      `insert into purchase_order_lines (purchase_order_id, supplier_code, sales_order_id, sales_order_line_id, is_transport, product_id, quantity, price, amount, vat_code, vat_amount)
       values ($1, $2, $3, $4, false, $5, 1, 10, 10, '2', 0.6) returning id`,
      [id, fixture.supplier, fixture.orderId, salesLine, fixture.productId],
    );
    const lineId = String(required(rows[0], 'the purchase line').id);
    await stack.db.query("update purchase_orders set booking_number = 'IF0000000001' where id = $1", [id]);
    const from = mark();
    const attempts: [string, string][] = [
      [
        'updatePurchaseOrder',
        `mutation { updatePurchaseOrder(input: { id: "${id}", supplierCode: "${fixture.supplier}", invoiceNumber: "X-1", description: "x" }) { ${ERRORS} } }`,
      ],
      ['updatePurchaseLineVat', `mutation { updatePurchaseLineVat(input: { purchaseOrderId: "${id}", lineId: "${lineId}", vatAmount: "1" }) { ${ERRORS} } }`],
      ['deletePurchaseOrderLine', `mutation { deletePurchaseOrderLine(purchaseOrderId: "${id}", id: "${lineId}") { ${ERRORS} } }`],
      [
        'addPurchaseOrderLines',
        `mutation { addPurchaseOrderLines(input: { purchaseOrderId: "${id}", lines: [{ id: "${fixture.lines[0]}" }] }) { ${ERRORS} } }`,
      ],
      [
        'addPurchaseManualLine',
        `mutation { addPurchaseManualLine(input: { purchaseOrderId: "${id}", line: { productId: "${fixture.productId}", quantity: "1", price: "1", description: "x", vatCode: "1" } }) { ${ERRORS} } }`,
      ],
      ['attachPurchaseOrderDocument', `mutation { attachPurchaseOrderDocument(purchaseOrderId: "${id}", fileId: "1") { ${ERRORS} } }`],
      ['deletePurchaseOrderDocument', `mutation { deletePurchaseOrderDocument(purchaseOrderId: "${id}", fileId: "1") { ${ERRORS} } }`],
    ];
    for (const [name, mutation] of attempts) {
      const r = await stack.gql(mutation, {}, { token: order });
      expect([name, r.errors, r.data[name].userErrors.map((e: { code: string }) => e.code)]).toEqual([name, undefined, ['PURCHASE_ORDER_BOOKED']]);
    }
    const writes = proxy.forwarded.slice(from).filter((f) => /^(post|put|delete)Purchase/.test(f.path.split('/').pop() ?? ''));
    expect(writes).toEqual([]);
  });
});

describe('adding lines to a purchase invoice over a spec provider', () => {
  const ADD = `mutation($i: AddPurchaseOrderLinesInput!) { addPurchaseOrderLines(input: $i) { added { id amount } purchaseOrder { totalExclVat } ${ERRORS} } }`;

  it('asks check multiple lines {purchaseid, id} first: a line on another invoice is refused by name and never sent to be added', async () => {
    const first = (await createPurchase()).purchaseOrder.id;
    const second = (await createPurchase()).purchaseOrder.id;
    expect(
      (await stack.gql(ADD, { i: { purchaseOrderId: first, lines: [{ id: fixture.lines[0] }] } }, { token: order })).data.addPurchaseOrderLines.userErrors,
    ).toEqual([]);
    const from = mark();
    const r = await stack.gql(ADD, { i: { purchaseOrderId: second, lines: [{ id: fixture.lines[0] }, { id: fixture.lines[1] }] } }, { token: order });
    expect(r.data.addPurchaseOrderLines).toMatchObject({
      added: [{ amount: '4906.13' }],
      purchaseOrder: { totalExclVat: '4906.13' },
      userErrors: [
        { field: 'lines.0', code: 'ALREADY_ON_PURCHASE_INVOICE', message: 'This supplier already has a purchaseinvoice on this order registration!' },
      ],
    });
    expect(sent(from, 'checkMultipleLines')).toEqual([
      { purchaseid: Number(second), id: Number(fixture.lines[0]) },
      { purchaseid: Number(second), id: Number(fixture.lines[1]) },
    ]);
    expect(sent(from, 'postPurchaseOrderLine').map((b) => b.id)).toEqual([Number(fixture.lines[1])]);
  });
});

describe("the spec's payload keys (spec 02 §7)", () => {
  const keys = (body: Record<string, unknown> | undefined) => Object.keys(body ?? {}).sort();

  it('a manual line carries amount and btw_amount, its VAT from the calculate-VAT call; an added line btw_amount and vatid', async () => {
    const id = (await createPurchase()).purchaseOrder.id;
    let from = mark();
    const amounts = await stack.gql('query { purchaseLineAmounts(price: "12.345", quantity: "3", vatCode: "1") { amount vatAmount } }', {}, { token: order });
    expect(amounts.data.purchaseLineAmounts).toEqual({ amount: '37.04', vatAmount: '7.78' });
    expect(sent(from, 'calculatePurchaseVat')).toEqual([{ amount: '37.04', vat: '1' }]);
    from = mark();
    const manual = await stack.gql(
      `mutation($i: AddPurchaseManualLineInput!) { addPurchaseManualLine(input: $i) { purchaseOrder { manualLines { amount vatAmount } } ${ERRORS} } }`,
      {
        i: {
          purchaseOrderId: id,
          line: { productId: fixture.productId, quantity: '3', price: '12,345', description: 'Weegkosten', vatCode: '1', reportingDate: '2030-03-10' },
        },
      },
      { token: order },
    );
    expect(manual.data.addPurchaseManualLine).toEqual({ purchaseOrder: { manualLines: [{ amount: '37.04', vatAmount: '7.78' }] }, userErrors: [] });
    const [body] = sent(from, 'postPurchaseManualLine');
    expect(keys(body)).toEqual(['amount', 'btw_amount', 'description', 'orderid', 'price', 'product', 'quantity', 'reportingdate', 'vat']);
    expect(body).toMatchObject({ orderid: Number(id), amount: '37.04', btw_amount: '7.78', price: '12.345', quantity: '3', vat: '1' });
    expect(sent(from, 'calculatePurchaseVat')).toEqual([{ amount: '37.04', vat: '1' }]);

    // an added line: the supplier's default VAT code (2, 6%) on the candidate's amount 24.5 × 200.25
    const { rows } = await stack.db.query<{ id: number }>(
      `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity, purchase_price, packing_slip)
       values ($1, $2, 24.5, 24.5, 200.25, 'GWS-KEYS') returning id`,
      [fixture.orderId, fixture.productId],
    );
    const lineId = String(required(rows[0], 'a line of its own').id);
    from = mark();
    const added = await stack.gql(
      `mutation($i: AddPurchaseOrderLinesInput!) { addPurchaseOrderLines(input: $i) { added { amount vatAmount vatCode { code } } ${ERRORS} } }`,
      { i: { purchaseOrderId: id, lines: [{ id: lineId, salesOrderId: fixture.orderId }] } },
      { token: order },
    );
    expect(added.data.addPurchaseOrderLines).toEqual({ added: [{ amount: '4906.13', vatAmount: '294.37', vatCode: { code: '2' } }], userErrors: [] });
    expect(sent(from, 'postPurchaseOrderLine')).toEqual([{ purchaseid: Number(id), id: Number(lineId), btw_amount: '294.37', vatid: '2' }]);
  });

  it("an update of a sales line carries the spec's twelve keys, its amounts by the amounts rule", async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, purchase_quantity, purchase_price)
       values ($1, $2, 20, 250, 20, 200) returning id`,
      [fixture.orderId, fixture.productId],
    );
    const lineId = String(required(rows[0], 'a line of its own').id);
    const from = mark();
    const r = await stack.gql(
      `mutation($i: UpdateSalesOrderLineInput!) { updateSalesOrderLine(input: $i) { line { salesAmount purchaseAmount } ${ERRORS} } }`,
      {
        i: {
          salesOrderId: fixture.orderId,
          id: lineId,
          salesQuantity: '22.5',
          salesPrice: '250,5',
          purchaseQuantity: '20',
          purchasePrice: '200',
          packingSlip: 'PB-KEYS',
          container: 'mscu1234565',
          shippingDocument: 'BL-KEYS',
          reportingDate: '2030-06-30',
        },
      },
      { token: order },
    );
    expect(r.data.updateSalesOrderLine.userErrors).toEqual([]);
    const [body] = sent(from, 'putSalesOrderLine');
    expect(keys(body)).toEqual(
      [
        'container',
        'orderlineid',
        'packingslip',
        'purchaseAmount',
        'purchasePrice',
        'purchasequantity',
        'quantity',
        'reporting',
        'salesAmount',
        'salesPrice',
        'salesquantity',
        'shipping',
      ].sort(),
    );
    // units equal, purchase quantity untouched: the purchase amount follows the sales quantity
    expect(body).toMatchObject({ quantity: '22.5', salesquantity: '22.5', salesAmount: '5636.25', purchaseAmount: '4500' });
    expect(r.data.updateSalesOrderLine.line).toEqual({ salesAmount: '5636.25', purchaseAmount: '4500' });
  });
});

describe('Success as a spec provider writes it', () => {
  it("a write answered Success 'False' is refused, not shown as saved; a read answering Items alone is read", async () => {
    proxy.rewrite({
      answer: (procedure, body) => {
        if (procedure === 'postSalesOrderTextLine') return { Success: 'False', Message: 'Text refused by the provider' };
        if (procedure === 'getSalesOrderTextLines') return without(body, 'Success');
        return body;
      },
    });
    const r = await stack.gql(
      `mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { id } salesOrder { textLines { text } } ${ERRORS} } }`,
      { i: { salesOrderId: fixture.orderId, text: 'Zou geweigerd moeten zijn' } },
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.addSalesOrderTextLine).toEqual({
      textLine: null,
      salesOrder: null,
      userErrors: [{ field: null, code: expect.any(String), message: 'Text refused by the provider' }],
    });
    const detail = await stack.gql('query($id: ID!) { salesOrder(id: $id) { textLines { text } } }', { id: fixture.orderId }, { token: order });
    // the list answered without Success is read (the reference provider stored the line; only its answer said False)
    expect(detail.errors).toBeUndefined();
    expect(detail.data.salesOrder.textLines).toEqual([{ text: 'Zou geweigerd moeten zijn' }]);
  });
});

import Decimal from 'decimal.js';
import { ADMIN, codes, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { buildOrderLine, buildSalesOrder, setDefaultVatCode, type TransportBuild } from '../../provider/src/seed/builders';

let stack: Stack;
let admin: string;
let order: string;
/** A sales order of the test's own: two lines with transports (T0001 block freight, T0002 unit price). */
let fixture: { supplier: string; product: number; orderId: string; lines: string[]; transports: string[] };

beforeAll(async () => {
  stack = await startStack();
  [admin, order] = await Promise.all([stack.login(ADMIN), stack.login(ORDER)]);
  const db = stack.db;
  const { rows: products } = await db.query<{ id: number; supplier_code: string; customer_code: string }>(
    "select p.id, p.supplier_code, p.customer_code from products p join suppliers s on s.code = p.supplier_code where not s.demurrage and p.sales_unit = 'TON' order by p.id desc limit 1",
  );
  const p = required(products[0], 'a TON product of a supplier without demurrage');
  await setDefaultVatCode(db, { suppliers: [p.supplier_code] }, '2');
  await setDefaultVatCode(db, { transporters: ['T0001', 'T0002'] }, '1');
  const line = (slip: string, transport: TransportBuild) => ({
    productId: p.id,
    salesQuantity: '24.5',
    salesPrice: '250',
    salesAmount: '6125',
    purchaseQuantity: '24.5',
    purchasePrice: '200.25',
    purchaseAmount: '4906.13',
    packingSlip: slip,
    transport,
  });
  const built = await buildSalesOrder(db, {
    customer: p.customer_code,
    supplier: p.supplier_code,
    reference: 'GW-P',
    loadingDate: '2030-03-01',
    lines: [line('GWP-001', { transporter: 'T0001', pricingType: 1, price: 850 }), line('GWP-002', { transporter: 'T0002', pricingType: 2, price: 12.35 })],
  });
  const orderId = built.orderId;
  const lines = built.lines.map((l) => l.lineId);
  const transports = built.lines.map((l) => required(l.transportId ?? undefined, 'the new transport'));
  fixture = { supplier: p.supplier_code, product: p.id, orderId: String(orderId), lines, transports };
}, STACK_START_MS);
afterAll(() => stack?.close());

const ERRORS = 'userErrors { field code message }';
const ORDER_FIELDS = `id supplier { code name isTransporter } invoiceNumber invoiceDate description isTransport totalExclVat totalVat total
  accountingBooking bookedOn isSentToAccounting isCompleted`;
const LINE_FIELDS =
  'id isTransport product { code } quantity unit { code } price amount vatCode { code } vatAmount packingSlip pricingType isPriceEditable salesOrder { id }';
const DETAIL = `query($id: ID!) { purchaseOrder(id: $id) { ${ORDER_FIELDS} lines { ${LINE_FIELDS} } manualLines { id amount vatAmount vatCode { code } description } documents { fileId } } }`;
const CREATE = `mutation($i: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $i) { purchaseOrder { ${ORDER_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation($i: UpdatePurchaseOrderInput!) { updatePurchaseOrder(input: $i) { purchaseOrder { ${ORDER_FIELDS} } ${ERRORS} } }`;
const ADD_LINES = `mutation($i: AddPurchaseOrderLinesInput!) { addPurchaseOrderLines(input: $i) { added { ${LINE_FIELDS} } purchaseOrder { ${ORDER_FIELDS} } ${ERRORS} } }`;
const VAT = `mutation($i: UpdatePurchaseLineVatInput!) { updatePurchaseLineVat(input: $i) { id purchaseOrder { totalVat total lines { id vatAmount } } ${ERRORS} } }`;
const SEND = `mutation($id: ID!) { sendPurchaseOrderToAccounting(input: { id: $id }) { purchaseOrder { ${ORDER_FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation($id: ID!) { deletePurchaseOrder(input: { id: $id }) { deletedId ${ERRORS} } }`;
const CANDIDATES = `query($id: ID!, $by: PurchaseLineSearchBy!, $v: String!) { purchaseLineCandidates(purchaseOrderId: $id, searchBy: $by, value: $v) {
  id salesOrderId productCode pricingType quantity price unit { code } packingSlip purchaseOrderId } }`;

const count = (name: string) => stack.calls.filter((c) => c.path.split('?')[0]?.endsWith(`/${name}`)).length;
let counter = 0;

async function create(fields: Record<string, unknown> = {}): Promise<string> {
  const r = await stack.gql(
    CREATE,
    { i: { supplierCode: fixture.supplier, invoiceNumber: `GW-INV-${++counter}`, invoiceDate: '2030-03-05', description: 'Levering', ...fields } },
    { token: order },
  );
  expect(r.data.createPurchaseOrder.userErrors).toEqual([]);
  return r.data.createPurchaseOrder.purchaseOrder.id;
}

describe('the purchase order list', () => {
  it('shows not completed by default, id ascending, with totals over every matching invoice; ALL, COMPLETED and the packing number', async () => {
    const q = `query($s: PurchaseOrderShow, $f: PurchaseOrderFilter, $n: String, $p: ListPage) { purchaseOrders(show: $s, filter: $f, packingNumber: $n, page: $p) {
      totalCount totals { totalExclVat totalVat total } nodes { id isCompleted totalExclVat supplier { name } } } }`;
    const open = (await stack.gql(q, {}, { token: order })).data.purchaseOrders;
    const { rows } = await stack.db.query<{ open: number; booked: number; excl: string; vat: string }>(
      `select count(*) filter (where booking_number is null)::int as open, count(*) filter (where booking_number is not null)::int as booked,
              (select coalesce(sum(amount), 0) from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id where o.booking_number is null)
            + (select coalesce(sum(amount), 0) from purchase_order_manual_lines m join purchase_orders o on o.id = m.purchase_order_id where o.booking_number is null) as excl,
              (select coalesce(sum(vat_amount), 0) from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id where o.booking_number is null)
            + (select coalesce(sum(vat_amount), 0) from purchase_order_manual_lines m join purchase_orders o on o.id = m.purchase_order_id where o.booking_number is null) as vat
         from purchase_orders`,
    );
    const counts = required(rows[0], 'the counts and sums');
    expect(open.totalCount).toBe(counts.open);
    expect(open.nodes.every((n: { isCompleted: boolean }) => !n.isCompleted)).toBe(true);
    const ids = open.nodes.map((n: { id: string }) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(open.totals).toEqual({
      totalExclVat: new Decimal(counts.excl).toString(),
      totalVat: new Decimal(counts.vat).toString(),
      total: new Decimal(counts.excl).plus(counts.vat).toString(),
    });
    const completed = (await stack.gql(q, { s: 'COMPLETED', p: { limit: 5 } }, { token: order })).data.purchaseOrders;
    expect(completed.totalCount).toBe(counts.booked);
    expect(completed.nodes).toHaveLength(5);
    expect((await stack.gql(q, { s: 'ALL' }, { token: order })).data.purchaseOrders.totalCount).toBe(counts.open + counts.booked);

    const { rows: slip } = await stack.db.query<{ packing_slip: string; purchase_order_id: number }>(
      'select packing_slip, purchase_order_id from purchase_order_lines where packing_slip is not null order by id limit 1',
    );
    const slipped = required(slip[0], 'a purchase line with a packing slip');
    const byPacking = (await stack.gql(q, { s: 'ALL', n: slipped.packing_slip }, { token: order })).data.purchaseOrders;
    expect(byPacking.nodes.map((n: { id: string }) => n.id)).toContain(String(slipped.purchase_order_id));
    expect(byPacking.totalCount).toBeLessThan(counts.open + counts.booked);

    // a column filter: totals follow the filtered rows, not the page
    const name = open.nodes[0].supplier.name;
    const filtered = (await stack.gql(q, { f: { conditions: [{ field: 'SUPPLIER', operator: 'IS', value: name }] }, p: { limit: 1 } }, { token: order })).data
      .purchaseOrders;
    const all = (await stack.gql(q, { f: { conditions: [{ field: 'SUPPLIER', operator: 'IS', value: name }] }, p: { limit: 10000 } }, { token: order })).data
      .purchaseOrders;
    expect(filtered.nodes).toHaveLength(1);
    expect(filtered.totals.totalExclVat).toBe(all.nodes.reduce((s: Decimal, n: { totalExclVat: string }) => s.plus(n.totalExclVat), new Decimal(0)).toString());
    // filter fields are the list's enum: an unknown name never reaches a resolver
    expect(codes(await stack.gql(q, { f: { conditions: [{ field: 'NOPE', operator: 'IS', value: 'x' }] } }, { token: order }))).toEqual(['BAD_USER_INPUT']);
  });

  it('fetches a page of invoices with their lines, the lines sales orders, products and manual lines in a fixed number of provider calls', async () => {
    const q = `query($p: ListPage) { purchaseOrders(show: ALL, page: $p) { nodes { id supplier { name } lines { product { code } unit { code } vatCode { code } salesOrder { id customer { name } } }
      manualLines { product { code } vatCode { code } } documents { fileId } } } }`;
    const calls = async (limit: number) => {
      stack.calls.length = 0;
      const r = await stack.gql(q, { p: { limit } }, { token: order });
      expect(r.errors).toBeUndefined();
      const salesOrders = new Set(
        r.data.purchaseOrders.nodes.flatMap((n: { lines: { salesOrder: { id: string } | null }[] }) => n.lines.map((l) => l.salesOrder?.id)).filter(Boolean),
      );
      return { total: stack.calls.length, salesOrders: salesOrders.size, paths: stack.calls.map((c) => c.path.split('/').pop()).sort() };
    };
    const small = await calls(10);
    const big = await calls(200);
    expect(big.salesOrders).toBeGreaterThan(100);
    expect(big.paths).toEqual(small.paths);
    expect(count('getPurchaseOrders')).toBe(1);
    for (const child of [
      'getPurchaseOrderLines',
      'getPurchaseManualLines',
      'getPurchaseDocuments',
      'getSalesOrder',
      'getProducts',
      'getVatCodesDropdown',
      'getUnitsDropdown',
    ]) {
      expect([child, count(child)]).toEqual([child, 1]);
    }
    // the sales order's row carries its customer's code and name: no customer list is read for them
    expect(count('getCustomersDropdown')).toBe(0);
    expect(big.total).toBeLessThanOrEqual(10);
  });
});

describe('purchase invoice rules', () => {
  it('refuses an invoice number the supplier used before, in other case and with spaces, in create and update; nothing stored', async () => {
    const id = await create({ invoiceNumber: 'F2030/GW-1' });
    const before = (await stack.db.query<{ n: number }>('select count(*)::int as n from purchase_orders')).rows[0]?.n;
    stack.calls.length = 0;
    const again = await stack.gql(CREATE, { i: { supplierCode: fixture.supplier, invoiceNumber: '  f2030/gw-1 ', description: 'x' } }, { token: order });
    expect(again.data.createPurchaseOrder).toEqual({
      purchaseOrder: null,
      userErrors: [{ field: 'invoiceNumber', code: 'ALREADY_INVOICED', message: 'This invoice number has previously been used for this supplier' }],
    });
    expect(count('postPurchaseOrder')).toBe(0);
    expect((await stack.db.query<{ n: number }>('select count(*)::int as n from purchase_orders')).rows[0]?.n).toBe(before);
    const other = await create();
    const update = await stack.gql(
      UPDATE,
      { i: { id: other, supplierCode: fixture.supplier, invoiceNumber: 'F2030/GW-1', description: 'x' } },
      { token: order },
    );
    expect(update.data.updatePurchaseOrder.userErrors).toEqual([expect.objectContaining({ field: 'invoiceNumber', code: 'ALREADY_INVOICED' })]);
    const own = await stack.gql(
      UPDATE,
      { i: { id, supplierCode: fixture.supplier, invoiceNumber: 'F2030/GW-1b', description: 'Nieuw', invoiceDate: '2030-04-01' } },
      { token: order },
    );
    expect(own.data.updatePurchaseOrder).toMatchObject({
      purchaseOrder: { invoiceNumber: 'F2030/GW-1b', description: 'Nieuw', invoiceDate: '2030-04-01' },
      userErrors: [],
    });
    // required fields name their field; a transporter is not a supplier
    const empty = await stack.gql(CREATE, { i: { supplierCode: fixture.supplier, invoiceNumber: ' ', description: '' } }, { token: order });
    expect(empty.data.createPurchaseOrder.userErrors.map((e: { field: string }) => e.field)).toEqual(['invoiceNumber', 'description']);
    const wrong = await stack.gql(CREATE, { i: { supplierCode: 'T0001', invoiceNumber: 'X', description: 'x' } }, { token: order });
    expect(wrong.data.createPurchaseOrder.userErrors).toEqual([expect.objectContaining({ field: 'supplierCode', code: 'NOT_FOUND' })]);
  });

  it('finds lines by packing slip and order id, adds them with the supplier VAT code, refuses a line already on another invoice', async () => {
    const id = await create();
    const bySlip = (await stack.gql(CANDIDATES, { id, by: 'PACKING_SLIP', v: 'gwp-001' }, { token: order })).data.purchaseLineCandidates;
    expect(bySlip).toEqual([
      expect.objectContaining({
        id: fixture.lines[0],
        salesOrderId: fixture.orderId,
        quantity: '24.5',
        price: '200.25',
        unit: { code: 'TON' },
        purchaseOrderId: null,
      }),
    ]);
    const byOrder = (await stack.gql(CANDIDATES, { id, by: 'ORDER_ID', v: fixture.orderId }, { token: order })).data.purchaseLineCandidates;
    expect(byOrder.map((c: { id: string }) => c.id)).toEqual(fixture.lines);
    expect((await stack.gql(CANDIDATES, { id, by: 'ORDER_ID', v: 'abc' }, { token: order })).data.purchaseLineCandidates).toEqual([]);
    const added = await stack.gql(ADD_LINES, { i: { purchaseOrderId: id, lines: [{ id: fixture.lines[0] }] } }, { token: order });
    expect(added.data.addPurchaseOrderLines).toMatchObject({
      added: [{ amount: '4906.13', vatCode: { code: '2' }, vatAmount: '294.37', salesOrder: { id: fixture.orderId }, isTransport: false }],
      purchaseOrder: { totalExclVat: '4906.13', totalVat: '294.37', total: '5200.5' },
      userErrors: [],
    });
    const second = await create();
    const refused = await stack.gql(
      ADD_LINES,
      { i: { purchaseOrderId: second, lines: [{ id: fixture.lines[0] }, { id: fixture.lines[1], vatCode: '3' }] } },
      { token: order },
    );
    expect(refused.data.addPurchaseOrderLines.userErrors).toEqual([
      { field: 'lines.0', code: 'ALREADY_ON_PURCHASE_INVOICE', message: 'This supplier already has a purchaseinvoice on this order registration!' },
    ]);
    expect(refused.data.addPurchaseOrderLines.added).toEqual([expect.objectContaining({ vatCode: { code: '3' }, vatAmount: '0' })]);
    expect(
      (await stack.gql(CANDIDATES, { id: second, by: 'PACKING_SLIP', v: 'GWP-001' }, { token: order })).data.purchaseLineCandidates[0].purchaseOrderId,
    ).toBe(id);
  });

  it('saves a VAT amount by the input rule and keeps the totals the sum of the lines', async () => {
    const { lineId } = await buildOrderLine(stack.db, fixture.orderId, {
      productId: fixture.product,
      salesQuantity: 3,
      purchaseQuantity: 3,
      purchasePrice: '33.335',
      packingSlip: 'GWP-VAT',
    });
    const id = await create();
    const added = (await stack.gql(ADD_LINES, { i: { purchaseOrderId: id, lines: [{ id: lineId }] } }, { token: order })).data.addPurchaseOrderLines;
    const line = added.added[0];
    expect(line).toMatchObject({ amount: '100.01', vatAmount: '6' }); // 33.335 × 3 = 100.005 → 100.01; 6% = 6.0006 → 6.00
    // typed the way the app writes money (issue 34): 1.286,66 is one thousand two hundred eighty-six
    const thousands = await stack.gql(VAT, { i: { purchaseOrderId: id, lineId: line.id, vatAmount: '1.286,66' } }, { token: order });
    expect(thousands.data.updatePurchaseLineVat).toMatchObject({ purchaseOrder: { totalVat: '1286.66' }, userErrors: [] });
    const saved = await stack.gql(VAT, { i: { purchaseOrderId: id, lineId: line.id, vatAmount: '€ 12,34' } }, { token: order });
    expect(saved.data.updatePurchaseLineVat).toMatchObject({ id: line.id, purchaseOrder: { totalVat: '12.34', total: '112.35' }, userErrors: [] });
    for (const bad of ['12,3,4', 'abc', '1,234', '1.28,66', '-1', '€€1']) {
      stack.calls.length = 0;
      const r = await stack.gql(VAT, { i: { purchaseOrderId: id, lineId: line.id, vatAmount: bad } }, { token: order });
      expect([bad, r.data.updatePurchaseLineVat.userErrors]).toEqual([bad, [expect.objectContaining({ field: 'vatAmount', code: 'INVALID_INPUT' })]]);
      expect(count('putPurchaseOrderLineVat')).toBe(0);
    }
    const detail = (await stack.gql(DETAIL, { id }, { token: order })).data.purchaseOrder;
    const sumOf = (k: 'amount' | 'vatAmount') => detail.lines.reduce((s: Decimal, l: Record<'amount' | 'vatAmount', string>) => s.plus(l[k]), new Decimal(0));
    expect(new Decimal(detail.totalExclVat).eq(sumOf('amount'))).toBe(true);
    expect(new Decimal(detail.totalVat).eq(sumOf('vatAmount'))).toBe(true);
  });

  it('adds, changes and deletes a manual line with computed amounts', async () => {
    const id = await create();
    const product = (await stack.gql('{ products(page: { limit: 1 }) { nodes { id } } }', {}, { token: order })).data.products.nodes[0]?.id;
    const add = `mutation($i: AddPurchaseManualLineInput!) { addPurchaseManualLine(input: $i) { id purchaseOrder { totalExclVat totalVat manualLines { id amount vatAmount description } } ${ERRORS} } }`;
    const r = await stack.gql(
      add,
      {
        i: {
          purchaseOrderId: id,
          line: { productId: String(product), quantity: '3', price: '12,345', description: 'Weegkosten', vatCode: '1', reportingDate: '2030-03-10' },
        },
      },
      { token: order },
    );
    expect(r.data.addPurchaseManualLine).toMatchObject({
      purchaseOrder: { totalExclVat: '37.04', totalVat: '7.78', manualLines: [{ amount: '37.04', vatAmount: '7.78', description: 'Weegkosten' }] },
      userErrors: [],
    });
    const bad = await stack.gql(
      add,
      { i: { purchaseOrderId: id, line: { productId: String(product), quantity: '1.0001', price: '-1', description: ' ', vatCode: '1' } } },
      { token: order },
    );
    expect(bad.data.addPurchaseManualLine.userErrors.map((e: { field: string }) => e.field)).toEqual(['quantity', 'price', 'description']);
    const amounts = await stack.gql('query { purchaseLineAmounts(price: "12.345", quantity: "3", vatCode: "1") { amount vatAmount } }', {}, { token: order });
    expect(amounts.data.purchaseLineAmounts).toEqual({ amount: '37.04', vatAmount: '7.78' });
    // the vatPercentage extension: the same VAT computed here, without the calculate-VAT call (spec-writes.test.ts asks it)
    expect(count('calculatePurchaseVat')).toBe(0);
    const del = await stack.gql(
      `mutation($o: ID!, $id: ID!) { deletePurchaseManualLine(input: { purchaseOrderId: $o, id: $id }) { purchaseOrder { totalExclVat manualLines { id } } ${ERRORS} } }`,
      { o: id, id: r.data.addPurchaseManualLine.id },
      { token: order },
    );
    expect(del.data.deletePurchaseManualLine).toMatchObject({ purchaseOrder: { totalExclVat: '0', manualLines: [] }, userErrors: [] });
  });

  it('adds transport lines to a transport invoice and changes a transport price', async () => {
    const id = await create({ supplierCode: 'T0002', isTransport: true });
    const found = (await stack.gql(CANDIDATES, { id, by: 'ORDER_ID', v: fixture.orderId }, { token: order })).data.purchaseLineCandidates;
    expect(found).toEqual([expect.objectContaining({ id: fixture.transports[1], pricingType: 'UNIT_PRICE', price: '12.35', quantity: '24.5' })]);
    const added = (await stack.gql(ADD_LINES, { i: { purchaseOrderId: id, lines: [{ id: fixture.transports[1] }] } }, { token: order })).data
      .addPurchaseOrderLines;
    expect(added.added[0]).toMatchObject({
      isTransport: true,
      amount: '302.58',
      vatCode: { code: '1' },
      vatAmount: '63.54',
      isPriceEditable: true,
      pricingType: 'UNIT_PRICE',
    });
    const price = await stack.gql(
      `mutation($i: UpdatePurchaseTransportPriceInput!) { updatePurchaseTransportPrice(input: $i) { purchaseOrder { total lines { price amount vatAmount } } ${ERRORS} } }`,
      { i: { purchaseOrderId: id, lineId: added.added[0].id, price: '10' } },
      { token: order },
    );
    expect(price.data.updatePurchaseTransportPrice).toMatchObject({
      purchaseOrder: { total: '296.45', lines: [{ price: '10', amount: '245', vatAmount: '51.45' }] },
      userErrors: [],
    });
    const defaults = await stack.gql(
      'query { purchaseSupplier(code: "T0002", isTransporter: true) { name isTransporter defaultDescription defaultVatCode { code percentage } } }',
      {},
      { token: order },
    );
    expect(defaults.data.purchaseSupplier).toEqual({
      name: 'H.Essers',
      isTransporter: true,
      defaultDescription: 'Transportkosten H.Essers',
      defaultVatCode: { code: '1', percentage: '21' },
    });
  });

  it('sends to accounting once; a booked invoice refuses every change with PURCHASE_ORDER_BOOKED', async () => {
    const id = await create();
    const { lineId } = await buildOrderLine(stack.db, fixture.orderId, {
      productId: fixture.product,
      salesQuantity: 1,
      purchaseQuantity: 1,
      purchasePrice: '10',
      packingSlip: 'GWP-SEND',
    });
    const line = (await stack.gql(ADD_LINES, { i: { purchaseOrderId: id, lines: [{ id: lineId }] } }, { token: order })).data.addPurchaseOrderLines.added[0];
    const sent = (await stack.gql(SEND, { id }, { token: admin })).data.sendPurchaseOrderToAccounting;
    expect(sent).toMatchObject({
      purchaseOrder: { isSentToAccounting: true, isCompleted: true, accountingBooking: expect.stringMatching(/^IF\d{10}$/) },
      userErrors: [],
    });
    expect(sent.purchaseOrder.bookedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const twice = (await stack.gql(SEND, { id }, { token: admin })).data.sendPurchaseOrderToAccounting;
    expect(twice.userErrors).toEqual([expect.objectContaining({ code: 'ALREADY_SENT' })]);
    expect(twice.purchaseOrder.accountingBooking).toBe(sent.purchaseOrder.accountingBooking);
    const booked = (r: { data: Record<string, { userErrors: { code: string }[] }> }) => Object.values(r.data)[0]?.userErrors.map((e) => e.code);
    expect(booked(await stack.gql(UPDATE, { i: { id, supplierCode: fixture.supplier, invoiceNumber: 'NEW-NR', description: 'x' } }, { token: order }))).toEqual(
      ['PURCHASE_ORDER_BOOKED'],
    );
    expect(booked(await stack.gql(VAT, { i: { purchaseOrderId: id, lineId: line.id, vatAmount: '1' } }, { token: order }))).toEqual(['PURCHASE_ORDER_BOOKED']);
    expect(
      booked(
        await stack.gql(
          `mutation($o: ID!, $id: ID!) { deletePurchaseOrderLine(input: { purchaseOrderId: $o, id: $id }) { ${ERRORS} } }`,
          { o: id, id: line.id },
          { token: order },
        ),
      ),
    ).toEqual(['PURCHASE_ORDER_BOOKED']);
    expect(
      booked(
        await stack.gql(
          `mutation($i: AddPurchaseManualLineInput!) { addPurchaseManualLine(input: $i) { ${ERRORS} } }`,
          { i: { purchaseOrderId: id, line: { productId: '1', quantity: '1', price: '1', description: 'x', vatCode: '1' } } },
          { token: order },
        ),
      ),
    ).toEqual(['PURCHASE_ORDER_BOOKED']);
    expect(booked(await stack.gql(DELETE, { id }, { token: admin }))).toEqual(['PURCHASE_ORDER_BOOKED']);
    // its documents are what accounting booked: their delete is refused before the provider is asked
    stack.calls.length = 0;
    const document = await stack.gql(
      `mutation($o: ID!, $f: ID!) { deletePurchaseOrderDocument(input: { purchaseOrderId: $o, fileId: $f }) { ${ERRORS} } }`,
      { o: id, f: '1' },
      { token: admin },
    );
    expect(booked(document)).toEqual(['PURCHASE_ORDER_BOOKED']);
    expect(stack.calls.filter((c) => /document/i.test(c.path)).length).toBe(0);
    const after = (await stack.gql(DETAIL, { id }, { token: order })).data.purchaseOrder;
    expect(after).toMatchObject({ invoiceNumber: `GW-INV-${counter}`, totalExclVat: '10', lines: [{ vatAmount: '0.6' }] });
  });

  it('lets only an Administrator delete: FORBIDDEN for an Orderverwerker and nothing changes', async () => {
    const id = await create();
    stack.calls.length = 0;
    expect(codes(await stack.gql(DELETE, { id }, { token: order }))).toEqual(['FORBIDDEN']);
    expect(count('deletePurchaseOrder')).toBe(0);
    expect((await stack.gql(DETAIL, { id }, { token: order })).data.purchaseOrder.id).toBe(id);
    expect((await stack.gql(DELETE, { id }, { token: admin })).data.deletePurchaseOrder).toEqual({ deletedId: id, userErrors: [] });
    expect((await stack.gql(DETAIL, { id }, { token: order })).data.purchaseOrder).toBeNull();
  });
});

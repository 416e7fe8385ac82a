import { ADMIN, codes, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { buildApprovedPrices, buildProduct, completeSalesOrder } from '../../provider/src/seed/builders';

let stack: Stack;
let admin: string;
let order: string;
/** A product of the test's own with approved prices in 2030 and transport prices. */
let product: { id: string; customer: string; supplier: string };
let demurrageSupplier: string;

beforeAll(async () => {
  stack = await startStack();
  [admin, order] = await Promise.all([stack.login(ADMIN), stack.login(ORDER)]);
  const suppliers = (await stack.gql<{ suppliers: { code: string; hasDemurrage: boolean }[] }>('{ suppliers { code hasDemurrage } }', {}, { token: order }))
    .data.suppliers;
  const firstCode = (demurrage: boolean) =>
    required(
      suppliers
        .filter((s) => s.hasDemurrage === demurrage)
        .map((s) => s.code)
        .sort()[0],
      `a supplier ${demurrage ? 'with' : 'without'} demurrage`,
    );
  product = { id: '', customer: '100003', supplier: firstCode(false) };
  product.id = await buildProduct(stack.db, {
    code: 'PGW0001',
    supplier: product.supplier,
    customer: product.customer,
    name: 'Gatewaygraan',
    description: 'Graan',
    unit: 'TON',
    group: 'GRAAN',
    kilogram: 1000,
  });
  await buildApprovedPrices(stack.db, product.id, {
    from: '2030-01-01',
    to: '2030-12-31',
    sales: '250.5',
    purchase: '200',
    transports: [
      { transporter: 'T0001', pricingType: 1, price: 800 },
      { transporter: 'T0002', pricingType: 2, price: 12.5 },
    ],
  });
  demurrageSupplier = firstCode(true);
}, STACK_START_MS);
afterAll(() => stack?.close());

const ERRORS = 'userErrors { field code message }';
const ORDER_FIELDS = `id customer { code name isToBePlanned } supplier { code hasDemurrage } customerReference loadingDate arrivalDate comments
  shippingCompany { code name } pickupReference isCompleted accountingBooking`;
const LINE_FIELDS =
  'id product { id code name } salesQuantity salesPrice salesAmount purchaseQuantity purchasePrice purchaseAmount purchaseQuantityChanged reportingDate packingSlip container shippingDocument salesUnit { code } purchaseUnit { code }';
const CREATE = `mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { ${ORDER_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { ${ORDER_FIELDS} } ${ERRORS} } }`;
const DETAIL = `query($id: ID!) { salesOrder(id: $id) { ${ORDER_FIELDS} lines { ${LINE_FIELDS} } transports { id transporter { code } pricingType price line { id } packingSlip container shippingDocument } textLines { id text } documents { fileId fileName documentType { id name } downloadUrl } } }`;
const ADD_LINE = `mutation($i: AddSalesOrderLineInput!) { addSalesOrderLine(input: $i) { line { ${LINE_FIELDS} } salesOrder { id productCode } ${ERRORS} } }`;
const UPDATE_LINE = `mutation($i: UpdateSalesOrderLineInput!) { updateSalesOrderLine(input: $i) { line { ${LINE_FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation($id: ID!) { deleteSalesOrder(input: { id: $id }) { deletedId ${ERRORS} } }`;

const count = (path: string) => stack.calls.filter((c) => c.path.endsWith(`/${path}`)).length;

async function createOrder(fields: Record<string, unknown> = {}): Promise<string> {
  const r = await stack.gql(
    CREATE,
    { i: { order: { customerCode: product.customer, supplierCode: product.supplier, customerReference: 'PO-GW', loadingDate: '2030-06-15', ...fields } } },
    { token: order },
  );
  expect(r.data.createSalesOrder.userErrors).toEqual([]);
  return r.data.createSalesOrder.salesOrder.id;
}

async function addLine(salesOrderId: string, salesQuantity = '20', unlocked?: boolean) {
  const r = await stack.gql(ADD_LINE, { i: { salesOrderId, productId: product.id, salesQuantity, unlocked } }, { token: order });
  return r.data.addSalesOrderLine;
}

describe('the sales order list', () => {
  it('pages the last 6 months by default, id descending, 100 a page, with the total; ALL has more', async () => {
    const q = 'query($r: SalesOrderRange, $p: ListPage) { salesOrders(range: $r, page: $p) { totalCount nodes { id loadingDate } } }';
    const recent = await stack.gql(q, {}, { token: order });
    expect(recent.errors).toBeUndefined();
    const { nodes, totalCount } = recent.data.salesOrders;
    expect(totalCount).toBeGreaterThan(20);
    expect(nodes).toHaveLength(Math.min(100, totalCount));
    const ids = nodes.map((n: { id: string }) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const { rows } = await stack.db.query<{ day: string; recent: number; all: number }>(
      `select (current_date - interval '6 months')::date::text as day,
              (select count(*)::int from sales_orders where loading_date is null or loading_date >= (current_date - interval '6 months')::date) as recent,
              (select count(*)::int from sales_orders) as all`,
    );
    const counts = required(rows[0], 'the 6-month day and counts');
    expect(totalCount).toBe(counts.recent);
    for (const n of nodes) expect(n.loadingDate === null || n.loadingDate >= counts.day).toBe(true);
    const all = await stack.gql(q, { r: 'ALL' }, { token: order });
    expect(all.data.salesOrders.totalCount).toBe(counts.all);
    expect(all.data.salesOrders.totalCount).toBeGreaterThan(totalCount);
    expect(all.data.salesOrders.nodes).toHaveLength(100);
    const second = await stack.gql(q, { r: 'ALL', p: { offset: 100, limit: 50 } }, { token: order });
    expect(second.data.salesOrders.nodes).toHaveLength(50);
    expect(Number(second.data.salesOrders.nodes[0].id)).toBeLessThan(Number(all.data.salesOrders.nodes[99].id));
  });

  it('filters and sorts on the overview columns', async () => {
    const { rows } = await stack.db.query<{ container: string; id: number }>(
      'select container, sales_order_id as id from sales_order_lines where container is not null order by id limit 1',
    );
    const r = await stack.gql(
      `query($f: SalesOrderFilter, $s: [SalesOrderSort!]) { salesOrders(range: ALL, filter: $f, sort: $s) { totalCount nodes { id container productCode salesQuantity salesUnit { code } } } }`,
      { f: { conditions: [{ field: 'CONTAINER', operator: 'CONTAINS', value: rows[0]?.container.slice(0, 8) }] }, s: [{ field: 'ID', direction: 'ASC' }] },
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.salesOrders.nodes.length).toBeGreaterThan(0);
    for (const n of r.data.salesOrders.nodes) expect(n.container.startsWith(rows[0]?.container.slice(0, 8))).toBe(true);
    const unknown = await stack.gql('query($s: [SalesOrderSort!]) { salesOrders(sort: $s) { totalCount } }', { s: [{ field: '__proto__' }] }, { token: order });
    expect(codes(unknown)).toEqual(['BAD_USER_INPUT']);
  });

  it('fetches a page of 100 orders with everything on them in a bounded number of provider calls', async () => {
    stack.calls.length = 0;
    const r = await stack.gql(
      `{ salesOrders(range: ALL) { totalCount nodes { id customer { name note } supplier { name hasDemurrage } shippingCompany { name }
           salesUnit { code } purchaseUnit { code }
           lines { id product { code } salesUnit { name } purchaseUnit { name } }
           transports { id transporter { name } line { id } }
           textLines { id text }
           documents { fileId documentType { name } } } } }`,
      {},
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    const nodes = r.data.salesOrders.nodes;
    expect(nodes).toHaveLength(100);
    expect(nodes.some((n: { transports: unknown[] }) => n.transports.length > 0)).toBe(true);
    expect(nodes.some((n: { transports: { line: unknown }[] }) => n.transports.some((t) => t.line !== null))).toBe(true);
    // the page once (the provider pages), each child list once for the whole page, nothing per row and field; a
    // dropdown only for what the rows lack (note, demurrage flag, unit names): shipping company,
    // transporter, document type and product come with the rows' own code and name (was 1 + 7 + 4)
    expect(count('getSalesOrdersPage')).toBe(1);
    expect(count('getSalesOrders')).toBe(0);
    for (const dropdown of ['getCustomersDropdown', 'getSuppliersDropdown', 'getUnitsDropdown']) expect([dropdown, count(dropdown)]).toEqual([dropdown, 1]);
    for (const unused of ['getShippingCompaniesDropdown', 'getTransportersDropdown', 'getDocumenttypesDropdown', 'getProducts', 'getProduct'])
      expect([unused, count(unused)]).toEqual([unused, 0]);
    for (const child of ['getSalesOrderLines', 'getSalesOrderTransports', 'getSalesOrderTextLines', 'getSalesOrderDocuments'])
      expect([child, count(child)]).toEqual([child, 1]);
    expect(count('getSalesOrder')).toBe(0);
    expect(stack.calls).toHaveLength(1 + 3 + 4);
    expect(nodes.every((n: { shippingCompany: { name: string } | null }) => n.shippingCompany === null || n.shippingCompany.name !== '')).toBe(true);
    expect(nodes.some((n: { documents: { documentType: { name: string } | null }[] }) => n.documents.some((d) => d.documentType?.name))).toBe(true);
  });

  it('asks the provider once for an order named twice, its children started with it', async () => {
    const { rows } = await stack.db.query<{ id: number }>('select max(sales_order_id) as id from sales_order_text_lines');
    const id = String(rows[0]?.id);
    stack.calls.length = 0;
    const r = await stack.gql(
      `query($id: ID!) { a: salesOrder(id: $id) { id customer { name } lines { id } textLines { text } } b: salesOrder(id: $id) { id supplier { name } lines { salesQuantity } } }`,
      { id },
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.a.id).toBe(id);
    expect(r.data.b.lines.length).toBe(r.data.a.lines.length);
    expect(r.data.a.textLines.length).toBeGreaterThan(0);
    // customer and supplier names come with the order: no dropdown (was 5 calls with both dropdowns)
    expect(stack.calls.map((c) => c.path.split('/').pop()).sort()).toEqual(['getSalesOrder', 'getSalesOrderLines', 'getSalesOrderTextLines']);
  });
});

describe('creating, changing, copying and deleting an order', () => {
  it('requires the customer reference unless the customer is 99999998 Nog te plannen, without asking the provider to create', async () => {
    stack.calls.length = 0;
    const refused = await stack.gql(CREATE, { i: { order: { customerCode: product.customer, supplierCode: product.supplier } } }, { token: order });
    expect(refused.data.createSalesOrder).toEqual({
      salesOrder: null,
      userErrors: [{ field: 'customerReference', code: 'INVALID_INPUT', message: expect.any(String) }],
    });
    expect(count('postSalesOrder')).toBe(0);
    const planned = await stack.gql(
      CREATE,
      { i: { order: { customerCode: '99999998', supplierCode: product.supplier, comments: 'later' } } },
      { token: order },
    );
    expect(planned.data.createSalesOrder.userErrors).toEqual([]);
    expect(planned.data.createSalesOrder.salesOrder).toMatchObject({
      customer: { code: '99999998', name: 'Nog te plannen', isToBePlanned: true },
      customerReference: null,
      loadingDate: null,
      comments: 'later',
      isCompleted: false,
    });
  });

  it('requires shipping company and pickup reference for a demurrage supplier and keeps the arrival date only for such suppliers', async () => {
    const base = { customerCode: product.customer, customerReference: 'R-1', loadingDate: '2030-03-10', arrivalDate: '2030-03-14' };
    const refused = await stack.gql(CREATE, { i: { order: { ...base, supplierCode: demurrageSupplier } } }, { token: order });
    expect(refused.data.createSalesOrder.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['pickupReference', 'shippingCompanyCode']);
    // an arrival before the loading (demurrage would count -9 days) is refused on the arrival date, nothing stored
    const demurrage = { supplierCode: demurrageSupplier, shippingCompanyCode: 'MSC', pickupReference: 'RLS0' };
    const early = await stack.gql(CREATE, { i: { order: { ...base, ...demurrage, arrivalDate: '2030-03-01' } } }, { token: order });
    expect(early.data.createSalesOrder).toMatchObject({ salesOrder: null, userErrors: [{ field: 'arrivalDate', code: 'INVALID_INPUT' }] });
    expect(early.data.createSalesOrder.userErrors[0].message).toContain('loading date');
    const ok = await stack.gql(
      CREATE,
      { i: { order: { ...base, supplierCode: demurrageSupplier, shippingCompanyCode: 'MSC', pickupReference: 'RLS1' } } },
      { token: order },
    );
    expect(ok.data.createSalesOrder.userErrors).toEqual([]);
    expect(ok.data.createSalesOrder.salesOrder).toMatchObject({
      supplier: { hasDemurrage: true },
      shippingCompany: { code: 'MSC' },
      pickupReference: 'RLS1',
      arrivalDate: '2030-03-14',
      loadingDate: '2030-03-10',
    });
    const plain = await stack.gql(CREATE, { i: { order: { ...base, supplierCode: product.supplier } } }, { token: order });
    expect(plain.data.createSalesOrder.salesOrder).toMatchObject({ supplier: { hasDemurrage: false }, arrivalDate: null });
    const id = ok.data.createSalesOrder.salesOrder.id;
    const moved = await stack.gql(UPDATE, { i: { id, order: { ...base, supplierCode: product.supplier, comments: 'no demurrage' } } }, { token: order });
    expect(moved.data.updateSalesOrder.userErrors).toEqual([]);
    expect(moved.data.updateSalesOrder.salesOrder).toMatchObject({ id, arrivalDate: null, comments: 'no demurrage' });
  });

  it('creates an order with an uploaded document, shows it in the detail and deletes the document', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 cmr')], { type: 'application/pdf' }), 'cmr-gw.pdf');
    const upload = await fetch(`${stack.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${order}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const { id: fileId } = (await upload.json()) as { id: string };
    const created = await stack.gql(
      CREATE,
      {
        i: {
          order: { customerCode: product.customer, supplierCode: product.supplier, customerReference: 'Doc' },
          documents: [{ fileId, documentTypeId: '3' }],
        },
      },
      { token: order },
    );
    const id = created.data.createSalesOrder.salesOrder.id;
    const detail = await stack.gql(DETAIL, { id }, { token: order });
    expect(detail.data.salesOrder.documents).toEqual([
      { fileId, fileName: 'cmr-gw.pdf', documentType: { id: '3', name: 'Vrachtbrief' }, downloadUrl: `/files/${fileId}` },
    ]);
    const removed = await stack.gql(
      `mutation($o: ID!, $f: ID!) { deleteSalesOrderDocument(input: { salesOrderId: $o, fileId: $f }) { deletedId salesOrder { documents { fileId } } ${ERRORS} } }`,
      { o: id, f: fileId },
      { token: order },
    );
    expect(removed.data.deleteSalesOrderDocument).toEqual({ deletedId: fileId, salesOrder: { documents: [] }, userErrors: [] });
  });

  it('copies an order with its lines', async () => {
    const id = await createOrder();
    await addLine(id, '12');
    const r = await stack.gql(
      `mutation($id: ID!) { copySalesOrder(input: { id: $id }) { salesOrder { id customerReference lines { salesQuantity product { code } } } ${ERRORS} } }`,
      { id },
      { token: order },
    );
    expect(r.data.copySalesOrder.userErrors).toEqual([]);
    expect(r.data.copySalesOrder.salesOrder).toMatchObject({ customerReference: 'PO-GW', lines: [{ salesQuantity: '12', product: { code: 'PGW0001' } }] });
    expect(r.data.copySalesOrder.salesOrder.id).not.toBe(id);
  });

  it("copies with the ideal client's two calls once the provider answers NewId; a missing order is NOT_FOUND on id", async () => {
    const id = await createOrder();
    const COPY = `mutation($id: ID!) { copySalesOrder(input: { id: $id }) { salesOrder { id customerReference } ${ERRORS} } }`;
    await stack.gql(COPY, { id }, { token: order }); // the first copy may teach the gateway NewId
    stack.calls.length = 0;
    const r = await stack.gql(COPY, { id }, { token: order });
    expect(r.data.copySalesOrder).toMatchObject({ salesOrder: { customerReference: 'PO-GW' }, userErrors: [] });
    expect(stack.calls.map((c) => c.path.split('/').pop())).toEqual(['copySalesOrder', 'getSalesOrder']);
    const missing = await stack.gql(COPY, { id: '987654321' }, { token: order });
    expect(missing.data.copySalesOrder).toEqual({ salesOrder: null, userErrors: [expect.objectContaining({ field: 'id', code: 'NOT_FOUND' })] });
  });

  it('security: an Orderverwerker gets FORBIDDEN on delete and nothing changes; an Administrator deletes', async () => {
    const id = await createOrder();
    stack.calls.length = 0;
    expect(codes(await stack.gql(DELETE, { id }, { token: order }))).toEqual(['FORBIDDEN']);
    expect(count('deleteSalesOrder')).toBe(0);
    expect((await stack.gql(DETAIL, { id }, { token: order })).data.salesOrder.id).toBe(id);
    expect((await stack.gql(DELETE, { id }, { token: admin })).data.deleteSalesOrder).toEqual({ deletedId: id, userErrors: [] });
    expect((await stack.gql(DETAIL, { id }, { token: order })).data.salesOrder).toBeNull();
    expect((await stack.gql(DELETE, { id }, { token: admin })).data.deleteSalesOrder.userErrors[0].code).toBe('NOT_FOUND');
  });
});

describe('lines, transports and text lines', () => {
  it('adds a line with the approved prices and applies the amounts rule on update', async () => {
    const id = await createOrder();
    const added = await addLine(id, '20');
    expect(added.userErrors).toEqual([]);
    expect(added.salesOrder).toEqual({ id, productCode: 'PGW0001' });
    expect(added.line).toMatchObject({
      product: { id: product.id, code: 'PGW0001', name: 'Gatewaygraan' },
      salesQuantity: '20',
      salesPrice: '250.5',
      salesAmount: '5010',
      purchaseQuantity: '20',
      purchasePrice: '200',
      purchaseAmount: '4000',
      purchaseQuantityChanged: false,
      salesUnit: { code: 'TON' },
    });
    const lineId = added.line.id;
    const base = {
      salesOrderId: id,
      id: lineId,
      salesPrice: '250,5',
      purchasePrice: '200',
      packingSlip: 'PB-GW-1',
      container: 'mscu1234565',
      reportingDate: '2030-06-30',
    };

    let r = await stack.gql(UPDATE_LINE, { i: { ...base, salesQuantity: '22.5', purchaseQuantity: '20' } }, { token: order });
    expect(r.data.updateSalesOrderLine.userErrors).toEqual([]);
    expect(r.data.updateSalesOrderLine.line).toMatchObject({
      salesQuantity: '22.5',
      salesAmount: '5636.25',
      purchaseQuantity: '22.5',
      purchaseAmount: '4500',
      purchaseQuantityChanged: false,
      packingSlip: 'PB-GW-1',
      container: 'MSCU1234565',
      reportingDate: '2030-06-30',
    });

    r = await stack.gql(UPDATE_LINE, { i: { ...base, salesQuantity: '22.5', purchaseQuantity: '21' } }, { token: order });
    expect(r.data.updateSalesOrderLine.line).toMatchObject({ purchaseQuantity: '21', purchaseAmount: '4200', purchaseQuantityChanged: true });
    r = await stack.gql(UPDATE_LINE, { i: { ...base, salesQuantity: '30', purchaseQuantity: '21' } }, { token: order });
    expect(r.data.updateSalesOrderLine.line).toMatchObject({ salesAmount: '7515', purchaseQuantity: '21', purchaseAmount: '4200' });

    const bad = await stack.gql(UPDATE_LINE, { i: { ...base, salesQuantity: '1.0005', purchaseQuantity: '-1' } }, { token: order });
    expect(bad.data.updateSalesOrderLine.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['purchaseQuantity', 'salesQuantity']);
  });

  it('answers the packing check with the provider message', async () => {
    const id = await createOrder();
    const { line } = await addLine(id, '5');
    await stack.gql(
      UPDATE_LINE,
      {
        i: {
          salesOrderId: id,
          id: line.id,
          salesQuantity: '5',
          salesPrice: '1',
          purchaseQuantity: '5',
          purchasePrice: '1',
          packingSlip: 'PB-DUP-9',
          shippingDocument: 'BL-DUP-9',
        },
      },
      { token: order },
    );
    const q = 'query($i: PackingSlipCheckInput!) { checkPackingSlip(input: $i) { isDuplicate message usedOnSalesOrderId } }';
    const dup = await stack.gql(q, { i: { productId: product.id, packingSlip: 'PB-DUP-9', loadingDate: '2030-06-15' } }, { token: order });
    expect(dup.data.checkPackingSlip).toEqual({
      isDuplicate: true,
      message: `Packing slip PB-DUP-9 is already used for this product on sales order ${id}.`,
      usedOnSalesOrderId: id,
    });
    const ship = await stack.gql(q, { i: { productId: product.id, shippingDocument: 'BL-DUP-9' } }, { token: order });
    expect(ship.data.checkPackingSlip.message).toBe(`Shipping document BL-DUP-9 is already used for this product on sales order ${id}.`);
    const own = await stack.gql(q, { i: { productId: product.id, packingSlip: 'PB-DUP-9', excludeLineId: line.id } }, { token: order });
    expect(own.data.checkPackingSlip).toEqual({
      isDuplicate: false,
      message: 'No other order line uses this packing slip or shipping document.',
      usedOnSalesOrderId: null,
    });
  });

  it('offers sales items, pricing and transport candidates, and books a transport on a line', async () => {
    const items = await stack.gql(
      'query($c: ID!, $s: ID!, $d: LocalDate) { salesItems(customerCode: $c, supplierCode: $s, loadingDate: $d) { product { id code } label priceAvailable } }',
      { c: product.customer, s: product.supplier, d: '2030-05-01' },
      { token: order },
    );
    expect(items.data.salesItems).toContainEqual({ product: { id: product.id, code: 'PGW0001' }, label: 'PGW0001 Gatewaygraan - Graan', priceAvailable: true });
    const later = await stack.gql(
      'query($c: ID!, $s: ID!) { salesItems(customerCode: $c, supplierCode: $s, loadingDate: "2031-05-01") { product { id } priceAvailable } }',
      { c: product.customer, s: product.supplier },
      { token: order },
    );
    expect(later.data.salesItems.find((i: { product: { id: string } }) => i.product.id === product.id).priceAvailable).toBe(false);

    const pricing = await stack.gql(
      'query($p: ID!) { salesLinePricing(productId: $p, loadingDate: "2030-02-01") { salesUnit { code } purchaseUnit { code } salesPrice purchasePrice } }',
      { p: product.id },
      { token: order },
    );
    expect(pricing.data.salesLinePricing).toEqual({ salesUnit: { code: 'TON' }, purchaseUnit: { code: 'TON' }, salesPrice: '250.5', purchasePrice: '200' });

    const id = await createOrder();
    const { line } = await addLine(id, '20');
    const candidates = await stack.gql(
      'query($o: ID!, $l: ID!) { transportCandidates(salesOrderId: $o, lineId: $l) { transporter { code name } pricingType price } }',
      { o: id, l: line.id },
      { token: order },
    );
    expect(candidates.data.transportCandidates).toEqual([
      { transporter: { code: 'T0001', name: 'Transport Verbeke' }, pricingType: 'BLOCK_FREIGHT', price: '800' },
      { transporter: { code: 'T0002', name: 'H.Essers' }, pricingType: 'UNIT_PRICE', price: '12.5' },
    ]);

    const ADD = `mutation($i: AddSalesOrderTransportInput!) { addSalesOrderTransport(input: $i) { transport { id transporter { code } pricingType price line { id } packingSlip } ${ERRORS} } }`;
    const noType = await stack.gql(ADD, { i: { salesOrderId: id, lineId: line.id, transporterCode: 'T0001', price: '800' } }, { token: order });
    expect(noType.data.addSalesOrderTransport.userErrors).toEqual([{ field: 'pricingType', code: 'INVALID_INPUT', message: 'Please set pricetype' }]);
    const added = await stack.gql(
      ADD,
      { i: { salesOrderId: id, lineId: line.id, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '800', packingSlip: 'PB-T' } },
      { token: order },
    );
    expect(added.data.addSalesOrderTransport).toMatchObject({
      transport: { transporter: { code: 'T0001' }, pricingType: 'BLOCK_FREIGHT', price: '800', line: { id: line.id }, packingSlip: 'PB-T' },
      userErrors: [],
    });
    const own = await stack.gql(ADD, { i: { salesOrderId: id, lineId: line.id, transporterCode: '99999999', price: '0' } }, { token: order });
    expect(own.data.addSalesOrderTransport.transport).toMatchObject({ transporter: { code: '99999999' }, pricingType: null });

    const upd = await stack.gql(
      `mutation($i: UpdateSalesOrderTransportInput!) { updateSalesOrderTransport(input: $i) { transport { packingSlip container shippingDocument } ${ERRORS} } }`,
      {
        i: { salesOrderId: id, id: added.data.addSalesOrderTransport.transport.id, packingSlip: 'PB-T2', container: 'MSCU1234565', shippingDocument: 'BL-T2' },
      },
      { token: order },
    );
    expect(upd.data.updateSalesOrderTransport).toEqual({
      transport: { packingSlip: 'PB-T2', container: 'MSCU1234565', shippingDocument: 'BL-T2' },
      userErrors: [],
    });
  });

  it('refuses changes to lines, transports and text lines of a completed order unless unlocked', async () => {
    const id = await createOrder();
    const { line } = await addLine(id, '10');
    const textLine = await stack.gql(
      `mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { id text } ${ERRORS} } }`,
      { i: { salesOrderId: id, text: 'Levering in bulk' } },
      { token: order },
    );
    const textId = textLine.data.addSalesOrderTextLine.textLine.id;
    await completeSalesOrder(stack.db, id);
    expect((await stack.gql(DETAIL, { id }, { token: order })).data.salesOrder.isCompleted).toBe(true);

    const locked = await addLine(id, '1');
    expect(locked.userErrors).toEqual([{ field: null, code: 'ORDER_COMPLETED', message: 'Deze order is al gefactureerd' }]);
    const upd = await stack.gql(
      UPDATE_LINE,
      { i: { salesOrderId: id, id: line.id, salesQuantity: '11', salesPrice: '1', purchaseQuantity: '11', purchasePrice: '1' } },
      { token: order },
    );
    expect(upd.data.updateSalesOrderLine.userErrors[0].code).toBe('ORDER_COMPLETED');
    const text = await stack.gql(
      `mutation($i: UpdateSalesOrderTextLineInput!) { updateSalesOrderTextLine(input: $i) { textLine { text } ${ERRORS} } }`,
      { i: { salesOrderId: id, id: textId, text: 'changed' } },
      { token: order },
    );
    expect(text.data.updateSalesOrderTextLine.userErrors[0].code).toBe('ORDER_COMPLETED');
    const transport = await stack.gql(
      `mutation($i: AddSalesOrderTransportInput!) { addSalesOrderTransport(input: $i) { transport { id } ${ERRORS} } }`,
      { i: { salesOrderId: id, lineId: line.id, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '1' } },
      { token: order },
    );
    expect(transport.data.addSalesOrderTransport.userErrors[0].code).toBe('ORDER_COMPLETED');
    const delLine = await stack.gql(
      `mutation($o: ID!, $id: ID!) { deleteSalesOrderLine(input: { salesOrderId: $o, id: $id }) { deletedId ${ERRORS} } }`,
      { o: id, id: line.id },
      { token: order },
    );
    expect(delLine.data.deleteSalesOrderLine.userErrors[0].code).toBe('ORDER_COMPLETED');
    let detail = (await stack.gql(DETAIL, { id }, { token: order })).data.salesOrder;
    expect(detail.lines.map((l: { salesQuantity: string }) => l.salesQuantity)).toEqual(['10']);
    expect(detail.textLines).toEqual([{ id: textId, text: 'Levering in bulk' }]);
    expect(detail.transports).toEqual([]);

    // the user unlocked the order
    expect((await addLine(id, '1', true)).userErrors).toEqual([]);
    const unlockedText = await stack.gql(
      `mutation($i: UpdateSalesOrderTextLineInput!) { updateSalesOrderTextLine(input: $i) { textLine { text } ${ERRORS} } }`,
      { i: { salesOrderId: id, id: textId, text: 'changed', unlocked: true } },
      { token: order },
    );
    expect(unlockedText.data.updateSalesOrderTextLine).toEqual({ textLine: { text: 'changed' }, userErrors: [] });
    const unlockedDelete = await stack.gql(
      `mutation($o: ID!, $id: ID!) { deleteSalesOrderLine(input: { salesOrderId: $o, id: $id, unlocked: true }) { deletedId salesOrder { lines { salesQuantity } } ${ERRORS} } }`,
      { o: id, id: line.id },
      { token: order },
    );
    expect(unlockedDelete.data.deleteSalesOrderLine).toEqual({ deletedId: line.id, salesOrder: { lines: [{ salesQuantity: '1' }] }, userErrors: [] });
    const delText = await stack.gql(
      `mutation($o: ID!, $id: ID!) { deleteSalesOrderTextLine(input: { salesOrderId: $o, id: $id, unlocked: true }) { deletedId ${ERRORS} } }`,
      { o: id, id: textId },
      { token: order },
    );
    expect(delText.data.deleteSalesOrderTextLine.userErrors).toEqual([]);
    detail = (await stack.gql(DETAIL, { id }, { token: order })).data.salesOrder;
    expect(detail.textLines).toEqual([]);
  });

  it('requires a text for a text line', async () => {
    const id = await createOrder();
    const r = await stack.gql(
      `mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { id } ${ERRORS} } }`,
      { i: { salesOrderId: id, text: '  ' } },
      { token: order },
    );
    expect(r.data.addSalesOrderTextLine.userErrors).toEqual([{ field: 'text', code: 'INVALID_INPUT', message: 'Enter a text.' }]);
  });
});

import { ADMIN, codes, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { buildSalesOrder } from '../../provider/src/seed/builders';

let stack: Stack;
let admin: string;
let order: string;
let supplier: string;
let customer: string;

beforeAll(async () => {
  stack = await startStack();
  [admin, order] = [await stack.login(ADMIN), await stack.login(ORDER)];
  // the seeded reference data as the gateway answers it: the first supplier and the first real customer
  const reference = await stack.gql<{ suppliers: { code: string }[]; customers: { code: string }[] }>(
    '{ suppliers { code } customers { code } }',
    {},
    { token: admin },
  );
  supplier = required(reference.data.suppliers.map((s) => s.code).sort()[0], 'a supplier');
  customer = required(
    reference.data.customers
      .map((c) => c.code)
      .filter((code) => code !== '99999998')
      .sort()[0],
    'a customer',
  );
}, STACK_START_MS);
afterAll(() => stack?.close());

const PRICE = 'id price startDate endDate isApproved canDelete';
const LINES = 'affectedLines { id salesOrderId productCode loadingDate quantity currentPrice newPrice pricingType }';
const CREATE_PURCHASE = `mutation($i: CreatePriceInput!) { createPurchasePrice(input: $i) { purchasePrice { ${PRICE} } product { id purchasePrice purchasePrices { id } } ${LINES} userErrors { field code message } } }`;
const UPDATE_PURCHASE = `mutation($i: UpdatePriceInput!) { updatePurchasePrice(input: $i) { purchasePrice { ${PRICE} } ${LINES} userErrors { field code message } } }`;
const APPROVE_PURCHASE = `mutation($id: ID!, $p: ID!) { approvePurchasePrice(input: { id: $id, productId: $p }) { purchasePrice { ${PRICE} } product { purchasePrices { id isApproved } } userErrors { code message } } }`;
const DELETE_PURCHASE =
  'mutation($id: ID!, $p: ID!) { deletePurchasePrice(input: { id: $id, productId: $p }) { deletedId product { purchasePrices { id } } userErrors { code message } } }';
const CREATE_SALES = `mutation($i: CreatePriceInput!) { createSalesPrice(input: $i) { salesPrice { ${PRICE} } userErrors { field code message } } }`;
const UPDATE_SALES = `mutation($i: UpdatePriceInput!) { updateSalesPrice(input: $i) { salesPrice { ${PRICE} } ${LINES} userErrors { field code message } } }`;
const APPROVE_SALES = 'mutation($id: ID!, $p: ID!) { approveSalesPrice(input: { id: $id, productId: $p }) { salesPrice { isApproved } userErrors { code } } }';
const TRANSPORT = 'id price pricingType startDate endDate isApproved transporter { code name }';
const CREATE_TRANSPORT = `mutation($i: CreateTransportPriceInput!) { createTransportPrice(input: $i) { transportPrice { ${TRANSPORT} } userErrors { field code message } } }`;
const UPDATE_TRANSPORT = `mutation($i: UpdatePriceInput!) { updateTransportPrice(input: $i) { transportPrice { ${TRANSPORT} } ${LINES} userErrors { field code message } } }`;
const APPROVE_TRANSPORT =
  'mutation($id: ID!, $p: ID!) { approveTransportPrice(input: { id: $id, productId: $p }) { transportPrice { isApproved } userErrors { code } } }';
const REPRICE =
  'mutation($k: PriceKind!, $l: [RepriceLineInput!]!) { repriceOrderLines(input: { kind: $k, lines: $l }) { repricedLineIds userErrors { field code message } } }';
const LISTS = `query($id: ID!, $latest: Boolean) { product(id: $id) {
  purchasePrices(latest: $latest) { ${PRICE} } salesPrices(latest: $latest) { ${PRICE} } transportPrices(latest: $latest) { ${TRANSPORT} }
} }`;

let counter = 0;
async function newProduct(): Promise<string> {
  const r = await stack.gql(
    'mutation($i: CreateProductInput!) { createProduct(input: $i) { product { id } userErrors { message } } }',
    {
      i: {
        supplierCode: supplier,
        customerCode: customer,
        name: `Prijsgraan ${++counter}-${Date.now()}`,
        salesUnitCode: 'TON',
        purchaseUnitCode: 'TON',
        productGroupCode: 'GRAAN',
        kilogram: '1000',
      },
    },
    { token: order },
  );
  expect(r.data.createProduct.userErrors).toEqual([]);
  return r.data.createProduct.product.id;
}

/** An order loading on the day with a line of the product (and a transport), by a seed builder: sales orders are another domain. */
async function orderLine(productId: string, loading: string, transport?: { transporter: string; pricingType: number | null; price: string }) {
  const built = await buildSalesOrder(stack.db, {
    customer,
    supplier,
    loadingDate: loading,
    lines: [{ productId, salesQuantity: 20, salesPrice: 200, purchaseQuantity: 20.5, purchasePrice: 180, transport }],
  });
  const line = required(built.lines[0], 'the new line');
  return { orderId: built.orderId, lineId: line.lineId, transportId: line.transportId };
}

async function createPurchase(productId: string, price: string, startDate: string, endDate: string) {
  const r = await stack.gql(CREATE_PURCHASE, { i: { productId, price, startDate, endDate } }, { token: order });
  expect(r.errors).toBeUndefined();
  expect(r.data.createPurchasePrice.userErrors).toEqual([]);
  return r.data.createPurchasePrice.purchasePrice;
}

const taskCount = async (productId: string) =>
  required(
    (await stack.db.query<{ n: number }>('select count(*)::int as n from tasks where product_id = $1 and task_type = 1', [Number(productId)])).rows[0],
    'the task count',
  ).n;

describe('price lists of a product', () => {
  it('answers all prices newest first, or only the latest (transport: per transporter and pricing type)', async () => {
    const id = (
      await stack.db.query<{ id: number }>(
        'select product_id as id from transport_prices group by product_id having count(distinct (transporter_code, pricing_type)) > 1 order by product_id limit 1',
      )
    ).rows[0]?.id;
    const all = (await stack.gql(LISTS, { id: String(id), latest: false }, { token: order })).data.product;
    const latest = (await stack.gql(LISTS, { id: String(id), latest: true }, { token: order })).data.product;
    expect(all.purchasePrices.length).toBeGreaterThan(3);
    expect(latest.purchasePrices).toEqual([all.purchasePrices[0]]);
    expect(latest.salesPrices).toEqual([all.salesPrices[0]]);
    const starts = all.purchasePrices.map((p: { startDate: string }) => p.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const groups = new Map<string, any>();
    for (const t of all.transportPrices) {
      const group = `${t.transporter.code}|${t.pricingType}`;
      if (!groups.has(group) || groups.get(group).startDate < t.startDate) groups.set(group, t);
    }
    expect(latest.transportPrices.length).toBe(groups.size);
    expect(latest.transportPrices.length).toBeGreaterThan(1);
    for (const t of latest.transportPrices) expect(t).toEqual(groups.get(`${t.transporter.code}|${t.pricingType}`));
    // the default is all
    const byDefault = await stack.gql(`query($id: ID!) { product(id: $id) { purchasePrices { id } } }`, { id: String(id) }, { token: order });
    expect(byDefault.data.product.purchasePrices).toHaveLength(all.purchasePrices.length);
  });
});

describe('creating prices', () => {
  it('creates a purchase price (decimal comma, dates sent month/day/year), then posts the price-change task', async () => {
    const productId = await newProduct();
    const tasks = await taskCount(productId);
    stack.calls.length = 0;
    const r = await stack.gql(CREATE_PURCHASE, { i: { productId, price: '181,25', startDate: '2025-01-01', endDate: '2025-12-31' } }, { token: order });
    expect(r.data.createPurchasePrice).toMatchObject({
      purchasePrice: { id: expect.any(String), price: '181.25', startDate: '2025-01-01', endDate: '2025-12-31', isApproved: false, canDelete: true },
      product: { id: productId, purchasePrice: '181.25' },
      affectedLines: [],
      userErrors: [],
    });
    expect(stack.calls.map((c) => c.path.split('/').pop())).toEqual(
      expect.arrayContaining(['checkPurchasePriceDuplicate', 'postPurchasePrice', 'postPricechangeTask']),
    );
    expect(await taskCount(productId)).toBe(tasks + 1);
    const stored = await stack.db.query<{ start_date: string; price: string }>('select start_date, price from purchase_prices where id = $1', [
      Number(r.data.createPurchasePrice.purchasePrice.id),
    ]);
    expect(stored.rows[0]).toEqual({ start_date: '2025-01-01', price: '181.2500' });
  });

  it('refuses a second price for the same start date as PRICE_DATE_TAKEN, creating neither price nor task', async () => {
    const productId = await newProduct();
    await createPurchase(productId, '180', '2025-01-01', '2025-06-30');
    const tasks = await taskCount(productId);
    const r = await stack.gql(CREATE_PURCHASE, { i: { productId, price: '190', startDate: '2025-01-01', endDate: '2025-12-31' } }, { token: order });
    expect(r.data.createPurchasePrice).toMatchObject({
      purchasePrice: null,
      userErrors: [{ field: 'startDate', code: 'PRICE_DATE_TAKEN', message: 'A price is already available for this start date' }],
    });
    expect(await taskCount(productId)).toBe(tasks);
    expect((await stack.gql(LISTS, { id: productId }, { token: order })).data.product.purchasePrices).toHaveLength(1);
  });

  it('refuses a price too large for the provider as BAD_USER_INPUT naming the field and the reason, without asking the provider', async () => {
    const productId = await newProduct();
    stack.calls.length = 0;
    const cases: Array<[string, string]> = [
      ['100000000000000000000', 'TOO_LARGE'],
      ['12345678901.5', 'TOO_LARGE'],
      ['1.23456', 'TOO_MANY_DECIMALS'],
      ['1e20', 'NOT_A_DECIMAL'],
    ];
    for (const [price, reason] of cases) {
      const r = await stack.gql(CREATE_SALES, { i: { productId, price, startDate: '2025-01-01', endDate: '2025-12-31' } }, { token: order });
      expect(r.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'price', reason });
    }
    expect(stack.calls).toEqual([]);
    expect((await stack.gql(LISTS, { id: productId }, { token: order })).data.product.salesPrices).toHaveLength(0);
  });

  it('refuses an end date before the start date without asking the provider', async () => {
    const productId = await newProduct();
    stack.calls.length = 0;
    const r = await stack.gql(CREATE_SALES, { i: { productId, price: '1', startDate: '2025-02-01', endDate: '2025-01-01' } }, { token: order });
    expect(r.data.createSalesPrice.userErrors).toEqual([
      { field: 'endDate', code: 'INVALID_INPUT', message: 'The end date must not be before the start date' },
    ]);
    expect(stack.calls).toEqual([]);
  });

  it('transport: pricing type required unless own transport; "Please set pricetype"', async () => {
    const productId = await newProduct();
    stack.calls.length = 0;
    const missing = await stack.gql(
      CREATE_TRANSPORT,
      { i: { productId, transporterCode: 'T0001', price: '450', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(missing.data.createTransportPrice.userErrors).toEqual([{ field: 'pricingType', code: 'INVALID_INPUT', message: 'Please set pricetype' }]);
    // only the transporters look-up the selection prefetches; no transport price call
    expect(stack.calls.filter((c) => /TransportPrice/.test(c.path))).toEqual([]);
    const own = await stack.gql(
      CREATE_TRANSPORT,
      { i: { productId, transporterCode: '99999999', pricingType: 'UNIT_PRICE', price: '0', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(own.data.createTransportPrice).toMatchObject({ transportPrice: { pricingType: null, transporter: { code: '99999999' } }, userErrors: [] });
    const block = await stack.gql(
      CREATE_TRANSPORT,
      { i: { productId, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '450', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(block.data.createTransportPrice).toMatchObject({
      transportPrice: { price: '450', pricingType: 'BLOCK_FREIGHT', isApproved: false, transporter: { code: 'T0001', name: 'Transport Verbeke' } },
      userErrors: [],
    });
    const dup = await stack.gql(
      CREATE_TRANSPORT,
      { i: { productId, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '460', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(dup.data.createTransportPrice.userErrors[0]).toMatchObject({
      code: 'PRICE_DATE_TAKEN',
      message: 'A price is already available for this start date',
    });
    const unit = await stack.gql(
      CREATE_TRANSPORT,
      { i: { productId, transporterCode: 'T0001', pricingType: 'UNIT_PRICE', price: '14', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(unit.data.createTransportPrice.userErrors).toEqual([]);
    expect(await taskCount(productId)).toBe(3);
  });
});

describe('approving and deleting', () => {
  it('security: a non-administrator cannot approve (FORBIDDEN) and nothing changes', async () => {
    const productId = await newProduct();
    const price = await createPurchase(productId, '180', '2025-01-01', '2025-12-31');
    const sales = (await stack.gql(CREATE_SALES, { i: { productId, price: '200', startDate: '2025-01-01', endDate: '2025-12-31' } }, { token: order })).data
      .createSalesPrice.salesPrice;
    const transport = (
      await stack.gql(
        CREATE_TRANSPORT,
        { i: { productId, transporterCode: 'T0002', pricingType: 'UNIT_PRICE', price: '12', startDate: '2025-01-01', endDate: '2025-12-31' } },
        { token: order },
      )
    ).data.createTransportPrice.transportPrice;
    stack.calls.length = 0;
    expect(codes(await stack.gql(APPROVE_PURCHASE, { id: price.id, p: productId }, { token: order }))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.gql(APPROVE_SALES, { id: sales.id, p: productId }, { token: order }))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.gql(APPROVE_TRANSPORT, { id: transport.id, p: productId }, { token: order }))).toEqual(['FORBIDDEN']);
    expect(stack.calls).toEqual([]);
    const lists = (await stack.gql(LISTS, { id: productId }, { token: order })).data.product;
    expect([lists.purchasePrices[0].isApproved, lists.salesPrices[0].isApproved, lists.transportPrices[0].isApproved]).toEqual([false, false, false]);

    const approved = await stack.gql(APPROVE_PURCHASE, { id: price.id, p: productId }, { token: admin });
    expect(approved.data.approvePurchasePrice).toEqual({
      purchasePrice: { ...price, isApproved: true, canDelete: false },
      product: { purchasePrices: [{ id: price.id, isApproved: true }] },
      userErrors: [],
    });
    expect((await stack.gql(APPROVE_SALES, { id: sales.id, p: productId }, { token: admin })).data.approveSalesPrice).toEqual({
      salesPrice: { isApproved: true },
      userErrors: [],
    });
    expect((await stack.gql(APPROVE_TRANSPORT, { id: transport.id, p: productId }, { token: admin })).data.approveTransportPrice).toEqual({
      transportPrice: { isApproved: true },
      userErrors: [],
    });
  });

  it('deletes an unapproved, unused price; refuses an approved one', async () => {
    const productId = await newProduct();
    const keep = await createPurchase(productId, '170', '2024-01-01', '2024-12-31');
    const gone = await createPurchase(productId, '180', '2025-01-01', '2025-12-31');
    await stack.gql(APPROVE_PURCHASE, { id: keep.id, p: productId }, { token: admin });
    const refused = await stack.gql(DELETE_PURCHASE, { id: keep.id, p: productId }, { token: order });
    expect(refused.data.deletePurchasePrice).toEqual({
      deletedId: null,
      product: null,
      userErrors: [{ code: 'REFUSED', message: 'An approved price cannot be deleted' }],
    });
    const deleted = await stack.gql(DELETE_PURCHASE, { id: gone.id, p: productId }, { token: order });
    expect(deleted.data.deletePurchasePrice).toEqual({ deletedId: gone.id, product: { purchasePrices: [{ id: keep.id }] }, userErrors: [] });
  });
});

describe('editing prices and repricing order lines', () => {
  it('answers the order lines whose price changes, and reprices the ticked ones (amount = price × quantity)', async () => {
    const productId = await newProduct();
    const price = await createPurchase(productId, '180', '2025-01-01', '2025-12-31');
    const march = await orderLine(productId, '2025-03-10');
    const june = await orderLine(productId, '2025-06-20');
    await orderLine(productId, '2026-01-05');

    const r = await stack.gql(
      UPDATE_PURCHASE,
      { i: { id: price.id, productId, price: '185.5', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(r.data.updatePurchasePrice.userErrors).toEqual([]);
    expect(r.data.updatePurchasePrice.purchasePrice).toMatchObject({ price: '185.5' });
    expect(r.data.updatePurchasePrice.affectedLines).toEqual([
      {
        id: march.lineId,
        salesOrderId: march.orderId,
        productCode: expect.any(String),
        loadingDate: '2025-03-10',
        quantity: '20.5',
        currentPrice: '180',
        newPrice: '185.5',
        pricingType: null,
      },
      expect.objectContaining({ id: june.lineId, loadingDate: '2025-06-20' }),
    ]);

    const reprice = await stack.gql(
      REPRICE,
      {
        k: 'PURCHASE',
        l: [
          { orderLineId: march.lineId, newPrice: '185.5' },
          { orderLineId: '999999', newPrice: '1' },
        ],
      },
      { token: order },
    );
    expect(reprice.data.repriceOrderLines).toEqual({
      repricedLineIds: [march.lineId],
      userErrors: [{ field: 'lines.1', code: 'NOT_FOUND', message: 'Order line not found' }],
    });
    const rows = await stack.db.query('select id, purchase_price, purchase_amount from sales_order_lines where id = any($1::int[]) order by id', [
      [Number(march.lineId), Number(june.lineId)],
    ]);
    // 185.5 × 20.5 = 3802.75; the unticked line keeps its price
    expect(rows.rows).toEqual([
      { id: Number(march.lineId), purchase_price: '185.5000', purchase_amount: '3802.75' },
      { id: Number(june.lineId), purchase_price: '180.0000', purchase_amount: '0.00' },
    ]);

    // a second edit no longer offers the repriced line
    const again = await stack.gql(
      UPDATE_PURCHASE,
      { i: { id: price.id, productId, price: '185.5', startDate: '2025-01-01', endDate: '2025-12-30' } },
      { token: order },
    );
    expect(again.data.updatePurchasePrice.affectedLines.map((l: { id: string }) => l.id)).toEqual([june.lineId]);
  });

  it("refuses an edit onto another price's start date, and an edited approved price needs approval again", async () => {
    const productId = await newProduct();
    await createPurchase(productId, '180', '2025-01-01', '2025-06-30');
    const second = await createPurchase(productId, '185', '2025-07-01', '2025-12-31');
    const dup = await stack.gql(
      UPDATE_PURCHASE,
      { i: { id: second.id, productId, price: '185', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(dup.data.updatePurchasePrice.userErrors).toEqual([
      { field: 'startDate', code: 'PRICE_DATE_TAKEN', message: 'A price is already available for this start date' },
    ]);
    await stack.gql(APPROVE_PURCHASE, { id: second.id, p: productId }, { token: admin });
    const edited = await stack.gql(
      UPDATE_PURCHASE,
      { i: { id: second.id, productId, price: '186', startDate: '2025-07-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(edited.data.updatePurchasePrice.purchasePrice).toMatchObject({ price: '186', isApproved: false });
  });

  it('sales: an edit offers the lines with the sales quantity and price', async () => {
    const productId = await newProduct();
    const price = (await stack.gql(CREATE_SALES, { i: { productId, price: '200', startDate: '2025-01-01', endDate: '2025-12-31' } }, { token: order })).data
      .createSalesPrice.salesPrice;
    const line = await orderLine(productId, '2025-04-04');
    const r = await stack.gql(UPDATE_SALES, { i: { id: price.id, productId, price: '210', startDate: '2025-01-01', endDate: '2025-12-31' } }, { token: order });
    expect(r.data.updateSalesPrice.affectedLines).toEqual([expect.objectContaining({ id: line.lineId, quantity: '20', currentPrice: '200', newPrice: '210' })]);
    const reprice = await stack.gql(REPRICE, { k: 'SALES', l: [{ orderLineId: line.lineId, salesOrderId: line.orderId, newPrice: '210' }] }, { token: order });
    expect(reprice.data.repriceOrderLines.repricedLineIds).toEqual([line.lineId]);
    const rows = await stack.db.query('select sales_price, sales_amount from sales_order_lines where id = $1', [Number(line.lineId)]);
    expect(rows.rows[0]).toEqual({ sales_price: '210.0000', sales_amount: '4200.00' });
    // the reprice is in the order's history, once, under the line, with the new price
    const history = await stack.gql(
      'query($id: ID!) { salesOrder(id: $id) { history { nodes { action recordType recordId changes { field newValue } } } } }',
      { id: line.orderId },
      { token: order },
    );
    expect(history.data.salesOrder.history.nodes.filter((e: { action: string }) => e.action === 'REPRICED')).toEqual([
      { action: 'REPRICED', recordType: 'SALES_ORDER_LINE', recordId: line.lineId, changes: [{ field: 'salesPrice', newValue: '210' }] },
    ]);
  });

  it("transport: an edit offers the product's transports of that transporter and pricing type; repricing sets their price", async () => {
    const productId = await newProduct();
    const created = await stack.gql(
      CREATE_TRANSPORT,
      { i: { productId, transporterCode: 'T0003', pricingType: 'UNIT_PRICE', price: '12', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    const price = created.data.createTransportPrice.transportPrice;
    const mine = await orderLine(productId, '2025-05-05', { transporter: 'T0003', pricingType: 2, price: '12' });
    await orderLine(productId, '2025-05-06', { transporter: 'T0003', pricingType: 1, price: '400' });
    await orderLine(productId, '2025-05-07', { transporter: 'T0004', pricingType: 2, price: '12' });
    const other = await newProduct();
    await orderLine(other, '2025-05-08', { transporter: 'T0003', pricingType: 2, price: '12' });

    const r = await stack.gql(
      UPDATE_TRANSPORT,
      { i: { id: price.id, productId, price: '13.4', startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: order },
    );
    expect(r.data.updateTransportPrice).toMatchObject({
      transportPrice: { price: '13.4', pricingType: 'UNIT_PRICE', transporter: { code: 'T0003' } },
      userErrors: [],
    });
    expect(r.data.updateTransportPrice.affectedLines).toEqual([
      {
        id: mine.transportId,
        salesOrderId: mine.orderId,
        productCode: expect.any(String),
        loadingDate: '2025-05-05',
        quantity: '20.5',
        currentPrice: '12',
        newPrice: '13.4',
        pricingType: 'UNIT_PRICE',
      },
    ]);
    const reprice = await stack.gql(REPRICE, { k: 'TRANSPORT', l: [{ orderLineId: mine.transportId, newPrice: '13.4' }] }, { token: order });
    expect(reprice.data.repriceOrderLines).toEqual({ repricedLineIds: [mine.transportId], userErrors: [] });
    const rows = await stack.db.query('select price from sales_order_transports where id = $1', [Number(mine.transportId)]);
    expect(rows.rows[0]?.price).toBe('13.4000');
  });
});

describe('Change Price screen', () => {
  const CHANGES = `query($d: LocalDate!) { priceChanges(date: $d) {
    id kind articleSegment1 articleSegment2 articleSegment3 startDate endDate unit price productName productCode relationCode relationName color product { id code }
  } }`;

  it('lists the prices valid on the date by start date, coloured, and saves an edit', async () => {
    const productId = await newProduct();
    const expiring = await createPurchase(productId, '180', '2032-01-01', '2032-03-20');
    await stack.gql(CREATE_SALES, { i: { productId, price: '210', startDate: '2032-02-01', endDate: '2032-12-31' } }, { token: order });
    await stack.gql(
      CREATE_TRANSPORT,
      { i: { productId, transporterCode: 'T0001', pricingType: 'BLOCK_FREIGHT', price: '500', startDate: '2031-06-01', endDate: '2032-12-31' } },
      { token: order },
    );
    const transport = (await stack.gql(LISTS, { id: productId }, { token: order })).data.product.transportPrices[0];
    await stack.gql(APPROVE_TRANSPORT, { id: transport.id, p: productId }, { token: admin });

    const r = await stack.gql(CHANGES, { d: '2032-03-01' }, { token: order });
    expect(r.errors).toBeUndefined();
    const rows = r.data.priceChanges.filter((row: any) => row.product?.id === productId);
    expect(rows.map((row: any) => [row.kind, row.startDate, row.color])).toEqual([
      ['TRANSPORT', '2031-06-01', 'black'],
      ['PURCHASE', '2032-01-01', 'red'],
      ['SALES', '2032-02-01', 'orange'],
    ]);
    expect(rows[1]).toMatchObject({
      id: expiring.id,
      articleSegment2: supplier,
      articleSegment3: customer,
      unit: 'TON',
      price: '180',
      relationCode: supplier,
      endDate: '2032-03-20',
    });
    expect(rows[0]).toMatchObject({ relationCode: 'T0001', relationName: 'Transport Verbeke', unit: 'Blokvracht' });
    const starts = r.data.priceChanges.map((row: any) => row.startDate);
    expect(starts).toEqual([...starts].sort());
    // a row names its product: asking only its id reads no catalogue
    stack.calls.length = 0;
    const ids = await stack.gql('query($d: LocalDate!) { priceChanges(date: $d) { id product { id } } }', { d: '2032-03-01' }, { token: order });
    expect(ids.data.priceChanges.filter((row: any) => row.product?.id === productId)).toHaveLength(3);
    expect(stack.calls.map((c) => c.path.split('/').pop()!.split('?')[0])).toEqual(['getPricesTable']);

    const update = 'mutation($i: UpdatePriceChangeInput!) { updatePriceChange(input: $i) { updatedId userErrors { field code message } } }';
    const saved = await stack.gql(
      update,
      { i: { kind: 'PURCHASE', id: expiring.id, price: '181,5', startDate: '2032-01-01', endDate: '2032-12-31' } },
      { token: order },
    );
    expect(saved.data.updatePriceChange).toEqual({ updatedId: expiring.id, userErrors: [] });
    const after = (await stack.gql(CHANGES, { d: '2032-03-01' }, { token: order })).data.priceChanges.find(
      (row: any) => row.kind === 'PURCHASE' && row.id === expiring.id,
    );
    expect(after).toMatchObject({ price: '181.5', endDate: '2032-12-31', color: 'orange' });
    const unknown = await stack.gql(
      update,
      { i: { kind: 'SALES', id: '999999', price: '1', startDate: '2032-01-01', endDate: '2032-12-31' } },
      { token: order },
    );
    expect(unknown.data.updatePriceChange.userErrors[0].code).toBe('NOT_FOUND');
  });
});

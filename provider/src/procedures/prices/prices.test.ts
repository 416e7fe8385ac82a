import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { required } from '../../lib/required';

let provider: StartedProvider;
let api: Client;
let orderUser: Client;
let refs: { supplier: string; customer: string };

beforeAll(async () => {
  provider = await startProvider();
  api = await signIn(provider.url, ADMIN.email, ADMIN.password);
  orderUser = await signIn(provider.url, 'order@backoffice.test', 'Order!2024');
  const supplier = await provider.db.query<{ code: string }>('select code from suppliers order by code limit 1');
  const customer = await provider.db.query<{ code: string }>("select code from customers where code <> '99999998' order by code limit 1");
  refs = { supplier: required(supplier.rows[0], 'a supplier').code, customer: required(customer.rows[0], 'a customer').code };
}, 60_000);

afterAll(() => provider?.close());

let counter = 0;
/** A product of its own, without prices. */
async function newProduct(): Promise<number> {
  const answer = await api.execute('backoffice', 'postProduct', {
    supplier: refs.supplier,
    customer: refs.customer,
    product: `Prijsproef ${++counter}-${Date.now()}`,
    salesunit: 'TON',
    productgroup: 'GRAAN',
    purchaseunit: 'TON',
    kilogram: 1000,
  });
  expect(answer.body.Success).toBe(true);
  return answer.body.NewId;
}

async function addPrice(kind: 'Purchase' | 'Sales', productid: number, price: string, startdate: string, enddate: string): Promise<number> {
  const answer = await api.execute('backoffice', `post${kind}Price`, { productid, price, startdate, enddate });
  expect(answer.body).toEqual({ Success: true, NewId: expect.any(Number) });
  return answer.body.NewId;
}

const prices = async (kind: 'Purchase' | 'Sales' | 'Transport', productid: number) =>
  (await api.execute('backoffice', `get${kind}Prices`, { productid }, 'GET')).body.Items as Record<string, any>[];

/** An order loading on the day with one line of the product (sales orders are another domain's; written directly). */
async function orderLine(productId: number, loading: string, opts: { completed?: boolean; transporter?: string; pricingType?: number | null } = {}) {
  const order = await provider.db.query<{ id: number }>(
    'insert into sales_orders (customer_code, supplier_code, loading_date, is_completed) values ($1, $2, $3, $4) returning id',
    [refs.customer, refs.supplier, loading, opts.completed ?? false],
  );
  const orderId = required(order.rows[0], 'the new order').id;
  const line = await provider.db.query<{ id: number }>(
    'insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, purchase_quantity, purchase_price) values ($1, $2, 24, 200, 24.5, 180) returning id',
    [orderId, productId],
  );
  const lineId = required(line.rows[0], 'the new line').id;
  let transportId: number | null = null;
  if (opts.transporter) {
    const transport = await provider.db.query<{ id: number }>(
      'insert into sales_order_transports (sales_order_id, sales_order_line_id, transporter_code, pricing_type, price) values ($1, $2, $3, $4, 500) returning id',
      [orderId, lineId, opts.transporter, opts.pricingType ?? null],
    );
    transportId = required(transport.rows[0], 'the new transport').id;
  }
  return { orderId, lineId, transportId };
}

describe('purchase and sales price lists', () => {
  it("lists a product's prices newest first, with approval and canDelete", async () => {
    const product = await newProduct();
    await addPrice('Purchase', product, '180.5', '1/1/2024', '12/31/2024');
    await addPrice('Purchase', product, '190', '2025-01-01', '2025-12-31');
    const items = await prices('Purchase', product);
    expect(items).toEqual([
      {
        Id: expect.any(Number),
        productid: product,
        Price: 190,
        StartDate: '2025-01-01T00:00:00',
        EndDate: '2025-12-31T00:00:00',
        pricingtype: '',
        isApproved: false,
        canDelete: 'true',
      },
      expect.objectContaining({ Price: 180.5, StartDate: '2024-01-01T00:00:00', EndDate: '2024-12-31T00:00:00' }),
    ]);
    expect(await prices('Sales', product)).toEqual([]);
  });

  it('answers the lists of several products in one call', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    await addPrice('Sales', a, '210', '2025-01-01', '2025-12-31');
    await addPrice('Sales', b, '220', '2025-01-01', '2025-12-31');
    const both = (await api.execute('backoffice', 'getSalesPrices', { productids: [a, b] })).body.Items;
    expect(both.map((p: { productid: number }) => p.productid)).toEqual([a, b]);
    const missing = await api.execute('backoffice', 'getSalesPrices', {});
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('productid or productids is required');
  });

  it('seeds price histories over several years for every product, some not approved', async () => {
    const { rows } = await provider.db.query<{ without: number; years: number; unapproved: number }>(
      `select (select count(*) from products p where p.product not like 'Prijsproef%'
                 and (not exists (select 1 from purchase_prices x where x.product_id = p.id)
                      or not exists (select 1 from sales_prices x where x.product_id = p.id)
                      or not exists (select 1 from transport_prices x where x.product_id = p.id)))::int as without,
              (select count(distinct extract(year from start_date)) from purchase_prices)::int as years,
              (select count(*) from purchase_prices where not is_approved)::int as unapproved`,
    );
    expect(rows[0]?.without).toBe(0);
    expect(rows[0]?.years).toBeGreaterThanOrEqual(4);
    expect(rows[0]?.unapproved).toBeGreaterThan(0);
    const transport = await provider.db.query<{ transporters: number; types: number[] }>(
      'select count(distinct transporter_code)::int as transporters, array_agg(distinct coalesce(pricing_type, 0)) as types from transport_prices',
    );
    expect(transport.rows[0]?.transporters).toBeGreaterThan(3);
    expect(transport.rows[0]?.types).toEqual(expect.arrayContaining([1, 2]));
  });
});

describe('duplicate checks', () => {
  it('refuses a second price with the same start date, on add and on edit', async () => {
    const product = await newProduct();
    const first = await addPrice('Purchase', product, '180', '2025-01-01', '2025-06-30');
    const second = await addPrice('Purchase', product, '185', '2025-07-01', '2025-12-31');

    const check = await api.execute('backoffice', 'checkPurchasePriceDuplicate', { productid: product, startdate: '1/1/2025' });
    expect(check.body).toEqual({ Success: true, Items: [{ Id: first, Message: 'A price is already available for this start date' }] });
    expect((await api.execute('backoffice', 'checkPurchasePriceDuplicate', { productid: product, startdate: '1/2/2025' })).body.Items).toEqual([]);
    expect(
      (await api.execute('backoffice', 'postPurchasePrice', { productid: product, price: '1', startdate: '1/1/2025', enddate: '1/31/2025' })).body,
    ).toEqual({
      Success: false,
      Message: 'A price is already available for this start date',
    });

    // editing a price onto another's start date is a duplicate; keeping its own is not
    expect((await api.execute('backoffice', 'checkPurchasePriceDuplicateEdit', { id: second, startdate: '1/1/2025' })).body.Items).toHaveLength(1);
    expect((await api.execute('backoffice', 'checkPurchasePriceDuplicateEdit', { id: first, startdate: '1/1/2025' })).body.Items).toEqual([]);
    expect((await api.execute('backoffice', 'putPurchasePrice', { id: second, price: '185', startdate: '1/1/2025', enddate: '12/31/2025' })).body.Message).toBe(
      'A price is already available for this start date',
    );
    // the same start date in the sales list is no duplicate
    await addPrice('Sales', product, '200', '2025-01-01', '2025-12-31');
  });

  it('refuses an end date before the start date, an unknown product and a malformed price', async () => {
    const product = await newProduct();
    expect(
      (await api.execute('backoffice', 'postSalesPrice', { productid: product, price: '1', startdate: '2025-02-01', enddate: '2025-01-31' })).body.Message,
    ).toBe('The end date must not be before the start date');
    expect(
      (await api.execute('backoffice', 'postSalesPrice', { productid: 999999, price: '1', startdate: '2025-02-01', enddate: '2025-03-01' })).body.Message,
    ).toBe('Product not found');
    const comma = await api.execute('backoffice', 'postSalesPrice', { productid: product, price: '1,5', startdate: '2025-02-01', enddate: '2025-03-01' });
    expect(comma.status).toBe(400);
    expect(comma.body.Message).toContain('price must be a number');
  });
});

describe('editing, approving and deleting', () => {
  it('changes price and dates; an edit of an approved price needs a new approval', async () => {
    const product = await newProduct();
    const id = await addPrice('Sales', product, '200', '2025-01-01', '2025-12-31');
    expect((await api.execute('backoffice', 'approveSalesPrice', { priceid: id })).body).toEqual({ Success: true });
    expect((await prices('Sales', product))[0]).toMatchObject({ isApproved: true, canDelete: 'false' });
    expect((await api.execute('backoffice', 'putSalesPrice', { Id: id, price: '205.25', startdate: '2/1/2025', enddate: '12/31/2025' })).body).toEqual({
      Success: true,
    });
    expect((await prices('Sales', product))[0]).toMatchObject({ Price: 205.25, StartDate: '2025-02-01T00:00:00', isApproved: false, canDelete: 'true' });
    expect((await api.execute('backoffice', 'putSalesPrice', { id: 999999, price: '1', startdate: '2/1/2025', enddate: '12/31/2025' })).body.Message).toBe(
      'Price not found',
    );
  });

  it('approval needs an administrator', async () => {
    const product = await newProduct();
    const id = await addPrice('Purchase', product, '180', '2025-01-01', '2025-12-31');
    expect((await orderUser.execute('backoffice', 'approvePurchasePrice', { priceid: id })).body).toEqual({
      Success: false,
      Message: 'Only administrators can approve prices',
    });
    expect((await prices('Purchase', product))[0]?.isApproved).toBe(false);
    expect((await api.execute('backoffice', 'approvePurchasePrice', { priceid: id })).body).toEqual({ Success: true });
    const { rows } = await provider.db.query<{ approved_by: string }>('select approved_by from purchase_prices where id = $1', [id]);
    const admin = await provider.db.query<{ id: string }>("select id from users where email = 'admin@backoffice.test'");
    expect(rows[0]?.approved_by).toBe(required(admin.rows[0], 'the administrator').id);
    expect((await api.execute('backoffice', 'approvePurchasePrice', { priceid: 999999 })).body.Message).toBe('Price not found');
  });

  it('deletes only a price that is not approved and not used on an order line', async () => {
    const product = await newProduct();
    const approved = await addPrice('Purchase', product, '170', '2023-01-01', '2023-12-31');
    await api.execute('backoffice', 'approvePurchasePrice', { priceid: approved });
    const used = await addPrice('Purchase', product, '180', '2024-01-01', '2024-12-31');
    await orderLine(product, '2024-05-02');
    const free = await addPrice('Purchase', product, '190', '2025-01-01', '2025-12-31');

    const list = await prices('Purchase', product);
    expect(list.map((p) => [p.Id, p.canDelete])).toEqual([
      [free, 'true'],
      [used, 'false'],
      [approved, 'false'],
    ]);
    expect((await api.execute('backoffice', 'deletePurchasePrice', { id: approved })).body).toEqual({
      Success: false,
      Message: 'An approved price cannot be deleted',
    });
    expect((await api.execute('backoffice', 'deletePurchasePrice', { id: used })).body).toEqual({
      Success: false,
      Message: 'The price is used on an order line and cannot be deleted',
    });
    expect((await api.execute('backoffice', 'deletePurchasePrice', { id: free })).body).toEqual({ Success: true });
    expect((await prices('Purchase', product)).map((p) => p.Id)).toEqual([used, approved]);
    expect((await api.execute('backoffice', 'deletePurchasePrice', { id: free })).body.Message).toBe('Price not found');
  });

  it('marks prices used per price and per product when several products are asked at once (first and last day count)', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const aStart = await addPrice('Sales', a, '10', '2024-01-01', '2024-03-31');
    const aEnd = await addPrice('Sales', a, '11', '2024-04-01', '2024-06-30');
    const aFree = await addPrice('Sales', a, '12', '2024-07-01', '2024-09-30');
    const bFree = await addPrice('Sales', b, '20', '2024-01-01', '2024-03-31');
    const bUsed = await addPrice('Sales', b, '21', '2024-07-01', '2024-12-31');
    await orderLine(a, '2024-01-01'); // the first day of aStart
    await orderLine(a, '2024-06-30'); // the last day of aEnd
    await orderLine(b, '2024-10-15');
    await orderLine(b, '2024-10-15'); // two lines on one day: still one row per price

    const answer = await api.execute('backoffice', 'getSalesPrices', { productids: `${a},${b}` }, 'GET');
    const byId = new Map((answer.body.Items as Record<string, any>[]).map((p) => [p.Id, p.canDelete]));
    expect(answer.body.Items).toHaveLength(5);
    expect(Object.fromEntries([aStart, aEnd, aFree, bFree, bUsed].map((id) => [id, byId.get(id)]))).toEqual({
      [aStart]: 'false',
      [aEnd]: 'false',
      [aFree]: 'true',
      [bFree]: 'true',
      [bUsed]: 'false',
    });
  });

  it("counts a line on its order's loading day, also after the order moves to another day or to none", async () => {
    const product = await newProduct();
    const spring = await addPrice('Purchase', product, '10', '2024-03-01', '2024-05-31');
    const summer = await addPrice('Purchase', product, '11', '2024-06-01', '2024-08-31');
    const { orderId } = await orderLine(product, '2024-04-10');
    const canDelete = async () => Object.fromEntries((await prices('Purchase', product)).map((p) => [p.Id, p.canDelete]));
    expect(await canDelete()).toEqual({ [spring]: 'false', [summer]: 'true' });
    await provider.db.query('update sales_orders set loading_date = $2 where id = $1', [orderId, '2024-06-01']);
    expect(await canDelete()).toEqual({ [spring]: 'true', [summer]: 'false' });
    await provider.db.query('update sales_orders set loading_date = null where id = $1', [orderId]);
    expect(await canDelete()).toEqual({ [spring]: 'true', [summer]: 'true' });
    // a line written with a day of its own still takes its order's
    await provider.db.query("update sales_orders set loading_date = '2024-05-31' where id = $1", [orderId]);
    await provider.db.query("update sales_order_lines set loading_date = '2024-07-01' where sales_order_id = $1", [orderId]);
    expect(await canDelete()).toEqual({ [spring]: 'false', [summer]: 'true' });
  });
});

describe('transport prices', () => {
  it('needs a pricing type unless the transporter is own transport (99999999)', async () => {
    const product = await newProduct();
    const base = { productid: product, price: '450', startdate: '1/1/2025', enddate: '12/31/2025' };
    expect((await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: 'T0001' })).body).toEqual({
      Success: false,
      Message: 'Please set pricetype',
    });
    expect((await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: 'T0001', pricingtype: 1 })).body.Success).toBe(true);
    expect((await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: '99999999', pricingtype: 2 })).body.Success).toBe(true);
    expect((await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: 'NOPE', pricingtype: 1 })).body.Message).toBe(
      'Transporter not found',
    );
    const items = await prices('Transport', product);
    expect(items).toEqual(
      expect.arrayContaining([
        {
          Id: expect.any(Number),
          productid: product,
          transportercode: 'T0001',
          Transporter: 'Transport Verbeke',
          pricingtype: 1,
          Price: 450,
          StartDate: '2025-01-01T00:00:00',
          EndDate: '2025-12-31T00:00:00',
          isApproved: false,
        },
        expect.objectContaining({ transportercode: '99999999', pricingtype: '' }),
      ]),
    );
  });

  it('is a duplicate only for the same transporter, pricing type and start date; edits keep transporter and type', async () => {
    const product = await newProduct();
    const base = { productid: product, price: '450', startdate: '1/1/2025', enddate: '12/31/2025' };
    const first = (await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: 'T0001', pricingtype: 1 })).body.NewId;
    expect((await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: 'T0001', pricingtype: 1 })).body.Message).toBe(
      'A price is already available for this start date',
    );
    expect((await api.execute('backoffice', 'checkTransportPriceDuplicate', { ...base, transportercode: 'T0001', pricingtype: 1 })).body.Items).toHaveLength(1);
    expect((await api.execute('backoffice', 'checkTransportPriceDuplicate', { ...base, transportercode: 'T0001', pricingtype: 2 })).body.Items).toEqual([]);
    const unit = (await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: 'T0001', pricingtype: 2, price: '12.5' })).body.NewId;
    expect((await api.execute('backoffice', 'postTransportPrice', { ...base, transportercode: 'T0002', pricingtype: 1 })).body.Success).toBe(true);

    expect((await api.execute('backoffice', 'checkTransportPriceDuplicateEdit', { id: first, startdate: '1/1/2025' })).body.Items).toEqual([]);
    expect(
      (
        await api.execute('backoffice', 'putTransportPrice', {
          Id: unit,
          transportercode: 'T0003',
          pricingtype: 1,
          price: '13',
          startdate: '1/1/2025',
          enddate: '6/30/2025',
        })
      ).body,
    ).toEqual({ Success: true });
    const edited = (await prices('Transport', product)).find((p) => p.Id === unit);
    expect(edited).toMatchObject({ transportercode: 'T0001', pricingtype: 2, Price: 13, EndDate: '2025-06-30T00:00:00' });

    expect((await orderUser.execute('backoffice', 'approveTransportPrice', { priceid: first })).body.Message).toBe('Only administrators can approve prices');
    expect((await api.execute('backoffice', 'approveTransportPrice', { priceid: first })).body).toEqual({ Success: true });
    expect((await prices('Transport', product)).find((p) => p.Id === first)?.isApproved).toBe(true);
  });
});

describe('lines to change and repricing', () => {
  it("answers the product's order lines loading in the period, not invoiced, with the price list's price for their day", async () => {
    const product = await newProduct();
    await addPrice('Purchase', product, '180', '2025-01-01', '2025-12-31');
    await addPrice('Purchase', product, '182.5', '2025-06-01', '2025-12-31');
    const march = await orderLine(product, '2025-03-10');
    const july = await orderLine(product, '2025-07-15');
    await orderLine(product, '2024-12-31');
    await orderLine(product, '2025-04-01', { completed: true });

    const answer = await api.execute('backoffice', 'getPurchaseLinesToChange', { productid: product, startdate: '1/1/2025', enddate: '12/31/2025' });
    expect(answer.body.Success).toBe(true);
    expect(answer.body.Items).toEqual([
      {
        orderLineId: march.lineId,
        salesOrderId: march.orderId,
        ProductId: product,
        ProductCode: expect.any(String),
        ProductDescription: expect.any(String),
        Loadingdate: '2025-03-10T00:00:00',
        PurchaseQuantity: 24.5,
        PurchasePrice: 180,
        PricingType: '',
        Price: 180,
      },
      expect.objectContaining({ orderLineId: july.lineId, Loadingdate: '2025-07-15T00:00:00', Price: 182.5 }),
    ]);
    const sales = await api.execute('backoffice', 'getSalesLinesToChange', { productid: product, startdate: '7/1/2025', enddate: '7/31/2025' });
    expect(sales.body.Items).toEqual([expect.objectContaining({ orderLineId: july.lineId, SalesQuantity: 24, SalesPrice: 200, Price: null })]);
  });

  it('reprices a line and recomputes its amount as price × quantity; refuses invoiced and unknown lines', async () => {
    const product = await newProduct();
    const { lineId } = await orderLine(product, '2025-03-10');
    expect((await api.execute('backoffice', 'updatePricePurchaseLines', { orderlineid: lineId, newprice: '182.35' })).body).toEqual({ Success: true });
    expect((await api.execute('backoffice', 'updatePriceSalesLines', { orderlineid: lineId, newprice: '199.999' })).body).toEqual({ Success: true });
    const { rows } = await provider.db.query('select purchase_price, purchase_amount, sales_price, sales_amount from sales_order_lines where id = $1', [
      lineId,
    ]);
    // 182.35 × 24.5 = 4467.575 → 4467.58; 199.999 × 24 = 4799.976 → 4799.98
    expect(rows[0]).toEqual({ purchase_price: '182.3500', purchase_amount: '4467.58', sales_price: '199.9990', sales_amount: '4799.98' });

    const invoiced = await orderLine(product, '2025-03-11', { completed: true });
    expect((await api.execute('backoffice', 'updatePricePurchaseLines', { orderlineid: invoiced.lineId, newprice: '1' })).body).toEqual({
      Success: false,
      Message: 'The order is completed (invoiced); its prices cannot change',
    });
    expect((await api.execute('backoffice', 'updatePriceSalesLines', { orderlineid: 999999, newprice: '1' })).body.Message).toBe('Order line not found');
  });

  it('answers the transports of a transporter in the period and reprices them', async () => {
    const product = await newProduct();
    await api.execute('backoffice', 'postTransportPrice', {
      productid: product,
      transportercode: 'T0004',
      pricingtype: 2,
      price: '14.5',
      startdate: '1/1/2025',
      enddate: '12/31/2025',
    });
    const line = await orderLine(product, '2025-05-05', { transporter: 'T0004', pricingType: 2 });
    await orderLine(product, '2025-05-06', { transporter: 'T0005', pricingType: 2 });
    const answer = await api.execute('backoffice', 'getTransportLinesToChange', { transportercode: 'T0004', startdate: '5/1/2025', enddate: '5/31/2025' });
    const mine = answer.body.Items.filter((i: { ProductId: number }) => i.ProductId === product);
    expect(mine).toEqual([
      {
        orderLineId: line.transportId,
        salesOrderId: line.orderId,
        ProductId: product,
        ProductCode: expect.any(String),
        ProductDescription: expect.any(String),
        Loadingdate: '2025-05-05T00:00:00',
        TransporterCode: 'T0004',
        PurchaseQuantity: 24.5,
        TransportPrice: 500,
        PricingType: 2,
        Price: 14.5,
      },
    ]);
    expect(answer.body.Items.every((i: { TransporterCode: string }) => i.TransporterCode === 'T0004')).toBe(true);
    expect((await api.execute('backoffice', 'updateTransportPriceLines', { orderlineid: line.transportId, newprice: '14.5' })).body).toEqual({ Success: true });
    const { rows } = await provider.db.query('select price from sales_order_transports where id = $1', [line.transportId]);
    expect(rows[0]?.price).toBe('14.5000');
    expect((await api.execute('backoffice', 'updateTransportPriceLines', { orderlineid: 999999, newprice: '1' })).body.Message).toBe('Transport not found');
  });
});

describe('postPricechangeTask', () => {
  it('creates a price-change task for the product', async () => {
    const product = await newProduct();
    const answer = await api.execute('backoffice', 'postPricechangeTask', { productid: product });
    expect(answer.body).toEqual({ Success: true, NewId: expect.any(Number) });
    const { rows } = await provider.db.query<{ task_type: number; task_status: number; product_id: number; subject: string }>(
      'select * from tasks where id = $1',
      [answer.body.NewId],
    );
    expect(rows[0]).toMatchObject({ task_type: 1, task_status: 1, product_id: product, subject: expect.stringMatching(/^Prijswijziging P\d+/) });
    expect((await api.execute('backoffice', 'postPricechangeTask', { productid: 999999 })).body.Message).toBe('Product not found');
  });
});

describe('the Change Price table', () => {
  it('lists the prices of all three lists valid on the date, by start date, with their colour', async () => {
    const product = await newProduct();
    const expiring = await addPrice('Purchase', product, '180', '2030-01-01', '2030-07-10');
    const unapproved = await addPrice('Sales', product, '210', '2030-02-01', '2030-12-31');
    const approved = await addPrice('Sales', product, '205', '2029-06-01', '2030-12-31');
    await api.execute('backoffice', 'approveSalesPrice', { priceid: approved });
    await api.execute('backoffice', 'postTransportPrice', {
      productid: product,
      transportercode: 'T0001',
      pricingtype: 1,
      price: '500',
      startdate: '3/1/2030',
      enddate: '12/31/2030',
    });
    await addPrice('Purchase', product, '170', '2029-01-01', '2029-12-31');

    const answer = await api.execute('backoffice', 'getPricesTable', { filterDate: '2030-06-15' }, 'GET');
    expect(answer.body.Success).toBe(true);
    const rows = (answer.body.Items as Record<string, any>[]).filter((r) => r.ProductId === product);
    expect(rows.map((r) => [r['Soort prijs'], r.BeginDatum, r.color])).toEqual([
      ['Verkoop', '2029-06-01T00:00:00', 'black'],
      ['Inkoop', '2030-01-01T00:00:00', 'red'],
      ['Verkoop', '2030-02-01T00:00:00', 'orange'],
      ['Transport', '2030-03-01T00:00:00', 'orange'],
    ]);
    const purchase = rows[1];
    expect(Object.keys(purchase ?? {}).sort()).toEqual(
      [
        'Article seg 2',
        'Article seg 3',
        'Artikel seg 1',
        'BeginDatum',
        'Eenheid',
        'EindDatum',
        'PriceId',
        'Prijs',
        'Pricingtype',
        'Product',
        'ProductCode',
        'ProductId',
        'Relatiecode',
        'Relatienaam',
        'Soort prijs',
        'color',
      ].sort(),
    );
    expect(purchase).toMatchObject({
      PriceId: expiring,
      Pricingtype: 1,
      'Article seg 2': refs.supplier,
      'Article seg 3': refs.customer,
      Eenheid: 'TON',
      Prijs: 180,
      Relatiecode: refs.supplier,
      EindDatum: '2030-07-10T00:00:00',
    });
    expect(rows[2]).toMatchObject({ PriceId: unapproved, Relatiecode: refs.customer });
    expect(rows[3]).toMatchObject({ Relatiecode: 'T0001', Relatienaam: 'Transport Verbeke', Eenheid: 'Blokvracht' });
    // whole table sorted by start date
    const starts = (answer.body.Items as { BeginDatum: string }[]).map((r) => r.BeginDatum);
    expect(starts).toEqual([...starts].sort());
    expect((await api.execute('backoffice', 'getPricesTable', {}, 'GET')).status).toBe(400);
  });

  it('updates a price of any kind by its Pricingtype flag', async () => {
    const product = await newProduct();
    const purchase = await addPrice('Purchase', product, '180', '2031-01-01', '2031-12-31');
    const sales = await addPrice('Sales', product, '210', '2031-01-01', '2031-12-31');
    const transport = (
      await api.execute('backoffice', 'postTransportPrice', {
        productid: product,
        transportercode: 'T0001',
        pricingtype: 2,
        price: '12',
        startdate: '1/1/2031',
        enddate: '12/31/2031',
      })
    ).body.NewId;
    const update = (Pricingtype: number, PricingId: number, price: string) =>
      api.execute('backoffice', 'updatePricesTable', { Pricingtype, PricingId, price, startdate: '1/2/2031', endDate: '11/30/2031' });
    expect((await update(1, purchase, '181')).body).toEqual({ Success: true });
    expect((await update(2, sales, '211')).body).toEqual({ Success: true });
    expect((await update(3, transport, '12.75')).body).toEqual({ Success: true });
    expect((await prices('Purchase', product))[0]).toMatchObject({ Price: 181, StartDate: '2031-01-02T00:00:00', EndDate: '2031-11-30T00:00:00' });
    expect((await prices('Sales', product))[0]).toMatchObject({ Price: 211 });
    expect((await prices('Transport', product))[0]).toMatchObject({ Price: 12.75, pricingtype: 2 });
    expect((await update(2, 999999, '1')).body.Message).toBe('Price not found');
    expect((await update(4, sales, '1')).status).toBe(400);
  });
});

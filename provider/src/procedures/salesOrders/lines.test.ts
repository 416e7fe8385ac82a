import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { PackingMessages } from './lookups';
import { SalesOrderMessages as M } from './shared';
import { required } from '../../lib/required';

let provider: StartedProvider;
let api: Client;

/** A product of our own (units equal), with approved prices from 2030-01-01 to 2030-12-31. */
let product: { id: number; code: string; customer: string; supplier: string };
/** A product whose purchase unit differs from its sales unit. */
let otherUnits: number;

beforeAll(async () => {
  provider = await startProvider();
  api = await signIn(provider.url, ADMIN.email, ADMIN.password);
  const { rows } = await provider.db.query<{ id: number; code: string; customer_code: string; supplier_code: string }>(
    `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group, kilogram)
     select 'PTEST01', (select code from suppliers where not demurrage order by code limit 1), '100002', 'Testgraan', 'Graan voor tests', 'TON', 'TON', 'GRAAN', 1000
     returning id, code, customer_code, supplier_code`,
  );
  const created = required(rows[0], 'the test product');
  product = { id: created.id, code: created.code, customer: created.customer_code, supplier: created.supplier_code };
  await provider.db.query(
    `insert into sales_prices (product_id, start_date, end_date, price, is_approved) values ($1, '2030-01-01', '2030-12-31', 250.5, true), ($1, '2031-01-01', '2031-12-31', 999, false)`,
    [product.id],
  );
  await provider.db.query(
    `insert into purchase_prices (product_id, start_date, end_date, price, is_approved) values ($1, '2030-01-01', '2030-12-31', 200.25, true)`,
    [product.id],
  );
  await provider.db.query(
    `insert into transport_prices (product_id, transporter_code, pricing_type, start_date, end_date, price, is_approved)
     values ($1, 'T0001', 1, '2030-01-01', '2030-12-31', 800, true), ($1, 'T0002', 2, '2030-01-01', '2030-12-31', 12.5, false),
            ($1, 'T0003', 1, '2029-01-01', '2029-12-31', 700, true)`,
    [product.id],
  );
  const other = await provider.db.query<{ id: number }>(
    `insert into products (code, supplier_code, customer_code, product, sales_unit, purchase_unit, product_group, kilogram)
     values ('PTEST02', $1, $2, 'Testmelasse', 'TON', 'KG', 'SUIKER', 1000) returning id`,
    [product.supplier, product.customer],
  );
  otherUnits = required(other.rows[0], 'the product with other units').id;
}, 60_000);

afterAll(() => provider?.close());

type Item = Record<string, any>;
const call = (name: string, body: Record<string, unknown> = {}) => api.execute('backoffice', name, body);
const items = async (name: string, body: Record<string, unknown> = {}): Promise<Item[]> => {
  const answer = await call(name, body);
  expect(answer.body).toMatchObject({ Success: true });
  return answer.body.Items;
};

async function newOrder(loadingdate = '2030-06-15'): Promise<number> {
  const { body } = await call('postSalesOrder', { customer: product.customer, supplier: product.supplier, reference: 'L', loadingdate });
  expect(body.Success).toBe(true);
  return body.NewId;
}
const lineOf = async (id: number) => (await items('getSalesOrderLine', { id }))[0];

describe('lines and the amounts rule', () => {
  it('adds a line with the approved prices of the loading date, purchase quantity following the sales quantity', async () => {
    const order = await newOrder();
    const added = await call('postSalesOrderLine', { orderid: order, productid: product.id, quantity: '24.5' });
    expect(added.body).toEqual({ Success: true, NewId: expect.any(Number) });
    const lines = await items('getSalesOrderLines', { orderid: order });
    expect(lines).toEqual([
      expect.objectContaining({
        id: added.body.NewId,
        productid: product.id,
        productcode: 'PTEST01',
        product: 'Testgraan',
        salesquantity: 24.5,
        SalesPrice: 250.5,
        SalesAmount: 6137.25,
        purchasequantity: 24.5,
        purchaseprice: 200.25,
        purchaseamount: 4906.13,
        purchaseQuantityChanged: false,
        ReportingDate: '1900-01-01T00:00:00',
        SalesUnit: 'TON',
        PurchaseUnit: 'TON',
      }),
    ]);
    const order2 = await newOrder();
    expect((await items('getSalesOrder', { salesorderid: order }))[0]).toMatchObject({
      ProductCode: 'PTEST01',
      SalesQuantity: 24.5,
      PurchaseQuantity: 24.5,
      SalesUnit: 'TON',
    });
    // outside the price period: no approved price, so 0
    const late = await newOrder('2031-06-01');
    const unpriced = await call('postSalesOrderLine', { orderid: late, productid: product.id, quantity: 10 });
    expect(await lineOf(unpriced.body.NewId)).toMatchObject({ SalesPrice: 0, SalesAmount: 0, purchaseprice: 0 });
    // units differ: the purchase quantity is left for step two
    const different = await call('postSalesOrderLine', { orderid: order2, productid: otherUnits, quantity: 10 });
    expect(await lineOf(different.body.NewId)).toMatchObject({ salesquantity: 10, purchasequantity: 0, PurchaseUnit: 'KG' });
  });

  it('refuses a line for an unknown order or product, and bad quantities', async () => {
    const order = await newOrder();
    expect((await call('postSalesOrderLine', { orderid: 999999, productid: product.id, quantity: 1 })).body.Message).toBe(M.notFound);
    expect((await call('postSalesOrderLine', { orderid: order, productid: 999999, quantity: 1 })).body.Message).toBe(M.productNotFound);
    const bad = await call('postSalesOrderLine', { orderid: order, productid: product.id, quantity: 'ten' });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('quantity must be a number (with a decimal point)');
  });

  it('amount = price × quantity; purchase amount follows the sales quantity until the purchase quantity is changed', async () => {
    const order = await newOrder();
    const { body } = await call('postSalesOrderLine', { orderid: order, productid: product.id, quantity: 20 });
    const lineId = body.NewId;
    const base = {
      orderlineid: lineId,
      salesPrice: '250.5',
      purchasePrice: '200',
      packingslip: 'PB-1',
      container: 'mscu1234565',
      shipping: 'BL-1',
      reporting: '2030-06-30',
    };

    // sales quantity 22, purchase quantity as it was (20): it follows the sales quantity
    expect((await call('putSalesOrderLine', { ...base, salesquantity: 22, purchasequantity: 20 })).body).toEqual({ Success: true });
    expect(await lineOf(lineId)).toMatchObject({
      salesquantity: 22,
      SalesAmount: 5511,
      purchasequantity: 22,
      purchaseprice: 200,
      purchaseamount: 4400,
      purchaseQuantityChanged: false,
      PackingSlip: 'PB-1',
      Container: 'MSCU1234565',
      Shipping: 'BL-1',
      ReportingDate: '2030-06-30T00:00:00',
    });

    // the user changes the purchase quantity: purchase price × purchase quantity, from now on
    expect((await call('putSalesOrderLine', { ...base, salesquantity: 22, purchasequantity: '21.5' })).body).toEqual({ Success: true });
    expect(await lineOf(lineId)).toMatchObject({ purchasequantity: 21.5, purchaseamount: 4300, purchaseQuantityChanged: true });
    expect((await call('putSalesOrderLine', { ...base, salesquantity: 30, purchasequantity: '21.5' })).body).toEqual({ Success: true });
    expect(await lineOf(lineId)).toMatchObject({ salesquantity: 30, SalesAmount: 7515, purchasequantity: 21.5, purchaseamount: 4300 });

    // amounts given by the client are stored as given
    expect(
      (await call('putSalesOrderLine', { ...base, salesquantity: 30, purchasequantity: '21.5', salesAmount: '7000', purchaseamount: '4000.5' })).body,
    ).toEqual({ Success: true });
    expect(await lineOf(lineId)).toMatchObject({ SalesAmount: 7000, purchaseamount: 4000.5 });
  });

  it('with different units the purchase amount is purchase price × purchase quantity', async () => {
    const order = await newOrder();
    const { body } = await call('postSalesOrderLine', { orderid: order, productid: otherUnits, quantity: 2 });
    await call('putSalesOrderLine', { orderlineid: body.NewId, salesquantity: 2, salesprice: 300, purchasequantity: 0, purchaseprice: '0.2' });
    expect(await lineOf(body.NewId)).toMatchObject({ SalesAmount: 600, purchasequantity: 0, purchaseamount: 0 });
    await call('putSalesOrderLine', { orderlineid: body.NewId, salesquantity: 2, salesprice: 300, purchasequantity: 2000, purchaseprice: '0.2' });
    expect(await lineOf(body.NewId)).toMatchObject({ purchasequantity: 2000, purchaseamount: 400 });
  });

  it('takes changes to lines of a completed order, as the spec does (the gateway keeps the lock)', async () => {
    const order = await newOrder();
    const { body } = await call('postSalesOrderLine', { orderid: order, productid: product.id, quantity: 5 });
    await provider.db.query('update sales_orders set is_completed = true where id = $1', [order]);
    const put = { orderlineid: body.NewId, salesquantity: 6, salesprice: 1, purchasequantity: 6, purchaseprice: 1 };
    expect((await call('putSalesOrderLine', put)).body).toEqual({ Success: true });
    expect(await lineOf(body.NewId)).toMatchObject({ salesquantity: 6 });
    expect((await call('postSalesOrderLine', { orderid: order, productid: product.id, quantity: 5 })).body.Success).toBe(true);
    expect((await call('deleteSalesOrderLine', { id: body.NewId })).body).toEqual({ Success: true });
    expect((await call('getSalesOrderLine', { id: body.NewId })).body.Message).toBe(M.lineNotFound);
  });
});

describe('look-ups of the add-line dialog', () => {
  it('offers the customer and supplier products with priceAvailable for the loading date', async () => {
    const covered = await items('getSalesItemsDropdown', { customercode: product.customer, suppliercode: product.supplier, loadingdate: '2030-05-01' });
    expect(covered).toContainEqual({
      key: product.id,
      value: 'PTEST01 Testgraan - Graan voor tests',
      code: 'PTEST01',
      product: 'Testgraan',
      priceAvailable: 'True',
    });
    expect(covered.find((i) => i.key === otherUnits)?.priceAvailable).toBe('False');
    // 2031 only has an unapproved price
    const uncovered = await items('getSalesItemsDropdown', { customercode: product.customer, suppliercode: product.supplier, loadingdate: '2031-05-01' });
    expect(uncovered.find((i) => i.key === product.id)?.priceAvailable).toBe('False');
    expect(await items('getSalesItemsDropdown', { customercode: product.customer, suppliercode: 'none', loadingdate: '2030-05-01' })).toEqual([]);
  });

  it('answers units and approved prices of a product', async () => {
    expect(await items('getProductSalesUnit', { productid: otherUnits })).toEqual([{ Unit: 'TON' }]);
    expect(await items('getProductPurchaseUnit', { productid: otherUnits })).toEqual([{ Unit: 'KG' }]);
    expect(await items('getProductSalesPrice', { productid: product.id, orderdate: '2030-02-01' })).toEqual([{ price: 250.5 }]);
    expect(await items('getProductPurchasePrice', { productid: product.id, loadingdate: '2030-02-01' })).toEqual([{ price: 200.25 }]);
    expect(await items('getProductSalesPrice', { productid: product.id, orderdate: '2031-02-01' })).toEqual([]);
    expect((await call('getProductSalesUnit', { productid: 999999 })).body.Message).toBe(M.productNotFound);
  });

  it('checks packing slips and shipping documents for duplicates of the product', async () => {
    const order = await newOrder();
    const { body } = await call('postSalesOrderLine', { orderid: order, productid: product.id, quantity: 1 });
    await call('putSalesOrderLine', {
      orderlineid: body.NewId,
      salesquantity: 1,
      salesprice: 1,
      purchasequantity: 1,
      purchaseprice: 1,
      packingslip: 'PB-777',
      shipping: 'BL-777',
    });
    expect(await items('checkPacking', { productid: product.id, ica: 'pb-777', loadingdate: '2030-06-15' })).toEqual([
      { Message: PackingMessages.packingSlip('pb-777', order), Duplicate: 'True' },
    ]);
    expect(await items('checkPacking', { productid: product.id, shipping: 'BL-777' })).toEqual([
      { Message: PackingMessages.shipping('BL-777', order), Duplicate: 'True' },
    ]);
    expect(await items('checkPacking', { productid: product.id, ica: 'PB-777', orderlineid: body.NewId })).toEqual([
      { Message: PackingMessages.ok, Duplicate: 'False' },
    ]);
    expect(await items('checkPacking', { productid: otherUnits, ica: 'PB-777' })).toEqual([{ Message: PackingMessages.ok, Duplicate: 'False' }]);
    expect(PackingMessages.packingSlip('pb-777', order)).toBe(`Packing slip pb-777 is already used for this product on sales order ${order}.`);
  });
});

describe('transports', () => {
  it('offers the transport prices valid on the loading date as candidates', async () => {
    const candidates = await items('getTransportCandidates', { productid: product.id, loadingdate: '2030-06-15', quantity: 20 });
    expect(candidates).toEqual([
      { TransporterCode: 'T0001', TransporterName: 'Transport Verbeke', pricingtype: 1, price: 800, amount: 800, isApproved: true },
      { TransporterCode: 'T0002', TransporterName: 'H.Essers', pricingtype: 2, price: 12.5, amount: 250, isApproved: false },
    ]);
    expect(await items('getTransportCandidates', { productid: product.id, loadingdate: '2028-06-15' })).toEqual([]);
  });

  it('adds, changes and deletes a transport of a line; pricing type required except for own transport; locked when completed', async () => {
    const order = await newOrder();
    const { body: line } = await call('postSalesOrderLine', { orderid: order, productid: product.id, quantity: 20 });
    const base = { orderid: order, salesorderlineid: line.NewId, price: 800, packingslip: 'PB-9', container: 'MSCU1234565', shipping: 'BL-9' };
    expect((await call('postSalesOrderTransport', { ...base, transportercode: 'T0001' })).body).toEqual({ Success: false, Message: M.pricingTypeRequired });
    expect((await call('postSalesOrderTransport', { ...base, transportercode: 'NOPE', pricingtype: 1 })).body.Message).toBe(M.transporterNotFound);
    expect((await call('postSalesOrderTransport', { ...base, salesorderlineid: 999999, transportercode: 'T0001', pricingtype: 1 })).body.Message).toBe(
      M.lineNotFound,
    );
    const added = await call('postSalesOrderTransport', { ...base, transportercode: 'T0001', pricingtype: 1 });
    expect(added.body).toEqual({ Success: true, NewId: expect.any(Number) });
    const own = await call('postSalesOrderTransport', { ...base, transportercode: '99999999', pricingtype: 2, price: 0 });
    expect(own.body.Success).toBe(true);
    expect(await items('getSalesOrderTransports', { orderid: order })).toEqual([
      {
        id: added.body.NewId,
        orderid: order,
        salesorderlineid: line.NewId,
        TransporterCode: 'T0001',
        Transporter: 'Transport Verbeke',
        pricingtype: 1,
        price: 800,
        packingslip: 'PB-9',
        container: 'MSCU1234565',
        shipping: 'BL-9',
      },
      {
        id: own.body.NewId,
        orderid: order,
        salesorderlineid: line.NewId,
        TransporterCode: '99999999',
        Transporter: 'Eigen vervoer / franco',
        pricingtype: null,
        price: 0,
        packingslip: 'PB-9',
        container: 'MSCU1234565',
        shipping: 'BL-9',
      },
    ]);

    expect((await call('putSalesOrderTransport', { id: added.body.NewId, packing: 'PB-10', container: '', shipping: 'BL-10' })).body).toEqual({
      Success: true,
    });
    expect((await items('getSalesOrderTransports', { orderid: order }))[0]).toMatchObject({ packingslip: 'PB-10', container: '', shipping: 'BL-10' });

    await provider.db.query('update sales_orders set is_completed = true where id = $1', [order]);
    // a completed order's transports change as any other's: the lock is the gateway's
    expect((await call('putSalesOrderTransport', { id: added.body.NewId, packing: 'x' })).body).toEqual({ Success: true });
    expect((await call('deleteSalesOrderTransport', { id: added.body.NewId })).body).toEqual({ Success: true });
    expect((await items('getSalesOrderTransports', { orderid: order })).map((t) => t.id)).toEqual([own.body.NewId]);
    expect((await call('deleteSalesOrderTransport', { id: added.body.NewId })).body.Message).toBe(M.transportNotFound);
  });
});

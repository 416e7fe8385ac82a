import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { required } from '../../lib/required';

let provider: StartedProvider;
let api: Client;
let refs: { supplier: string; otherSupplier: string; customer: string; adminId: string };

beforeAll(async () => {
  provider = await startProvider();
  api = await signIn(provider.url, ADMIN.email, ADMIN.password);
  const suppliers = await provider.db.query<{ code: string }>('select code from suppliers order by code limit 2');
  const customer = await provider.db.query<{ code: string }>("select code from customers where code <> '99999998' order by code limit 1");
  const admin = await provider.db.query<{ id: string }>("select id from users where email = 'admin@backoffice.test'");
  refs = {
    supplier: required(suppliers.rows[0], 'a supplier').code,
    otherSupplier: required(suppliers.rows[1], 'another supplier').code,
    customer: required(customer.rows[0], 'a customer').code,
    adminId: required(admin.rows[0], 'the administrator').id,
  };
}, 60_000);

afterAll(() => provider?.close());

let counter = 0;
/** A new product's payload with a name of its own. */
const newProduct = (extra: Record<string, unknown> = {}) => ({
  supplier: refs.supplier,
  customer: refs.customer,
  product: `Testgraan ${++counter}-${Date.now()}`,
  description: 'Testgraan voor de proef',
  salesunit: 'TON',
  productgroup: 'GRAAN',
  purchaseunit: 'TON',
  kilogram: '1000',
  approver: '',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await api.execute('backoffice', 'postProduct', newProduct(extra));
  expect(answer.body).toEqual({ Success: true, NewId: expect.any(Number) });
  return answer.body.NewId;
}

const product = async (id: number) => (await api.execute('backoffice', 'getProduct', { id })).body.Items[0];

/** An order loading on the day with one line of the product (sales orders are another domain's; written directly). */
async function orderLine(productId: number, loading = '2025-03-10', completed = false): Promise<number> {
  const order = await provider.db.query<{ id: number }>(
    'insert into sales_orders (customer_code, supplier_code, loading_date, is_completed) values ($1, $2, $3, $4) returning id',
    [refs.customer, refs.supplier, loading, completed],
  );
  const line = await provider.db.query<{ id: number }>(
    'insert into sales_order_lines (sales_order_id, product_id, sales_quantity, purchase_quantity) values ($1, $2, 24, 24.5) returning id',
    [required(order.rows[0], 'the new order').id, productId],
  );
  return required(line.rows[0], 'the new line').id;
}

describe('getProducts and getProduct', () => {
  it('lists every product with the list fields of the spec, the latest prices and DeleteButton', async () => {
    const answer = await api.execute('backoffice', 'getProducts', {}, 'GET');
    expect(answer.status).toBe(200);
    const items = answer.body.Items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(50);
    for (const field of [
      'id',
      'Productcode',
      'Supplier',
      'SupplierCode',
      'Product',
      'Customer',
      'CustomerCode',
      'Productgroup',
      'ProductGroupCode',
      'SalesUnit',
      'SalesUnitCode',
      'PurchaseUnit',
      'PurchaseUnitCode',
      'SalesPrice',
      'PurchasePrice',
      'Kilogram',
      'Approver',
      'ApproverUserName',
      'DeleteButton',
    ]) {
      expect(items[0]).toHaveProperty(field);
    }
    const codes = items.map((i) => String(i.Productcode));
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // every product's SalesPrice and PurchasePrice are its newest-dated price (null without one)
    const latest = async (table: string) =>
      new Map(
        (
          await provider.db.query<{ product_id: number; price: string }>(
            `select distinct on (product_id) product_id, price from ${table} order by product_id, start_date desc, id desc`,
          )
        ).rows.map((r) => [r.product_id, Number(r.price)]),
      );
    const sales = await latest('sales_prices');
    const purchase = await latest('purchase_prices');
    expect(sales.size).toBeGreaterThan(0);
    for (const item of items) {
      expect([item.id, item.SalesPrice, item.PurchasePrice]).toEqual([item.id, sales.get(item.id as number) ?? null, purchase.get(item.id as number) ?? null]);
    }
    // DeleteButton is 'False' exactly for the products used on an order line or booked
    const { rows } = await provider.db.query<{ id: number; locked: boolean }>(
      'select p.id, (p.exact_booking is not null or exists (select 1 from sales_order_lines l where l.product_id = p.id)) as locked from products p',
    );
    const locked = new Map(rows.map((r) => [r.id, r.locked]));
    expect(rows.some((r) => r.locked)).toBe(true);
    for (const item of items) expect([item.id, item.DeleteButton]).toEqual([item.id, locked.get(item.id as number) ? 'False' : 'True']);
    const booked = items.find((i) => i.ExactBooking !== '');
    expect(booked?.DeleteButton).toBe('False');
  });

  it('answers one product by id, and refuses an unknown one', async () => {
    const id = await create({ note: 'Analyse vereist', Concentration: '48%', producttype: 2, approver: refs.adminId });
    expect(await product(id)).toMatchObject({
      id,
      Productcode: expect.stringMatching(/^P\d{6}$/),
      SupplierCode: refs.supplier,
      CustomerCode: refs.customer,
      SalesUnitCode: 'TON',
      ProductGroupCode: 'GRAAN',
      Kilogram: 1000,
      Note: 'Analyse vereist',
      Concentration: '48%',
      ProductType: 2,
      Approver: refs.adminId,
      ApproverUserName: 'admin@backoffice.test',
      SalesPrice: null,
      PurchasePrice: null,
      DeleteButton: 'True',
      ExactBooking: '',
    });
    expect((await api.execute('backoffice', 'getProduct', { id: 999999 })).body).toEqual({ Success: false, Message: 'Product not found' });
  });
});

describe("the list's newest prices and DeleteButton, kept on the product (migration 013)", () => {
  const facts = async (id: number) => {
    const item = await product(id);
    return [item.SalesPrice, item.PurchasePrice, item.DeleteButton];
  };
  const addPrices = async (table: string, productId: number, rows: [string, number][]) => {
    const values = rows.map((_, i) => `($1, $${2 * i + 2}::date, '2099-12-31', $${2 * i + 3})`).join(', ');
    const { rows: added } = await provider.db.query<{ id: number }>(
      `insert into ${table} (product_id, start_date, end_date, price) values ${values} returning id`,
      [productId, ...rows.flat()],
    );
    return added.map((r) => r.id);
  };

  it('follows every insert, change and removal of a price or an order line, in the list and the detail', async () => {
    const id = await create();
    const other = await create();
    expect(await facts(id)).toEqual([null, null, 'True']);

    const [january, june] = await addPrices('sales_prices', id, [
      ['2025-01-01', 10],
      ['2025-06-01', 12],
    ]);
    expect(await facts(id)).toEqual([12, null, 'True']);
    await addPrices('sales_prices', id, [['2025-03-01', 11]]); // not the newest
    expect(await facts(id)).toEqual([12, null, 'True']);
    await provider.db.query('update sales_prices set price = 13 where id = $1', [june]);
    expect(await facts(id)).toEqual([13, null, 'True']);
    await provider.db.query('delete from sales_prices where id = $1', [june]);
    expect(await facts(id)).toEqual([11, null, 'True']);
    await provider.db.query('update sales_prices set start_date = $2 where id = $1', [january, '2025-04-01']);
    expect(await facts(id)).toEqual([10, null, 'True']);
    await addPrices('purchase_prices', id, [
      ['2025-02-01', 7.25],
      ['2025-02-01', 7.5], // same day: the later one wins
    ]);
    expect(await facts(id)).toEqual([10, 7.5, 'True']);

    const first = await orderLine(id);
    const second = await orderLine(id);
    expect(await facts(id)).toEqual([10, 7.5, 'False']);
    await provider.db.query('delete from sales_order_lines where id = $1', [first]);
    expect(await facts(id)).toEqual([10, 7.5, 'False']);
    // a line moved to another product takes the use with it
    await provider.db.query('update sales_order_lines set product_id = $2 where id = $1', [second, other]);
    expect([(await facts(id))[2], (await facts(other))[2]]).toEqual(['True', 'False']);
    // an order deleted with its lines (a cascade)
    await provider.db.query('delete from sales_orders where id = (select sales_order_id from sales_order_lines where id = $1)', [second]);
    expect((await facts(other))[2]).toBe('True');

    const listed = (await api.execute('backoffice', 'getProducts')).body.Items.find((i: { id: number }) => i.id === id);
    expect([listed.SalesPrice, listed.PurchasePrice, listed.DeleteButton]).toEqual([10, 7.5, 'True']);

    // and no product's kept facts differ from its prices and lines now
    const { rows } = await provider.db.query<{ n: number }>(
      `select count(*)::int as n from products p
        where (p.latest_sales_price, p.latest_purchase_price, p.on_order_line) is distinct from (
              (select x.price from sales_prices x where x.product_id = p.id order by x.start_date desc, x.id desc limit 1),
              (select x.price from purchase_prices x where x.product_id = p.id order by x.start_date desc, x.id desc limit 1),
              exists (select 1 from sales_order_lines l where l.product_id = p.id))`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('postProduct and checkDuplicateProduct', () => {
  it('gives each new product the next product code', async () => {
    const a = await product(await create());
    const b = await product(await create());
    expect(Number(b.Productcode.slice(1))).toBe(Number(a.Productcode.slice(1)) + 1);
  });

  it('needs supplier, customer, product, units, group and kilogram, named in the message', async () => {
    const answer = await api.execute('backoffice', 'postProduct', { product: 'X', kilogram: 'veel' });
    expect(answer.status).toBe(400);
    for (const field of ['supplier', 'customer', 'salesunit', 'productgroup', 'purchaseunit']) expect(answer.body.Message).toContain(`${field} is required`);
    expect(answer.body.Message).toContain('kilogram must be a number');
  });

  it('refuses unknown references', async () => {
    expect((await api.execute('backoffice', 'postProduct', newProduct({ supplier: 'nope' }))).body).toEqual({ Success: false, Message: 'Supplier not found' });
    expect((await api.execute('backoffice', 'postProduct', newProduct({ customer: 'nope' }))).body.Message).toBe('Customer not found');
    expect((await api.execute('backoffice', 'postProduct', newProduct({ salesunit: 'XX' }))).body.Message).toBe('Unit not found');
    expect((await api.execute('backoffice', 'postProduct', newProduct({ productgroup: 'XX' }))).body.Message).toBe('Product group not found');
    expect((await api.execute('backoffice', 'postProduct', newProduct({ approver: 'no-such-user' }))).body.Message).toBe('Approver not found');
  });

  it('finds a duplicate on product (any case), supplier and customer, and refuses to create it', async () => {
    const payload = newProduct();
    await create({ product: payload.product });
    const check = await api.execute('backoffice', 'checkDuplicateProduct', {
      product: payload.product.toUpperCase(),
      suppliercode: refs.supplier,
      customercode: refs.customer,
    });
    expect(check.body).toEqual({ Success: true, Items: [{ Id: expect.any(Number), Productcode: expect.any(String), Message: 'Duplicated Product!' }] });
    const otherSupplier = await api.execute('backoffice', 'checkDuplicateProduct', {
      product: payload.product,
      suppliercode: refs.otherSupplier,
      customercode: refs.customer,
    });
    expect(otherSupplier.body).toEqual({ Success: true, Items: [] });
    expect((await api.execute('backoffice', 'postProduct', payload)).body).toEqual({ Success: false, Message: 'Duplicated Product!' });
  });
});

describe('putProduct', () => {
  it('changes the fields given, keeps the others, keeps the approver when it is sent empty, clears a note sent empty', async () => {
    const id = await create({ note: 'Oude notitie', approver: refs.adminId });
    expect((await api.execute('backoffice', 'putProduct', { id, kilogram: '950.5', salesunit: 'KG', approver: '', note: '' })).body).toEqual({ Success: true });
    expect(await product(id)).toMatchObject({
      Kilogram: 950.5,
      SalesUnitCode: 'KG',
      PurchaseUnitCode: 'TON',
      Approver: refs.adminId,
      Note: '',
      SupplierCode: refs.supplier,
    });
  });

  it('refuses to become the duplicate of another product, and an unknown id', async () => {
    const taken = newProduct();
    await create({ product: taken.product });
    const id = await create();
    expect((await api.execute('backoffice', 'putProduct', { id, product: taken.product })).body).toEqual({ Success: false, Message: 'Duplicated Product!' });
    // keeping its own identity is no duplicate
    expect((await api.execute('backoffice', 'putProduct', { id, description: 'Nieuw' })).body).toEqual({ Success: true });
    expect((await api.execute('backoffice', 'putProduct', { id: 999999, description: 'x' })).body.Message).toBe('Product not found');
  });
});

describe('copyProduct', () => {
  it('creates a product from another with its documents and latest prices, not approved', async () => {
    const source = await create({ note: 'Bron' });
    await provider.db.query(
      `insert into purchase_prices (product_id, start_date, end_date, price, is_approved) values ($1, '2024-01-01', '2024-12-31', 180, true), ($1, '2025-01-01', '2025-12-31', 190, true)`,
      [source],
    );
    await provider.db.query(
      `insert into sales_prices (product_id, start_date, end_date, price, is_approved) values ($1, '2025-01-01', '2025-12-31', 210, true)`,
      [source],
    );
    await provider.db.query(
      `insert into transport_prices (product_id, transporter_code, pricing_type, start_date, end_date, price, is_approved)
       values ($1, 'T0001', 1, '2024-01-01', '2024-12-31', 500, true), ($1, 'T0001', 1, '2025-01-01', '2025-12-31', 550, true), ($1, 'T0002', 2, '2025-01-01', '2025-12-31', 12, true)`,
      [source],
    );
    const file = await provider.db.query<{ id: number }>(
      "insert into files (name, content_type, size, content) values ('fiche.txt', 'text/plain', 1, 'x') returning id",
    );
    await api.execute('backoffice', 'postProductDocument', { productId: source, FileId: required(file.rows[0], 'the new file').id });

    const answer = await api.execute('backoffice', 'copyProduct', { id: source, customer: '100002', product: `Kopie ${Date.now()}` });
    expect(answer.body).toEqual({ Success: true, NewId: expect.any(Number) });
    const copy = answer.body.NewId;
    expect(await product(copy)).toMatchObject({
      CustomerCode: '100002',
      SupplierCode: refs.supplier,
      Note: 'Bron',
      ExactBooking: '',
      PurchasePrice: 190,
      SalesPrice: 210,
    });
    const purchase = (await api.execute('backoffice', 'getPurchasePrices', { productid: copy })).body.Items;
    expect(purchase).toEqual([expect.objectContaining({ Price: 190, isApproved: false, StartDate: '2025-01-01T00:00:00' })]);
    const transport = (await api.execute('backoffice', 'getTransportPrices', { productid: copy })).body.Items;
    expect(transport.map((t: { transportercode: string; Price: number }) => [t.transportercode, t.Price]).sort()).toEqual([
      ['T0001', 550],
      ['T0002', 12],
    ]);
    const documents = (await api.execute('backoffice', 'getProductDocuments', { productId: copy })).body.Items;
    expect(documents).toEqual([{ ProductId: copy, FileStorageId: file.rows[0]?.id, FileName: 'fiche.txt' }]);
  });

  it('refuses a copy that would duplicate the source', async () => {
    const source = await create();
    expect((await api.execute('backoffice', 'copyProduct', { id: source })).body).toEqual({ Success: false, Message: 'Duplicated Product!' });
    expect((await api.execute('backoffice', 'copyProduct', { id: 999999, product: 'x' })).body.Message).toBe('Product not found');
  });
});

describe('deleteProduct', () => {
  it('deletes an unused, unbooked product', async () => {
    const id = await create();
    expect((await api.execute('backoffice', 'deleteProduct', { id })).body).toEqual({ Success: true });
    expect((await api.execute('backoffice', 'getProduct', { id })).body.Message).toBe('Product not found');
    expect((await api.execute('backoffice', 'deleteProduct', { id })).body.Message).toBe('Product not found');
  });

  it('refuses a product used on an order line (DeleteButton False)', async () => {
    const id = await create();
    await orderLine(id);
    expect((await product(id)).DeleteButton).toBe('False');
    expect((await api.execute('backoffice', 'deleteProduct', { id })).body).toEqual({
      Success: false,
      Message: 'The product is used on an order line and cannot be deleted',
    });
    expect(await product(id)).toBeDefined();
  });

  it('refuses a product booked in the accounting package', async () => {
    const id = await create();
    await api.execute('backoffice', 'sendProductToExact', { productid: id });
    expect((await product(id)).DeleteButton).toBe('False');
    expect((await api.execute('backoffice', 'deleteProduct', { id })).body.Message).toBe(
      'The product is booked in the accounting package and cannot be deleted',
    );
  });
});

describe('product documents', () => {
  it('links uploaded files and lists them per product, for one or several products', async () => {
    const a = await create();
    const b = await create();
    const upload = async (name: string) => {
      const form = new FormData();
      form.append('file', new Blob(['inhoud'], { type: 'text/plain' }), name);
      return (await api.postRaw('/api/factory/upload-file', form)).body.Id as number;
    };
    const [f1, f2] = [await upload('b-analyse.txt'), await upload('a-fiche.txt')];
    for (const [productId, FileId] of [
      [a, f1],
      [a, f2],
      [b, f1],
    ])
      expect((await api.execute('backoffice', 'postProductDocument', { productId, FileId })).body).toEqual({ Success: true });
    // linking twice changes nothing
    await api.execute('backoffice', 'postProductDocument', { productId: a, FileId: f1 });
    expect((await api.execute('backoffice', 'getProductDocuments', { productId: a }, 'GET')).body.Items).toEqual([
      { ProductId: a, FileStorageId: f2, FileName: 'a-fiche.txt' },
      { ProductId: a, FileStorageId: f1, FileName: 'b-analyse.txt' },
    ]);
    const both = (await api.execute('backoffice', 'getProductDocuments', { productIds: `${a},${b}` }, 'GET')).body.Items;
    expect(both).toHaveLength(3);
    expect((await api.execute('backoffice', 'postProductDocument', { productId: a, FileId: 999999 })).body.Message).toBe('File not found');
    expect((await api.execute('backoffice', 'postProductDocument', { productId: 999999, FileId: f1 })).body.Message).toBe('Product not found');
    expect((await api.execute('backoffice', 'getProductDocuments', {})).status).toBe(400);
  });

  it('seeds documents, PDFs among them', async () => {
    const { rows } = await provider.db.query<{ n: number; pdf: number }>(
      "select count(*)::int as n, count(*) filter (where f.content_type = 'application/pdf' and substring(f.content from 1 for 5) = '%PDF-'::bytea)::int as pdf from product_documents d join files f on f.id = d.file_id",
    );
    expect(rows[0]?.n).toBeGreaterThan(5);
    expect(rows[0]?.pdf).toBeGreaterThan(5);
  });
});

describe('sendProductToExact', () => {
  it('gives the product the next booking number, once', async () => {
    const id = await create();
    const answer = await api.execute('backoffice', 'sendProductToExact', { productid: id });
    expect(answer.body).toEqual({ Success: true, Items: [{ ExactBooking: expect.stringMatching(/^\d+$/) }] });
    const booking = answer.body.Items[0].ExactBooking;
    const { rows } = await provider.db.query<{ max: string }>("select max(exact_booking::bigint)::text as max from products where exact_booking ~ '^[0-9]+$'");
    expect(booking).toBe(rows[0]?.max);
    expect((await product(id)).ExactBooking).toBe(booking);
    expect((await api.execute('backoffice', 'sendProductToExact', { productid: id })).body).toEqual({
      Success: false,
      Message: 'The product is already booked in the accounting package',
    });
    expect((await product(id)).ExactBooking).toBe(booking);
  });
});

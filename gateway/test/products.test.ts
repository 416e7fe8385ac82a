import { ADMIN, codes, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { buildSalesOrder } from '../../provider/src/seed/builders';

let stack: Stack;
let admin: string;
let order: string;
let adminId: string;
let supplier: string;
let customer: string;

beforeAll(async () => {
  stack = await startStack();
  [admin, order] = [await stack.login(ADMIN), await stack.login(ORDER)];
  const users = await stack.gql<{ users: { id: string; email: string }[] }>('{ users { id email } }', {}, { token: admin });
  adminId = required(
    users.data.users.find((u) => u.email === ADMIN.email),
    'the administrator',
  ).id;
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

const PAGE = `query($filter: ProductFilter, $sort: [ProductSort!], $page: ListPage) {
  products(filter: $filter, sort: $sort, page: $page) {
    totalCount
    nodes {
      id code name description kilogram canDelete accountingBooking salesPrice purchasePrice isTemporary
      supplier { code name hasDemurrage } customer { code name note } productGroup { code name } productType { id name }
      salesUnit { code name } purchaseUnit { code name } approver { id userName }
      purchasePrices(latest: true) { id price startDate endDate isApproved canDelete }
      salesPrices { id price startDate }
      transportPrices(latest: true) { id price pricingType transporter { code name needsPricingType } }
      documents { id fileName downloadUrl }
    }
  }
}`;

const PRODUCT = `query($id: ID!) { product(id: $id) {
  id code name description note kilogram canDelete accountingBooking approver { id userName } supplier { code } customer { code }
  salesUnit { code } purchaseUnit { code } productGroup { code } productType { id }
  documents { id fileName downloadUrl }
} }`;

const FIELDS =
  'product { id code name description note kilogram approver { id userName } supplier { code } customer { code } documents { id fileName downloadUrl } } userErrors { field code message }';
const CREATE = `mutation($i: CreateProductInput!) { createProduct(input: $i) { ${FIELDS} } }`;
const COPY = `mutation($i: CopyProductInput!) { copyProduct(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateProductInput!) { updateProduct(input: $i) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteProduct(input: { id: $id }) { deletedId userErrors { field code message } } }';
const SEND = 'mutation($id: ID!) { sendProductToAccounting(input: { id: $id }) { product { id accountingBooking canDelete } userErrors { code message } } }';
const ATTACH =
  'mutation($p: ID!, $f: [ID!]!) { attachProductDocuments(input: { productId: $p, fileIds: $f }) { product { documents { id fileName downloadUrl } } userErrors { field code message } } }';

let counter = 0;
const input = (extra: Record<string, unknown> = {}) => ({
  supplierCode: supplier,
  customerCode: customer,
  name: `Gatewaygraan ${++counter}-${Date.now()}`,
  description: 'Proefproduct',
  salesUnitCode: 'TON',
  purchaseUnitCode: 'TON',
  productGroupCode: 'GRAAN',
  kilogram: '1000',
  approverId: adminId,
  ...extra,
});

async function createProduct(extra: Record<string, unknown> = {}, token = admin) {
  const r = await stack.gql(CREATE, { i: input(extra) }, { token });
  expect(r.errors).toBeUndefined();
  expect(r.data.createProduct.userErrors).toEqual([]);
  return r.data.createProduct.product;
}

async function upload(name: string, content: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  const res = await fetch(`${stack.url}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const productCount = async () => required((await stack.db.query<{ n: number }>('select count(*)::int as n from products')).rows[0], 'the product count').n;

describe('products list', () => {
  it('costs the same bounded number of provider calls for 5 or 60 products with all their relations and price lists', async () => {
    const counts: number[] = [];
    for (const limit of [5, 60]) {
      stack.calls.length = 0;
      const r = await stack.gql(PAGE, { page: { limit } }, { token: order });
      expect(r.errors).toBeUndefined();
      expect(r.data.products.nodes).toHaveLength(limit);
      counts.push(stack.calls.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // products, suppliers (demurrage flag), customers (note), types; purchase, sales, transport,
    // documents. Groups, units and transporters come with the rows' own code and name (was 11).
    expect(counts[1]).toBe(8);
    expect(new Set(stack.calls.map((c) => c.path)).size).toBe(8);
    expect(stack.calls.map((c) => c.path.split('/').pop())).not.toEqual(expect.arrayContaining(['getUnitsDropdown']));
  });

  it('answers products with their relations, the latest prices and the list fields', async () => {
    const r = await stack.gql(PAGE, { page: { limit: 60 } }, { token: order });
    const nodes = r.data.products.nodes as any[];
    expect(r.data.products.totalCount).toBeGreaterThanOrEqual(60);
    const first = nodes[0];
    expect(first.code).toMatch(/^P\d{6}$/);
    expect(first.supplier.name).toEqual(expect.any(String));
    expect(first.salesUnit.code).toEqual(expect.any(String));
    expect(first.purchasePrices).toHaveLength(1);
    // the product's purchasePrice is the latest purchase price's price
    expect(first.purchasePrice).toBe(first.purchasePrices[0].price);
    expect(first.salesPrices.length).toBeGreaterThan(1);
    expect(first.salesPrice).toBe(first.salesPrices[0].price);
    const starts = first.salesPrices.map((p: { startDate: string }) => p.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    // latest transport prices: one per transporter and pricing type
    for (const node of nodes) {
      const groups = node.transportPrices.map((t: any) => `${t.transporter.code}|${t.pricingType}`);
      expect(new Set(groups).size).toBe(groups.length);
    }
    expect(
      nodes.some((n) => n.transportPrices.some((t: any) => t.transporter.code === '99999999' && t.pricingType === null && !t.transporter.needsPricingType)),
    ).toBe(true);
    const withDocs = nodes.find((n) => n.documents.length);
    expect(withDocs.documents[0]).toEqual({ id: expect.any(String), fileName: expect.any(String), downloadUrl: `/files/${withDocs.documents[0].id}` });
    expect(nodes.some((n) => n.accountingBooking && n.canDelete === false)).toBe(true);
  });

  it('filters, sorts and pages on the server', async () => {
    const all = await stack.gql('{ products(page: { limit: 10000 }) { totalCount nodes { id name salesPrice supplier { code } } } }', {}, { token: order });
    const total = all.data.products.totalCount;
    const tarwe = all.data.products.nodes.filter((n: { name: string }) => n.name === 'Tarwe').length;
    const r = await stack.gql(
      PAGE.replace(/nodes \{[\s\S]*\n {4}\}\n {2}\}/, 'nodes { name salesPrice } }'),
      {
        filter: { conditions: [{ field: 'NAME', operator: 'IS', value: 'tarwe' }] },
        sort: [{ field: 'SALES_PRICE', direction: 'DESC' }],
        page: { offset: 0, limit: 2 },
      },
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.products.totalCount).toBe(tarwe);
    expect(r.data.products.nodes.length).toBe(Math.min(2, tarwe));
    const prices = r.data.products.nodes.map((n: { salesPrice: string }) => Number(n.salesPrice));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(total).toBeGreaterThan(tarwe);
    const search = await stack.gql('query($f: ProductFilter) { products(filter: $f) { totalCount } }', { f: { search: 'sojaschroot' } }, { token: order });
    expect(search.data.products.totalCount).toBeGreaterThan(0);
    expect(search.data.products.totalCount).toBeLessThan(total);
    // Field names are the list's enum: an unknown name is refused before anything runs.
    const bad = await stack.gql('{ products(filter: { conditions: [{ field: nope, operator: IS, value: "x" }] }) { totalCount } }', {}, { token: order });
    expect(codes(bad)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    for (const name of ['constructor', '__proto__', 'name']) {
      const r = await stack.gql(
        'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
        { f: { conditions: [{ field: name, operator: 'IS', value: 'x' }] } },
        { token: order },
      );
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('needs a session', async () => {
    expect(codes(await stack.gql('{ products { totalCount } }'))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('createProduct', () => {
  it('creates a product, attaches the uploaded files and answers it with its documents', async () => {
    const [a, b] = [await upload('analyse.txt', 'vocht 12%'), await upload('fiche.txt', 'fiche')];
    const product = await createProduct({ fileIds: [a, b], note: 'Eerste levering', kilogram: '1000,5' });
    expect(product).toMatchObject({
      code: expect.stringMatching(/^P\d{6}$/),
      description: 'Proefproduct',
      note: 'Eerste levering',
      kilogram: '1000.5',
      approver: { id: adminId, userName: 'admin@backoffice.test' },
      supplier: { code: supplier },
    });
    expect(product.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['analyse.txt', 'fiche.txt']);
    const download = await fetch(`${stack.url}${product.documents[0].downloadUrl}`, { headers: { authorization: `Bearer ${order}` } });
    expect(await download.text()).toBe('vocht 12%');
  });

  it('refuses a duplicate with DUPLICATE "Duplicated Product!" and creates nothing', async () => {
    const first = await createProduct();
    const before = await productCount();
    const r = await stack.gql(CREATE, { i: input({ name: first.name.toUpperCase() }) }, { token: admin });
    expect(r.data.createProduct).toEqual({ product: null, userErrors: [{ field: 'name', code: 'DUPLICATE', message: 'Duplicated Product!' }] });
    expect(await productCount()).toBe(before);
  });

  it('requires the form fields and, for administrators, the approver, without calling the provider to create', async () => {
    stack.calls.length = 0;
    const r = await stack.gql(CREATE, { i: input({ supplierCode: '', salesUnitCode: ' ', approverId: null, kilogram: '-1' }) }, { token: admin });
    expect(r.data.createProduct.product).toBeNull();
    expect(r.data.createProduct.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['approverId', 'kilogram', 'salesUnitCode', 'supplierCode']);
    expect(r.data.createProduct.userErrors.every((e: { code: string }) => e.code === 'INVALID_INPUT')).toBe(true);
    expect(stack.calls).toEqual([]);
  });

  it('ignores the approver of a non-administrator (it is not required for them)', async () => {
    const product = await createProduct({ approverId: adminId }, order);
    expect(product.approver).toBeNull();
    const without = await createProduct({ approverId: null }, order);
    expect(without.approver).toBeNull();
  });

  it('answers an unknown supplier as NOT_FOUND on its field', async () => {
    const r = await stack.gql(CREATE, { i: input({ supplierCode: 'NOPE' }) }, { token: admin });
    expect(r.data.createProduct.userErrors).toEqual([{ field: 'supplierCode', code: 'NOT_FOUND', message: 'Supplier not found' }]);
  });
});

describe('updateProduct and copyProduct', () => {
  it('changes what is given, clears a note sent empty, keeps the approver for non-administrators', async () => {
    const product = await createProduct({ note: 'oud' });
    const r = await stack.gql(
      UPDATE,
      { i: { id: product.id, kilogram: '950', note: '', approverId: null, description: 'Nieuwe omschrijving' } },
      { token: order },
    );
    expect(r.data.updateProduct.userErrors).toEqual([]);
    expect(r.data.updateProduct.product).toMatchObject({
      kilogram: '950',
      note: null,
      description: 'Nieuwe omschrijving',
      approver: { id: adminId },
      name: product.name,
    });
  });

  it('refuses to make a product the duplicate of another', async () => {
    const taken = await createProduct();
    const product = await createProduct();
    const r = await stack.gql(UPDATE, { i: { id: product.id, name: taken.name } }, { token: admin });
    expect(r.data.updateProduct.userErrors).toEqual([{ field: 'name', code: 'DUPLICATE', message: 'Duplicated Product!' }]);
    const unchanged = await stack.gql(PRODUCT, { id: product.id }, { token: admin });
    expect(unchanged.data.product.name).toBe(product.name);
    expect((await stack.gql(UPDATE, { i: { id: '999999', note: 'x' } }, { token: admin })).data.updateProduct.userErrors[0].code).toBe('NOT_FOUND');
  });

  it('copies a product under another customer with its documents; a copy onto itself is a duplicate', async () => {
    const file = await upload('copy.txt', 'c');
    const source = await createProduct({ fileIds: [file] });
    const copy = await stack.gql(COPY, { i: { ...input({ name: source.name }), sourceId: source.id, customerCode: '100002' } }, { token: admin });
    expect(copy.data.copyProduct.userErrors).toEqual([]);
    expect(copy.data.copyProduct.product).toMatchObject({ name: source.name, customer: { code: '100002' }, documents: [{ fileName: 'copy.txt' }] });
    expect(copy.data.copyProduct.product.id).not.toBe(source.id);
    const again = await stack.gql(COPY, { i: { ...input({ name: source.name }), sourceId: source.id } }, { token: admin });
    expect(again.data.copyProduct.userErrors[0]).toMatchObject({ code: 'DUPLICATE', message: 'Duplicated Product!' });
  });

  it('attaches documents to an existing product', async () => {
    const product = await createProduct();
    const file = await upload('later.txt', 'l');
    const r = await stack.gql(ATTACH, { p: product.id, f: [file, '999999'] }, { token: order });
    expect(r.data.attachProductDocuments.product.documents).toEqual([{ id: file, fileName: 'later.txt', downloadUrl: `/files/${file}` }]);
    expect(r.data.attachProductDocuments.userErrors).toEqual([{ field: 'fileIds.1', code: 'NOT_FOUND', message: 'File not found' }]);
  });
});

describe('deleteProduct and sendProductToAccounting', () => {
  it('lets any signed-in user delete a product the provider allows', async () => {
    const product = await createProduct();
    const r = await stack.gql(DELETE, { id: product.id }, { token: order });
    expect(r.data.deleteProduct).toEqual({ deletedId: product.id, userErrors: [] });
    expect((await stack.gql(PRODUCT, { id: product.id }, { token: order })).data.product).toBeNull();
  });

  it('refuses to delete a product used on an order line (canDelete false), and keeps it', async () => {
    const product = await createProduct();
    await buildSalesOrder(stack.db, { customer, supplier, loadingDate: '2025-02-02', lines: [{ productId: product.id }] });
    expect((await stack.gql(PRODUCT, { id: product.id }, { token: order })).data.product.canDelete).toBe(false);
    const r = await stack.gql(DELETE, { id: product.id }, { token: order });
    expect(r.data.deleteProduct).toEqual({
      deletedId: null,
      userErrors: [{ field: null, code: 'REFUSED', message: 'The product is used on an order line and cannot be deleted' }],
    });
    expect((await stack.gql(PRODUCT, { id: product.id }, { token: order })).data.product).not.toBeNull();
  });

  it('sends a product to the accounting package once; a booked product cannot be deleted', async () => {
    const product = await createProduct();
    const sent = await stack.gql(SEND, { id: product.id }, { token: admin });
    expect(sent.data.sendProductToAccounting).toEqual({
      product: { id: product.id, accountingBooking: expect.stringMatching(/^\d+$/), canDelete: false },
      userErrors: [],
    });
    const again = await stack.gql(SEND, { id: product.id }, { token: admin });
    expect(again.data.sendProductToAccounting).toEqual({
      product: null,
      userErrors: [{ code: 'REFUSED', message: 'The product is already booked in the accounting package' }],
    });
    expect((await stack.gql(DELETE, { id: product.id }, { token: admin })).data.deleteProduct.userErrors[0].code).toBe('REFUSED');
  });
});

describe('product', () => {
  it('answers null for an unknown id', async () => {
    expect((await stack.gql(PRODUCT, { id: '999999' }, { token: order })).data.product).toBeNull();
    expect((await stack.gql(PRODUCT, { id: 'abc' }, { token: order })).data.product).toBeNull();
  });

  it('lists approvers for administrators only', async () => {
    const r = await stack.gql('{ approvers { id userName } }', {}, { token: admin });
    expect(r.data.approvers).toContainEqual({ id: adminId, userName: 'admin@backoffice.test' });
    expect(codes(await stack.gql('{ approvers { id } }', {}, { token: order }))).toEqual(['FORBIDDEN']);
  });
});

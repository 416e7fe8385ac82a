import { ADMIN, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { NO_EXTENSIONS } from '../src/provider/extensions';

// Versions over the strict provider (the spec part of the contract alone, no extensions): a list row
// and the detail of the same record must carry the same version, or every save from a list is refused.
let stack: Stack;
let admin: string;
let finance: string;
let productId: string;
let orderId: string;

beforeAll(async () => {
  stack = await startStack({ providerExtensions: NO_EXTENSIONS }, undefined, { providerProfile: { profile: 'spec' } });
  [admin, finance] = await Promise.all([stack.login(ADMIN), stack.login(FINANCE)]);
  // every tracked product field set, so that a field the list answers differently shows
  const { rows } = await stack.db.query<{ id: number; supplier_code: string; customer_code: string }>(
    `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group, product_type,
       kilogram, note, concentration, addition, approver_id)
     select 'PHS0001', (select code from suppliers where not demurrage order by code limit 1), '100003', 'Versiegraan', 'Graan', 'TON', 'KG', 'GRAAN',
       (select min(id) from product_types), 1000.5, 'droog', '12%', 'bio', (select id from users where lower(email) = lower($1))
     returning id, supplier_code, customer_code`,
    [ADMIN.email],
  );
  const p = required(rows[0], 'the test product');
  productId = String(p.id);
  const { rows: so } = await stack.db.query<{ id: number }>(
    `insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, comments, pickup_reference)
     values ($1, $2, 'HS-1', current_date, 'spec', 'RLS-HS') returning id`,
    [p.customer_code, p.supplier_code],
  );
  orderId = String(required(so[0], 'the order').id);
}, STACK_START_MS);
afterEach(async () => {
  const strict = required(stack.provider ?? undefined, 'the strict provider');
  const found = await strict.violations();
  await strict.clearViolations();
  expect(JSON.stringify(found, null, 2)).toBe('[]');
});
afterAll(() => stack?.close());

const PRODUCT_FIELDS = `id version code name description supplier { code } customer { code } productGroup { code } productType { id }
  salesUnit { code } purchaseUnit { code } kilogram note concentration addition approver { id } accountingBooking`;
const ORDER_FIELDS = `id version customer { code } supplier { code } customerReference loadingDate arrivalDate comments shippingCompany { code }
  pickupReference isCompleted accountingBooking`;

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
  const r = await stack.gql(query, variables, { token });
  expect(r.errors).toBeUndefined();
  return r.data;
};

describe('versions over the strict provider', () => {
  // the spec's list has no note (an extension): it is left out of the version, so list and detail agree
  it('gives a product the same version (and tracked fields but the note) in the products list as in product(id)', async () => {
    const list = await gql(admin, `{ products(page: { limit: 1000 }) { nodes { ${PRODUCT_FIELDS} } } }`);
    const row = required(
      list.products.nodes.find((n: { id: string }) => n.id === productId),
      'the product in the list',
    );
    const detail = (await gql(admin, `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id: productId })).product;
    expect(detail.note).toBe('droog');
    expect({ ...row, note: 'droog' }).toEqual(detail);
    // and so for the seeded products on the list's first page
    for (const n of list.products.nodes.slice(0, 10)) {
      const other = (await gql(admin, `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id: n.id })).product;
      expect({ ...n, note: other.note }).toEqual(other);
    }
  });

  it('gives a sales order the same version in the salesOrders list as in salesOrder(id)', async () => {
    const list = await gql(admin, `{ salesOrders(range: ALL, page: { limit: 20 }) { nodes { ${ORDER_FIELDS} } } }`);
    const row = required(
      list.salesOrders.nodes.find((n: { id: string }) => n.id === orderId),
      'the order in the list',
    );
    const detail = (await gql(admin, `query($id: ID!) { salesOrder(id: $id) { ${ORDER_FIELDS} } }`, { id: orderId })).salesOrder;
    expect(row).toEqual(detail);
    for (const n of list.salesOrders.nodes.slice(0, 10)) {
      const other = (await gql(admin, `query($id: ID!) { salesOrder(id: $id) { ${ORDER_FIELDS} } }`, { id: n.id })).salesOrder;
      expect(n).toEqual(other);
    }
  });

  it('refuses a stale updateProduct and leaves the product as the first save made it', async () => {
    const UPDATE = `mutation($i: UpdateProductInput!) { updateProduct(input: $i) { product { id version kilogram }
      userErrors { field code conflict { currentVersion changes { userName action changes { field oldValue newValue } } } } } }`;
    const seen = (await gql(finance, `query($id: ID!) { product(id: $id) { version } }`, { id: productId })).product.version;
    const first = (await gql(admin, UPDATE, { i: { id: productId, kilogram: '990', expectedVersion: seen } })).updateProduct;
    expect(first.userErrors).toEqual([]);
    const userName = (await gql(admin, '{ me { userName } }')).me.userName;
    const stale = (await gql(finance, UPDATE, { i: { id: productId, kilogram: '980', expectedVersion: seen } })).updateProduct;
    expect(stale).toEqual({
      product: null,
      userErrors: [
        {
          field: 'expectedVersion',
          code: 'CHANGED_BY_SOMEONE_ELSE',
          conflict: {
            currentVersion: first.product.version,
            changes: [{ userName, action: 'CHANGED', changes: [{ field: 'kilogram', oldValue: '1000.5', newValue: '990' }] }],
          },
        },
      ],
    });
    const { rows } = await stack.db.query<{ kilogram: string }>('select kilogram from products where id = $1', [Number(productId)]);
    expect(Number(rows[0]?.kilogram)).toBe(990);
    // the save's entry was made from what the detail answers: reading it finds no outside change
    const history = (await gql(finance, `query($id: ID!) { product(id: $id) { history { nodes { userName action } } } }`, { id: productId })).product.history;
    expect(history.nodes).toEqual([{ userName, action: 'CHANGED' }]);
    // the version the list shows now is the one to save with
    const list = await gql(finance, `{ products(page: { limit: 1000 }) { nodes { id version } } }`);
    expect(list.products.nodes.find((n: { id: string }) => n.id === productId)).toEqual({ id: productId, version: first.product.version });
  });

  it('gives a Change Price row its product by code, so that a stale price change is refused there too', async () => {
    const PRICE = 'mutation($i: CreatePriceInput!) { createPurchasePrice(input: $i) { purchasePrice { id version } userErrors { code } } }';
    const created = (await gql(admin, PRICE, { i: { productId, price: '150', startDate: '2033-01-01', endDate: '2033-12-31' } })).createPurchasePrice;
    expect(created.userErrors).toEqual([]);
    const price = created.purchasePrice;
    const rows = (await gql(finance, 'query { priceChanges(date: "2033-06-01") { id kind product { id } } }')).priceChanges;
    expect(rows.find((r: { id: string; kind: string }) => r.id === price.id && r.kind === 'PURCHASE')).toEqual({
      id: price.id,
      kind: 'PURCHASE',
      product: { id: productId },
    });
    const UPDATE = `mutation($i: UpdatePriceInput!) { updatePurchasePrice(input: $i) { userErrors { code } } }`;
    const dates = { productId, startDate: '2033-01-01', endDate: '2033-12-31' };
    expect((await gql(admin, UPDATE, { i: { id: price.id, ...dates, price: '155', expectedVersion: price.version } })).updatePurchasePrice.userErrors).toEqual(
      [],
    );
    const CHANGE = `mutation($i: UpdatePriceChangeInput!) { updatePriceChange(input: $i) { updatedId userErrors { field code } } }`;
    const stale = (
      await gql(finance, CHANGE, {
        i: { kind: 'PURCHASE', id: price.id, productId, price: '160', startDate: '2033-01-01', endDate: '2033-12-31', expectedVersion: price.version },
      })
    ).updatePriceChange;
    expect(stale).toEqual({ updatedId: null, userErrors: [{ field: 'expectedVersion', code: 'CHANGED_BY_SOMEONE_ELSE' }] });
    const { rows: stored } = await stack.db.query<{ price: string }>('select price::text as price from purchase_prices where id = $1', [Number(price.id)]);
    expect(stored[0]?.price).toBe('155.0000');
  });
});

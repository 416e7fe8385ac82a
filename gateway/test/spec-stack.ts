import { createLogger } from '../src/common/logger';
import { NO_EXTENSIONS } from '../src/provider/extensions';
import { required } from '../src/common/required';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { ADMIN, ORDER, startStack, type Stack, type StackOverrides, STACK_START_MS } from './harness';

/** A product of a supplier without demurrage (default VAT code 2), a sales order of the test's own with two lines. */
export interface SpecFixture {
  supplier: string;
  customer: string;
  productId: string;
  orderId: string;
  lines: string[];
}

export const ERRORS = 'userErrors { field code message }';
const PURCHASE = 'id invoiceNumber description totalExclVat totalVat isCompleted';
const CREATE_PURCHASE = `mutation($i: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $i) { purchaseOrder { ${PURCHASE} } ${ERRORS} } }`;
export const UPDATE_PURCHASE = `mutation($i: UpdatePurchaseOrderInput!) { updatePurchaseOrder(input: $i) { purchaseOrder { ${PURCHASE} } ${ERRORS} } }`;

export const without = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

/**
 * The writes over the strict provider (profile spec: the spec part of the contract alone) with the
 * extensions off, a recording proxy in between (its rewrite injects what a provider may answer
 * beyond that: a 'False' string, a create without NewId). Every request and answer validates
 * against the contract: each test ends with zero violations. Registers the suite's hooks; the
 * fields are set once beforeAll has run. `overrides`: the gateway's settings a suite needs (a longer deadline).
 */
export function useSpecStack(overrides: StackOverrides = {}) {
  const spec = {
    stack: undefined as unknown as Stack,
    proxy: undefined as unknown as FaultProxy,
    order: '',
    /** An Administrator's session: only the accounting capability may send to accounting. */
    admin: '',
    fixture: undefined as unknown as SpecFixture,
    /** What the gateway sent the provider since `from` (an index into the proxy's log), by procedure. */
    sent: (from: number, procedure: string) =>
      spec.proxy.forwarded
        .slice(from)
        .filter((f) => f.path.endsWith(`/${procedure}`))
        .map((f) => f.body ?? {}),
    mark: () => spec.proxy.forwarded.length,
    counter: 0,
    async createPurchase(fields: Record<string, unknown> = {}) {
      const r = await spec.stack.gql(
        CREATE_PURCHASE,
        {
          i: { supplierCode: spec.fixture.supplier, invoiceNumber: `GWS-INV-${++spec.counter}`, invoiceDate: '2030-03-05', description: 'Levering', ...fields },
        },
        { token: spec.order },
      );
      expect(r.errors).toBeUndefined();
      return r.data.createPurchaseOrder;
    },
  };
  beforeAll(async () => {
    spec.stack = await startStack({ providerExtensions: NO_EXTENSIONS, ...overrides }, createLogger('silent'), {
      providerProfile: { profile: 'spec' },
      providerUrlOf: async (url) => {
        spec.proxy = await startFaultProxy(url);
        return spec.proxy.url;
      },
    });
    spec.order = await spec.stack.login(ORDER);
    spec.admin = await spec.stack.login(ADMIN);
    spec.fixture = await arrange(spec.stack);
  }, STACK_START_MS);
  afterEach(async () => {
    spec.proxy.rewrite({});
    const strict = spec.stack.provider;
    if (!strict) throw new Error('the stack has no strict provider of its own');
    const found = await strict.violations();
    await strict.clearViolations();
    expect(JSON.stringify(found, null, 2)).toBe('[]');
  });
  afterAll(async () => {
    await spec.stack?.close();
    await spec.proxy?.close();
  });
  return spec;
}

async function arrange(stack: Stack): Promise<SpecFixture> {
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
  return { supplier: p.supplier_code, customer: p.customer_code, productId: String(p.id), orderId: String(orderId), lines };
}

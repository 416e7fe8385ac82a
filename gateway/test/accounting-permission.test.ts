import { ADMIN, codes, FINANCE, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';
import { buildProductLike, buildPurchaseInvoice, buildSalesOrder } from '../../provider/src/seed/builders';

// One capability (Capabilities.sendToAccounting, @auth ACCOUNTING) governs every hand-off to the
// accounting package: issue 34 found Orderverwerker booking a purchase invoice the UI hid from them.
let stack: Stack;
let tokens: Record<'admin' | 'finance' | 'order', string>;

beforeAll(async () => {
  stack = await startStack();
  const [admin, finance, order] = await Promise.all([stack.login(ADMIN), stack.login(FINANCE), stack.login(ORDER)]);
  tokens = { admin, finance, order };
}, STACK_START_MS);
afterAll(() => stack?.close());

const ERRORS = 'userErrors { code }';
const SIX = {
  product: `mutation($id: ID!) { sendProductToAccounting(input: { id: $id }) { product { accountingBooking } ${ERRORS} } }`,
  salesInvoice: `mutation($id: ID!) { sendSalesInvoice(input: { salesOrderId: $id }) { qualityOrder { accountingBooking } ${ERRORS} } }`,
  purchaseInvoice: `mutation($id: ID!) { sendPurchaseOrderToAccounting(input: { id: $id }) { purchaseOrder { accountingBooking } ${ERRORS} } }`,
  complete: `mutation($id: ID!) { completeSalesOrder(input: { salesOrderId: $id }) { qualityOrder { isCompleted } ${ERRORS} } }`,
  allSales: `mutation { sendAllSalesOrders { sentCount ${ERRORS} } }`,
  allPurchases: `mutation { sendAllPurchaseOrders { sentCount ${ERRORS} } }`,
} as const;

let serial = 0;

/** A product, two sales orders (to send, to complete) and a purchase invoice of the test's own, none booked. */
async function fixtures() {
  const n = ++serial;
  const product = await buildProductLike(stack.db, `GW-ACC-${n}`, `Accounting rights ${n}`);
  const order = async (reference: string) =>
    (
      await buildSalesOrder(stack.db, {
        customer: product.customer,
        supplier: product.supplier,
        reference,
        loadingDate: { daysAgo: 3 },
        lines: [{ productId: product.id, salesQuantity: 2, salesPrice: 10, salesAmount: 20, purchaseQuantity: 2, purchasePrice: 8, purchaseAmount: 16 }],
      })
    ).orderId;
  const purchase = await buildPurchaseInvoice(stack.db, {
    supplier: product.supplier,
    invoiceNumber: `GW-ACC-${n}`,
    daysAgo: 2,
    productId: product.id,
    amount: '10',
    vatCode: '1',
    vatAmount: '2.1',
  });
  return { product: product.id, toSend: await order(`GW-ACC-S${n}`), toComplete: await order(`GW-ACC-C${n}`), purchase };
}

async function booked(f: Awaited<ReturnType<typeof fixtures>>) {
  const one = async (sql: string, id: string) => required((await stack.db.query<{ v: unknown }>(sql, [Number(id)])).rows[0], sql).v;
  return {
    product: await one('select exact_booking as v from products where id = $1', f.product),
    salesInvoice: await one('select exact_booking as v from sales_orders where id = $1', f.toSend),
    completed: await one('select is_completed as v from sales_orders where id = $1', f.toComplete),
    purchaseInvoice: await one('select booking_number as v from purchase_orders where id = $1', f.purchase),
  };
}

describe('sending to accounting', () => {
  it('refuses all six hand-offs to Orderverwerker with FORBIDDEN before any provider call, and books nothing', async () => {
    const f = await fixtures();
    stack.calls.length = 0;
    const answers = [
      await stack.gql(SIX.product, { id: f.product }, { token: tokens.order }),
      await stack.gql(SIX.salesInvoice, { id: f.toSend }, { token: tokens.order }),
      await stack.gql(SIX.purchaseInvoice, { id: f.purchase }, { token: tokens.order }),
      await stack.gql(SIX.complete, { id: f.toComplete }, { token: tokens.order }),
      await stack.gql(SIX.allSales, {}, { token: tokens.order }),
      await stack.gql(SIX.allPurchases, {}, { token: tokens.order }),
    ];
    expect(answers.map(codes)).toEqual(Array.from({ length: 6 }, () => ['FORBIDDEN']));
    expect(stack.calls).toEqual([]);
    expect(await booked(f)).toEqual({ product: null, salesInvoice: null, completed: false, purchaseInvoice: null });
    const me = await stack.gql('query { me { capabilities { sendToAccounting } } }', {}, { token: tokens.order });
    expect(me.data.me.capabilities.sendToAccounting).toBe(false);
  });

  it.each(['admin', 'finance'] as const)('lets %s make each hand-off, as `me` says', async (who) => {
    const token = tokens[who];
    const me = await stack.gql('query { me { capabilities { sendToAccounting } } }', {}, { token });
    expect(me.data.me.capabilities.sendToAccounting).toBe(true);
    const f = await fixtures();
    const results = [
      await stack.gql(SIX.product, { id: f.product }, { token }),
      await stack.gql(SIX.salesInvoice, { id: f.toSend }, { token }),
      await stack.gql(SIX.purchaseInvoice, { id: f.purchase }, { token }),
      await stack.gql(SIX.complete, { id: f.toComplete }, { token }),
      await stack.gql(SIX.allSales, {}, { token }),
      await stack.gql(SIX.allPurchases, {}, { token }),
    ];
    for (const r of results) {
      expect(r.errors).toBeUndefined();
      expect(Object.values(r.data as Record<string, { userErrors: unknown[] }>)[0]?.userErrors).toEqual([]);
    }
    expect(await booked(f)).toEqual({
      product: expect.stringMatching(/\S/),
      salesInvoice: expect.stringMatching(/\S/),
      completed: true,
      purchaseInvoice: expect.stringMatching(/\S/),
    });
  });
});

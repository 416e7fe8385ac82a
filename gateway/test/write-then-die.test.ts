import { randomBytes } from 'node:crypto';
import { startProvider } from '../../provider/src';
import { required } from '../src/common/required';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { gqlAt, startGatewayProcess, type GatewayProcess } from './gateway-process';
import { codes, ORDER, STACK_START_MS } from './harness';

/**
 * The provider dies right after answering a create: the order exists, the gateway's read of it
 * fails. The answer must say the order was saved (never "cannot be reached", which the web client
 * takes as "nothing was changed"), and the same request again with the same Idempotency-Key, once
 * the provider is back, answers the one order and never writes a second.
 */
let provider: Awaited<ReturnType<typeof startProvider>>;
let proxy: FaultProxy;
let gateway: GatewayProcess;
let token: string;
let supplierCode: string;

const LOGIN = 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token userErrors { code } } }';
const CREATE = 'mutation($i: CreateSalesOrderInput!) { createSalesOrder(input: $i) { salesOrder { id customerReference } userErrors { code message } } }';
const UPDATE = 'mutation($i: UpdateSalesOrderInput!) { updateSalesOrder(input: $i) { salesOrder { id comments } userErrors { code message } } }';
const CREATE_INVOICE =
  'mutation($i: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $i) { purchaseOrder { id invoiceNumber } userErrors { code message } } }';
const ADD_TEXT = 'mutation($i: AddSalesOrderTextLineInput!) { addSalesOrderTextLine(input: $i) { textLine { id text } userErrors { code } } }';

beforeAll(async () => {
  provider = await startProvider({ port: 0, fresh: true });
  proxy = await startFaultProxy(provider.url);
  gateway = await startGatewayProcess({
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    HISTORY_PATH: 'memory',
    PROVIDER_URL: proxy.url,
    PROVIDER_EXTENSIONS: 'all',
    REQUEST_DEADLINE_MS: '3000',
    PROVIDER_TIMEOUT_MS: '2000',
    BREAKER_FAILURES: '3',
    BREAKER_HALF_OPEN_MS: '300',
  });
  token = required((await gqlAt(gateway.url, LOGIN, { e: ORDER.email, p: ORDER.password })).data.login.token as string | undefined, 'a session');
  supplierCode = required(
    (await provider.db.query<{ code: string }>('select code from suppliers where not demurrage order by code limit 1')).rows[0],
    'a supplier',
  ).code;
}, STACK_START_MS);

// a test that failed half-way leaves no provider down for the next
afterEach(() => providerBack());
afterAll(async () => {
  await gateway?.kill();
  await proxy?.close();
  await provider?.close();
}, 30_000);

const ordersWith = async (reference: string) =>
  (await provider.db.query<{ id: number }>('select id from sales_orders where reference_customer = $1 order by id', [reference])).rows.map((r) => String(r.id));
const sentTo = (procedure: string) => proxy.forwarded.filter((f) => f.path.endsWith(`/${procedure}`)).length;

/** The provider back and the gateway's circuit closed again (half-open after 300 ms, closed by a read). */
async function providerBack(): Promise<void> {
  await proxy.set('none');
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 350));
    if (!(await gqlAt(gateway.url, '{ salesOrder(id: "1") { id } }', {}, { token })).errors) return;
  }
  throw new Error('the gateway did not read from the provider again within 7 s');
}

describe('the provider dies right after answering a write', () => {
  it('a create: the answer names the saved order; the same key again makes no second order', async () => {
    const reference = 'DIES-AFTER-CREATE';
    const input = { i: { order: { customerCode: '100003', supplierCode, customerReference: reference, loadingDate: '2031-03-14' } } };
    const key = { 'idempotency-key': 'write-then-die-0001' };
    const before = sentTo('postSalesOrder');
    proxy.downAfter((method, path) => method === 'POST' && path.endsWith('/postSalesOrder'));

    const first = await gqlAt(gateway.url, CREATE, input, { token, headers: key });
    const [made] = await ordersWith(reference);
    expect(made).toBeDefined();
    expect(codes(first)).toEqual(['SAVED_NOT_REREAD']);
    expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'SAVED_NOT_REREAD', id: made });
    expect(first.errors?.[0]?.message).toMatch(/saved/i);

    // while it is down, the same key replays the provider's first answer: still saved, no write
    expect(codes(await gqlAt(gateway.url, CREATE, input, { token, headers: key }))).toEqual(['SAVED_NOT_REREAD']);

    await providerBack();
    const again = await gqlAt(gateway.url, CREATE, input, { token, headers: key });
    expect(again.errors).toBeUndefined();
    expect(again.data.createSalesOrder).toEqual({ salesOrder: { id: made, customerReference: reference }, userErrors: [] });
    expect(await ordersWith(reference)).toEqual([made]);
    expect(sentTo('postSalesOrder') - before).toBe(1);
  }, 60_000);

  it('a purchase invoice: saved, and the same key again answers it instead of "invoice number already used"', async () => {
    const input = { i: { supplierCode, invoiceNumber: 'DIES-INV-1', invoiceDate: '2031-03-05', description: 'Levering' } };
    const key = { 'idempotency-key': 'write-then-die-0005' };
    const invoices = async () =>
      (await provider.db.query<{ id: number }>('select id from purchase_orders where invoice_number = $1', ['DIES-INV-1'])).rows.map((r) => String(r.id));
    proxy.downAfter((method, path) => method === 'POST' && path.endsWith('/postPurchaseOrder'));

    const first = await gqlAt(gateway.url, CREATE_INVOICE, input, { token, headers: key });
    const [made] = await invoices();
    expect(first.errors?.map((e) => e.extensions)).toEqual([{ code: 'SAVED_NOT_REREAD', id: made }]);

    await providerBack();
    const again = await gqlAt(gateway.url, CREATE_INVOICE, input, { token, headers: key });
    expect(again.data.createPurchaseOrder).toEqual({ purchaseOrder: { id: made, invoiceNumber: 'DIES-INV-1' }, userErrors: [] });
    expect(await invoices()).toEqual([made]);
  }, 60_000);

  it('a part of an order (a text line): saved, not re-read, and not added twice', async () => {
    const reference = 'DIES-AFTER-TEXT';
    const created = await gqlAt(gateway.url, CREATE, { i: { order: { customerCode: '100003', supplierCode, customerReference: reference } } }, { token });
    const salesOrderId = required(created.data.createSalesOrder.salesOrder?.id as string | undefined, 'an order');
    const input = { i: { salesOrderId, text: 'Bel voor levering' } };
    const key = { 'idempotency-key': 'write-then-die-0002' };
    const lines = async () => (await provider.db.query('select id from sales_order_text_lines where sales_order_id = $1', [Number(salesOrderId)])).rows.length;
    proxy.downAfter((method, path) => method === 'POST' && path.endsWith('/postSalesOrderTextLine'));

    const first = await gqlAt(gateway.url, ADD_TEXT, input, { token, headers: key });
    expect(codes(first)).not.toContain('PROVIDER_UNAVAILABLE');
    expect(codes(first)).toEqual(['SAVED_NOT_REREAD']);
    expect(await lines()).toBe(1);

    await providerBack();
    const again = await gqlAt(gateway.url, ADD_TEXT, input, { token, headers: key });
    expect(again.errors).toBeUndefined();
    expect(again.data.addSalesOrderTextLine.textLine).toMatchObject({ text: 'Bel voor levering' });
    expect(await lines()).toBe(1);
  }, 60_000);

  it('an update with its expectedVersion: saved, not re-read; the same key again is not "changed by someone else"', async () => {
    const reference = 'DIES-AFTER-UPDATE';
    const created = await gqlAt(gateway.url, CREATE, { i: { order: { customerCode: '100003', supplierCode, customerReference: reference } } }, { token });
    const id = required(created.data.createSalesOrder.salesOrder?.id as string | undefined, 'an order');
    const version = (await gqlAt(gateway.url, 'query($id: ID!) { salesOrder(id: $id) { version } }', { id }, { token })).data.salesOrder.version as string;
    const order = { customerCode: '100003', supplierCode, customerReference: reference, comments: 'Levering aan de achterkant' };
    const input = { i: { id, order, expectedVersion: version } };
    const key = { 'idempotency-key': 'write-then-die-0004' };
    const before = sentTo('putSalesOrder');
    proxy.downAfter((method, path) => method === 'POST' && path.endsWith('/putSalesOrder'));

    const first = await gqlAt(gateway.url, UPDATE, input, { token, headers: key });
    expect(first.errors?.map((e) => e.extensions)).toEqual([{ code: 'SAVED_NOT_REREAD', id: null }]);

    await providerBack();
    const again = await gqlAt(gateway.url, UPDATE, input, { token, headers: key });
    expect(again.errors).toBeUndefined();
    expect(again.data.updateSalesOrder).toEqual({ salesOrder: { id, comments: order.comments }, userErrors: [] });
    expect(sentTo('putSalesOrder') - before).toBe(1);
  }, 60_000);

  it('nothing written: a create the provider never got is PROVIDER_UNAVAILABLE marked notSent', async () => {
    await proxy.set('down');
    const refused = await gqlAt(
      gateway.url,
      CREATE,
      { i: { order: { customerCode: '100003', supplierCode, customerReference: 'NEVER-SENT' } } },
      { token, headers: { 'idempotency-key': 'write-then-die-0003' } },
    );
    expect(codes(refused)).toEqual(['PROVIDER_UNAVAILABLE']);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ notSent: true });
    expect(await ordersWith('NEVER-SENT')).toEqual([]);
  }, 60_000);
});

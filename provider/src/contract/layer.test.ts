/**
 * The strict reference provider (profile `spec`): the spec part of the contract alone, every
 * request and answer checked; and the default profile, unchanged, recording violations when asked.
 */
import { startProvider, type StartedProvider } from '..';

// two providers' starts on a busy 2-core machine
jest.setTimeout(120_000);

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&userName=admin@backoffice.test&password=Admin!2024',
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

function caller(provider: StartedProvider, token: string) {
  return async (method: 'GET' | 'POST', app: string, name: string, payload?: object) => {
    const res = await fetch(`${provider.url}/api/factory/execute/${app}/${name}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: res.status, allow: res.headers.get('allow'), body: (await res.json()) as Record<string, unknown> & { Items?: Record<string, unknown>[] } };
  };
}

describe('the strict reference provider (profile spec)', () => {
  let provider: StartedProvider;
  let call: ReturnType<typeof caller>;
  let token: string;
  beforeAll(async () => {
    provider = await startProvider({ port: 0, fresh: true, profile: 'spec' });
    token = await signIn(provider.url);
    call = caller(provider, token);
  });
  afterAll(() => provider.close());
  beforeEach(() => provider.clearViolations());

  it('answers 404 for a procedure beyond the spec', async () => {
    const page = await call('POST', 'backoffice', 'getSalesOrdersPage', { limit: 5 });
    expect(page).toMatchObject({ status: 404, body: { Success: false, Message: "Unknown procedure 'getSalesOrdersPage'" } });
    expect((await call('GET', 'backoffice', 'getCompanyDetails')).status).toBe(404);
    expect((await call('GET', 'backoffice', 'noSuchProcedure')).status).toBe(404);
  });

  it('answers 405 for a method the spec does not state', async () => {
    expect(await call('POST', 'backoffice', 'getProducts', {})).toMatchObject({ status: 405, allow: 'GET' });
    // month end is a GET without payload; its POST with filters is the monthEndQuery extension
    expect(await call('POST', 'backoffice', 'getMonthEnd', { limit: 2 })).toMatchObject({ status: 405, allow: 'GET' });
    expect(await call('GET', 'backoffice', 'getProduct')).toMatchObject({ status: 405, allow: 'POST' });
  });

  it('answers without the fields the spec lacks, in the spec casing', async () => {
    const products = await call('GET', 'backoffice', 'getProducts');
    expect(products.status).toBe(200);
    const [first] = products.body.Items!;
    expect(first).toHaveProperty('Productcode');
    expect(first).not.toHaveProperty('Description'); // extraFields
    expect(first).not.toHaveProperty('ExactBooking');
    const detail = await call('POST', 'backoffice', 'getProduct', { id: first!.id });
    expect(Object.keys(detail.body.Items![0]!).sort()).toEqual(
      ['Customer', 'Note', 'PurchaseUnit', 'Salesunit', 'Supplier', 'kilogram', 'product', 'productcode', 'Productgroup'].sort(),
    );
    const vat = await call('GET', 'accounting', 'getVatCodesDropdown');
    expect(vat.body.Items!.every((item) => !('percentage' in item))).toBe(true); // vatPercentage
    const demurrage = await call('GET', 'backoffice', 'getDemurrage');
    expect(demurrage.body).not.toHaveProperty('FreeDays');
    expect(await provider.violations()).toEqual([]);
  });

  it('drops extension payload keys before the procedure sees them', async () => {
    const orders = await call('GET', 'backoffice', 'getSalesOrders');
    const [a, b] = orders.body.Items!.map((o) => Number(o.id));
    const lines = await call('POST', 'backoffice', 'getSalesOrderLines', { orderid: a, orderids: [a, b] });
    expect(lines.status).toBe(200);
    expect(lines.body.Items!.length).toBeGreaterThan(0);
    expect(lines.body.Items!.every((line) => !('orderid' in line))).toBe(true);
    // the spec's single id alone: the by-ids batch never reached the procedure
    const single = await call('POST', 'backoffice', 'getSalesOrderLines', { orderid: a });
    expect(lines.body.Items).toEqual(single.body.Items);
    expect((await call('POST', 'backoffice', 'getSalesOrderLines', { orderids: [a, b] })).status).toBe(400);
    expect(await provider.violations()).toEqual([]);
  });

  it('drops extension keys of a form-encoded payload too', async () => {
    const orders = await call('GET', 'backoffice', 'getSalesOrders');
    const [a, b] = orders.body.Items!.map((o) => Number(o.id));
    const res = await fetch(`${provider.url}/api/factory/execute/backoffice/getSalesOrderLines`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `orderid=${a}&orderids=${a},${b}`,
    });
    const single = await call('POST', 'backoffice', 'getSalesOrderLines', { orderid: a });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Items: unknown[] }).Items).toEqual(single.body.Items);
  });

  it('records a request that breaks the contract', async () => {
    await call('POST', 'backoffice', 'getSalesOrder', { salesorderid: 1, sort: 'id' });
    await call('POST', 'backoffice', 'getTask', {});
    // update purchase: the id also in the query (spec 02 §7.2); no query at all on a POST that takes none
    const invoice = { suppliercode: 'X', invoicenr: 'Q-1', description: 'x' };
    await call('POST', 'backoffice', 'putPurchaseOrder', { id: 999999, ...invoice });
    await call('POST', 'backoffice', 'putPurchaseOrder?id=999999', { id: 999999, ...invoice });
    await call('POST', 'backoffice', 'getSalesOrder?id=1', { salesorderid: 1 });
    const violations = await provider.violations();
    expect(violations.map((v) => [v.kind, v.key, v.message])).toEqual([
      ['request', 'salesOrders.get', "getSalesOrder request: (the whole): 'sort' is not in the contract"],
      ['request', 'tasks.get', "getTask request: (the whole): 'taskid' is missing"],
      ['request', 'purchaseOrders.update', "putPurchaseOrder request: (the whole): 'id' is missing"],
      ['request', 'salesOrders.get', 'getSalesOrder takes no query, was sent id'],
    ]);
  });

  it('answers a create without the NewId the spec does not show, and with the one it does', async () => {
    const period = await call('POST', 'backoffice', 'postPeriodDate', { year: 2041, month: 3, newdate: '2041-04-02' });
    expect(period).toMatchObject({ status: 200, body: { Success: true } });
    expect(period.body).not.toHaveProperty('NewId');
    const products = await call('GET', 'backoffice', 'getProducts');
    const p = products.body.Items![0]!;
    const price = await call('POST', 'backoffice', 'postSalesPrice', { productid: p.id, startdate: '2041-01-01', enddate: '2041-12-31', price: 9 });
    expect(price.body).not.toHaveProperty('NewId');
    const order = await call('POST', 'backoffice', 'postSalesOrder', {
      customer: p.CustomerCode,
      supplier: p.SupplierCode,
      reference: 'NEWID',
      loadingdate: '2041-01-02',
    });
    expect(order.body).toMatchObject({ Success: true, NewId: expect.anything() });
    expect(await provider.violations()).toEqual([]);
  });
});

describe('the default profile', () => {
  let provider: StartedProvider;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    provider = await startProvider({ port: 0, fresh: true, recordViolations: true });
    call = caller(provider, await signIn(provider.url));
  });
  afterAll(() => provider.close());

  it('serves every extension as before and records calls beyond the contract', async () => {
    const page = await call('POST', 'backoffice', 'getSalesOrdersPage', { limit: 2 });
    expect(page).toMatchObject({ status: 200, body: { TotalCount: expect.any(Number) } });
    const vat = await call('GET', 'accounting', 'getVatCodesDropdown');
    expect(vat.body.Items![0]).toHaveProperty('percentage');
    expect(await provider.violations()).toEqual([]);
    await call('POST', 'backoffice', 'getSalesOrderLine', { id: 1 });
    await call('POST', 'backoffice', 'getProducts', {});
    expect((await provider.violations()).map((v) => v.kind)).toEqual(['unknown', 'method']);
  });
});

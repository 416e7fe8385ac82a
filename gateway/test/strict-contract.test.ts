/**
 * Every screen's main job, through the web client's own operations (its generated documents),
 * over the strict reference provider (profile `spec`: the spec part of the contract alone) with
 * the extensions off, and a part of them over the full provider with every extension on: every
 * request the gateway sends and every answer it reads validates against provider/openapi.yaml.
 */
import { print, type DocumentNode } from 'graphql';
import * as webOperations from '../../web/src/generated/graphql';
import type { ContractViolation } from '../../provider/src';
import { required } from '../src/common/required';
import { ALL_EXTENSIONS, NO_EXTENSIONS } from '../src/provider/extensions';
import { ADMIN, FINANCE, ORDER, startStack, type Stack, STACK_START_MS, type StackOverrides } from './harness';

type Vars = Record<string, unknown>;
type Data = Record<string, any>;

interface Run {
  stack: Stack;
  admin: string;
  order: string;
  finance: string;
  /** A product of a supplier without demurrage, its customer and supplier, a transporter. */
  fixture: { productId: string; customer: string; supplier: string; transporter: string };
}

/** Starts a stack over a provider that records violations; `run` is filled once beforeAll has run. */
function useRun(overrides: StackOverrides, providerProfile: { profile?: 'spec'; recordViolations?: boolean }) {
  const run = {} as Run;
  beforeAll(async () => {
    run.stack = await startStack(overrides, undefined, { providerProfile });
    [run.admin, run.order, run.finance] = await Promise.all([run.stack.login(ADMIN), run.stack.login(ORDER), run.stack.login(FINANCE)]);
    const { rows } = await run.stack.db.query<{ id: number; supplier_code: string; customer_code: string }>(
      "select p.id, p.supplier_code, p.customer_code from products p join suppliers s on s.code = p.supplier_code where not s.demurrage and p.sales_unit = 'TON' order by p.id limit 1",
    );
    const p = required(rows[0], 'a TON product of a supplier without demurrage');
    const { rows: transporters } = await run.stack.db.query<{ code: string }>("select code from transporters where code <> '99999999' order by code limit 1");
    run.fixture = {
      productId: String(p.id),
      customer: p.customer_code,
      supplier: p.supplier_code,
      transporter: required(transporters[0], 'a transporter').code,
    };
  }, STACK_START_MS);
  afterAll(() => run.stack?.close());
  return run;
}

/** One of the web client's operations by name; fails on any GraphQL error or user error. */
async function web(run: Run, operationName: string, variables: Vars, token: string): Promise<Data> {
  const document = (webOperations as unknown as Record<string, DocumentNode>)[`${operationName}Document`];
  if (!document) throw new Error(`the web client has no operation ${operationName}`);
  const r = await run.stack.gql(print(document), variables, { token });
  expect([operationName, r.errors]).toEqual([operationName, undefined]);
  for (const payload of Object.values(r.data ?? {}) as Data[]) {
    if (payload && typeof payload === 'object' && 'userErrors' in payload) expect([operationName, payload.userErrors]).toEqual([operationName, []]);
  }
  return r.data;
}

/** Fails with every recorded violation printed; the next step starts from none either way. */
async function expectNoViolations(run: Run) {
  const provider = run.stack.provider;
  if (!provider) throw new Error('the stack has no provider of its own');
  const found: ContractViolation[] = await provider.violations();
  await provider.clearViolations();
  expect(JSON.stringify(found, null, 2)).toBe('[]');
}

const PAGE = { offset: 0, limit: 100 };

async function salesOverview(run: Run) {
  const page = await web(run, 'SalesOrders', { page: PAGE }, run.order);
  expect(page.salesOrders.nodes.length).toBeGreaterThan(0);
  const customer = page.salesOrders.nodes[0].customer;
  const filter = { conditions: [{ field: 'CUSTOMER', operator: 'CONTAINS', value: customer.name }] };
  const filtered = await web(run, 'SalesOrders', { page: PAGE, filter }, run.order);
  expect(filtered.salesOrders.nodes.length).toBeGreaterThan(0);
  for (const row of filtered.salesOrders.nodes) expect(row.customer.name).toContain(customer.name);
  await web(run, 'SalesOrders', { range: 'ALL', page: PAGE }, run.order);
  await web(run, 'SalesOrderFormOptions', {}, run.order);
  await web(run, 'SalesOrderDocumentTypes', {}, run.order);
}

/** Creates an order with a line, a transport and a text line, changes each, copies it; answers the order's id. */
async function salesOrderJob(run: Run): Promise<string> {
  const { fixture } = run;
  const order = { customerCode: fixture.customer, supplierCode: fixture.supplier, customerReference: 'STRICT-1', loadingDate: '2030-03-01' };
  const created = await web(run, 'CreateSalesOrder', { input: { order } }, run.order);
  const id = required(created.createSalesOrder.salesOrder, 'the new order').id as string;
  await web(run, 'UpdateSalesOrder', { input: { id, order: { ...order, comments: 'strikt' } } }, run.order);
  await web(run, 'SalesItems', { customerCode: fixture.customer, supplierCode: fixture.supplier, loadingDate: '2030-03-01' }, run.order);
  await web(run, 'CheckPackingSlip', { input: { productId: fixture.productId, packingSlip: 'STRICT-PS-1', loadingDate: '2030-03-01' } }, run.order);
  const added = await web(run, 'AddSalesOrderLine', { input: { salesOrderId: id, productId: fixture.productId, salesQuantity: '10' } }, run.order);
  const lineId = added.addSalesOrderLine.line.id as string;
  const line = {
    salesOrderId: id,
    id: lineId,
    salesQuantity: '12',
    salesPrice: '250',
    purchaseQuantity: '12',
    purchasePrice: '200',
    packingSlip: 'STRICT-PS-1',
  };
  await web(run, 'UpdateSalesOrderLine', { input: line }, run.order);
  // the line's own packing slip, as the edit form asks: its id goes to the provider only under extraFields
  await web(run, 'CheckPackingSlip', { input: { productId: fixture.productId, packingSlip: 'STRICT-PS-1', excludeLineId: lineId } }, run.order);
  await web(run, 'TransportCandidates', { salesOrderId: id, lineId }, run.order);
  const transport = await web(
    run,
    'AddSalesOrderTransport',
    { input: { salesOrderId: id, lineId, transporterCode: fixture.transporter, pricingType: 'BLOCK_FREIGHT', price: '800' } },
    run.order,
  );
  const transportId = transport.addSalesOrderTransport.transport.id as string;
  await web(run, 'UpdateSalesOrderTransport', { input: { salesOrderId: id, id: transportId, packingSlip: 'STRICT-PS-1' } }, run.order);
  const text = await web(run, 'AddSalesOrderTextLine', { input: { salesOrderId: id, text: 'Levering in bulk' } }, run.order);
  const textId = text.addSalesOrderTextLine.textLine.id as string;
  await web(run, 'UpdateSalesOrderTextLine', { input: { salesOrderId: id, id: textId, text: 'Levering in big bags' } }, run.order);
  const detail = await web(run, 'SalesOrder', { id }, run.order);
  expect(detail.salesOrder).toMatchObject({ id, lines: [{ id: lineId }], transports: [{ id: transportId }], textLines: [{ id: textId }] });
  const copy = await web(run, 'CopySalesOrder', { id }, run.order);
  expect(copy.copySalesOrder.salesOrder.id).not.toBe(id);
  await web(run, 'DeleteSalesOrderTextLine', { salesOrderId: id, id: textId }, run.order);
  await web(run, 'SalesOrders', { page: PAGE }, run.order);
  return id;
}

async function purchaseJob(run: Run, salesOrderId: string) {
  const { fixture } = run;
  await web(run, 'PurchaseOrders', { show: 'ALL', page: PAGE }, run.order);
  await web(run, 'PurchaseOrderFormOptions', {}, run.order);
  await web(run, 'PurchaseSupplierDefaults', { code: fixture.supplier }, run.order);
  const fields = { supplierCode: fixture.supplier, invoiceNumber: 'STRICT-INV-1', invoiceDate: '2030-03-05', description: 'Levering' };
  const created = await web(run, 'CreatePurchaseOrder', { input: fields }, run.order);
  const id = required(created.createPurchaseOrder.purchaseOrder, 'the new invoice').id as string;
  await web(run, 'UpdatePurchaseOrder', { input: { id, ...fields, description: 'Levering maart' } }, run.order);
  // spec 02 §7.2: update purchase has the id also in the query; the contract requires it there (zero violations)
  await web(run, 'PurchaseLineOptions', {}, run.order);
  const candidates = await web(run, 'PurchaseLineCandidates', { purchaseOrderId: id, searchBy: 'ORDER_ID', value: salesOrderId }, run.order);
  const candidate = required(candidates.purchaseLineCandidates[0], 'a line of the order to invoice');
  const added = await web(run, 'AddPurchaseOrderLines', { input: { purchaseOrderId: id, lines: [{ id: candidate.id }] } }, run.order);
  const lineId = required(added.addPurchaseOrderLines.added[0], 'the added line').id as string;
  await web(run, 'PurchaseLineAmounts', { price: '200', quantity: '12', vatCode: '2' }, run.order);
  await web(run, 'UpdatePurchaseLineVat', { input: { purchaseOrderId: id, lineId, vatAmount: '144' } }, run.order);
  await web(run, 'PurchaseManualLineOptions', {}, run.order);
  const manual = { productId: fixture.productId, quantity: '1', price: '25', description: 'Analyse', vatCode: '2' };
  const manualAdded = await web(run, 'AddPurchaseManualLine', { input: { purchaseOrderId: id, line: manual } }, run.order);
  const manualId = manualAdded.addPurchaseManualLine.id as string;
  await web(run, 'UpdatePurchaseManualLine', { input: { purchaseOrderId: id, id: manualId, line: { ...manual, price: '30' } } }, run.order);
  await web(run, 'PurchaseOrder', { id }, run.order);
  await web(run, 'SendPurchaseOrderToAccounting', { id }, run.finance);
}

async function invoicingJob(run: Run, salesOrderId: string) {
  await web(run, 'QualityOrders', { page: PAGE }, run.finance);
  await web(run, 'QualityOrders', { page: PAGE, show: 'ALL' }, run.finance);
  await web(run, 'ProFormaInvoice', { salesOrderId, language: 'DUTCH' }, run.finance);
  await web(run, 'CompleteSalesOrder', { salesOrderId }, run.finance);
  // the edit toggle on the completed order: the gateway keeps the lock, the provider is sent no key for it
  const order = await web(run, 'SalesOrder', { id: salesOrderId }, run.order);
  const transport = required(order.salesOrder.transports[0], 'the order’s transport');
  await web(run, 'UpdateSalesOrderTransport', { input: { salesOrderId, id: transport.id, container: 'MSCU1234565', unlocked: true } }, run.order);
}

async function productsJob(run: Run) {
  const { fixture } = run;
  await web(run, 'Products', { page: PAGE }, run.admin);
  await web(run, 'ProductTotal', {}, run.admin);
  const options = await web(run, 'ProductFormOptions', { withApprovers: true }, run.admin);
  await web(run, 'Transporters', {}, run.admin);
  const input = {
    supplierCode: fixture.supplier,
    customerCode: fixture.customer,
    name: 'Strikgraan',
    description: 'Graan volgens de spec',
    salesUnitCode: 'TON',
    purchaseUnitCode: 'TON',
    productGroupCode: required(options.productGroups[0], 'a product group').code,
    kilogram: '1000',
    concentration: '12%',
    approverId: required(options.approvers[0], 'an approver').id,
  };
  const created = await web(run, 'CreateProduct', { input }, run.admin);
  const productId = required(created.createProduct.product, 'the new product').id as string;
  await web(run, 'UpdateProduct', { input: { id: productId, name: 'Strikgraan 2', concentration: '14%', note: 'droog' } }, run.admin);
  // the spec's product detail has no concentration (extraFields): it is sent, not read back
  const product = await web(run, 'Product', { id: productId }, run.admin);
  expect(product.product).toMatchObject({ id: productId, note: 'droog' });
  const period = { productId, price: '250', startDate: '2030-01-01', endDate: '2030-12-31' };
  const sales = await web(run, 'CreateSalesPrice', { input: period }, run.admin);
  await web(run, 'UpdateSalesPrice', { input: { ...period, id: sales.createSalesPrice.salesPrice.id, price: '260' } }, run.admin);
  const purchase = await web(run, 'CreatePurchasePrice', { input: { ...period, price: '200' } }, run.admin);
  await web(run, 'ApprovePurchasePrice', { id: purchase.createPurchasePrice.purchasePrice.id, productId }, run.admin);
  // a strict provider answers these creates without NewId: each new record is found in its list
  expect(sales.createSalesPrice.salesPrice).toMatchObject({ id: expect.stringMatching(/^\d+$/), price: '250' });
  const transport = await web(
    run,
    'CreateTransportPrice',
    { input: { ...period, transporterCode: fixture.transporter, pricingType: 'BLOCK_FREIGHT', price: '800' } },
    run.admin,
  );
  expect(transport.createTransportPrice.transportPrice).toMatchObject({ id: expect.stringMatching(/^\d+$/), price: '800' });
  await web(run, 'PriceChanges', { date: '2030-01-01' }, run.admin);
}

async function backOfficeJobs(run: Run) {
  const tasks = await web(run, 'Tasks', { page: PAGE }, run.admin);
  await web(run, 'TaskFormOptions', {}, run.admin);
  const task = tasks.tasks.nodes[0];
  if (task) {
    const input = { id: task.id, taskTypeId: task.taskType.id, taskStatusId: task.taskStatus.id, subject: task.subject, description: 'strikt nagekeken' };
    await web(run, 'UpdateTask', { input }, run.admin);
  }
  await web(run, 'Demurrage', {}, run.finance);
  await web(run, 'MonthEnd', { page: PAGE, filter: { month: '2030-03' } }, run.finance);
  await web(run, 'MonthEndCount', {}, run.finance);
  await web(run, 'MonthEndTotals', {}, run.finance);
  await web(run, 'PeriodDates', {}, run.admin);
  const period = await web(run, 'CreatePeriodDate', { input: { year: 2031, month: 1, newDate: '2031-02-01' } }, run.admin);
  const periodId = period.createPeriodDate.periodDate.id as string;
  await web(run, 'UpdatePeriodDate', { input: { id: periodId, year: 2031, month: 1, newDate: '2031-02-02' } }, run.admin);
  await web(run, 'DeletePeriodDate', { id: periodId }, run.admin);
  await web(run, 'Users', {}, run.admin);
  const roles = await web(run, 'Roles', {}, run.admin);
  const roleName = required(roles.roles[0], 'a role').name as string;
  const user = { email: 'strict@backoffice.test', phoneNumber: '+32470000000', password: 'Strict!2024x', confirmPassword: 'Strict!2024x', roleName };
  const created = await web(run, 'CreateUser', { input: user }, run.admin);
  const userId = created.createUser.user.id as string;
  await web(run, 'UpdateUser', { input: { id: userId, phoneNumber: '+32470000001', roleName } }, run.admin);
  await web(run, 'Me', {}, run.admin);
}

describe('every screen over the strict provider with the extensions off', () => {
  const run = useRun({ providerExtensions: NO_EXTENSIONS }, { profile: 'spec' });
  let salesOrderId = '';

  it('the sales overview: a page, a filter, show all', async () => {
    await salesOverview(run);
    await expectNoViolations(run);
  });
  it('products with their prices', async () => {
    await productsJob(run);
    await expectNoViolations(run);
  });
  it('an order: create, detail, lines, transports, text lines, copy', async () => {
    salesOrderId = await salesOrderJob(run);
    await expectNoViolations(run);
  });
  it('a purchase invoice: create, edit, lines, VAT, a manual line, send', async () => {
    await purchaseJob(run, salesOrderId);
    await expectNoViolations(run);
  });
  it('quality and invoicing, the pro-forma', async () => {
    await invoicingJob(run, salesOrderId);
    await expectNoViolations(run);
  });
  it('tasks, demurrage, month end with totals, period dates, users', async () => {
    await backOfficeJobs(run);
    await expectNoViolations(run);
  });
  it('the two bulk sends', async () => {
    await web(run, 'SendAllSalesOrders', {}, run.finance);
    await web(run, 'SendAllPurchaseOrders', {}, run.finance);
    await expectNoViolations(run);
  });
});

describe('the full provider with every extension on keeps to the full contract', () => {
  const run = useRun({ providerExtensions: ALL_EXTENSIONS }, { recordViolations: true });

  it('overview, an order with its parts, a purchase invoice, month end', async () => {
    await salesOverview(run);
    const id = await salesOrderJob(run);
    await purchaseJob(run, id);
    await invoicingJob(run, id);
    await web(run, 'MonthEnd', { page: PAGE }, run.finance);
    await web(run, 'MonthEndTotals', {}, run.finance);
    await expectNoViolations(run);
  });
});

/**
 * Over a provider with no extension of the spec: every list screen's own operation (the web
 * client's documents) answers, the calls go by the spec's methods — the bulk sends GET without a
 * payload and sent once (writes, never retried), "get purchase orders" POST {pakbon} — and no
 * call beyond the spec is made.
 */
import { print, type DocumentNode } from 'graphql';
import * as webOperations from '../../web/src/generated/graphql';
import { ADMIN, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';
import { NO_EXTENSIONS } from '../src/provider/extensions';

let stack: Stack;
let admin: string;
let finance: string;

beforeAll(async () => {
  stack = await startStack({ providerExtensions: NO_EXTENSIONS });
  [admin, finance] = await Promise.all([stack.login(ADMIN), stack.login(FINANCE)]);
}, STACK_START_MS);
afterAll(() => stack?.close());

/** One of the web client's operations (its generated document, fragments included), by name. */
async function web(operationName: string, variables: Record<string, unknown>, token: string) {
  const document = (webOperations as unknown as Record<string, DocumentNode>)[`${operationName}Document`];
  if (!document) throw new Error(`the web client has no operation ${operationName}`);
  return stack.gql(print(document), variables, { token });
}

const procedureOf = (p: string) => p.split('/').pop() ?? '';
/** Procedures only an extension offers. */
const EXTENSION_PROCEDURES = ['getSalesOrdersPage', 'getCompanyDetails', 'getSalesOrderPurchaseInvoices'];

describe('every list screen over a spec-only provider', () => {
  it.each([
    ['SalesOrders', {}, 'salesOrders'],
    ['SalesOrders', { range: 'ALL', page: { offset: 0, limit: 100 } }, 'salesOrders'],
    ['PurchaseOrders', { show: 'ALL' }, 'purchaseOrders'],
    ['Tasks', {}, 'tasks'],
    ['QualityOrders', {}, 'qualityOrders'],
    ['Demurrage', {}, 'demurrage'],
    ['Products', {}, 'products'],
    ['MonthEnd', { page: { limit: 100 } }, 'monthEnd'],
    ['MonthEndTotals', {}, 'monthEnd'],
  ])('%s %j answers rows without an extension', async (operation, variables, field) => {
    stack.calls.length = 0;
    const r = await web(operation, variables, admin);
    expect(r.errors).toBeUndefined();
    const list = r.data[field];
    if (list.nodes) expect(list.nodes.length).toBeGreaterThan(0);
    const called = stack.calls.map((c) => procedureOf(c.path));
    for (const procedure of EXTENSION_PROCEDURES) expect(called).not.toContain(procedure);
    // month end as the spec calls it: GET without a payload
    for (const c of stack.calls.filter((c) => procedureOf(c.path) === 'getMonthEnd')) expect([c.method, c.path]).toEqual(['GET', c.path.split('?')[0]]);
  });

  it('asks "get purchase orders" by POST, for all and for a packing number', async () => {
    stack.calls.length = 0;
    expect((await web('PurchaseOrders', { show: 'ALL', packingNumber: '81' }, admin)).errors).toBeUndefined();
    const calls = stack.calls.filter((c) => procedureOf(c.path) === 'getPurchaseOrders');
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) expect(c.method).toBe('POST');
  });

  it('sends the two bulk sends by GET without a payload, once each', async () => {
    for (const [operation, procedure] of [
      ['SendAllSalesOrders', 'sendSalesOrdersToExact'],
      ['SendAllPurchaseOrders', 'sendPurchaseOrdersToExact'],
    ] as const) {
      stack.calls.length = 0;
      const r = await web(operation, {}, finance);
      expect(r.errors).toBeUndefined();
      expect((Object.values(r.data)[0] as { userErrors: unknown[] }).userErrors).toEqual([]);
      expect(stack.calls.filter((c) => procedureOf(c.path) === procedure).map((c) => `${c.method} ${c.path}`)).toEqual([
        `GET /api/factory/execute/backoffice/${procedure}`,
      ]);
    }
  });
});

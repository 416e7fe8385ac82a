import { ADMIN, ORDER, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ listCacheMs: 60_000 });
}, STACK_START_MS);
afterAll(() => stack?.close());

const PAGE = 'query($offset: Int!) { salesOrders(range: ALL, page: { offset: $offset, limit: 20 }) { totalCount nodes { id } } }';
const listCalls = () => stack.calls.filter((c) => c.path.endsWith('/getSalesOrdersPage')).length;

describe('the short-lived list cache', () => {
  it('keeps a page the provider answered per user and payload, and drops it on a change of its kind', async () => {
    const admin = await stack.login(ADMIN);
    const order = await stack.login(ORDER);
    stack.calls.length = 0;
    const first = await stack.gql(PAGE, { offset: 0 }, { token: admin });
    const again = await stack.gql(PAGE, { offset: 0 }, { token: admin });
    expect(again.data).toEqual(first.data);
    expect(listCalls()).toBe(1);
    // another page is another provider call (the provider pages)
    const second = await stack.gql(PAGE, { offset: 20 }, { token: admin });
    expect(first.data.salesOrders.nodes[0].id).not.toBe(second.data.salesOrders.nodes[0].id);
    expect(listCalls()).toBe(2);

    // Another user does not share the first user's cached page.
    await stack.gql(PAGE, { offset: 0 }, { token: order });
    expect(listCalls()).toBe(3);

    // A change through the gateway is seen at once.
    const before = first.data.salesOrders.totalCount;
    const created = await stack.gql(
      `mutation { createSalesOrder(input: { order: { customerCode: "99999998", supplierCode: "200005", loadingDate: "2026-11-20" } }) { salesOrder { id } userErrors { field message } } }`,
      {},
      { token: order },
    );
    expect(created.data.createSalesOrder.userErrors).toEqual([]);
    const after = await stack.gql(PAGE, { offset: 0 }, { token: admin });
    expect(after.data.salesOrders.totalCount).toBe(before + 1);
    expect(after.data.salesOrders.nodes[0].id).toBe(created.data.createSalesOrder.salesOrder.id);
  });

  it('drops only the lists a change may affect: a period date leaves the cached products alone', async () => {
    const admin = await stack.login(ADMIN);
    const products = () => stack.calls.filter((c) => c.path.endsWith('/getProducts')).length;
    const periods = () => stack.calls.filter((c) => c.path.endsWith('/getPeriodDates')).length;
    await stack.gql('{ products(page: { offset: 0, limit: 5 }) { totalCount } periodDates { id } }', {}, { token: admin });
    const [productReads, periodReads] = [products(), periods()];
    const created = await stack.gql(
      'mutation { createPeriodDate(input: { year: 2061, month: 6, newDate: "2061-07-01" }) { periodDate { id } userErrors { code } } }',
      {},
      { token: admin },
    );
    expect(created.data.createPeriodDate.userErrors).toEqual([]);
    const after = await stack.gql('{ products(page: { offset: 0, limit: 5 }) { totalCount } periodDates { id year } }', {}, { token: admin });
    expect(after.data.periodDates.some((p: { year: number }) => p.year === 2061)).toBe(true);
    expect(products()).toBe(productReads);
    expect(periods()).toBeGreaterThan(periodReads);
  });
});

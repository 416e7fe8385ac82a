import { ADMIN, ORDER, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ listCacheMs: 60_000 });
}, STACK_START_MS);
afterAll(() => stack?.close());

const PAGE = 'query($offset: Int!) { salesOrders(range: ALL, page: { offset: $offset, limit: 20 }) { totalCount nodes { id } } }';
const listCalls = () => stack.calls.filter((c) => c.path.endsWith('/getSalesOrdersPage')).length;

describe('the short-lived list cache', () => {
  it('keeps a page the provider answered per user and payload, and drops it on any change', async () => {
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
});

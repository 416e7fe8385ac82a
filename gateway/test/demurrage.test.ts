import { ORDER, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login(ORDER);
}, STACK_START_MS);
afterAll(() => stack?.close());

const count = (name: string) => stack.calls.filter((c) => c.path.endsWith(`/${name}`)).length;

describe('demurrage', () => {
  it('lists the containers by picking date with their status, and links each row to its order in one batched call', async () => {
    const q = `{ demurrage { totalCount freeDays nodes { id pickingDate arrivalDate daysWaiting status container productCode salesQuantity
      supplier { code hasDemurrage } customer { name } shippingCompany { name } salesUnit { code } salesOrder { id pickupReference } pickupReference } } }`;
    const before = stack.calls.length;
    const r = await stack.gql(q, {}, { token });
    expect(r.errors).toBeUndefined();
    const { nodes, totalCount, freeDays } = r.data.demurrage;
    expect(freeDays).toBe(7);
    expect(totalCount).toBe(nodes.length);
    expect(nodes.length).toBeGreaterThan(3);
    const picking = nodes.map((n: any) => n.pickingDate).filter(Boolean);
    expect(picking).toEqual([...picking].sort());
    for (const n of nodes) {
      expect(n.supplier.hasDemurrage).toBe(true);
      expect(n.salesOrder.id).toBe(n.id);
      expect(n.salesOrder.pickupReference).toBe(n.pickupReference);
      expect(n.status).toBe(n.daysWaiting > 7 ? 'DEMURRAGE' : n.daysWaiting > 5 ? 'FREE_TIME_ENDING' : 'WITHIN_FREE_TIME');
    }
    const calls = stack.calls.slice(before).map((c) => c.path.split('/').pop());
    // the list, one batch of orders, and the reference lists (customers, suppliers, shipping companies, units)
    expect(calls.filter((c) => c === 'getDemurrage')).toHaveLength(1);
    expect(calls.filter((c) => c === 'getSalesOrder')).toHaveLength(1);
    expect(calls.length).toBeLessThanOrEqual(6);
  });

  it('filters on supplier, product code and dates, searches, and sorts on the list’s enum fields', async () => {
    const all = (await stack.gql('{ demurrage { nodes { id supplier { name } productCode arrivalDate pickingDate container } } }', {}, { token })).data
      .demurrage.nodes;
    const sample = all[0];
    const q = `query($f: DemurrageFilter, $s: [DemurrageSort!]) { demurrage(filter: $f, sort: $s) { totalCount nodes { id supplier { name } productCode arrivalDate container } } }`;
    const bySupplier = await stack.gql(
      q,
      {
        f: {
          conditions: [
            { field: 'SUPPLIER', operator: 'IS', value: sample.supplier.name },
            { field: 'PRODUCT_CODE', operator: 'CONTAINS', value: sample.productCode },
          ],
        },
      },
      { token },
    );
    expect(bySupplier.errors).toBeUndefined();
    expect(bySupplier.data.demurrage.nodes.length).toBeGreaterThan(0);
    for (const n of bySupplier.data.demurrage.nodes) {
      expect(n.supplier.name).toBe(sample.supplier.name);
      expect(n.productCode).toContain(sample.productCode);
    }
    const arrivals = all.map((n: any) => n.arrivalDate).sort();
    const mid = arrivals[Math.floor(arrivals.length / 2)];
    const between = await stack.gql(
      q,
      { f: { conditions: [{ field: 'ARRIVAL_DATE', operator: 'BETWEEN', value: mid }] }, s: [{ field: 'ARRIVAL_DATE', direction: 'DESC' }] },
      { token },
    );
    const got = between.data.demurrage.nodes.map((n: any) => n.arrivalDate);
    expect(got.every((d: string) => d >= mid)).toBe(true);
    expect(got).toEqual([...got].sort().reverse());
    const search = await stack.gql(q, { f: { search: sample.container } }, { token });
    expect(search.data.demurrage.nodes.map((n: any) => n.id)).toContain(sample.id);
    const unknown = await stack.gql(q, { s: [{ field: 'loadingDate' }] }, { token });
    expect(unknown.errors?.[0]?.message).toMatch(/DemurrageField/);
  });

  it('needs a signed-in user', async () => {
    const r = await stack.gql('{ demurrage { totalCount } }');
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(count('getDemurrage')).toBeGreaterThan(0);
  });
});

import { ORDER, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.login(ORDER);
}, STACK_START_MS);
afterAll(() => stack?.close());

describe('reference data', () => {
  it('gives every dropdown of the forms in one request, one provider call per list, all started together', async () => {
    stack.calls.length = 0;
    const r = await stack.gql(
      `{ customers { code name note isToBePlanned } suppliers { code name hasDemurrage } transporters { code name needsPricingType }
         shippingCompanies { code name } units { code name } productGroups { code name } productTypes { id name }
         documentTypes { id name } vatCodes { code description percentage } }`,
      {},
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.customers).toContainEqual({ code: '99999998', name: 'Nog te plannen', note: null, isToBePlanned: true });
    expect(r.data.suppliers.some((s: { hasDemurrage: boolean }) => s.hasDemurrage)).toBe(true);
    expect(r.data.transporters.find((t: { code: string }) => t.code === '99999999').needsPricingType).toBe(false);
    expect(r.data.documentTypes[2]).toEqual({ id: '3', name: 'Vrachtbrief' });
    expect(r.data.vatCodes.find((v: { code: string }) => v.code === '12').percentage).toBe('21');
    expect(stack.calls).toHaveLength(9);
    expect(new Set(stack.calls.map((c) => c.path)).size).toBe(9);
  });

  it('needs a session', async () => {
    const r = await stack.gql('{ customers { code } }');
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

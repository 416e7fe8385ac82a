import type { ProviderClient } from '../provider/client';
import { create } from './created';

/** A provider that never answers NewId, whose list read takes `ms`; records what the request's deadline was given back. */
function provider(ms: number) {
  const waited: number[] = [];
  const client = { answersNewId: () => false, sawNewId: () => undefined, waited: (t: number) => waited.push(t) } as unknown as ProviderClient;
  let reads = 0;
  const list = async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return reads++ === 0
      ? [{ id: '1', name: 'a' }]
      : [
          { id: '1', name: 'a' },
          { id: '2', name: 'b' },
          { id: '3', name: 'c' },
        ];
  };
  return { client, waited, list };
}

describe('a create without NewId', () => {
  it('opens the one new record that matches, else none, and gives the request back the time its whole-list reads took', async () => {
    const p = provider(30);
    const write = async () => ({ ok: true as const, newId: null });
    expect(await create(p.client, { key: 'salesOrders.copy', write, list: p.list, matches: (r) => r.name === 'b' })).toEqual({ ok: true, id: '2' });
    expect(p.waited).toHaveLength(2);
    for (const ms of p.waited) expect(ms).toBeGreaterThanOrEqual(25);
    const q = provider(0);
    expect(await create(q.client, { key: 'salesOrders.copy', write, list: q.list, matches: () => true })).toEqual({ ok: true, id: null });
  });
});

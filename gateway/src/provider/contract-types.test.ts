/**
 * The contract's types by catalogue key (contract-types.ts). The type assertions are checked by
 * `tsc -p gateway` (npm run typecheck); each `@ts-expect-error` fails the build when the error it
 * expects is gone, so a contract that loses a key or a check that stops catching one both break it.
 */
import { childList, ownedBy, write } from './calls/shared';
import type { ProviderClient } from './client';
import { everyKeyContracted } from './procedures/catalogue';
import type { Answer, Item, Payload } from './contract-types';

describe('contract types', () => {
  it('covers every catalogue key', () => {
    expect(everyKeyContracted).toBe(true);
  });

  it('types payloads and answers by catalogue key', () => {
    const task: Payload<'tasks.get'> = { taskid: 12 };
    // @ts-expect-error a key the contract lacks
    const extra: Payload<'tasks.get'> = { taskid: 12, unlocked: true };
    // @ts-expect-error a key the contract requires
    const missing: Payload<'tasks.get'> = {};
    const query: Payload<'prices.table'> = { filterDate: '2026-01-31' };
    const none: Payload<'salesOrders.list'> = {};
    const line: Item<'salesOrders.lines'> = { id: 1, productcode: 'P010001', ReportingDate: '1900-01-01T00:00:00' };
    // @ts-expect-error the spec's sales line has a product code, not a product name field `productname`
    const unknownField: Item<'salesOrders.lines'> = { id: 1, productname: 'Tarwe' };
    const refused: Answer<'salesOrders.create'> = { Success: 'False', Message: 'Customer not found' };
    const created: Answer<'salesOrders.create'> = { Success: true, NewId: 7 };
    expect([task, extra, missing, query, none, line, unknownField, refused, created]).toHaveLength(9);
  });
});

/** A client that only records what it is asked to send, for the calls typed by catalogue key. */
function recordingClient() {
  const sent: [string, unknown][] = [];
  const answer = async (key: string, payload: unknown = {}) => {
    sent.push([key, payload]);
    return { Success: true, Items: [{ id: 1, orderid: 7, multiplelines: 'True' }] };
  };
  const provider = { execute: answer, items: async (key: string, payload?: unknown) => (await answer(key, payload)).Items, batchIds: false, has: () => false };
  return { provider: provider as unknown as ProviderClient, sent };
}

describe('provider calls typed by catalogue key', () => {
  it('sends what the contract has, and the build fails on a key it lacks', async () => {
    const { provider, sent } = recordingClient();
    await provider.execute('tasks.get', { taskid: 12 });
    // @ts-expect-error a payload key the contract lacks
    await provider.execute('tasks.get', { taskid: 12, unlocked: true });
    // @ts-expect-error a payload key the contract requires is missing
    await provider.items('purchaseOrders.checkLine', { purchaseid: 3 });
    // @ts-expect-error a write with a key the contract lacks (the spec's delete line takes {id})
    await write(provider, 'salesOrders.deleteLine', { lineid: 5 });
    expect(sent).toEqual([
      ['tasks.get', { taskid: 12 }],
      ['tasks.get', { taskid: 12, unlocked: true }],
      ['purchaseOrders.checkLine', { purchaseid: 3 }],
      ['salesOrders.deleteLine', { lineid: 5 }],
    ]);
  });

  it("reads only the contract's answer fields", async () => {
    const { provider } = recordingClient();
    const [check] = await provider.items('purchaseOrders.checkLine', { purchaseid: 3, id: 4 });
    expect(check?.multiplelines).toBe('True');
    // @ts-expect-error an answer field the contract lacks
    expect(check?.multipleinvoice).toBeUndefined();
  });

  it("names a child list's owner by the contract's keys", async () => {
    const { provider, sent } = recordingClient();
    const lines = childList('salesOrders.lines', ownedBy('orderid'), (raw, owner) => `${owner}:${raw.id}`);
    expect(await lines.ofOwner(provider, '7')).toEqual(['7:1']);
    expect(sent).toEqual([['salesOrders.lines', { orderid: 7 }]]);
    // @ts-expect-error the lines procedure takes no `salesorderid`
    childList('salesOrders.lines', ownedBy('salesorderid'), (raw) => raw.id);
  });
});

/**
 * The contract's types by catalogue key (contract-types.ts). The type assertions are checked by
 * `tsc -p gateway` (npm run typecheck); each `@ts-expect-error` fails the build when the error it
 * expects is gone, so a contract that loses a key or a check that stops catching one both break it.
 */
import { everyKeyContracted, type Answer, type Item, type Payload } from './contract-types';

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

import type { Db, Queryable } from '../../db';
import type { ProcedureContext } from '../registry';
import { lineToChangeItem, linesToChangeProcedure, repriceProcedure } from './repricing';
import { id, payload } from '../validation';
import { PriceMessages } from './shared';

/** A database that answers each query from `answers` in turn and records what it was asked. */
function fakeDb(answers: { rows: unknown[] }[]) {
  const asked: { sql: string; params: unknown[] | undefined }[] = [];
  const tx: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      asked.push({ sql, params });
      const answer = answers.shift() ?? { rows: [] };
      return { rows: answer.rows as T[], rowCount: answer.rows.length };
    },
    exec: async () => undefined,
  };
  let transactions = 0;
  const db = {
    ...tx,
    kind: 'pglite',
    transaction: async <R>(fn: (q: Queryable) => Promise<R>) => {
      transactions++;
      return fn(tx);
    },
    close: async () => undefined,
  } as Db;
  return { db, asked, transactions: () => transactions };
}

const ctx = (db: Db) => ({ db }) as unknown as ProcedureContext;

describe('a line to change', () => {
  it('carries the fields every kind shares, its kind’s own, and the list price on its loading date last', () => {
    const item = lineToChangeItem(
      { id: 9, sales_order_id: 41, product_id: 5, code: 'P010005', description: null, product: 'Tarwe', loading_date: '2025-03-10', list_price: '185.5' },
      { SalesQuantity: 24, SalesPrice: 200, PricingType: '' },
    );
    expect(item).toEqual({
      orderLineId: 9,
      salesOrderId: 41,
      ProductId: 5,
      ProductCode: 'P010005',
      ProductDescription: 'Tarwe',
      Loadingdate: '2025-03-10T00:00:00',
      SalesQuantity: 24,
      SalesPrice: 200,
      PricingType: '',
      Price: 185.5,
    });
    expect(Object.keys(item).at(-1)).toBe('Price');
  });

  it('names a transport without a line by empty product fields, and no list price as null', () => {
    const item = lineToChangeItem(
      { id: 3, sales_order_id: 41, product_id: null, code: null, description: null, product: null, loading_date: '2025-05-02', list_price: null },
      {},
    );
    expect(item).toMatchObject({ ProductId: '', ProductCode: '', ProductDescription: '', Price: null });
  });

  it('lists what its query selects for the payload, each line with its kind’s fields', async () => {
    const { db, asked } = fakeDb([
      { rows: [{ id: 1, sales_order_id: 2, product_id: 3, code: 'P', description: 'D', product: 'X', loading_date: '2025-01-31', list_price: '1', q: '4' }] },
    ]);
    const procedure = linesToChangeProcedure({
      name: 'getTestLinesToChange',
      payload: payload({ productid: id() }),
      select: (p) => ['select …', [p.productid, 'x']],
      own: (row) => ({ Quantity: row.q }),
    });
    expect(procedure).toMatchObject({ application: 'backoffice', name: 'getTestLinesToChange', kind: 'read' });
    const answer = await procedure.handler(ctx(db), { productid: 3 });
    expect(asked).toEqual([{ sql: 'select …', params: [3, 'x'] }]);
    expect(answer).toEqual({ Items: [expect.objectContaining({ orderLineId: 1, Quantity: '4', Loadingdate: '2025-01-31T00:00:00', Price: 1 })] });
  });
});

describe('repricing a line', () => {
  const spec = { name: 'updateTestLines', orderOf: 'select is_completed …', notFound: 'Line not found', update: 'update … set price = $2 where id = $1' };

  it('sets the new price in a transaction when the line’s order is open', async () => {
    const { db, asked, transactions } = fakeDb([{ rows: [{ is_completed: false }] }, { rows: [] }]);
    const procedure = repriceProcedure(spec);
    expect(procedure).toMatchObject({ name: 'updateTestLines', kind: 'write' });
    expect(await procedure.handler(ctx(db), procedure.payload.parse({ orderlineid: 9, newprice: '12.50' }))).toEqual({});
    expect(transactions()).toBe(1);
    expect(asked).toEqual([
      { sql: spec.orderOf, params: [9] },
      { sql: spec.update, params: [9, expect.stringMatching(/^12\.50?$/)] },
    ]);
  });

  it('refuses an unknown line and a completed order, changing nothing', async () => {
    const missing = fakeDb([{ rows: [] }]);
    expect(await repriceProcedure(spec).handler(ctx(missing.db), { orderlineid: 9, newprice: '1' })).toEqual({ Success: false, Message: 'Line not found' });
    const completed = fakeDb([{ rows: [{ is_completed: true }] }]);
    expect(await repriceProcedure(spec).handler(ctx(completed.db), { orderlineid: 9, newprice: '1' })).toEqual({
      Success: false,
      Message: PriceMessages.orderCompleted,
    });
    expect([...missing.asked, ...completed.asked].map((q) => q.sql)).toEqual([spec.orderOf, spec.orderOf]);
  });

  it('refuses a negative price before anything is asked', () => {
    expect(repriceProcedure(spec).payload.safeParse({ orderlineid: 9, newprice: '-1' }).success).toBe(false);
  });
});

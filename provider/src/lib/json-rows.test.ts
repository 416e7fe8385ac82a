import { startProvider, type StartedProvider } from '../index';
import { answerJson } from '../procedures/routes';
import { JsonText, jsonRows, jsonText } from './json-rows';

// the provider's own database (PGlite runs in the provider's worker thread, not in jest's VM)
let provider: StartedProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 120_000);
afterAll(() => provider.close());

const ROWS = `select * from (values
  (1, 'b', 12.5000::numeric(12,4), '2026-03-01'::date, true),
  (2, 'a', null, null, false),
  (3, 'c', 0.1234::numeric(12,4), '2025-12-31'::date, true)) v(id, name, amount, day, flag)`;

describe('jsonRows', () => {
  it('answers the rows in the order asked, values as JSON has them', async () => {
    expect(await jsonRows(provider.db, ROWS, [], 'x.name')).toEqual([
      { id: 2, name: 'a', amount: null, day: null, flag: false },
      { id: 1, name: 'b', amount: 12.5, day: '2026-03-01', flag: true },
      { id: 3, name: 'c', amount: 0.1234, day: '2025-12-31', flag: true },
    ]);
    expect((await jsonRows<{ id: number }>(provider.db, ROWS, [], 'x.id desc')).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('takes parameters, and answers no rows as an empty list', async () => {
    expect(await jsonRows(provider.db, `select id from (${ROWS}) r where id = any($1::int[])`, [[1, 3]], 'x.id')).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await jsonRows(provider.db, `select id from (${ROWS}) r where id > $1`, [99])).toEqual([]);
  });
});

describe('jsonText, sent on as the database wrote it', () => {
  it('keeps the text of the rows in the order asked, and answers [] for none', async () => {
    const items = await jsonText(provider.db, `select id as "Id", amount as "Amount" from (${ROWS}) r`, [], 'x."Id" desc');
    expect(JSON.parse(items.text)).toEqual([
      { Id: 3, Amount: 0.1234 },
      { Id: 2, Amount: null },
      { Id: 1, Amount: 12.5 },
    ]);
    expect(items.text).toContain('12.5000'); // the database's own text, never parsed and written again
    expect((await jsonText(provider.db, `select id from (${ROWS}) r where id > $1`, [99])).text).toBe('[]');
  });

  it('is written into the answer as it is, beside Success and the other fields', () => {
    const body = answerJson({ Items: new JsonText('[{"Id":1,"Amount":12.5000}]'), Total: 'a "quoted" text', Skipped: undefined });
    expect(body).toBe('{"Success":true,"Items":[{"Id":1,"Amount":12.5000}],"Total":"a \\"quoted\\" text"}');
    expect(JSON.parse(body)).toEqual({ Success: true, Items: [{ Id: 1, Amount: 12.5 }], Total: 'a "quoted" text' });
    expect(JSON.parse(answerJson({ Items: [{ Id: 2 }] }))).toEqual({ Success: true, Items: [{ Id: 2 }] });
    expect(answerJson({ Success: false, Message: 'Product not found' })).toBe('{"Success":false,"Message":"Product not found"}');
  });
});

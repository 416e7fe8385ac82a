import type { ProviderClient } from '../provider/client';
import type { Written } from '../provider/outcome';
import { changePart } from './change-part';

describe('changePart: the read-change-write of a part of a record', () => {
  const setup = (answer: Written) => {
    const log: string[] = [];
    const change = async () => {
      log.push('change');
      return answer;
    };
    return {
      log,
      run: (id?: string) =>
        changePart({
          change,
          rules: [{ pattern: /al gefactureerd/i, code: 'ORDER_COMPLETED' }],
          forget: () => log.push('forget'),
          owner: async () => (log.push('owner'), { id: '7' }),
          id,
          part: async (partId: string) => (log.push(`part ${partId}`), { id: partId }),
        }),
    };
  };

  it('a refusal is userErrors and nothing is read again', async () => {
    const { log, run } = setup({ ok: false, refusal: { message: 'Order al gefactureerd' } });
    expect(await run('3')).toEqual({
      id: null,
      part: null,
      owner: null,
      userErrors: [{ code: 'ORDER_COMPLETED', field: null, message: 'Order al gefactureerd', facts: [] }],
    });
    expect(log).toEqual(['change']);
  });

  it('a change forgets the owner, then reads the part and the owner fresh', async () => {
    const { log, run } = setup({ ok: true, newId: null });
    expect(await run('3')).toEqual({ id: '3', part: { id: '3' }, owner: { id: '7' }, userErrors: [] });
    expect(log).toEqual(['change', 'forget', 'part 3', 'owner']);
  });

  it('an add answers the part the provider created; without its id, saved with no part (the owner shows it)', async () => {
    expect((await setup({ ok: true, newId: '12' }).run()).part).toEqual({ id: '12' });
    const { log, run } = setup({ ok: true, newId: null });
    expect(await run()).toEqual({ id: null, part: null, owner: { id: '7' }, userErrors: [] });
    expect(log).toEqual(['change', 'forget', 'owner']);
  });

  it('an add that says how: the one new part matching what was sent, read around the caches before and after', async () => {
    const learned = new Set<string>();
    const provider = {
      answersNewId: (k: string) => learned.has(k),
      sawNewId: (k: string) => learned.add(k),
      waited: () => undefined,
    } as unknown as ProviderClient;
    let rows = [{ id: '1', text: 'a' }];
    const add = (made: { id: string; text: string }[], answer: Written) =>
      changePart({
        change: async () => {
          rows = [...rows, ...made];
          return answer;
        },
        rules: [],
        forget: () => undefined,
        owner: async () => ({ id: '7' }),
        part: async (id: string) => rows.find((r) => r.id === id) ?? null,
        added: { provider, key: 'salesOrders.addTextLine', list: async () => rows, matches: (r) => r.text === 'b' },
      });
    expect((await add([{ id: '2', text: 'b' }], { ok: true, newId: null })).part).toEqual({ id: '2', text: 'b' });
    // a colleague's alike at the same moment: no part, never theirs
    expect(
      (
        await add(
          [
            { id: '3', text: 'b' },
            { id: '4', text: 'b' },
          ],
          { ok: true, newId: null },
        )
      ).part,
    ).toBeNull();
    // once the provider names what it made, the lists are not read before an add any more
    expect((await add([{ id: '5', text: 'c' }], { ok: true, newId: '5' })).part).toEqual({ id: '5', text: 'c' });
    expect(learned.has('salesOrders.addTextLine')).toBe(true);
  });
});

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
      userErrors: [{ code: 'ORDER_COMPLETED', field: null, message: 'Order al gefactureerd' }],
    });
    expect(log).toEqual(['change']);
  });

  it('a change forgets the owner, then reads the part and the owner fresh', async () => {
    const { log, run } = setup({ ok: true, newId: null });
    expect(await run('3')).toEqual({ id: '3', part: { id: '3' }, owner: { id: '7' }, userErrors: [] });
    expect(log).toEqual(['change', 'forget', 'part 3', 'owner']);
  });

  it('an add answers the part the provider created, and fails loudly when it names none', async () => {
    expect((await setup({ ok: true, newId: '12' }).run()).part).toEqual({ id: '12' });
    await expect(setup({ ok: true, newId: null }).run()).rejects.toMatchObject({ extensions: { code: 'PROVIDER_ERROR' } });
  });
});

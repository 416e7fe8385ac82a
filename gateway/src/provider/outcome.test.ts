import { successOf, written } from './outcome';

describe('successOf', () => {
  it('reads Success as a boolean or a True/False string in any case', () => {
    expect(successOf({ Success: true })).toBe(true);
    expect(successOf({ Success: false })).toBe(false);
    for (const yes of ['True', 'true', ' TRUE ']) expect([yes, successOf({ Success: yes })]).toEqual([yes, true]);
    for (const no of ['False', 'false', 'FALSE', '', 'yes']) expect([no, successOf({ Success: no, Items: [] })]).toEqual([no, false]);
  });

  it('takes an answer without Success by what it carries: Items or NewId succeed, a Message alone refuses', () => {
    expect(successOf({ Items: [] })).toBe(true);
    expect(successOf({ Items: [{ id: 1 }] })).toBe(true);
    expect(successOf({ NewId: 7 })).toBe(true);
    expect(successOf({})).toBe(true);
    expect(successOf({ Message: 'Order not found' })).toBe(false);
  });

  it('never turns a refused write into a saved one', () => {
    expect(written({ Success: successOf({ Success: 'False', Message: 'Nope' }), Message: 'Nope' })).toEqual({ ok: false, refusal: { message: 'Nope' } });
  });
});

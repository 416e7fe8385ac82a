import { sameRows, sameValue } from './stable-rows';

describe('sameValue / sameRows', () => {
  it('compares data, not objects', () => {
    expect(
      sameValue({ id: '1', customer: { code: 'C1', name: 'Klant' }, lines: [1, 2] }, { id: '1', customer: { code: 'C1', name: 'Klant' }, lines: [1, 2] }),
    ).toBe(true);
    expect(sameValue({ id: '1', customer: { name: 'Klant' } }, { id: '1', customer: { name: 'Andere klant' } })).toBe(false);
    expect(sameValue({ id: '1', note: null }, { id: '1' })).toBe(false);
    expect(sameValue({ id: '1' }, { id: 1 })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue(new Date(0), {})).toBe(false);
  });

  it('says two lists hold the same rows only when they are equal row by row, in order', () => {
    const a = [{ id: 1 }, { id: 2 }];
    expect(sameRows(a, [{ id: 1 }, { id: 2 }])).toBe(true);
    expect(sameRows(a, [{ id: 2 }, { id: 1 }])).toBe(false);
    expect(sameRows(a, [{ id: 1 }])).toBe(false);
    expect(sameRows([], [])).toBe(true);
  });
});

import v8 from 'node:v8';
import { applyHeapGrowing, DEFAULT_HEAP_GROWING_PERCENT, readHeapGrowingPercent } from './memory';

describe('heap growing', () => {
  it('reads GATEWAY_HEAP_GROWING_PERCENT: 20 by default, 0 for V8 own choice, nonsense stops the start', () => {
    expect(readHeapGrowingPercent({})).toBe(DEFAULT_HEAP_GROWING_PERCENT);
    expect(DEFAULT_HEAP_GROWING_PERCENT).toBe(20);
    expect(readHeapGrowingPercent({ GATEWAY_HEAP_GROWING_PERCENT: '20' })).toBe(20);
    expect(readHeapGrowingPercent({ GATEWAY_HEAP_GROWING_PERCENT: '0' })).toBe(0);
    expect(readHeapGrowingPercent({ GATEWAY_HEAP_GROWING_PERCENT: '50' })).toBe(50);
    for (const bad of ['-1', '1.5', 'lots', '5000'])
      expect(() => readHeapGrowingPercent({ GATEWAY_HEAP_GROWING_PERCENT: bad })).toThrow(/GATEWAY_HEAP_GROWING_PERCENT/);
  });

  it("hands V8 the factor, and leaves V8's own choice alone for 0", () => {
    const set = jest.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    applyHeapGrowing(20);
    expect(set).toHaveBeenCalledWith('--heap-growing-percent=20');
    set.mockClear();
    applyHeapGrowing(0);
    expect(set).not.toHaveBeenCalled();
    set.mockRestore();
  });
});

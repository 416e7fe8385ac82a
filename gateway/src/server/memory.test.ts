import v8 from 'node:v8';
import {
  applyHeapGrowing,
  DEFAULT_HEAP_FLOOR_MB,
  DEFAULT_HEAP_GROWING_PERCENT,
  gatewayLaunch,
  launchWarning,
  readHeapFloorMb,
  readHeapGrowingPercent,
} from './memory';

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

describe('the gateway launch', () => {
  it('reads GATEWAY_HEAP_FLOOR_MB: 80 by default, 0 for none, nonsense stops the start', () => {
    expect(readHeapFloorMb({})).toBe(DEFAULT_HEAP_FLOOR_MB);
    expect(DEFAULT_HEAP_FLOOR_MB).toBe(80);
    expect(readHeapFloorMb({ GATEWAY_HEAP_FLOOR_MB: '64' })).toBe(64);
    for (const bad of ['-1', '1.5', '100MB', '5000']) expect(() => readHeapFloorMb({ GATEWAY_HEAP_FLOOR_MB: bad })).toThrow(/GATEWAY_HEAP_FLOOR_MB/);
  });

  it('starts node with the floor as --initial-old-space-size and two malloc arenas, each its own setting', () => {
    expect(gatewayLaunch({})).toEqual({ nodeArgs: ['--initial-old-space-size=80'], env: { MALLOC_ARENA_MAX: '2' } });
    expect(gatewayLaunch({ GATEWAY_HEAP_FLOOR_MB: '64', MALLOC_ARENA_MAX: '4' })).toEqual({
      nodeArgs: ['--initial-old-space-size=64'],
      env: { MALLOC_ARENA_MAX: '4' },
    });
    expect(gatewayLaunch({ GATEWAY_HEAP_FLOOR_MB: '0' }).nodeArgs).toEqual([]);
    expect(() => gatewayLaunch({ MALLOC_ARENA_MAX: 'few' })).toThrow(/MALLOC_ARENA_MAX/);
  });

  it('warns when the gateway was started without them', () => {
    const launched = { MALLOC_ARENA_MAX: '2' };
    expect(launchWarning(['--import', 'tsx', '--initial-old-space-size=80'], launched)).toBeNull();
    expect(launchWarning(['--import', 'tsx'], launched)).toMatch(/without --initial-old-space-size=80 \(/);
    expect(launchWarning(['--initial-old-space-size=80'], {})).toMatch(/without MALLOC_ARENA_MAX/);
    expect(launchWarning(['--initial-old-space-size=80'], { ...launched, GATEWAY_HEAP_FLOOR_MB: '64' })).toMatch(/=64/);
    expect(launchWarning([], { ...launched, GATEWAY_HEAP_FLOOR_MB: '0' })).toBeNull();
  });
});

import { approximateBytes, ListCache } from './list-cache';

describe('ListCache', () => {
  it('shares one load between callers until it expires', async () => {
    const cache = new ListCache(50);
    const load = jest.fn(async () => ['a']);
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 80));
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure, and forgets everything on clear', async () => {
    const cache = new ListCache(10_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const load = jest.fn(async () => 1);
    await cache.get('k', load);
    cache.clear();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with a time to live of 0 always loads', async () => {
    const cache = new ListCache(0);
    const load = jest.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.enabled).toBe(false);
  });
});

describe('ListCache in bytes', () => {
  const list = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ id: i, name: `${tag}-${i}`, note: 'x'.repeat(40) }));

  it("estimates an answer's heap roughly from its contents", () => {
    const one = approximateBytes(list(1, 'a'));
    expect(approximateBytes(list(1000, 'a'))).toBeGreaterThan(900 * one);
    expect(approximateBytes(list(1000, 'a'))).toBeLessThan(1100 * one);
    expect(approximateBytes({ s: 'x'.repeat(1000) })).toBeGreaterThan(2000);
  });

  it('keeps lists within the budget, evicting the least recently used first', async () => {
    const size = approximateBytes(list(100, 'a'));
    const cache = new ListCache(60_000, { maxBytes: Math.floor(size * 2.5) });
    const loads: string[] = [];
    const get = (key: string) => cache.get(key, async () => (loads.push(key), list(100, key)));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    expect(loads).toEqual(['a', 'b']);
    await get('c'); // over the budget: b goes, a stays
    expect(cache.bytes).toBeLessThanOrEqual(size * 2.5);
    await get('a');
    expect(loads).toEqual(['a', 'b', 'c']);
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a list larger than the whole budget', async () => {
    const cache = new ListCache(60_000, { maxBytes: 1000 });
    const load = jest.fn(async () => list(100, 'big'));
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.bytes).toBe(0);
  });
});

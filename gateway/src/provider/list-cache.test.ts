import { ListCache } from './list-cache';

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

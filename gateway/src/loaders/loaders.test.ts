import { parse } from 'graphql';
import type { ProviderClient } from '../provider/client';
import { buildSchema } from '../schema';
import { keyedLoader, listLoader, Loaders } from './loaders';
import { prefetch, selectedCoordinates } from './prefetch';

const provider = {} as ProviderClient;

describe('loaders', () => {
  it('a list loader fetches once per request however many keys are asked', async () => {
    const fetchAll = jest.fn(async () => [{ id: '1', n: 'a' }, { id: '2', n: 'b' }]);
    const def = listLoader('things', fetchAll, (t) => t.id);
    const loaders = new Loaders(provider);
    const [a, b, missing, all] = await Promise.all([loaders.use(def).load('1'), loaders.use(def).load('2'), loaders.use(def).load('9'), loaders.use(def).all()]);
    expect([a?.n, b?.n, missing, all.length]).toEqual(['a', 'b', null, 2]);
    expect(fetchAll).toHaveBeenCalledTimes(1);
    await new Loaders(provider).use(def).all();
    expect(fetchAll).toHaveBeenCalledTimes(2);
  });

  it('a keyed loader fetches each distinct key once, an error only for its key', async () => {
    const fetchOne = jest.fn(async (_p: ProviderClient, k: number) => {
      if (k === 3) throw new Error('no 3');
      return k * 10;
    });
    const loader = new Loaders(provider).use(keyedLoader('x', fetchOne));
    const results = await Promise.allSettled([loader.load(1), loader.load(1), loader.load(2), loader.load(3)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'err'))).toEqual([10, 10, 20, 'err']);
    expect(fetchOne).toHaveBeenCalledTimes(3);
  });
});

describe('prefetch', () => {
  const { schema, prefetchRules } = buildSchema();

  it('finds the coordinates an operation selects, fragments included', () => {
    const doc = parse('query { users { id ...R } } fragment R on User { roles { name } }');
    const found = selectedCoordinates(schema, doc);
    expect(found.has('Query.users')).toBe(true);
    expect(found.has('User.roles')).toBe(true);
    expect(found.has('Query.periodDates')).toBe(false);
  });

  it('starts the look-ups of the selected fields at once', () => {
    const calls: string[] = [];
    const fake = new Loaders(provider);
    const spy = jest.spyOn(fake, 'prime').mockImplementation((def) => void calls.push(def.name));
    prefetch(prefetchRules, selectedCoordinates(schema, parse('{ users { roles { name } } }')), fake);
    expect(calls.sort()).toEqual(['roles', 'users']);
    spy.mockRestore();
  });
});

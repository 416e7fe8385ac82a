import { parse } from 'graphql';
import type { ProviderClient } from '../provider/client';
import { buildSchema } from '../server/schema';
import { childListLoader, keyedLoader, listLoader, Loaders, onceLoader } from './loaders';
import { prefetch, selectedCoordinates, startChildLists } from './prefetch';
import { childList, ownedBy } from '../provider/calls/shared';

const provider = {} as ProviderClient;

describe('loaders', () => {
  it('a list loader fetches once per request however many keys are asked', async () => {
    const fetchAll = jest.fn(async () => [
      { id: '1', n: 'a' },
      { id: '2', n: 'b' },
    ]);
    const def = listLoader('things', fetchAll, (t) => t.id);
    const loaders = new Loaders(provider);
    const [a, b, missing, all] = await Promise.all([
      loaders.use(def).load('1'),
      loaders.use(def).load('2'),
      loaders.use(def).load('9'),
      loaders.use(def).all(),
    ]);
    expect([a?.n, b?.n, missing, all.length]).toEqual(['a', 'b', null, 2]);
    expect(fetchAll).toHaveBeenCalledTimes(1);
    await new Loaders(provider).use(def).all();
    expect(fetchAll).toHaveBeenCalledTimes(2);
  });

  it('a once loader fetches its answer once per request; a prefetch that fails leaves the error to the reader', async () => {
    const fetch = jest.fn(async () => ({ rows: [1, 2], freeDays: 3 }));
    const loaders = new Loaders(provider);
    const def = onceLoader('answer', fetch);
    loaders.prime(def);
    const [a, b] = await Promise.all([loaders.use(def).get(), loaders.use(def).get()]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(provider);
    expect(new Loaders(provider).use(def)).not.toBe(loaders.use(def));

    const failing = onceLoader('failing', async () => Promise.reject(new Error('provider down')));
    const other = new Loaders(provider);
    other.prime(failing);
    await expect(other.use(failing).get()).rejects.toThrow('provider down');
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

describe('childListLoader', () => {
  const rows = [
    { orderid: 1, id: 'a' },
    { orderid: 2, id: 'b' },
    { orderid: 1, id: 'c' },
  ];
  function fakeProvider(batchIds: boolean) {
    const calls: Record<string, unknown>[] = [];
    const batches: [string, number][] = [];
    const provider = {
      batchIds,
      has: () => false,
      perOwner: (key: string, count: number) => (batches.push([key, count]), provider),
      items: async (_key: string, payload: Record<string, unknown>) => {
        calls.push(payload);
        if ('orderids' in payload) return rows.filter((r) => (payload.orderids as number[]).includes(r.orderid));
        return rows.filter((r) => r.orderid === payload.orderid);
      },
    } as unknown as ProviderClient;
    return { provider, calls, batches };
  }
  const def = childListLoader(
    'lines',
    childList('salesOrders.lines', ownedBy('orderid'), (raw, owner) => `${owner}:${raw.id}`),
  );

  it('asks many owners in one call when the provider takes many ids', async () => {
    const { provider, calls } = fakeProvider(true);
    const loader = new Loaders(provider).use(def);
    expect(await Promise.all([loader.load('1'), loader.load('2'), loader.load('3')])).toEqual([['1:a', '1:c'], ['2:b'], []]);
    expect(calls).toEqual([{ orderids: [1, 2, 3] }]);
  });

  it("falls back to the spec's one id per call, all started together, when batching is off", async () => {
    const { provider, calls, batches } = fakeProvider(false);
    const loader = new Loaders(provider).use(def);
    expect(await Promise.all([loader.load('1'), loader.load('2')])).toEqual([['1:a', '1:c'], ['2:b']]);
    expect(calls).toEqual([{ orderid: 1 }, { orderid: 2 }]);
    // told as one batch of the request's per-owner reads (ProviderClient.perOwner: heavy ones take turns)
    expect(batches).toEqual([['salesOrders.lines', 2]]);
  });

  it('sends the single id for one owner even with batching on', async () => {
    const { provider, calls, batches } = fakeProvider(true);
    await new Loaders(provider).use(def).load('2');
    expect(calls).toEqual([{ orderid: 2 }]);
    expect(batches).toEqual([]);
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

  it('starts the child lists an operation selects with their owner, and only those', async () => {
    const asked: string[] = [];
    const list = (name: string) => ({ name, create: () => ({ load: async (id: string) => void asked.push(`${name}:${id}`) }) });
    const lines = list('lines');
    const documents = list('documents');
    const operation = parse('query { salesOrder(id: "7") { id ...L } } fragment L on SalesOrder { lines { id } }');
    const info = { schema, operation: operation.definitions[0] as never, fragments: { L: operation.definitions[1] as never } };
    const children = [
      ['SalesOrder.lines', lines],
      ['SalesOrder.documents', documents],
    ] as const;
    startChildLists(new Loaders(provider), info, ['7', '8'], children);
    await Promise.resolve();
    expect(asked).toEqual(['lines:7', 'lines:8']);
  });
});

describe('mapOnce', () => {
  it('translates one answer once per translation, a new answer again', () => {
    const { mapOnce } = jest.requireActual('../provider/map-once') as typeof import('../provider/map-once');
    const map = jest.fn((r: { n: number }) => ({ n: r.n * 2 }));
    const answer = [{ n: 1 }, { n: 2 }];
    const first = mapOnce(answer, map);
    expect(mapOnce(answer, map)).toBe(first);
    expect(first).toEqual([{ n: 2 }, { n: 4 }]);
    expect(map).toHaveBeenCalledTimes(2);
    mapOnce([{ n: 3 }], map);
    expect(map).toHaveBeenCalledTimes(3);
  });
});

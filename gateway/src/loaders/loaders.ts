import DataLoader from 'dataloader';
import type { ChildList } from '../provider/calls/shared';
import type { ProviderClient } from '../provider/client';
import type { ProcedureKey } from '../provider/procedures/catalogue';

/**
 * Per-request loaders. A domain declares a loader once, in a few lines, next to its resolvers;
 * resolvers ask `ctx.loaders.use(someLoader)` and get this request's instance. A new set per
 * request: nothing leaks between users, and the cache lives as long as one operation.
 */
export interface LoaderDef<T> {
  name: string;
  /** `loaders`: this request's other loaders, for a loader that chooses between them. */
  create(provider: ProviderClient, loaders: Loaders): T;
}

export class Loaders {
  private readonly instances = new Map<LoaderDef<unknown>, unknown>();

  constructor(private readonly provider: ProviderClient) {}

  use<T>(def: LoaderDef<T>): T {
    if (!this.instances.has(def)) this.instances.set(def, def.create(this.provider, this));
    return this.instances.get(def) as T;
  }

  /** Drops this request's instance of a loader: the next use reads afresh (a list a write just changed). */
  forget(def: LoaderDef<unknown>): void {
    this.instances.delete(def);
  }

  /** Starts a loader's work now (see prefetch.ts); errors surface where the data is used. */
  prime(def: LoaderDef<{ prefetch(): void }>): void {
    this.use(def).prefetch();
  }
}

/** One value fetched at most once per request, however many resolvers ask for it. */
export class OnceLoader<V> {
  private value?: Promise<V>;

  constructor(private readonly fetch: () => Promise<V>) {}

  get(): Promise<V> {
    this.value ??= this.fetch();
    return this.value;
  }

  prefetch(): void {
    this.get().catch(() => undefined);
  }
}

/** A whole list fetched once per request, and looked up by key. */
export class ListLoader<V> extends OnceLoader<V[]> {
  private index?: Promise<Map<string, V>>;

  constructor(
    fetchAll: () => Promise<V[]>,
    private readonly keyOf: (item: V) => string,
  ) {
    super(fetchAll);
  }

  all(): Promise<V[]> {
    return this.get();
  }

  async load(key: string): Promise<V | null> {
    this.index ??= this.all().then((items) => new Map(items.map((i) => [this.keyOf(i), i])));
    return (await this.index).get(key) ?? null;
  }
}

/** A loader over a procedure whose one answer serves the whole request (a list read as a whole, with more than its items). */
export function onceLoader<V>(name: string, fetch: (provider: ProviderClient) => Promise<V>): LoaderDef<OnceLoader<V>> {
  return { name, create: (provider) => new OnceLoader(() => fetch(provider)) };
}

/**
 * A loader over a procedure that returns the whole list at once (reference data, dropdowns,
 * small lists): one provider call per request however many keys are asked.
 */
export function listLoader<V>(name: string, fetchAll: (provider: ProviderClient) => Promise<V[]>, keyOf: (item: V) => string): LoaderDef<ListLoader<V>> {
  return { name, create: (provider) => new ListLoader(() => fetchAll(provider), keyOf) };
}

/**
 * A loader over a procedure that takes one key (an order id, a product id): one provider call
 * per distinct key, all started in the same tick, each key fetched once per request.
 */
export function keyedLoader<K, V>(name: string, fetchOne: (provider: ProviderClient, key: K) => Promise<V>): LoaderDef<DataLoader<K, V>> {
  return {
    name,
    create: (provider) =>
      new DataLoader<K, V>((keys) =>
        Promise.all(keys.map((k) => fetchOne(provider, k).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))))),
      ),
  };
}

/** A child-list loader, with the procedure it calls once per owner without `byIds`. */
export type ChildListLoaderDef<V> = LoaderDef<DataLoader<string, V[]>> & { key: ProcedureKey };

/**
 * A field whose resolver reads its rows through a child-list loader, once per owner without `byIds`
 * (`Product.purchasePrices`): limits/cost.ts counts those calls before the query runs.
 */
export interface PerOwnerField {
  coordinate: string;
  loader: { key: ProcedureKey };
}

/**
 * Child lists of an owner (an order's lines, a product's prices). The spec's procedures take one
 * owner id (`{orderid}`); the reference provider also takes many (`{orderids}`) and names each
 * row's owner. With the byIds extension (PROVIDER_EXTENSIONS) all the owners one query
 * reaches cost one call per batch of 500; against a provider that only knows the single id it
 * is one call per owner, all started together (a heavy list's sent a few at a time, heavy-reads.ts).
 */
export function childListLoader<V>(name: string, list: ChildList<V>): ChildListLoaderDef<V> {
  return {
    name,
    key: list.key,
    create: (provider) =>
      new DataLoader<string, V[]>(
        async (ids) => {
          if (ids.length === 1 || !provider.batchIds) {
            // one call per owner: a heavy list's calls go as this request's batch (ProviderClient.perOwner)
            const reader = provider.batchIds ? provider : provider.perOwner(list.key, ids.length);
            return Promise.all(ids.map((id) => list.ofOwner(reader, id).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))));
          }
          const byOwner = new Map<string, V[]>(ids.map((id) => [id, []]));
          for (const { ownerId, value } of await list.ofOwners(provider, ids)) byOwner.get(ownerId)?.push(value);
          return ids.map((id) => byOwner.get(id) ?? []);
        },
        { maxBatchSize: 500 },
      ),
  };
}

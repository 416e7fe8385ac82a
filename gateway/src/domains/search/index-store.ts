import type { ProviderClient } from '../../provider/client';
import type { SearchKindDef } from './kinds';
import { buildIndex, type SearchIndex } from './search-index';

/**
 * Past this age a kept index is still answered from, and rebuilt behind that answer: a change made
 * at the provider itself (not through a gateway) moves no generation, so this is how it shows.
 */
export const REBUILD_AFTER_MS = 60_000;
/** Indexes kept per gateway (a role set's or a user's, per kind); the least recently used goes first. */
export const MAX_KEPT_INDEXES = 200;
/**
 * How long a search waits for an index a write made stale before the previous one answers (`stale`):
 * rebuilding re-reads the whole list, seconds for 20 000 orders, and every write of a colleague moves it.
 */
export const REBUILD_WAIT_MS = 400;

interface Kept {
  version: string;
  builtAt: number;
  index: Promise<SearchIndex>;
  rebuilding: boolean;
  /** The index this one replaces while it is being built (a write moved the generation). */
  previous?: Promise<SearchIndex>;
}

/** An index to search, and whether it is the one before a change (the new one is still being built). */
export interface IndexAnswer {
  index: SearchIndex;
  stale: boolean;
}

/** Per gateway (ProviderClient.listVersion's `gateway`): each (scope, list)'s index and the version it was built from. */
const keptByGateway = new WeakMap<object, Map<string, Kept>>();

/** Read with a deadline of its own: a first search on a busy provider waits longer than a request's budget, and the index is kept. */
const build = async (def: SearchKindDef<unknown>, provider: ProviderClient): Promise<SearchIndex> => buildIndex(def, await def.load(provider.detached()));

/**
 * The kind's index for this request: the one kept while its list's generation stands (no provider
 * call), else built from the list (through the list cache) and kept. Concurrent first searches share one build.
 */
export async function indexOf(def: SearchKindDef<unknown>, provider: ProviderClient, waitMs = REBUILD_WAIT_MS): Promise<IndexAnswer> {
  const kept = keptIndex(def, provider, Date.now());
  if (!kept.previous) return { index: await kept.index, stale: false };
  const previous = kept.previous;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
  const fresh = await Promise.race([kept.index.catch(() => null), waited]).finally(() => clearTimeout(timer));
  return fresh ? { index: fresh, stale: false } : { index: await previous.catch(() => kept.index), stale: true };
}

function keptIndex(def: SearchKindDef<unknown>, provider: ProviderClient, now: number): Kept {
  const at = provider.listVersion(def.list);
  if (!at) return { version: '', builtAt: now, index: build(def, provider), rebuilding: false };
  let kept = keptByGateway.get(at.gateway);
  if (!kept) keptByGateway.set(at.gateway, (kept = new Map()));
  const slot = at.version.slice(0, at.version.lastIndexOf('\u0000'));
  const current = kept.get(slot);
  if (current && current.version === at.version) {
    kept.delete(slot);
    kept.set(slot, current);
    if (now - current.builtAt >= REBUILD_AFTER_MS && !current.rebuilding) rebuildBehind(kept, slot, current, def, provider, now);
    return current;
  }
  // the one it replaces answers meanwhile, once built (a replaced one still building is not waited for twice)
  const previous = current && !current.previous ? current.index : current?.previous;
  const fresh: Kept = { version: at.version, builtAt: now, index: build(def, provider), rebuilding: false, previous };
  keep(kept, slot, fresh);
  fresh.index.then(
    () => (fresh.previous = undefined),
    () => undefined,
  );
  return fresh;
}

function keep(kept: Map<string, Kept>, slot: string, entry: Kept): void {
  kept.delete(slot);
  kept.set(slot, entry);
  entry.index.catch(() => {
    if (kept.get(slot) === entry) kept.delete(slot);
  });
  while (kept.size > MAX_KEPT_INDEXES) kept.delete(kept.keys().next().value as string);
}

/** Answers stay on the old index until the new one is built; a failed rebuild keeps the old one and tries again later. */
function rebuildBehind(kept: Map<string, Kept>, slot: string, current: Kept, def: SearchKindDef<unknown>, provider: ProviderClient, now: number): void {
  current.rebuilding = true;
  build(def, provider).then(
    (index) => {
      if (kept.get(slot) === current) kept.set(slot, { version: current.version, builtAt: now, index: Promise.resolve(index), rebuilding: false });
    },
    () => {
      current.rebuilding = false;
      current.builtAt = now;
    },
  );
}

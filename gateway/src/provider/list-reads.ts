import type { Logger } from '../common/logger';
import type { ClientCaller, ClientSetup } from './client-types';
import type { Read } from './list-cache';
import type { Catalogue, ProcedureKey } from './procedures/catalogue';
import { stripQuery } from './transport';

type Def = Catalogue[ProcedureKey];

/** Whose cached answers a call may share: the role set's for a list the same for all its users, else the user's. */
function cacheScopeOf(setup: ClientSetup, caller: ClientCaller, def: Def): string | undefined {
  const { cacheScope, roleScope } = caller;
  if (def.sharedByRoles && roleScope && cacheScope && setup.lists?.scope !== 'user') return roleScope;
  return cacheScope;
}

/** What a whole list of `key` read now stands for (ProviderClient.listVersion): its cache scope and generation. */
export function listVersionOf(setup: ClientSetup, caller: ClientCaller, key: ProcedureKey): { gateway: object; version: string } | null {
  const scope = cacheScopeOf(setup, caller, setup.catalogue[key]);
  const generation = caller.generations ? caller.generations.tagOf(key) : 'g0';
  return scope && generation ? { gateway: setup.learned, version: `${scope}\u0000${key}\u0000${generation}` } : null;
}

/**
 * A read through the short-lived list cache where it may come from there: a whole list (GET without
 * a payload, or a `wholeList`) and the pages of a paged read that says so (`cachedPages`); `refresh`
 * reads a kept list anew, `fresh` reads around the cache. Anything else is read now.
 */
export async function readThroughCache<T>(
  setup: ClientSetup,
  caller: ClientCaller,
  key: ProcedureKey,
  payload: object,
  opts: { refresh?: boolean; fresh?: boolean },
  call: (payload?: object) => Promise<T>,
): Promise<Read<T>> {
  const def = setup.catalogue[key];
  const scope = cacheScopeOf(setup, caller, def);
  const cache = setup.lists?.cache;
  // a client of no request (tests, tools) has one generation: its caller clears the cache
  const generation = caller.generations ? caller.generations.tagOf(key) : 'g0';
  if (cache?.enabled && scope && generation && def.read && !opts.fresh) {
    const base = `${scope}\u0000${key}\u0000${generation}`;
    const empty = Object.keys(payload).length === 0;
    if (empty && (def.method === 'GET' || def.wholeList)) return cache.read(base, () => call(), opts);
    if (def.cachedPages) {
      // a refresh is of the list, not of one page: its other pages kept are stale as well
      if (opts.refresh) cache.drop(`${base}\u0000`);
      return cache.read(`${base}\u0000${JSON.stringify(payload)}`, () => call(payload), opts);
    }
  }
  return { value: await call(payload), readAt: Date.now() };
}

/** A write, answered or not (it may have happened): the lists it may change are read anew on every instance. */
export async function listsWritten(caller: ClientCaller, logger: Logger, key: ProcedureKey, path: string): Promise<void> {
  const generations = caller.generations;
  if (generations && !(await generations.wrote(key)))
    logger.warn({ procedure: key, path: stripQuery(path) }, 'lists not invalidated: the shared store did not answer');
}

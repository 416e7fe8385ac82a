/**
 * How the gateway calls one provider procedure: `app` says which application serves it (`main`
 * is PROVIDER_APP, `accounting` is PROVIDER_ACCOUNTING_APP); `read` procedures are retried on
 * transient failures, writes never are. Each `calls/<domain>.ts` declares its own procedures with
 * these, next to the calls that use them; catalogue.ts is their union.
 */
export interface ProcedureDef {
  app: 'main' | 'accounting';
  name: string;
  read: boolean;
  method: 'GET' | 'POST';
  /**
   * A read whose cost grows with the data (month end, whole order lists, price lists of many
   * products): at most PROVIDER_HEAVY_CONCURRENCY of them are sent at once (heavy-reads.ts).
   */
  heavy?: boolean;
  /**
   * A paged read whose answers the list cache keeps per payload (the sales-order overview's pages):
   * the same page asked again within LIST_CACHE_MS is not read again. Whole-list reads (GET without
   * a payload) are kept without saying so.
   */
  cachedPages?: boolean;
  /**
   * A whole list (the spec's GET lists the gateway pages itself): kept by the list cache even when
   * a deployment sends it as POST, and read with a deadline of its own (PROVIDER_LIST_TIMEOUT_MS)
   * instead of the request's, as a slow provider may take longer than a request for all of it.
   */
  wholeList?: boolean;
  /**
   * The answer is the same for every user with the same roles (x-assumed: the spec's lists take no
   * user), so the list cache keeps one per role set unless LIST_CACHE_SCOPE=user.
   */
  sharedByRoles?: boolean;
  /** Payload keys a POST also sends in its query string (spec 02 §7.2: update purchase, "id also in the query"). */
  queryKeys?: readonly string[];
}

/** A read: GET or POST (the default), retried on transient failures. */
export const readProcedure = (name: string, method: 'GET' | 'POST' = 'POST', app: ProcedureDef['app'] = 'main'): ProcedureDef => ({
  app,
  name,
  read: true,
  method,
});

/** A write: POST (or GET where the spec says so), never retried. */
export const writeProcedure = (name: string, app: ProcedureDef['app'] = 'main', method: 'GET' | 'POST' = 'POST'): ProcedureDef => ({
  app,
  name,
  read: false,
  method,
});

/** A whole list shared by the users with the same roles, read as heavy with a deadline of its own. */
export const wholeList = (name: string, method: 'GET' | 'POST' = 'GET', app: ProcedureDef['app'] = 'main'): ProcedureDef => ({
  ...readProcedure(name, method, app),
  heavy: true,
  wholeList: true,
  sharedByRoles: true,
});

/** A read whose cost grows with the data: sent through the heavy reads' bulkhead (heavy-reads.ts). */
export const heavyRead = (name: string, method: 'GET' | 'POST' = 'POST', app: ProcedureDef['app'] = 'main'): ProcedureDef => ({
  ...readProcedure(name, method, app),
  heavy: true,
});

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
}

/** A read: GET or POST (the default), retried on transient failures. */
export const readProcedure = (name: string, method: 'GET' | 'POST' = 'POST', app: ProcedureDef['app'] = 'main'): ProcedureDef => ({
  app,
  name,
  read: true,
  method,
});

/** A write: POST, never retried. */
export const writeProcedure = (name: string, app: ProcedureDef['app'] = 'main'): ProcedureDef => ({ app, name, read: false, method: 'POST' });

/** A read whose cost grows with the data: sent through the heavy reads' bulkhead (heavy-reads.ts). */
export const heavyRead = (name: string, method: 'GET' | 'POST' = 'POST', app: ProcedureDef['app'] = 'main'): ProcedureDef => ({
  ...readProcedure(name, method, app),
  heavy: true,
});

/** Limits on what one request may ask (README: Limits and faults). */
export interface LimitsConfig {
  /** MAX_QUERY_COST: the estimated cost of one operation, list pages multiplied by their limit (limits/cost.ts). */
  maxQueryCost: number;
  /** MAX_PAGE_SIZE: the page.limit of a list that names no maximum of its own (limits/pages.ts). */
  defaultMaxPage: number;
  /** HTTP_HEADERS_TIMEOUT_MS: time a client has to send the request's headers. */
  headersTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS: time a client has to send the whole request (headers and body). */
  requestTimeoutMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS: how long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
}

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readLimitsConfig(env: NodeJS.ProcessEnv): LimitsConfig {
  return {
    maxQueryCost: num(env.MAX_QUERY_COST, 500_000),
    defaultMaxPage: num(env.MAX_PAGE_SIZE, 1_000),
    headersTimeoutMs: num(env.HTTP_HEADERS_TIMEOUT_MS, 10_000),
    requestTimeoutMs: num(env.HTTP_REQUEST_TIMEOUT_MS, 60_000),
    keepAliveTimeoutMs: num(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 5_000),
  };
}

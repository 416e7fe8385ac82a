import { whole } from '../common/env-numbers';
import { DEFAULT_MAX_PER_OWNER_CALLS, readBulkheadConfig, type HeavyReadConfig } from '../provider/heavy-reads';

/** Limits on what one request may ask (README: Limits and faults). */
export interface LimitsConfig {
  /** MAX_QUERY_COST: the estimated cost of one operation, list pages multiplied by their limit (limits/cost.ts). */
  maxQueryCost: number;
  /**
   * MAX_PER_OWNER_CALLS: heavy reads one owner at a time (a product's price list, without `byIds`)
   * one request may need; more is QUERY_TOO_COMPLEX before it runs, naming the largest page that fits.
   */
  maxPerOwnerCalls: number;
  /** MAX_PAGE_SIZE: the page.limit of a list that names no maximum of its own (a domain's `pageMaxima`). */
  defaultMaxPage: number;
  /** HTTP_HEADERS_TIMEOUT_MS: time a client has to send the request's headers. */
  headersTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS: time a client has to send the whole request (headers and body). */
  requestTimeoutMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS: how long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** LARGE_ANSWER_COST: from this estimated cost on, an operation is a large answer (limits/index.ts). */
  largeAnswerCost: number;
  /** LARGE_ANSWERS_CONCURRENCY, _QUEUE, _QUEUE_WAIT_MS: how many large answers are built at once, and how many may wait how long. */
  largeAnswers: HeavyReadConfig;
}

/**
 * Large answers at once: each year-long month end of 10 000 rows holds the provider's answer, its
 * records and its result (~30–40 MB) while it is built; sixteen at once took the gateway to 450 MB.
 */
export const DEFAULT_LARGE_ANSWERS: HeavyReadConfig = { concurrency: 2, queueMax: 64, queueWaitMs: 30_000 };
/** A page of ~1 000 rows of twenty fields (LARGE_ANSWER_COST=off: no operation is a large answer). */
export const DEFAULT_LARGE_ANSWER_COST = 20_000;

export function readLimitsConfig(env: NodeJS.ProcessEnv): LimitsConfig {
  return {
    maxQueryCost: whole(env, 'MAX_QUERY_COST', 500_000, 1),
    defaultMaxPage: whole(env, 'MAX_PAGE_SIZE', 1_000, 1),
    maxPerOwnerCalls: whole(env, 'MAX_PER_OWNER_CALLS', DEFAULT_MAX_PER_OWNER_CALLS, 1),
    headersTimeoutMs: whole(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 1),
    requestTimeoutMs: whole(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000, 1),
    // longer than a load balancer keeps a connection idle (60 s for AWS ALB, nginx, HAProxy's
    // usual timeout): the balancer must close first, or it reuses a socket we just closed (502)
    keepAliveTimeoutMs: whole(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1),
    // 'off' or a whole number
    largeAnswerCost: env.LARGE_ANSWER_COST?.trim() === 'off' ? Number.POSITIVE_INFINITY : whole(env, 'LARGE_ANSWER_COST', DEFAULT_LARGE_ANSWER_COST, 1),
    largeAnswers: readBulkheadConfig(env, 'LARGE_ANSWERS', DEFAULT_LARGE_ANSWERS),
  };
}

import type { CircuitBreakerPolicy } from 'cockatiel';
import { whole } from '../common/env-numbers';
import type { Logger } from '../common/logger';
import { providerBreaker } from './breaker';
import { HeavyReads, readHeavyReadConfig, type HeavyReadConfig } from './heavy-reads';
import { MemoryIdempotencyStore, type IdempotencyStore } from './idempotency';

/** How the gateway bounds and survives provider faults (README: Limits and faults). */
export interface FaultConfig {
  /** REQUEST_DEADLINE_MS: all provider calls of one GraphQL request, retries included. */
  requestDeadlineMs: number;
  /** PROVIDER_LIST_TIMEOUT_MS: a whole list's read (ProcedureDef.wholeList), retries included, instead of the request's deadline. */
  listTimeoutMs: number;
  /** PROVIDER_WRITE_SETTLE_MS: how long a write that outlived its request may still finish (its answer is kept under the idempotency key). */
  writeSettleMs: number;
  /** BREAKER_FAILURES: consecutive failed provider calls that open the circuit. */
  breakerFailures: number;
  /** BREAKER_HALF_OPEN_MS: how long the circuit stays open before a trial call. */
  breakerHalfOpenMs: number;
  /** IDEMPOTENCY_TTL_MS: how long the answer to an idempotency key is kept. */
  idempotencyTtlMs: number;
  /** PROVIDER_HEAVY_*: how many heavy reads go to the provider at once, and how many may wait how long (heavy-reads.ts). */
  heavyReads: HeavyReadConfig;
}

export function readFaultConfig(env: NodeJS.ProcessEnv): FaultConfig {
  return {
    requestDeadlineMs: whole(env, 'REQUEST_DEADLINE_MS', 10_000, 1),
    listTimeoutMs: whole(env, 'PROVIDER_LIST_TIMEOUT_MS', 30_000, 1),
    writeSettleMs: whole(env, 'PROVIDER_WRITE_SETTLE_MS', 30_000, 0),
    breakerFailures: whole(env, 'BREAKER_FAILURES', 5, 1),
    breakerHalfOpenMs: whole(env, 'BREAKER_HALF_OPEN_MS', 5_000, 1),
    idempotencyTtlMs: whole(env, 'IDEMPOTENCY_TTL_MS', 10 * 60_000, 1),
    heavyReads: readHeavyReadConfig(env),
  };
}

/** What every ProviderClient of one gateway shares: the breaker, the idempotency store and the heavy reads' bulkhead. */
export interface FaultPolicy {
  config: FaultConfig;
  breaker: CircuitBreakerPolicy;
  idempotency: IdempotencyStore;
  heavyReads: HeavyReads;
}

export function createFaultPolicy(config: FaultConfig, logger?: Logger, idempotency?: IdempotencyStore): FaultPolicy {
  return {
    config,
    breaker: providerBreaker({ failures: config.breakerFailures, halfOpenAfterMs: config.breakerHalfOpenMs, logger }),
    idempotency: idempotency ?? new MemoryIdempotencyStore(config.idempotencyTtlMs),
    heavyReads: new HeavyReads(config.heavyReads),
  };
}

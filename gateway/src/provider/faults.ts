import type { CircuitBreakerPolicy } from 'cockatiel';
import type { Logger } from '../logger';
import { providerBreaker } from './breaker';
import { HeavyReads, readHeavyReadConfig, type HeavyReadConfig } from './heavy-reads';
import { MemoryIdempotencyStore, type IdempotencyStore } from './idempotency';

/** How the gateway bounds and survives provider faults (README: Limits and faults). */
export interface FaultConfig {
  /** REQUEST_DEADLINE_MS: all provider calls of one GraphQL request, retries included. */
  requestDeadlineMs: number;
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

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function readFaultConfig(env: NodeJS.ProcessEnv): FaultConfig {
  return {
    requestDeadlineMs: num(env.REQUEST_DEADLINE_MS, 10_000),
    writeSettleMs: num(env.PROVIDER_WRITE_SETTLE_MS, 30_000),
    breakerFailures: Math.max(1, num(env.BREAKER_FAILURES, 5)),
    breakerHalfOpenMs: num(env.BREAKER_HALF_OPEN_MS, 5_000),
    idempotencyTtlMs: num(env.IDEMPOTENCY_TTL_MS, 10 * 60_000),
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

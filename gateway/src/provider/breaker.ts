import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { Logger } from '../common/logger';

/** A provider answer that says it is down (502/503/504): the breaker counts it as a failure. */
export class TransientStatus extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`provider answered ${status}`);
  }
}

export interface BreakerOptions {
  /** Consecutive failed calls (unreachable, timed out, 502/503/504) that open the circuit. */
  failures: number;
  /** How long the circuit stays open before one trial call is let through (half-open). */
  halfOpenAfterMs: number;
  logger?: Logger;
}

/**
 * One circuit breaker for every call to the provider (cockatiel). While it is open, calls fail at
 * once with BrokenCircuitError (the gateway answers PROVIDER_UNAVAILABLE without waiting for a
 * timeout); after `halfOpenAfterMs` one call goes through and its success closes the circuit.
 * Business answers (200, 400, 404, 500 for a bad input) are no failures: only an absent provider is.
 */
export function providerBreaker(options: BreakerOptions): CircuitBreakerPolicy {
  const policy = circuitBreaker(
    handleWhen((error) => !(error instanceof BrokenCircuitError)),
    { halfOpenAfter: options.halfOpenAfterMs, breaker: new ConsecutiveBreaker(options.failures) },
  );
  policy.onStateChange((state) => options.logger?.warn({ state: CircuitState[state] }, 'provider circuit breaker'));
  return policy;
}

export const isBrokenCircuit = (error: unknown): boolean => error instanceof BrokenCircuitError;

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/**
 * Whether a failed exchange certainly never reached the provider (nothing listening, open
 * circuit). Anything else — a timeout, a reset or a closed socket after the request went out —
 * may have been carried out.
 */
export function certainlyNotSent(error: unknown): boolean {
  if (isBrokenCircuit(error)) return true;
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

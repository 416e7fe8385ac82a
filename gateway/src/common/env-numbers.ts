/**
 * Numbers the gateway reads from its environment. Unset or blank is the default; anything else
 * must be a number in range, or the start stops and names the variable: a mistyped setting
 * (`LIST_CACHE_MS=10s`, `PROVIDER_TIMEOUT_MS=abc`) must not quietly become NaN or the default.
 */

/** A whole number of at least `min` (and at most `max`, when given). */
export function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.POSITIVE_INFINITY): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number ${max === Number.POSITIVE_INFINITY ? `of at least ${min}` : `from ${min} to ${max}`} (got '${raw}')`);
  return n;
}

/** A number above zero; fractions allowed (SESSION_MAX_HOURS=0.5). */
export function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number above 0 (got '${raw}')`);
  return n;
}

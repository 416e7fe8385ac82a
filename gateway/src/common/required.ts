/**
 * A value that is there by construction (the one userError a refusal always gives, the row an
 * insert returned in a test): answers it, or throws an error that names what was missing instead
 * of a "cannot read properties of undefined" further on.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing ${what}`);
  return value;
}

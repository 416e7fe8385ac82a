/**
 * A value that is there by construction (the first userError of a list just checked, a chunk the
 * build manifest named, the row a test rendered): answers it, or throws an error that names what
 * was missing instead of a "cannot read properties of undefined" further on.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing ${what}`);
  return value;
}

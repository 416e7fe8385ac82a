import { GraphQLScalarType } from 'graphql';
import { LocalDateResolver } from 'graphql-scalars';

/** Distinct dates remembered as valid before the memory starts again (a few years of days, many times over). */
export const REMEMBERED_DATES = 20_000;

const valid = new Set<string>();

/**
 * graphql-scalars' LocalDate, whose output check builds a Date and its ISO text for every date
 * it writes (2 µs each; a products page writes about a thousand, a month end tens of thousands).
 * A date text it once accepted is accepted again without the check: the answers repeat the same
 * few thousand days. What it refuses is never remembered, so it refuses again.
 */
function serializeLocalDate(value: unknown): string {
  if (typeof value === 'string' && valid.has(value)) return value;
  const date = LocalDateResolver.serialize(value) as string;
  if (valid.size >= REMEMBERED_DATES) valid.clear();
  valid.add(date);
  return date;
}

export const LocalDateScalar = new GraphQLScalarType({ ...LocalDateResolver.toConfig(), serialize: serializeLocalDate });

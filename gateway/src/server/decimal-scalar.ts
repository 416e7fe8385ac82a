import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DECIMAL_DIGITS, readDecimal } from '@backoffice/shared/decimal';
import { decimalText } from '../common/decimal-text';

/**
 * Output: whatever exact number the provider holds, as a string. Text already in decimal.js's own
 * form passes through without building a Decimal (decimalText): a month end carries 60 000 amounts.
 */
function serializeDecimal(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new GraphQLError('Decimal must be a string such as "1234.56"');
  try {
    const out = decimalText(typeof value === 'string' ? value.trim().replace(',', '.') : String(value));
    if (out === 'NaN' || out.endsWith('Infinity')) throw new Error('not finite');
    return out;
  } catch {
    throw new GraphQLError(`"${String(value)}" is not a decimal number`);
  }
}

/**
 * Input: decimal notation only (`-1234.5`, a comma taken as the point), no exponent, hex, binary,
 * Infinity or empty text, with at most the digits the provider stores (the shared decimal's
 * `readDecimal`, the same limit the forms check); BAD_USER_INPUT with the reason otherwise.
 */
function parseDecimalInput(value: unknown): string {
  const read = readDecimal(value);
  if (read.ok) return read.value;
  const shown = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value);
  // The reason (too large, too many decimals, no number) lets the client say it on the field the error names (formatError adds `field`).
  throw new GraphQLError(
    `${shown} is not a decimal number such as "1234.56" (at most ${DECIMAL_DIGITS.integer} digits before the point and ${DECIMAL_DIGITS.fraction} after).`,
    { extensions: { code: 'BAD_USER_INPUT', reason: read.reason } },
  );
}

export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number carried as a string.',
  serialize: (value) => (value === null || value === undefined ? null : serializeDecimal(value)),
  parseValue: parseDecimalInput,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseDecimalInput(ast.value);
    throw new GraphQLError('Decimal must be a string such as "1234.56"', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

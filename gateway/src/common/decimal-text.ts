import Decimal from 'decimal.js';

/**
 * Decimal text already in decimal.js's own form: no leading zeros, no trailing zeros after the
 * point, no `-0`, at most 20 digits before the point (decimal.js writes 21 and more with an
 * exponent) and at most 6 after (it writes 7 leading zeros after the point with an exponent).
 */
const CANONICAL = /^-?(?:0|[1-9]\d{0,19})(?:\.\d{0,5}[1-9])?$/;

/**
 * `new Decimal(text).toString()`, without building a Decimal when the text is already in that
 * form (nearly every value the provider sends): a month end of 10 000 rows carries 60 000
 * amounts, each read from the provider and written to the graph. Throws as decimal.js does on
 * text that is not a number.
 */
export function decimalText(text: string): string {
  if (CANONICAL.test(text) && text !== '-0') return text;
  return new Decimal(text).toString();
}

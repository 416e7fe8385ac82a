import type { TFunction } from 'i18next';
import { DECIMAL_DIGITS, decimalLimitReason, decimalParts, parseDecimalInput, readTypedDecimal } from '@backoffice/shared/decimal';

// Money and decimals travel as strings ("1234.5") so they never pass through binary floats;
// reading, rounding and the digits limit are the shared decimal's (decimal.js), as in the gateway.
// What is the web's own is the Belgian way of writing them.

export { parseDecimalInput };

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Formats a decimal the Belgian way: point for thousands, comma for decimals.
 * `maxDecimals` places are kept (rounded half away from zero); trailing zeros are
 * dropped down to `minDecimals`. Returns '' for null, undefined, '' and non-numbers.
 */
export function formatDecimal(value: string | number | null | undefined, maxDecimals = 2, minDecimals = maxDecimals): string {
  const parts = decimalParts(value, maxDecimals, minDecimals);
  if (!parts) return '';
  return `${parts.negative ? '-' : ''}${groupThousands(parts.whole)}${parts.fraction ? `,${parts.fraction}` : ''}`;
}

/** `€ 1.234,56`, `€ -1.234,56`; two decimals; '' for null/empty/non-numbers. Same in both languages. */
export function formatMoney(value: string | number | null | undefined): string {
  const number = formatDecimal(value, 2);
  return number === '' ? '' : `€ ${number}`;
}

/**
 * What the provider stores for money, prices and quantities (numeric(14,4)): at most 10 digits
 * before the point and 4 after: the shared decimal's DECIMAL_DIGITS, which the gateway's Decimal
 * scalar enforces too; forms say so on the field before sending.
 */
export const DECIMAL_LIMITS = DECIMAL_DIGITS;

export type DecimalLimitProblem = 'tooLarge' | 'tooManyDecimals';

/**
 * Why a typed number cannot be stored although it can be read ('100000000000000000000' is too
 * large, '1,23456' has too many decimals); null when it fits, or when it is empty or no number
 * (the field's own rule says that). `fraction` narrows the decimals a field allows.
 */
export function decimalLimitProblem(text: string | null | undefined, fraction: number = DECIMAL_LIMITS.fraction): DecimalLimitProblem | null {
  const reason = decimalLimitReason(text, fraction);
  return reason === 'TOO_LARGE' ? 'tooLarge' : reason === 'TOO_MANY_DECIMALS' ? 'tooManyDecimals' : null;
}

/** The words for decimalLimitProblem in the user's language, or null when the number fits. */
export function decimalLimitText(text: string | null | undefined, t: TFunction, fraction: number = DECIMAL_LIMITS.fraction): string | null {
  const problem = decimalLimitProblem(text, fraction);
  if (problem === 'tooLarge') return t('ui:money.tooLarge', { digits: DECIMAL_LIMITS.integer });
  if (problem === 'tooManyDecimals') return t('ui:money.tooManyDecimals', { count: Math.min(fraction, DECIMAL_LIMITS.fraction) });
  return null;
}

/** The words asking which of two readings of '1.234' was meant (1234 or 1,234), in the user's language. */
export function ambiguousText(readings: readonly [string, string], t: TFunction): string {
  const [thousands, decimal] = readings;
  return t('ui:money.ambiguous', { thousands, decimal: formatDecimal(decimal, DECIMAL_LIMITS.fraction, 0) });
}

/** The words asking which number typed text means ('1.234' in a field of `fraction` ≥ 3 decimals), or null when it means one. */
export function ambiguityText(text: string, t: TFunction, fraction: number): string | null {
  const read = readTypedDecimal(text, fraction);
  return !read.ok && read.reason === 'AMBIGUOUS' ? ambiguousText(read.readings, t) : null;
}

/** A typed number read for a field: its value, or the words of why it cannot be taken. */
export type TypedInput = { value: string; problem: null } | { value: null; problem: string };

/**
 * Reads what a user typed into a money or quantity field that takes `fraction` decimals (the
 * shared readTypedDecimal): its value, or the words saying why not: no number (`invalid`, the
 * field's own words), '1.234' that could be either of two numbers, too many digits or decimals,
 * below zero where `nonNegative`.
 */
export function readTypedInput(text: string, t: TFunction, fraction: number, invalid: string, nonNegative = true): TypedInput {
  const read = readTypedDecimal(text, fraction);
  if (!read.ok) return { value: null, problem: read.reason === 'AMBIGUOUS' ? ambiguousText(read.readings, t) : invalid };
  if (nonNegative && read.value.startsWith('-')) return { value: null, problem: invalid };
  const limit = decimalLimitText(read.value, t, fraction);
  return limit ? { value: null, problem: limit } : { value: read.value, problem: null };
}

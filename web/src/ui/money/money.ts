import type { TFunction } from 'i18next';
import { DECIMAL_DIGITS, decimalLimitReason, decimalParts, parseDecimalInput } from '@backoffice/shared/decimal';

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

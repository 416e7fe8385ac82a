import type { TFunction } from 'i18next';

// Money and decimals travel as strings ("1234.5") so they never pass through binary
// floats; rounding and formatting here are done on the digits themselves.

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

interface Digits {
  negative: boolean;
  /** All digits, without sign or point. */
  digits: string;
  /** How many of `digits` are after the decimal point. */
  scale: number;
}

function toDigits(value: string | number): Digits | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value); // shortest round-trip form: 1.005 stays "1.005"
  } else {
    text = value.trim();
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, intPart = '', fracPart = '', exp] = match;
  if (intPart === '' && fracPart === '') return null;
  let digits = intPart + fracPart;
  let scale = fracPart.length - (exp ? Number(exp) : 0);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  return { negative: sign === '-', digits: digits || '0', scale };
}

/** Rounds half away from zero to `decimals` places; returns the scaled integer. */
function roundTo({ digits, scale }: Digits, decimals: number): bigint {
  if (scale <= decimals) return BigInt(digits + '0'.repeat(decimals - scale));
  const cut = digits.length - (scale - decimals);
  const kept = BigInt(digits.slice(0, cut) || '0');
  return digits.charCodeAt(cut) >= 53 /* '5' */ ? kept + 1n : kept;
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Formats a decimal the Belgian way: point for thousands, comma for decimals.
 * `maxDecimals` places are kept (rounded half away from zero); trailing zeros are
 * dropped down to `minDecimals`. Returns '' for null, undefined, '' and non-numbers.
 */
export function formatDecimal(value: string | number | null | undefined, maxDecimals = 2, minDecimals = maxDecimals): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = toDigits(value);
  if (!parsed) return '';
  const scaled = roundTo(parsed, maxDecimals);
  const negative = parsed.negative && scaled !== 0n; // never "-0,00"
  const text = scaled.toString().padStart(maxDecimals + 1, '0');
  const int = text.slice(0, text.length - maxDecimals);
  let frac = text.slice(text.length - maxDecimals);
  while (frac.length > minDecimals && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${negative ? '-' : ''}${groupThousands(int)}${frac ? `,${frac}` : ''}`;
}

/** `€ 1.234,56`, `€ -1.234,56`; two decimals; '' for null/empty/non-numbers. Same in both languages. */
export function formatMoney(value: string | number | null | undefined): string {
  const number = formatDecimal(value, 2);
  return number === '' ? '' : `€ ${number}`;
}

/**
 * Reads a decimal typed by a user and returns it as a plain decimal string ('1234.56'),
 * or null when it is empty or not a number. Accepts '1.234,56', '1234,56', '1234.56',
 * '1 234,56', '€ 12', '-5', ',5'. When both separators occur the last one is the decimal
 * separator; a comma alone is decimal; one point alone is decimal ('1.5'), several points
 * are thousands separators ('1.234.567').
 */
export function parseDecimalInput(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  let s = text.replace(/[€\s\u00a0']/g, '');
  if (s === '') return null;
  let sign = '';
  if (s[0] === '-' || s[0] === '+') {
    sign = s[0] === '-' ? '-' : '';
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  let intPart: string;
  let fracPart: string | undefined;
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimalAt = Math.max(lastComma, lastPoint);
    const thousands = lastComma > lastPoint ? '.' : ',';
    intPart = s.slice(0, decimalAt);
    fracPart = s.slice(decimalAt + 1);
    if (intPart.includes(s.charAt(decimalAt))) return null; // e.g. 1,234,5.6
    if (!validGrouping(intPart, thousands)) return null;
    intPart = intPart.split(thousands).join('');
  } else if (lastComma >= 0) {
    if (s.indexOf(',') !== lastComma) return null; // 1,2,3
    intPart = s.slice(0, lastComma);
    fracPart = s.slice(lastComma + 1);
  } else if (lastPoint >= 0 && s.indexOf('.') !== lastPoint) {
    if (!validGrouping(s, '.')) return null;
    intPart = s.split('.').join('');
  } else if (lastPoint >= 0) {
    intPart = s.slice(0, lastPoint);
    fracPart = s.slice(lastPoint + 1);
  } else {
    intPart = s;
  }
  if (!/^\d*$/.test(intPart) || (fracPart !== undefined && !/^\d*$/.test(fracPart))) return null;
  if (intPart === '' && !fracPart) return null;
  intPart = intPart.replace(/^0+(?=\d)/, '') || '0';
  const result = fracPart ? `${intPart}.${fracPart}` : intPart;
  return sign && /[1-9]/.test(result) ? `-${result}` : result;
}

function validGrouping(int: string, separator: string): boolean {
  if (!int.includes(separator)) return true;
  const groups = int.split(separator);
  return /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/**
 * What the provider stores for money, prices and quantities (numeric(14,4)): at most 10 digits
 * before the point and 4 after. The gateway's Decimal scalar refuses anything larger
 * (DECIMAL_DIGITS in gateway/src/schema.ts); forms say so on the field before sending.
 */
export const DECIMAL_LIMITS = { integer: 10, fraction: 4 } as const;

export type DecimalLimitProblem = 'tooLarge' | 'tooManyDecimals';

/**
 * Why a typed number cannot be stored although it can be read ('100000000000000000000' is too
 * large, '1,23456' has too many decimals); null when it fits, or when it is empty or no number
 * (the field's own rule says that). `fraction` narrows the decimals a field allows.
 */
export function decimalLimitProblem(text: string | null | undefined, fraction: number = DECIMAL_LIMITS.fraction): DecimalLimitProblem | null {
  const parsed = parseDecimalInput(text);
  if (parsed === null) return null;
  const [whole = '', decimals = ''] = parsed.replace(/^-/, '').split('.');
  if (whole.replace(/^0+/, '').length > DECIMAL_LIMITS.integer) return 'tooLarge';
  if (decimals.replace(/0+$/, '').length > Math.min(fraction, DECIMAL_LIMITS.fraction)) return 'tooManyDecimals';
  return null;
}

/** The words for decimalLimitProblem in the user's language, or null when the number fits. */
export function decimalLimitText(text: string | null | undefined, t: TFunction, fraction: number = DECIMAL_LIMITS.fraction): string | null {
  const problem = decimalLimitProblem(text, fraction);
  if (problem === 'tooLarge') return t('ui:money.tooLarge', { digits: DECIMAL_LIMITS.integer });
  if (problem === 'tooManyDecimals') return t('ui:money.tooManyDecimals', { count: Math.min(fraction, DECIMAL_LIMITS.fraction) });
  return null;
}

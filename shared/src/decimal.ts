/**
 * The one exact decimal type of the product (decimal.js): money, prices, quantities and
 * percentages travel as strings ('1234.5') and are read, checked, rounded and added here, by the
 * gateway (its Decimal scalar and rules) and by the web (forms, money formatting) alike. Never
 * through JS floats.
 */
import Decimal from 'decimal.js';

export { Decimal };

/** What the provider stores (numeric(14,4)): at most 10 digits before the point and 4 after. */
export const DECIMAL_DIGITS = { integer: 10, fraction: 4 } as const;

/** Why a decimal cannot be taken: no number at all, or more digits than the provider stores. */
export type DecimalReason = 'NOT_A_DECIMAL' | 'TOO_LARGE' | 'TOO_MANY_DECIMALS';

/** Plain notation, sign and exponent allowed ('-1.5', '.5', '1e3'): what toDecimal reads. */
const NOTATION = /^[+-]?(\d*)(?:\.(\d*))?(?:[eE][+-]?\d+)?$/;

/**
 * A decimal from a plain decimal string or a JS number, or null for anything else (empty text,
 * letters, hex, Infinity, NaN). Surrounding spaces are ignored.
 */
export function toDecimal(value: string | number | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = NOTATION.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  return new Decimal(text);
}

/**
 * The number of typed text without its euro sign (one, before or after, the sign may stand on
 * either side of it: '€ -5', '-€ 5', '5 €') and with its space groups joined ('1 234 567,5'), or
 * null when a euro sign or a space stands anywhere else ('1€2', '1 2', '€ 1 €').
 */
function bareNumber(text: string): string | null {
  let s = text.trim();
  const before = /^([+-]?)\s*€\s*(.*)$/.exec(s);
  const after = /^(.*?)\s*€$/.exec(s);
  if (before) s = `${before[1]}${before[2]}`;
  else if (after) s = after[1] ?? '';
  if (s.includes('€')) return null;
  s = s.replace(/^([+-])\s+/, '$1');
  // a space (or apostrophe) only between groups of three digits, as a thousands separator
  s = s.replace(/(\d)[\s\u00a0'](?=\d{3}(?!\d))/g, '$1');
  return /[\s\u00a0']/.test(s) ? null : s;
}

/**
 * A user's decimal ('€ 1.234,56', '1234.56', ',5') as a plain decimal string, or null; the last of two
 * separators is decimal, several points are thousands. Fields use readTypedDecimal, which knows '1.234'.
 */
export function parseDecimalInput(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  let s = bareNumber(text);
  if (s === null || s === '') return null;
  let sign = '';
  if (s.startsWith('-') || s.startsWith('+')) {
    sign = s.startsWith('-') ? '-' : '';
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  let intPart: string;
  let fracPart: string | undefined;
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimalAt = Math.max(lastComma, lastPoint);
    const separator = lastComma > lastPoint ? ',' : '.';
    const thousands = lastComma > lastPoint ? '.' : ',';
    intPart = s.slice(0, decimalAt);
    fracPart = s.slice(decimalAt + 1);
    if (intPart.includes(separator)) return null; // e.g. 1,234,5.6
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

/** A typed number as a field reads it: its value, no number at all, or two readings to choose from. */
export type TypedDecimal =
  | { ok: true; value: string }
  | { ok: false; reason: 'NOT_A_DECIMAL' }
  /** '1.234': the app's thousands point (1234) or a decimal point (1.234); readings: [thousands, decimal]. */
  | { ok: false; reason: 'AMBIGUOUS'; readings: [string, string] };

/** One point followed by exactly three digits, after one to three digits that can lead a group. */
const POINT_OR_THOUSANDS = /^([+-]?)([1-9]\d{0,2})\.(\d{3})$/;

/**
 * Reads what a user typed into a field that takes `fraction` decimals. '1.234' is the app's own
 * way of writing 1234 and also a plain decimal 1.234: a field with three or more decimals cannot
 * know which was meant and answers AMBIGUOUS (the field asks); a field with fewer decimals can
 * only take 1234. Everything else as parseDecimalInput.
 */
export function readTypedDecimal(text: string | null | undefined, fraction: number = DECIMAL_DIGITS.fraction): TypedDecimal {
  const value = parseDecimalInput(text);
  if (value === null) return { ok: false, reason: 'NOT_A_DECIMAL' };
  const m = POINT_OR_THOUSANDS.exec(bareNumber(text ?? '') ?? '');
  if (!m) return { ok: true, value };
  const thousands = new Decimal(`${m[1]}${m[2]}${m[3]}`).toFixed();
  if (fraction >= 3) return { ok: false, reason: 'AMBIGUOUS', readings: [thousands, value] };
  return { ok: true, value: thousands };
}

function validGrouping(int: string, separator: string): boolean {
  if (!int.includes(separator)) return true;
  const [first = '', ...rest] = int.split(separator);
  return /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g));
}

/**
 * Why a number cannot be stored although it can be read: more than 10 digits before the point
 * (TOO_LARGE) or more decimals than `fraction` (at most 4, TOO_MANY_DECIMALS). Leading and
 * trailing zeros are no digits. Null when it fits, and for text that is no number (the field's
 * own rule says that). Takes typed text ('12.345.678.901,5') and plain decimals ('1.23456').
 */
export function decimalLimitReason(text: string | null | undefined, fraction: number = DECIMAL_DIGITS.fraction): 'TOO_LARGE' | 'TOO_MANY_DECIMALS' | null {
  const parsed = parseDecimalInput(text);
  if (parsed === null) return null;
  const d = new Decimal(parsed);
  const integerDigits = d.abs().trunc().isZero() ? 0 : d.abs().trunc().toFixed().length;
  if (integerDigits > DECIMAL_DIGITS.integer) return 'TOO_LARGE';
  if (d.decimalPlaces() > Math.min(fraction, DECIMAL_DIGITS.fraction)) return 'TOO_MANY_DECIMALS';
  return null;
}

/** Decimal notation as an API takes it: an optional minus, digits, and a point or comma with digits. */
const PLAIN = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A decimal as an API receives it (the gateway's Decimal scalar): plain notation only ('-1234.5',
 * a comma taken as the point; no exponent, hex, sign '+', spaces inside or empty text), within the
 * provider's digits. Answers the value as a plain decimal string, or why it is refused.
 */
export function readDecimal(value: unknown): { ok: true; value: string } | { ok: false; reason: DecimalReason } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? new Decimal(value).toFixed() : '') : typeof value === 'string' ? value.trim() : '';
  if (!PLAIN.test(text)) return { ok: false, reason: 'NOT_A_DECIMAL' };
  const reason = decimalLimitReason(text.replace(',', '.'));
  if (reason) return { ok: false, reason };
  return { ok: true, value: new Decimal(text.replace(',', '.')).toString() };
}

/** Money as a user types it: at most two decimals. */
export const MONEY_DECIMALS = 2;

/**
 * The VAT amount as people type it (spec 02 §5, issue 34): a number of 0 or more in any way the
 * app reads typed money ('1.286,66', '1286,66', '1286.66', '€ 1.286,66', '12 €'), at most two
 * decimals, within the provider's digits. Answers the amount with a point ('1286.66'), or null
 * when the input is refused (then nothing is saved).
 */
export function parseVatAmount(text: string): string | null {
  const read = readTypedDecimal(text, MONEY_DECIMALS);
  if (!read.ok || read.value.startsWith('-') || /^\s*[+-]/.test(text)) return null;
  if (decimalLimitReason(read.value, MONEY_DECIMALS) !== null) return null;
  return new Decimal(read.value).toString();
}

/** Two decimal strings equal as numbers ('12.50' and '12.5'); null equals only null. */
export function sameDecimal(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const x = toDecimal(a);
  const y = toDecimal(b);
  return x !== null && y !== null && x.eq(y);
}

/** Rounded half up (away from zero at the half) to `places` decimals. */
export const roundHalfUp = (value: Decimal.Value, places: number): Decimal => new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

/** Money to the cent: rounded half up to two decimals. */
export const cents = (value: Decimal.Value): Decimal => roundHalfUp(value, 2);

/** price × quantity, rounded half up to the cent: '12.35'. */
export function lineAmount(price: Decimal.Value, quantity: Decimal.Value): string {
  return cents(new Decimal(price).mul(quantity)).toFixed(2);
}

/** amount × percentage / 100, rounded half up to the cent. */
export function vatAmount(amount: Decimal.Value, percentage: Decimal.Value): string {
  return cents(new Decimal(amount).mul(percentage).div(100)).toFixed(2);
}

/** The exact sum of decimal strings, with two decimals. */
export function sumAmounts(values: readonly Decimal.Value[]): string {
  return values.reduce<Decimal>((total, v) => total.plus(v), new Decimal(0)).toFixed(2);
}

/**
 * A decimal with `maxDecimals` places (rounded half up), trailing zeros dropped down to
 * `minDecimals`, never '-0': the digits a formatter shows, as { negative, whole, fraction }.
 * Null for anything toDecimal cannot read.
 */
export function decimalParts(
  value: string | number | null | undefined,
  maxDecimals: number,
  minDecimals: number = maxDecimals,
): { negative: boolean; whole: string; fraction: string } | null {
  const d = toDecimal(value);
  if (d === null) return null;
  const text = d.toFixed(maxDecimals, Decimal.ROUND_HALF_UP); // '-1234.50', or '-0.00' for a negative that rounds to zero
  const negative = text.startsWith('-') && /[1-9]/.test(text);
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  let frac = fraction;
  while (frac.length > minDecimals && frac.endsWith('0')) frac = frac.slice(0, -1);
  return { negative, whole, fraction: frac };
}

import Decimal from 'decimal.js';

/**
 * Purchase money, exact (decimal.js, never binary floats): amount = price × quantity and VAT =
 * amount × percentage / 100, each rounded half up to the cent per line; totals are sums of the
 * rounded lines, so a totals bar always equals the sum of what its table shows.
 */
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export function lineAmount(price: string, quantity: string): string {
  return cents(new Decimal(price).mul(quantity)).toFixed(2);
}

export function vatAmount(amount: string, percentage: string): string {
  return cents(new Decimal(amount).mul(percentage).div(100)).toFixed(2);
}

export function sum(values: readonly string[]): string {
  return values.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2);
}

/**
 * The VAT amount as people type it (spec 02 §5): digits with at most one decimal separator (dot
 * or comma) and an optional euro sign before or after; money, so at most two decimals. Answers
 * the amount with a point (`12.5`), or null when the input breaks the rule.
 */
export function parseVatAmountInput(input: string): string | null {
  if ((input.match(/€/g)?.length ?? 0) > 1) return null;
  const m = /^\s*(?:€\s*)?(\d+)(?:[.,](\d{0,2}))?\s*(?:€\s*)?$/.exec(input);
  if (!m) return null;
  return new Decimal(`${m[1]}.${m[2] || '0'}`).toString();
}

/** At least 0 and at most `decimals` decimals. */
export function withinScale(value: string, decimals: number): boolean {
  const d = new Decimal(value);
  return !d.isNegative() && d.decimalPlaces() <= decimals;
}

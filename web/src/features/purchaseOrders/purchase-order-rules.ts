/**
 * The rules of the purchase-invoice screens (spec 02 §2.6–§2.9, §5), beside the mutations they
 * guard. The gateway checks them again; its refusals land on the same fields.
 */

/** VAT amount as typed: digits, at most one separator (. or ,), at most two decimals, an optional € before or after. */
export function parseVatAmount(text: string): string | null {
  if ((text.match(/€/g)?.length ?? 0) > 1) return null;
  const m = /^\s*(?:€\s*)?(\d+)(?:[.,](\d{0,2}))?\s*(?:€\s*)?$/.exec(text);
  if (!m) return null;
  const [, digits = '', decimals = ''] = m;
  const whole = digits.replace(/^0+(?=\d)/, '');
  const fraction = decimals.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Keystrokes the VAT amount field lets through (spec 02 §5: other input is blocked). */
export function isVatAmountTyping(text: string): boolean {
  return /^\s*€?\s*\d*(?:[.,]\d{0,2})?\s*€?\s*$/.test(text) && (text.match(/€/g)?.length ?? 0) <= 1;
}

/** Two decimal strings equal as numbers ('12.50' and '12.5')? */
export function sameAmount(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const norm = (v: string) => {
    const [w = '', f = ''] = v.replace(/^\+/, '').split('.');
    return `${w.replace(/^0+(?=\d)/, '')}.${f.replace(/0+$/, '')}`;
  };
  return norm(a) === norm(b);
}

/**
 * The description the form shows after the supplier changed: the new supplier's default when the
 * user left the field empty or still showed the previous default; what the user typed otherwise.
 */
export function nextDescription(current: string, previousDefault: string | null, newDefault: string | null): string {
  const untouched = current.trim() === '' || (previousDefault !== null && current === previousDefault);
  return untouched ? (newDefault ?? '') : current;
}

/** Quantity (three decimals) and price (four) of a manual line, typed with a comma or a point. */
export function decimalProblem(parsed: string | null, text: string, decimals: number): 'required' | 'notANumber' | 'tooManyDecimals' | null {
  if (text.trim() === '') return 'required';
  if (parsed === null || parsed.startsWith('-')) return 'notANumber';
  if ((parsed.split('.')[1] ?? '').length > decimals) return 'tooManyDecimals';
  return null;
}

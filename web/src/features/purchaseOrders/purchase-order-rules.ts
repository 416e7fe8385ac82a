/**
 * The purchase-invoice screens' side of the shared purchase rules (shared/src/rules/purchaseOrders.ts
 * and the shared decimal; spec 02 §2.6–§2.9, §5), which the gateway checks with the same code; its
 * refusals land on the same fields.
 */
import { checkRules, requiredDecimal } from '@backoffice/shared/rules/core';

/** Two decimal strings equal as numbers ('12.50' and '12.5')? */
export { sameDecimal as sameAmount } from '@backoffice/shared/decimal';

/**
 * The description the form shows after the supplier changed: the new supplier's default when the
 * user left the field empty or still showed the previous default; what the user typed otherwise.
 */
export function nextDescription(current: string, previousDefault: string | null, newDefault: string | null): string {
  const untouched = current.trim() === '' || (previousDefault !== null && current === previousDefault);
  return untouched ? (newDefault ?? '') : current;
}

const DECIMAL_PROBLEMS = { REQUIRED: 'required', NOT_A_DECIMAL: 'notANumber', NEGATIVE: 'notANumber', TOO_MANY_DECIMALS: 'tooManyDecimals' } as const;

/**
 * Quantity (three decimals) and price (four) of a manual line, typed with a comma or a point, by
 * the shared decimal rule of the manual line (0 or more): the name of the problem, or null. Too
 * many digits are decimalLimitText's to say. `_parsed`: what the caller read.
 */
export function decimalProblem(_parsed: string | null, text: string, decimals: number): (typeof DECIMAL_PROBLEMS)[keyof typeof DECIMAL_PROBLEMS] | null {
  const problem = checkRules(requiredDecimal({ nonNegative: true, fraction: decimals }), text).find((p) => p.code in DECIMAL_PROBLEMS);
  return problem ? DECIMAL_PROBLEMS[problem.code as keyof typeof DECIMAL_PROBLEMS] : null;
}

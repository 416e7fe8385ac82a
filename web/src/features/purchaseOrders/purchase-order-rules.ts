/**
 * The purchase-invoice screens' side of the shared purchase rules (shared/src/rules/purchaseOrders.ts
 * and the shared decimal; spec 02 §2.6–§2.9, §5), which the gateway checks with the same code; its
 * refusals land on the same fields.
 */

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

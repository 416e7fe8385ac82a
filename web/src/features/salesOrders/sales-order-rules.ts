/**
 * What the sales-order forms know beyond the shared sales-order rules (shared/src/rules/salesOrders.ts,
 * which the mutations check too; spec 02 §2.2, §2.4, §5): which fields show. The provider checks
 * again; its refusals land on the same fields.
 */
import { checkRules } from '@backoffice/shared/rules/core';
import { quantity, referenceRequired } from '@backoffice/shared/rules/salesOrders';

/** Customer reference is required unless the customer is 99999998 'Nog te plannen' (the shared rule). */
export { referenceRequired };

export interface SupplierLike {
  hasDemurrage: boolean;
}

/** Shipping company and pickup reference appear, and are required, for demurrage suppliers only. */
export function demurrageFieldsShown(supplier: SupplierLike | null | undefined): boolean {
  return supplier?.hasDemurrage === true;
}

/** Arrival date appears for demurrage suppliers, and on edit when the order already has one. */
export function arrivalDateShown(supplier: SupplierLike | null | undefined, existingArrivalDate: string | null | undefined): boolean {
  return demurrageFieldsShown(supplier) || !!existingArrivalDate;
}

/** The document type preselected for order uploads: the third entry of the list (spec 02 §9). */
export function defaultDocumentType<T>(types: readonly T[]): T | null {
  return types[2] ?? types[0] ?? null;
}

const QUANTITY_PROBLEMS = { REQUIRED: 'required', NOT_A_DECIMAL: 'notANumber', NEGATIVE: 'negative', TOO_MANY_DECIMALS: 'tooManyDecimals' } as const;

/**
 * A quantity as typed ('12,5', '1.234,125'): the name of its problem by the shared quantity rule
 * (required, notANumber, negative, tooManyDecimals: more than three decimals, step 0.001), or null.
 * A number too large for the provider is decimalLimitText's to say. `_parsed`: what the caller read.
 */
export function quantityProblem(_parsed: string | null, text: string): (typeof QUANTITY_PROBLEMS)[keyof typeof QUANTITY_PROBLEMS] | null {
  const [problem] = checkRules(quantity(), text);
  return problem && problem.code in QUANTITY_PROBLEMS ? QUANTITY_PROBLEMS[problem.code as keyof typeof QUANTITY_PROBLEMS] : null;
}

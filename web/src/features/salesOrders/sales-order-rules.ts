/**
 * The rules of the sales-order forms (spec 02 §2.2, §2.4, §5), beside the mutations they guard.
 * The provider checks again; its refusals land on the same fields.
 */
import { TO_BE_PLANNED_CUSTOMER } from '../../ui/reference-codes';

/** Quantities are entered with three decimals (step 0.001). */
export const QUANTITY_STEP = '0.001';

export interface SupplierLike {
  hasDemurrage: boolean;
}

/** Customer reference is required unless the customer is 99999998 'Nog te plannen'. */
export function referenceRequired(customerCode: string | null | undefined): boolean {
  return customerCode !== TO_BE_PLANNED_CUSTOMER;
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

/**
 * A quantity as typed ('12,5', '1.234,125') → '12.5', or the name of the problem: required,
 * notANumber, tooManyDecimals (more than three decimals: step 0.001).
 */
export function quantityProblem(parsed: string | null, text: string): 'required' | 'notANumber' | 'tooManyDecimals' | null {
  if (text.trim() === '') return 'required';
  if (parsed === null) return 'notANumber';
  const decimals = parsed.split('.')[1] ?? '';
  if (decimals.length > 3) return 'tooManyDecimals';
  return null;
}

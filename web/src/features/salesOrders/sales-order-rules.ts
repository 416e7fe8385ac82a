/**
 * What the sales-order forms know beyond the shared sales-order rules (shared/src/rules/salesOrders.ts,
 * which the mutations check too; spec 02 §2.2, §2.4, §5): which fields show. The provider checks
 * again; its refusals land on the same fields.
 */
import { referenceRequired } from '@backoffice/shared/rules/salesOrders';

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

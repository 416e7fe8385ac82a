/**
 * Client-side rules of the product form (spec 01 §5, §6), beside the mutations they guard.
 * The provider checks again (duplicates); its refusals land on the same fields.
 */
import { checkRules } from '@backoffice/shared/rules/core';
import { kilogram } from '@backoffice/shared/rules/products';
import { parseDecimalInput } from '../../ui/money';

export type ProductFormMode = 'add' | 'copy' | 'edit';

export interface ProductFormValues {
  supplier: string | null;
  customer: string | null;
  product: string;
  description: string;
  salesUnit: string;
  productGroup: string;
  purchaseUnit: string;
  approver: string;
  kilogram: string;
  note: string;
}

export type ProductField = keyof ProductFormValues;

/**
 * Fields that must be filled (spec 01 §5), on edit too: the provider stores none empty, so an emptied field kept
 * its old value without a word. The approver only when an administrator adds or copies: empty keeps it on edit.
 */
export function requiredProductFields(mode: ProductFormMode, isAdministrator: boolean): ReadonlySet<ProductField> {
  const fields: ProductField[] = ['supplier', 'customer', 'salesUnit', 'productGroup', 'purchaseUnit', 'kilogram'];
  if (isAdministrator && mode !== 'edit') fields.push('approver');
  return new Set(fields);
}

export type KilogramProblem = 'required' | 'number' | 'negative';

const KILOGRAM_PROBLEMS = { REQUIRED: 'required', NOT_A_DECIMAL: 'number', NEGATIVE: 'negative' } as const;

/**
 * Kilogram by the shared kilogram rule (the product mutations check the same): a number (decimal
 * comma accepted) of 0 or more; empty is allowed where it is not required. Too many digits or
 * decimals are decimalLimitText's to say.
 */
export function kilogramProblem(text: string, required: boolean): KilogramProblem | null {
  if (text.trim() === '' && !required) return null;
  const problem = checkRules(kilogram(), text).find((p) => p.code in KILOGRAM_PROBLEMS);
  return problem ? KILOGRAM_PROBLEMS[problem.code as keyof typeof KILOGRAM_PROBLEMS] : null;
}

/** Kilogram as the gateway wants it ('1000.5'), or null when left empty. */
export function kilogramValue(text: string): string | null {
  return text.trim() === '' ? null : parseDecimalInput(text);
}

import Decimal from 'decimal.js';
import { userError, type RefusalRule } from '../../errors';
import type { CreateProductInput, UpdateProductInput, UserError } from '../../generated/graphql';

export const DUPLICATED_PRODUCT = 'Duplicated Product!';

/** The form's required fields (spec 01 §5) and their names in the input. */
const REQUIRED: [keyof CreateProductInput, string][] = [
  ['supplierCode', 'Supplier'],
  ['customerCode', 'Customer'],
  ['name', 'Product'],
  ['salesUnitCode', 'Sales unit'],
  ['productGroupCode', 'Product group'],
  ['purchaseUnitCode', 'Purchase unit'],
];

/** Anything else the provider refuses is REFUSED in its own words (no common rule applies to products). */
const OTHERWISE_REFUSED: RefusalRule = { pattern: /[^]*/, code: 'REFUSED' };

/** A product refusal: a duplicate concerns the name; a missing reference the field that names it. */
export const PRODUCT_REFUSALS: RefusalRule[] = [
  { pattern: /duplicat/i, code: 'DUPLICATE', field: 'name', message: DUPLICATED_PRODUCT },
  { pattern: /^supplier[^]*not found/i, code: 'NOT_FOUND', field: 'supplierCode' },
  { pattern: /^customer[^]*not found/i, code: 'NOT_FOUND', field: 'customerCode' },
  { pattern: /^unit[^]*not found/i, code: 'NOT_FOUND', field: 'salesUnitCode' },
  { pattern: /^product group[^]*not found/i, code: 'NOT_FOUND', field: 'productGroupCode' },
  { pattern: /^product type[^]*not found/i, code: 'NOT_FOUND', field: 'productTypeId' },
  { pattern: /^approver[^]*not found/i, code: 'NOT_FOUND', field: 'approverId' },
  { pattern: /^file[^]*not found/i, code: 'NOT_FOUND', field: 'fileIds' },
  { pattern: /not found/i, code: 'NOT_FOUND' },
  OTHERWISE_REFUSED,
];

/** A file the provider would not link to the product. */
export const FILE_REFUSALS: RefusalRule[] = [{ pattern: /not found/i, code: 'NOT_FOUND' }, OTHERWISE_REFUSED];

/** Create and copy: every required field filled, kilogram not negative, approver for administrators. */
export function validateNew(input: CreateProductInput, admin: boolean): UserError[] {
  const errors: UserError[] = [];
  for (const [field, label] of REQUIRED) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') errors.push(userError('INVALID_INPUT', `${label} is required.`, field));
  }
  if (new Decimal(input.kilogram).isNegative()) errors.push(userError('INVALID_INPUT', 'Kilogram must not be negative.', 'kilogram'));
  if (admin && !input.approverId?.trim()) errors.push(userError('INVALID_INPUT', 'Approver is required.', 'approverId'));
  return errors;
}

/** Update: what is given must not be empty (free text may be, to clear it). */
export function validateChange(input: UpdateProductInput): UserError[] {
  const errors: UserError[] = [];
  for (const [field, label] of REQUIRED) {
    const value = input[field as keyof UpdateProductInput];
    if (typeof value === 'string' && value.trim() === '') errors.push(userError('INVALID_INPUT', `${label} must not be empty.`, field));
  }
  if (input.kilogram && new Decimal(input.kilogram).isNegative()) errors.push(userError('INVALID_INPUT', 'Kilogram must not be negative.', 'kilogram'));
  return errors;
}

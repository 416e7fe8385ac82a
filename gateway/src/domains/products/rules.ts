import { newProductRules, productChangeRules } from '@backoffice/shared/rules/products';
import { inputErrors, type RefusalRule } from '../../errors/errors';
import type { CreateProductInput, UpdateProductInput, UserError } from '../../generated/graphql';

export const DUPLICATED_PRODUCT = 'Duplicated Product!';

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

/** Create and copy: the shared product rules (every required field filled, kilogram at least 0 with three decimals), approver for administrators. */
export const validateNew = (input: CreateProductInput, admin: boolean): UserError[] => inputErrors(newProductRules(admin), input);

/** Update: what is given must not be empty (free text may be, to clear it). */
export const validateChange = (input: UpdateProductInput): UserError[] => inputErrors(productChangeRules, input);

/** The rules of a product (spec 01 §5, §6). */
import { z } from 'zod/mini';
import { optionalDecimal, optionalText, requiredCode, requiredDecimal, requiredText, TEXT_LIMIT } from './core';

/** Kilogram: at least 0, with at most three decimals (step 0.001). */
export const KILOGRAM_DECIMALS = 3;

/** A product's weight in kilogram: given, at least 0, at most three decimals. */
export const kilogram = () => requiredDecimal({ nonNegative: true, fraction: KILOGRAM_DECIMALS });

/**
 * createProduct's and copyProduct's fields: supplier, customer, name, the units and the product
 * group required; kilogram at least 0 with three decimals. The approver is required for
 * administrators only: `approverRequired` says whether it is.
 */
export const newProductRules = (approverRequired: boolean) =>
  z.object({
    supplierCode: requiredCode(),
    customerCode: requiredCode(),
    name: requiredText(TEXT_LIMIT),
    salesUnitCode: requiredCode(),
    productGroupCode: requiredCode(),
    purchaseUnitCode: requiredCode(),
    kilogram: kilogram(),
    approverId: approverRequired ? requiredCode() : z.nullish(z.string()),
    description: optionalText(TEXT_LIMIT),
    note: optionalText(TEXT_LIMIT),
  });

/** updateProduct's fields: what is given must not be empty (free text may be, to clear it). */
export const productChangeRules = z.object({
  supplierCode: z.nullish(requiredCode()),
  customerCode: z.nullish(requiredCode()),
  name: z.nullish(requiredText(TEXT_LIMIT)),
  salesUnitCode: z.nullish(requiredCode()),
  productGroupCode: z.nullish(requiredCode()),
  purchaseUnitCode: z.nullish(requiredCode()),
  kilogram: optionalDecimal({ nonNegative: true, fraction: KILOGRAM_DECIMALS }),
});

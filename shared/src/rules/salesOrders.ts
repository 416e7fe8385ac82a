/** The rules of a sales order, its lines and its text lines (spec 02 §2.2, §2.4, §5). */
import { z } from 'zod/mini';
import { TO_BE_PLANNED_CUSTOMER } from '../codes';
import { optionalDecimal, optionalIsoDate, optionalText, requiredCode, requiredDecimal, say, TEXT_LIMIT } from './core';

/** Quantities are entered with three decimals (step 0.001). */
export const QUANTITY_DECIMALS = 3;

/** A quantity: given, at least 0, at most three decimals. */
export const quantity = () => requiredDecimal({ nonNegative: true, fraction: QUANTITY_DECIMALS });

/** The quantities a line change carries (salesQuantity, purchaseQuantity), each by the quantity rule. */
export const quantityRules = (fields: readonly string[]) => z.object(Object.fromEntries(fields.map((field) => [field, quantity()])));

/** A price on a line: given, within the provider's digits (4 decimals). */
export const linePrice = () => requiredDecimal();

/** A price that may be left empty (the line's purchase price). */
export const optionalLinePrice = () => optionalDecimal();

/** Customer reference is required unless the customer is 99999998 'Nog te plannen'. */
export const referenceRequired = (customerCode: string | null | undefined): boolean => customerCode !== TO_BE_PLANNED_CUSTOMER;

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * The order header: customer and supplier; the customer reference unless the customer is 'Nog te
 * plannen'; shipping company and pickup reference, and an arrival not before the loading date,
 * when the supplier has demurrage (`demurrage`:
 * what the chosen supplier says; the gateway reads it from the provider, the form from its list).
 */
export const salesOrderHeaderRules = (demurrage: boolean) =>
  z
    .object({
      customerCode: requiredCode(),
      supplierCode: requiredCode(),
      customerReference: optionalText(TEXT_LIMIT),
      shippingCompanyCode: z.nullish(z.string()),
      pickupReference: z.nullish(z.string()),
      loadingDate: optionalIsoDate(),
      arrivalDate: optionalIsoDate(),
      comments: optionalText(TEXT_LIMIT),
    })
    .check(
      z.superRefine((order, ctx) => {
        const missing = (field: string) => ctx.addIssue({ code: 'custom', message: say('REQUIRED'), path: [field] });
        if (blank(order.customerReference) && referenceRequired(order.customerCode)) missing('customerReference');
        if (demurrage && blank(order.shippingCompanyCode)) missing('shippingCompanyCode');
        if (demurrage && blank(order.pickupReference)) missing('pickupReference');
        // demurrage counts the days from loading to arrival: an arrival before the loading makes them negative
        const { loadingDate, arrivalDate } = order;
        if (demurrage && loadingDate && arrivalDate && /^\d{4}-/.test(loadingDate) && /^\d{4}-/.test(arrivalDate) && arrivalDate < loadingDate) {
          ctx.addIssue({ code: 'custom', message: say('ARRIVAL_BEFORE_LOADING'), path: ['arrivalDate'] });
        }
      }),
    );

/** The rules of a purchase invoice and its manual lines (spec 02 §2.6–§2.9, §5). */
import { z } from 'zod/mini';
import { optionalIsoDate, requiredCode, requiredDecimal, requiredText, TEXT_LIMIT } from './core';

/** Quantity of a manual line: at least 0, three decimals; its price: at least 0, four decimals. */
export const MANUAL_LINE_DECIMALS = { quantity: 3, price: 4 } as const;

/** The invoice header: supplier (or transporter), invoice number and description; the invoice date a date. */
export const purchaseHeaderRules = z.object({
  supplierCode: requiredCode(),
  invoiceNumber: requiredText(TEXT_LIMIT),
  invoiceDate: optionalIsoDate(),
  description: requiredText(TEXT_LIMIT),
});

/** A manual line: product, quantity, price, description and VAT code; the reporting date optional. */
export const manualLineRules = z.object({
  productId: requiredCode(),
  quantity: requiredDecimal({ nonNegative: true, fraction: MANUAL_LINE_DECIMALS.quantity }),
  price: requiredDecimal({ nonNegative: true, fraction: MANUAL_LINE_DECIMALS.price }),
  reportingDate: optionalIsoDate(),
  description: requiredText(TEXT_LIMIT),
  vatCode: requiredCode(),
});

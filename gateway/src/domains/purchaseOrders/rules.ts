import Decimal from 'decimal.js';
import { manualLineRules, purchaseHeaderRules } from '@backoffice/shared/rules/purchaseOrders';
import type { GatewayContext } from '../../context/context';
import { inputErrors, userError, type RefusalRule } from '../../errors/errors';
import type { PurchaseManualLineFields, UserError } from '../../generated/graphql';
import { isInvoiceNumberUsed } from '../../provider/calls/purchaseOrders';
import { purchaseSupplier } from './loaders';

/** At least 0 and at most `decimals` decimals. */
export function withinScale(value: string, decimals: number): boolean {
  const d = new Decimal(value);
  return !d.isNegative() && d.decimalPlaces() <= decimals;
}

/** The VAT code of a regular line when none is chosen and the supplier has no default (spec 02 §9). */
export const FALLBACK_VAT_CODE = '12';

/** The spec's already_purchaseinvoice text (spec 02 §5). */
export const ALREADY_ON_PURCHASE_INVOICE = 'This supplier already has a purchaseinvoice on this order registration!';

/** The provider's refusals as stable codes on the fields they concern (before the common rules). */
export const PURCHASE_ORDER_REFUSALS: RefusalRule[] = [
  { pattern: /previously been used for this supplier/i, code: 'ALREADY_INVOICED', field: 'invoiceNumber' },
  { pattern: /already has a purchaseinvoice/i, code: 'ALREADY_ON_PURCHASE_INVOICE' },
  { pattern: /booked in accounting/i, code: 'PURCHASE_ORDER_BOOKED' },
  { pattern: /already sent to accounting/i, code: 'ALREADY_SENT' },
  { pattern: /without lines cannot be sent/i, code: 'NO_LINES' },
  { pattern: /transport flag/i, code: 'INVALID_INPUT', field: 'isTransport' },
  { pattern: /^(supplier|transporter) not found/i, code: 'NOT_FOUND', field: 'supplierCode' },
  { pattern: /VAT amount must be/i, code: 'INVALID_INPUT', field: 'vatAmount' },
  { pattern: /^VAT code not found/i, code: 'NOT_FOUND', field: 'vatCode' },
  { pattern: /^product not found/i, code: 'NOT_FOUND', field: 'productId' },
  { pattern: /^file not found/i, code: 'NOT_FOUND', field: 'fileId' },
];

export interface HeaderFields {
  supplierCode: string;
  invoiceNumber: string;
  description: string;
}

/** An invoice number as the duplicate check compares it: case and surrounding spaces do not count. */
const sameNumber = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The header rules (spec 02 §5): supplier, invoice number and description required; the
 * supplier (or transporter) must exist; the invoice number must be new for the supplier,
 * ignoring case and surrounding spaces. An edit (`current`, the invoice as stored) is checked only
 * when supplier or number changes, so the check never finds the invoice itself.
 */
export async function headerErrors(
  ctx: GatewayContext,
  input: HeaderFields,
  isTransport: boolean,
  current?: { supplierCode: string; invoiceNumber: string },
): Promise<UserError[]> {
  const errors = inputErrors(purchaseHeaderRules, input);
  if (errors.length) return errors;
  const supplierCode = input.supplierCode.trim();
  if (!(await purchaseSupplier(ctx, supplierCode, isTransport))) {
    return [userError('NOT_FOUND', isTransport ? 'Unknown transporter.' : 'Unknown supplier.', 'supplierCode')];
  }
  const unchanged = current && current.supplierCode.trim() === supplierCode && sameNumber(current.invoiceNumber, input.invoiceNumber);
  // a retry of a create that was done (the same Idempotency-Key) would find its own invoice
  if (!unchanged && !(await ctx.provider.replaying()) && (await isInvoiceNumberUsed(ctx.provider, supplierCode, input.invoiceNumber.trim()))) {
    return [userError('ALREADY_INVOICED', 'This invoice number has previously been used for this supplier', 'invoiceNumber')];
  }
  return [];
}

/** A manual line by the shared rules: product, quantity (three decimals), price (four), description and VAT code. */
export const manualLineErrors = (line: PurchaseManualLineFields): UserError[] => inputErrors(manualLineRules, line);

import Decimal from 'decimal.js';
import { manualLineRules, purchaseHeaderRules } from '@backoffice/shared/rules/purchaseOrders';
import type { GatewayContext } from '../../context';
import { inputErrors, userError, type RefusalRule } from '../../errors';
import type { PurchaseManualLineFields, UserError } from '../../generated/graphql';
import { isInvoiceNumberUsed } from '../../provider/calls/purchaseOrders';
import { purchaseSupplier } from './loaders';

/**
 * Purchase money, exact (the shared decimal, never binary floats): amount = price × quantity and
 * VAT = amount × percentage / 100, each rounded half up to the cent per line; totals are sums of
 * the rounded lines, so a totals bar always equals the sum of what its table shows.
 */
export { lineAmount, vatAmount, sumAmounts as sum } from '@backoffice/shared/decimal';

/** The VAT amount as people type it (spec 02 §5): the shared rule, which the web's VAT field uses too. */
export { parseVatAmount as parseVatAmountInput } from '@backoffice/shared/decimal';

/** At least 0 and at most `decimals` decimals. */
export function withinScale(value: string, decimals: number): boolean {
  const d = new Decimal(value);
  return !d.isNegative() && d.decimalPlaces() <= decimals;
}

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

/**
 * The header rules (spec 02 §5): supplier, invoice number and description required; the
 * supplier (or transporter) must exist; the invoice number must be new for the supplier,
 * ignoring case and surrounding spaces (checked here as well as by the provider's unique index).
 */
export async function headerErrors(ctx: GatewayContext, input: HeaderFields, isTransport: boolean, exceptId?: string): Promise<UserError[]> {
  const errors = inputErrors(purchaseHeaderRules, input);
  if (errors.length) return errors;
  if (!(await purchaseSupplier(ctx, input.supplierCode.trim(), isTransport))) {
    return [userError('NOT_FOUND', isTransport ? 'Unknown transporter.' : 'Unknown supplier.', 'supplierCode')];
  }
  if (await isInvoiceNumberUsed(ctx.provider, input.supplierCode.trim(), input.invoiceNumber.trim(), exceptId)) {
    return [userError('ALREADY_INVOICED', 'This invoice number has previously been used for this supplier', 'invoiceNumber')];
  }
  return [];
}

/** A manual line by the shared rules: product, quantity (three decimals), price (four), description and VAT code. */
export const manualLineErrors = (line: PurchaseManualLineFields): UserError[] => inputErrors(manualLineRules, line);

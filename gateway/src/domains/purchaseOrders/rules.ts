import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context';
import { userError, type RefusalRule } from '../../errors';
import type { PurchaseManualLineFields, UserError } from '../../generated/graphql';
import { isInvoiceNumberUsed } from '../../provider/calls/purchaseOrders';
import { purchaseSupplier } from './loaders';

/**
 * Purchase money, exact (decimal.js, never binary floats): amount = price × quantity and VAT =
 * amount × percentage / 100, each rounded half up to the cent per line; totals are sums of the
 * rounded lines, so a totals bar always equals the sum of what its table shows.
 */
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export function lineAmount(price: string, quantity: string): string {
  return cents(new Decimal(price).mul(quantity)).toFixed(2);
}

export function vatAmount(amount: string, percentage: string): string {
  return cents(new Decimal(amount).mul(percentage).div(100)).toFixed(2);
}

export function sum(values: readonly string[]): string {
  return values.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2);
}

/**
 * The VAT amount as people type it (spec 02 §5): digits with at most one decimal separator (dot
 * or comma) and an optional euro sign before or after; money, so at most two decimals. Answers
 * the amount with a point (`12.5`), or null when the input breaks the rule.
 */
export function parseVatAmountInput(input: string): string | null {
  if ((input.match(/€/g)?.length ?? 0) > 1) return null;
  const m = /^\s*(?:€\s*)?(\d+)(?:[.,](\d{0,2}))?\s*(?:€\s*)?$/.exec(input);
  if (!m) return null;
  return new Decimal(`${m[1]}.${m[2] || '0'}`).toString();
}

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
  { pattern: /transport flag/i, code: 'INVALID_INPUT', field: 'isTransport' },
  { pattern: /^(supplier|transporter) not found/i, code: 'NOT_FOUND', field: 'supplierCode' },
  { pattern: /VAT amount must be/i, code: 'INVALID_INPUT', field: 'vatAmount' },
  { pattern: /^VAT code not found/i, code: 'NOT_FOUND', field: 'vatCode' },
  { pattern: /^product not found/i, code: 'NOT_FOUND', field: 'productId' },
  { pattern: /^file not found/i, code: 'NOT_FOUND', field: 'fileId' },
];

const blank = (v: string | null | undefined) => !v || v.trim() === '';

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
  const errors: UserError[] = [];
  if (blank(input.supplierCode)) errors.push(userError('INVALID_INPUT', 'Choose a supplier.', 'supplierCode'));
  if (blank(input.invoiceNumber)) errors.push(userError('INVALID_INPUT', 'The invoice number is required.', 'invoiceNumber'));
  if (blank(input.description)) errors.push(userError('INVALID_INPUT', 'The description is required.', 'description'));
  if (errors.length) return errors;
  if (!(await purchaseSupplier(ctx, input.supplierCode.trim(), isTransport))) {
    return [userError('NOT_FOUND', isTransport ? 'Unknown transporter.' : 'Unknown supplier.', 'supplierCode')];
  }
  if (await isInvoiceNumberUsed(ctx.provider, input.supplierCode.trim(), input.invoiceNumber.trim(), exceptId)) {
    return [userError('ALREADY_INVOICED', 'This invoice number has previously been used for this supplier', 'invoiceNumber')];
  }
  return [];
}

export function manualLineErrors(line: PurchaseManualLineFields): UserError[] {
  const errors: UserError[] = [];
  if (blank(line.productId)) errors.push(userError('INVALID_INPUT', 'Choose a product.', 'productId'));
  if (!withinScale(line.quantity, 3)) errors.push(userError('INVALID_INPUT', 'Enter a quantity of at least 0 with at most three decimals.', 'quantity'));
  if (!withinScale(line.price, 4)) errors.push(userError('INVALID_INPUT', 'Enter a price of at least 0 with at most four decimals.', 'price'));
  if (blank(line.description)) errors.push(userError('INVALID_INPUT', 'The description is required.', 'description'));
  if (blank(line.vatCode)) errors.push(userError('INVALID_INPUT', 'Choose a VAT code.', 'vatCode'));
  return errors;
}

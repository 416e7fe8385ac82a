import Decimal from 'decimal.js';
import type { RefusalRule } from '../../errors/errors';
import type { InvoiceBlock, InvoiceLanguage } from '../../generated/graphql';
import type { QualityOrderRecord } from '../../provider/records';
import { TO_BE_PLANNED_CUSTOMER } from '../../provider/codes';

/**
 * The one rule for "may the sales invoice be sent" (spec 02 §2.11): not when the order is
 * completed, its customer is 'Nog te plannen' (code 99999998, or a reference that says so), it
 * has no customer, or it is temporary; and not when it was booked already. The UI hides the
 * button on the same list the gateway refuses on.
 */
export function invoiceBlocks(o: QualityOrderRecord): InvoiceBlock[] {
  const blocks: InvoiceBlock[] = [];
  if (o.isCompleted) blocks.push('COMPLETED');
  if (o.customerCode === TO_BE_PLANNED_CUSTOMER || /^\s*nog te plannen\s*$/i.test(o.customerReference ?? '')) blocks.push('TO_BE_PLANNED');
  if (!o.customerCode) blocks.push('NO_CUSTOMER');
  if (o.isTemporary) blocks.push('TEMPORARY');
  if (o.accountingBooking) blocks.push('ALREADY_SENT');
  return blocks;
}

export const languageOf = (code: string): InvoiceLanguage => (code === 'NL' ? 'DUTCH' : 'ENGLISH');

/** The provider's invoicing refusals as stable codes (before the common rules). */
export const INVOICING_REFUSALS: RefusalRule[] = [
  { pattern: /already sent/i, code: 'ALREADY_SENT', field: 'salesOrderId' },
  { pattern: /already completed/i, code: 'ALREADY_COMPLETED', field: 'salesOrderId' },
  { pattern: /has no customer/i, code: 'NO_CUSTOMER', field: 'salesOrderId' },
  { pattern: new RegExp(`nog te plannen|${TO_BE_PLANNED_CUSTOMER}`, 'i'), code: 'TO_BE_PLANNED', field: 'salesOrderId' },
  { pattern: /is temporary/i, code: 'TEMPORARY_ORDER', field: 'salesOrderId' },
  { pattern: /has no lines/i, code: 'NO_LINES', field: 'salesOrderId' },
  { pattern: /no invoice date/i, code: 'NO_INVOICE_DATE' },
  { pattern: /^sales order not found/i, code: 'NOT_FOUND', field: 'salesOrderId' },
];

/** The provider's refusal of a send by someone who may not (the @auth directive is checked first). */
export const NOT_ALLOWED = /only an administrator or boekhouding/i;

/** Spec 02 §9: 30 days net. */
export const PAYMENT_TERM_DAYS = 30;

/**
 * Total = sum of the line amounts; VAT = total / 100 × percentage, rounded half up to cents
 * (spec 02 §5); total incl. VAT = total + VAT. Exact decimals throughout.
 */
export function invoiceTotals(amounts: string[], vatPercentage: string): { total: string; vat: string; totalInclVat: string } {
  const total = amounts.reduce((sum, a) => sum.plus(a), new Decimal(0)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const vat = total.div(100).times(vatPercentage).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { total: total.toFixed(2), vat: vat.toFixed(2), totalInclVat: total.plus(vat).toFixed(2) };
}

import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context';
import { refusalErrors, userError } from '../../errors';
import type { InvoiceLanguage, ResolversTypes } from '../../generated/graphql';
import { proFormaData } from '../../provider/calls/invoicing';
import type { InvoiceProductLineRecord } from '../../provider/records';
import { addDays, businessToday, INVOICING_REFUSALS } from './rules';

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

/** The print data of a pro-forma invoice; an order without lines (or customer) is a userError. */
export async function proFormaInvoice(ctx: GatewayContext, salesOrderId: string, language: InvoiceLanguage): Promise<ResolversTypes['ProFormaInvoicePayload']> {
  if (!/^\d+$/.test(salesOrderId)) return { invoice: null, userErrors: [userError('NOT_FOUND', 'Sales order not found', 'salesOrderId')] };
  const data = await proFormaData(ctx.provider, salesOrderId);
  if (!data.ok) return { invoice: null, userErrors: refusalErrors(data.refusal, INVOICING_REFUSALS) };
  const records = data.lines;
  const productLines = records.filter((l): l is InvoiceProductLineRecord => l.kind === 'line');
  if (!productLines.length) return { invoice: null, userErrors: [userError('NO_LINES', 'This sales order has no lines', 'salesOrderId')] };
  const to = data.address;
  const issueDate = businessToday();
  return {
    invoice: {
      salesOrderId,
      language,
      company: data.company,
      address: to,
      customerReference: to.customerReference,
      vatPercentage: to.vatPercentage,
      lines: productLines,
      texts: records.flatMap((l) => (l.kind === 'text' ? [l.text] : [])),
      ...invoiceTotals(
        productLines.map((l) => l.amount),
        to.vatPercentage,
      ),
      issueDate,
      expiryDate: addDays(issueDate, PAYMENT_TERM_DAYS),
      paymentTermDays: PAYMENT_TERM_DAYS,
      fileName: `proforma-${salesOrderId}-${issueDate}.pdf`,
    },
    userErrors: [],
  };
}

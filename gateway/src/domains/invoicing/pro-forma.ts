import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context';
import { refusalToUserError, userError } from '../../errors';
import type { InvoiceLanguage, ProFormaInvoicePayload } from '../../generated/graphql';
import { toInvoiceAddressRecord, toInvoiceCompanyRecord, toInvoiceLineRecord, type InvoiceLineRecord } from '../../provider/records';
import { addDays, businessToday } from './rules';
import { INVOICING_REFUSALS } from './refusals';

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
export async function proFormaInvoice(ctx: GatewayContext, salesOrderId: string, language: InvoiceLanguage): Promise<ProFormaInvoicePayload> {
  if (!/^\d+$/.test(salesOrderId)) return { invoice: null, userErrors: [userError('NOT_FOUND', 'Sales order not found', 'salesOrderId')] };
  const id = Number(salesOrderId);
  const [address, lines, company] = await Promise.all([
    ctx.provider.execute('invoicing.address', { id }),
    ctx.provider.execute('invoicing.lines', { id }),
    ctx.provider.items('invoicing.company'),
  ]);
  if (!address.Success) return { invoice: null, userErrors: [refusalToUserError(address.Message, INVOICING_REFUSALS)] };
  if (!lines.Success) return { invoice: null, userErrors: [refusalToUserError(lines.Message, INVOICING_REFUSALS)] };
  const records = (lines.Items ?? []).map(toInvoiceLineRecord);
  const productLines = records.filter((l): l is Extract<InvoiceLineRecord, { kind: 'line' }> => l.kind === 'line');
  if (!productLines.length) return { invoice: null, userErrors: [userError('NO_LINES', 'This sales order has no lines', 'salesOrderId')] };
  const to = toInvoiceAddressRecord((address.Items ?? [])[0] ?? {});
  const issueDate = businessToday();
  return {
    invoice: {
      salesOrderId,
      language,
      company: toInvoiceCompanyRecord(company[0] ?? {}),
      address: { customerCode: to.customerCode, name: to.name, addressLine1: to.addressLine1, postalCode: to.postalCode, city: to.city, country: to.country },
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

/** Invoicing: the quality overview, sends to the accounting package and pro-forma data, in the domain's words. */
import { UNCONFIGURED_COMPANY } from '../records/company-details';
import type { ProviderClient } from '../client';
import type { Outcome, Written } from '../outcome';
import {
  toBulkSendRecord,
  toInvoiceAddressRecord,
  toInvoiceCompanyRecord,
  toInvoiceLineRecord,
  toQualityOrderRecord,
  toSalesOrderPurchaseInvoiceRecord,
  type BulkSendRecord,
  type InvoiceAddressRecord,
  type InvoiceCompanyRecord,
  type InvoiceLineRecord,
} from '../records';
import { childList, ownedBy, write } from './shared';

export const listQualityOrders = async (provider: ProviderClient) => (await provider.items('invoicing.quality')).map(toQualityOrderRecord);

/** The purchase invoices of sales orders (`{orderids}` batches them). */
export const SALES_ORDER_PURCHASE_INVOICES = childList('invoicing.purchaseInvoices', ownedBy('orderid'), toSalesOrderPurchaseInvoiceRecord);

export const sendSalesInvoice = (provider: ProviderClient, salesOrderId: string): Promise<Written> =>
  write(provider, 'invoicing.sendSalesInvoice', { salesid: Number(salesOrderId) });
export const completeSalesOrder = (provider: ProviderClient, salesOrderId: string): Promise<Written> =>
  write(provider, 'invoicing.complete', { id: Number(salesOrderId) });

/**
 * Sends every sales (or purchase) invoice that may go. Any answer is done, as the spec reads none;
 * what was booked and what was refused, and why, when the provider says so (else unknown).
 */
export async function sendAll(provider: ProviderClient, what: 'SALES' | 'PURCHASES'): Promise<Outcome<{ sent: BulkSendRecord }>> {
  const result = await provider.executeUnread(what === 'SALES' ? 'invoicing.sendAllSales' : 'invoicing.sendAllPurchases');
  if (!result.Success) return { ok: false, refusal: { message: result.Message?.trim() || 'The provider refused the change.' } };
  return { ok: true, sent: toBulkSendRecord(result) };
}

/**
 * What a pro-forma invoice prints: the customer's address, the order's lines and the company.
 * The company comes from getCompanyDetails only with the companyDetails extension (no spec
 * call gives it); otherwise from `configured` (the deployment's settings), or an empty block
 * that says it is not configured.
 */
export async function proFormaData(
  provider: ProviderClient,
  salesOrderId: string,
  configured: InvoiceCompanyRecord | null,
): Promise<Outcome<{ address: InvoiceAddressRecord; lines: InvoiceLineRecord[]; company: InvoiceCompanyRecord }>> {
  const id = Number(salesOrderId);
  const [address, lines, company] = await Promise.all([
    provider.execute('invoicing.address', { id }),
    provider.execute('invoicing.lines', { id }),
    provider.has('companyDetails')
      ? provider.items('invoicing.company').then((items) => toInvoiceCompanyRecord(items[0] ?? {}))
      : (configured ?? UNCONFIGURED_COMPANY),
  ]);
  for (const r of [address, lines]) if (!r.Success) return { ok: false, refusal: { message: r.Message?.trim() || 'The provider refused the request.' } };
  return {
    ok: true,
    address: toInvoiceAddressRecord((address.Items ?? [])[0] ?? {}),
    lines: (lines.Items ?? []).map(toInvoiceLineRecord),
    company,
  };
}

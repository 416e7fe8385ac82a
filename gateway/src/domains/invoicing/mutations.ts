import type { GatewayContext } from '../../context';
import { gatewayError, refusalToUserError, userError } from '../../errors';
import type { BulkSendPayload, MutationResolvers, UserError } from '../../generated/graphql';
import type { ProcedureKey } from '../../provider/catalogue';
import { toBulkSendRecord, type QualityOrderRecord } from '../../provider/records';
import { qualityOrdersLoader } from './loaders';
import { INVOICING_REFUSALS } from './refusals';

/** The order's quality row as it is now (the list is read again after the change). */
async function freshRow(ctx: GatewayContext, id: string) {
  return ctx.loaders.use(qualityOrdersLoader).load(id);
}

/** Sends one order's invoice or completes it; a refusal is a userError with its stable code. */
async function salesInvoiceAction(ctx: GatewayContext, key: 'invoicing.sendSalesInvoice' | 'invoicing.complete', salesOrderId: string): Promise<{ qualityOrder: QualityOrderRecord | null; userErrors: UserError[] }> {
  if (!/^\d+$/.test(salesOrderId)) return { qualityOrder: null, userErrors: [userError('NOT_FOUND', 'Sales order not found', 'salesOrderId')] };
  const payload = key === 'invoicing.sendSalesInvoice' ? { salesid: Number(salesOrderId) } : { id: Number(salesOrderId) };
  const result = await ctx.provider.execute(key, payload);
  if (!result.Success) {
    if (/only an administrator or boekhouding/i.test(result.Message ?? '')) throw gatewayError('FORBIDDEN', 'You are not allowed to do this.');
    return { qualityOrder: null, userErrors: [refusalToUserError(result.Message, INVOICING_REFUSALS)] };
  }
  return { qualityOrder: await freshRow(ctx, salesOrderId), userErrors: [] };
}

/** A bulk send: how many were booked, and every order that was not, with its reason's code. */
async function bulkSend(ctx: GatewayContext, key: ProcedureKey): Promise<BulkSendPayload> {
  const result = await ctx.provider.execute(key);
  if (!result.Success) {
    if (/only an administrator or boekhouding/i.test(result.Message ?? '')) throw gatewayError('FORBIDDEN', 'You are not allowed to do this.');
    return { sentCount: 0, sentIds: [], refused: [], userErrors: [refusalToUserError(result.Message, INVOICING_REFUSALS)] };
  }
  const record = toBulkSendRecord(result);
  return {
    sentCount: record.sentIds.length,
    sentIds: record.sentIds,
    refused: record.refused.map((r) => ({ id: r.id, code: refusalToUserError(r.message, INVOICING_REFUSALS).code, message: r.message })),
    userErrors: [],
  };
}

export const invoicingMutations: MutationResolvers = {
  sendSalesInvoice: (_p, { salesOrderId }, ctx) => salesInvoiceAction(ctx, 'invoicing.sendSalesInvoice', salesOrderId),
  completeSalesOrder: (_p, { salesOrderId }, ctx) => salesInvoiceAction(ctx, 'invoicing.complete', salesOrderId),
  sendAllSalesOrders: (_p, _a, ctx) => bulkSend(ctx, 'invoicing.sendAllSales'),
  sendAllPurchaseOrders: (_p, _a, ctx) => bulkSend(ctx, 'invoicing.sendAllPurchases'),
};

import type { GatewayContext } from '../../context/context';
import { forbidden, refusalCode, refusalErrors, userError } from '../../errors/errors';
import type { BulkSendPayload, MutationResolvers, UserError } from '../../generated/graphql';
import { completeSalesOrder, sendAll, sendSalesInvoice } from '../../provider/calls/invoicing';
import type { Refusal, Written } from '../../provider/outcome';
import type { QualityOrderRecord } from '../../provider/records';
import { qualityOrdersLoader } from './loaders';
import { INVOICING_REFUSALS, NOT_ALLOWED } from './rules';
import { withInput } from '../../mutations/input-bridge';
import { isRecordId } from '../../provider/mapping';
import { versionGate } from '../shared/version-gate';

/** A refusal as userErrors; the provider's "not allowed" is FORBIDDEN, as the directive would say. */
function invoicingErrors(refusal: Refusal): UserError[] {
  if (NOT_ALLOWED.test(refusal.message)) throw forbidden();
  return refusalErrors(refusal, INVOICING_REFUSALS);
}

/** Sends one order's invoice or completes it; a refusal is a userError with its stable code. */
async function salesInvoiceAction(
  ctx: GatewayContext,
  action: typeof sendSalesInvoice,
  salesOrderId: string,
): Promise<{ qualityOrder: QualityOrderRecord | null; userErrors: UserError[] }> {
  if (!isRecordId(salesOrderId)) return { qualityOrder: null, userErrors: [userError('NOT_FOUND', 'Sales order not found', 'salesOrderId')] };
  const stale = await versionGate(ctx);
  if (stale) return { qualityOrder: null, userErrors: [stale] };
  const result: Written = await action(ctx.provider, salesOrderId);
  if (!result.ok) return { qualityOrder: null, userErrors: invoicingErrors(result.refusal) };
  // the order's quality row as it is now
  return { qualityOrder: await ctx.loaders.use(qualityOrdersLoader).load(salesOrderId), userErrors: [] };
}

/** A bulk send: how many were booked (null when the provider does not say), and every order that was not, with its reason's code. */
async function bulkSend(ctx: GatewayContext, what: 'SALES' | 'PURCHASES'): Promise<BulkSendPayload> {
  const result = await sendAll(ctx.provider, what);
  if (!result.ok) return { sentCount: 0, sentIds: [], refused: [], userErrors: invoicingErrors(result.refusal) };
  const { sentIds, refused } = result.sent;
  return {
    sentCount: sentIds?.length ?? null,
    sentIds: sentIds ?? [],
    refused: refused.map((r) => ({ id: r.id, code: refusalCode(r.message, INVOICING_REFUSALS), message: r.message })),
    userErrors: [],
  };
}

export const invoicingMutations = {
  sendSalesInvoice: (_p, args, ctx) => withInput(args, ({ salesOrderId }) => salesInvoiceAction(ctx, sendSalesInvoice, salesOrderId)),
  completeSalesOrder: (_p, args, ctx) => withInput(args, ({ salesOrderId }) => salesInvoiceAction(ctx, completeSalesOrder, salesOrderId)),
  sendAllSalesOrders: (_p, _a, ctx) => bulkSend(ctx, 'SALES'),
  sendAllPurchaseOrders: (_p, _a, ctx) => bulkSend(ctx, 'PURCHASES'),
} satisfies MutationResolvers;

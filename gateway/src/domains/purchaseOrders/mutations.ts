import type { GatewayContext } from '../../context';
import { refusalErrors, userError } from '../../errors';
import type { MutationResolvers, UserError } from '../../generated/graphql';
import { changePart } from '../../mutations/change-part';
import {
  addPurchaseManualLine,
  addPurchaseOrderLine,
  attachPurchaseOrderDocument,
  createPurchaseOrder,
  deletePurchaseManualLine,
  deletePurchaseOrder,
  deletePurchaseOrderDocument,
  deletePurchaseOrderLine,
  sendPurchaseOrderToAccounting,
  updatePurchaseLineVat,
  updatePurchaseManualLine,
  updatePurchaseOrder,
  updatePurchaseTransportPrice,
} from '../../provider/calls/purchaseOrders';
import type { Written } from '../../provider/outcome';
import { createdId } from '../../provider/outcome';
import type { PurchaseOrderRecord } from '../../provider/records';
import { vatCodesLoader } from '../reference/loaders';
import { purchaseManualLinesLoader, purchaseOrderDocumentsLoader, purchaseOrderLinesLoader, purchaseOrderListLoader, purchaseOrderLoader } from './loaders';
import { headerErrors, manualLineErrors, parseVatAmountInput, PURCHASE_ORDER_REFUSALS, withinScale } from './rules';

/** Forgets what this request knew of an invoice after a change, so that the payload shows it fresh. */
function forget(ctx: GatewayContext, id: string): void {
  ctx.loaders.use(purchaseOrderLoader).clear(id);
  ctx.loaders.use(purchaseOrderLinesLoader).clear(id);
  ctx.loaders.use(purchaseManualLinesLoader).clear(id);
  ctx.loaders.use(purchaseOrderDocumentsLoader).clear(id);
  ctx.loaders.use(purchaseOrderListLoader).clearAll();
}

const orderOf = (ctx: GatewayContext, id: string) => ctx.loaders.use(purchaseOrderLoader).load(id);

/** An invoice that exists, or the userError saying it does not. */
async function existing(ctx: GatewayContext, id: string): Promise<PurchaseOrderRecord | UserError> {
  const order = /^\d+$/.test(id) ? await orderOf(ctx, id) : null;
  return order ?? userError('NOT_FOUND', 'Purchase order not found', 'purchaseOrderId');
}
const isError = (v: unknown): v is UserError => typeof v === 'object' && v !== null && 'code' in v && 'message' in v && !('id' in v);

/** A change to a part of an invoice (changePart): the provider call, then the invoice fresh. */
/** The refusal of a change to a booked invoice. */
const bookedError = (booking: string | null) =>
  userError('PURCHASE_ORDER_BOOKED', `This purchase invoice is booked in accounting (${booking}); it can no longer change`);

async function partChange(ctx: GatewayContext, purchaseOrderId: string, change: () => Promise<Written>, id?: string) {
  const done = await changePart({
    change,
    rules: PURCHASE_ORDER_REFUSALS,
    forget: () => forget(ctx, purchaseOrderId),
    owner: () => orderOf(ctx, purchaseOrderId),
    id,
  });
  return { id: done.id, purchaseOrder: done.owner, userErrors: done.userErrors };
}

export const purchaseOrderMutations = {
  async createPurchaseOrder(_p, { input }, ctx) {
    const isTransport = Boolean(input.isTransport);
    const errors = await headerErrors(ctx, input, isTransport);
    if (errors.length) return { purchaseOrder: null, userErrors: errors };
    const header = {
      supplierCode: input.supplierCode.trim(),
      invoiceNumber: input.invoiceNumber.trim(),
      invoiceDate: input.invoiceDate,
      description: input.description.trim(),
      isTransport,
    };
    const result = await createPurchaseOrder(ctx.provider, header);
    if (!result.ok) return { purchaseOrder: null, userErrors: refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
    const id = createdId(result);
    // the invoice exists now; a document the provider refuses is reported, the invoice stays
    const attached = await Promise.all((input.documentFileIds ?? []).map((fileId) => attachPurchaseOrderDocument(ctx.provider, id, fileId)));
    const userErrors = attached.flatMap((r, i) => (r.ok ? [] : refusalErrors(r.refusal, PURCHASE_ORDER_REFUSALS, `documentFileIds.${i}`)));
    forget(ctx, id);
    return { purchaseOrder: await orderOf(ctx, id), userErrors };
  },

  async updatePurchaseOrder(_p, { input }, ctx) {
    const order = await existing(ctx, input.id);
    if (isError(order)) return { purchaseOrder: null, userErrors: [order] };
    if (order.isCompleted)
      return {
        purchaseOrder: order,
        userErrors: [bookedError(order.accountingBooking)],
      };
    const errors = await headerErrors(ctx, input, order.isTransport, input.id);
    if (errors.length) return { purchaseOrder: null, userErrors: errors };
    const header = {
      supplierCode: input.supplierCode.trim(),
      invoiceNumber: input.invoiceNumber.trim(),
      invoiceDate: input.invoiceDate,
      description: input.description.trim(),
      isTransport: order.isTransport,
    };
    const result = await updatePurchaseOrder(ctx.provider, input.id, header);
    if (!result.ok) return { purchaseOrder: null, userErrors: refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
    forget(ctx, input.id);
    return { purchaseOrder: await orderOf(ctx, input.id), userErrors: [] };
  },

  async deletePurchaseOrder(_p, { id }, ctx) {
    const result = await deletePurchaseOrder(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
    forget(ctx, id);
    return { deletedId: id, userErrors: [] };
  },

  async sendPurchaseOrderToAccounting(_p, { id }, ctx) {
    const result = await sendPurchaseOrderToAccounting(ctx.provider, id);
    // refused or not, the invoice as it is now (a refusal may say it was booked meanwhile)
    forget(ctx, id);
    return { purchaseOrder: await orderOf(ctx, id), userErrors: result.ok ? [] : refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
  },

  attachPurchaseOrderDocument: (_p, { purchaseOrderId, fileId }, ctx) =>
    partChange(ctx, purchaseOrderId, () => attachPurchaseOrderDocument(ctx.provider, purchaseOrderId, fileId), fileId),

  async deletePurchaseOrderDocument(_p, { purchaseOrderId, fileId }, ctx) {
    // a booked invoice's documents are what accounting booked: they stay
    const order = await existing(ctx, purchaseOrderId);
    if (isError(order)) return { id: null, purchaseOrder: null, userErrors: [order] };
    if (order.isCompleted) return { id: null, purchaseOrder: order, userErrors: [bookedError(order.accountingBooking)] };
    return partChange(ctx, purchaseOrderId, () => deletePurchaseOrderDocument(ctx.provider, purchaseOrderId, fileId), fileId);
  },

  async addPurchaseOrderLines(_p, { input }, ctx) {
    const order = await existing(ctx, input.purchaseOrderId);
    if (isError(order)) return { purchaseOrder: null, added: [], userErrors: [order] };
    if (!input.lines.length) return { purchaseOrder: order, added: [], userErrors: [userError('INVALID_INPUT', 'Tick at least one line.', 'lines')] };
    const known = await ctx.loaders.use(vatCodesLoader).all();
    const userErrors: UserError[] = [];
    const addedIds: string[] = [];
    // one after the other: each is checked against the lines added before it
    for (const [i, line] of input.lines.entries()) {
      if (line.vatCode && !known.some((v) => v.code === line.vatCode)) {
        userErrors.push(userError('NOT_FOUND', 'VAT code not found', `lines.${i}.vatCode`));
        continue;
      }
      const result = await addPurchaseOrderLine(ctx.provider, order, line.id, line.vatCode);
      if (result.ok) addedIds.push(String(result.newId));
      else userErrors.push(...refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS, `lines.${i}`));
    }
    forget(ctx, order.id);
    const lines = await ctx.loaders.use(purchaseOrderLinesLoader).load(order.id);
    return { purchaseOrder: await orderOf(ctx, order.id), added: lines.filter((l) => addedIds.includes(l.id)), userErrors };
  },

  async updatePurchaseLineVat(_p, { input }, ctx) {
    const amount = parseVatAmountInput(input.vatAmount);
    if (amount === null) {
      return {
        id: null,
        purchaseOrder: null,
        userErrors: [
          userError(
            'INVALID_INPUT',
            'Enter an amount of at least 0 with at most two decimals, such as 1.286,66 or 1286.66 (a euro sign is allowed).',
            'vatAmount',
          ),
        ],
      };
    }
    return partChange(ctx, input.purchaseOrderId, () => updatePurchaseLineVat(ctx.provider, input.lineId, amount), input.lineId);
  },

  async updatePurchaseTransportPrice(_p, { input }, ctx) {
    if (!withinScale(input.price, 4))
      return { id: null, purchaseOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter a price of at least 0 with at most four decimals.', 'price')] };
    return partChange(ctx, input.purchaseOrderId, () => updatePurchaseTransportPrice(ctx.provider, input.lineId, input.price), input.lineId);
  },

  deletePurchaseOrderLine: (_p, { purchaseOrderId, id }, ctx) => partChange(ctx, purchaseOrderId, () => deletePurchaseOrderLine(ctx.provider, id), id),

  async addPurchaseManualLine(_p, { input }, ctx) {
    const errors = manualLineErrors(input.line);
    if (errors.length) return { id: null, purchaseOrder: null, userErrors: errors };
    return partChange(ctx, input.purchaseOrderId, () => addPurchaseManualLine(ctx.provider, input.purchaseOrderId, input.line));
  },

  async updatePurchaseManualLine(_p, { input }, ctx) {
    const errors = manualLineErrors(input.line);
    if (errors.length) return { id: null, purchaseOrder: null, userErrors: errors };
    return partChange(ctx, input.purchaseOrderId, () => updatePurchaseManualLine(ctx.provider, input.purchaseOrderId, input.id, input.line), input.id);
  },

  deletePurchaseManualLine: (_p, { purchaseOrderId, id }, ctx) => partChange(ctx, purchaseOrderId, () => deletePurchaseManualLine(ctx.provider, id), id),
} satisfies MutationResolvers;

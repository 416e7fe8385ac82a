import type { GatewayContext } from '../../context/context';
import { refusalErrors, userError } from '../../errors/errors';
import type { MutationResolvers, PurchaseManualLineFields, UserError } from '../../generated/graphql';
import { changePart, type PartChange } from '../../mutations/change-part';
import { create } from '../../mutations/created';
import { freshChildList } from '../../provider/calls/shared';
import { lineAmount, parseVatAmount as parseVatAmountInput, sameDecimal } from '@backoffice/shared/decimal';
import {
  addPurchaseManualLine,
  attachPurchaseOrderDocument,
  createPurchaseOrder,
  deletePurchaseManualLine,
  deletePurchaseOrder,
  deletePurchaseOrderDocument,
  deletePurchaseOrderLine,
  freshPurchaseOrders,
  PURCHASE_ORDER_LISTS,
  sendPurchaseOrderToAccounting,
  updatePurchaseLineVat,
  updatePurchaseManualLine,
  updatePurchaseOrder,
  updatePurchaseTransportPrice,
  type ManualLineAmounts,
} from '../../provider/calls/purchaseOrders';
import { toProviderDecimal, isRecordId } from '../../provider/mapping';
import { addLines } from './add-lines';
import { vatOf } from './vat';
import type { Outcome, Written } from '../../provider/outcome';
import type { PurchaseManualLineRecord, PurchaseOrderRecord } from '../../provider/records';
import { purchaseManualLinesLoader, purchaseOrderDocumentsLoader, purchaseOrderLinesLoader, purchaseOrderListLoader, purchaseOrderLoader } from './loaders';
import { headerErrors, manualLineErrors, PURCHASE_ORDER_REFUSALS, withinScale } from './rules';
import { inputOf, withInput } from '../../mutations/input-bridge';
import { versionGate } from '../shared/version-gate';

/** Forgets what this request knew of an invoice after a change, so that the payload shows it fresh. */
function forget(ctx: GatewayContext, id: string): void {
  ctx.loaders.use(purchaseOrderLoader).clear(id);
  ctx.loaders.use(purchaseOrderLinesLoader).clear(id);
  ctx.loaders.use(purchaseManualLinesLoader).clear(id);
  ctx.loaders.use(purchaseOrderDocumentsLoader).clear(id);
  ctx.loaders.use(purchaseOrderListLoader).clearAll();
}

const orderOf = (ctx: GatewayContext, id: string) => ctx.loaders.use(purchaseOrderLoader).load(id);

/** An invoice found, or the userError saying why not. */
type Found = Outcome<{ order: PurchaseOrderRecord }, { error: UserError }>;

/** An invoice that exists, or the userError saying it does not. */
async function existing(ctx: GatewayContext, id: string): Promise<Found> {
  const order = isRecordId(id) ? await orderOf(ctx, id) : null;
  return order ? { ok: true, order } : { ok: false, error: userError('NOT_FOUND', 'Purchase order not found', 'purchaseOrderId') };
}

/**
 * The lock of a booked invoice (spec 02 §4: booked, or sent to accounting), enforced here before any
 * provider write: a provider built to the spec does not refuse it itself.
 */
export function bookedError(order: PurchaseOrderRecord): UserError | null {
  if (!order.isCompleted && !order.isSentToAccounting) return null;
  const booking = order.accountingBooking ? ` (${order.accountingBooking})` : '';
  return userError('PURCHASE_ORDER_BOOKED', `This purchase invoice is booked in accounting${booking}; it can no longer change`);
}

/** An invoice that exists and may still change, or the userError saying why not. */
async function changeable(ctx: GatewayContext, id: string): Promise<Found> {
  const found = await existing(ctx, id);
  const booked = found.ok ? bookedError(found.order) : null;
  return booked ? { ok: false, error: booked } : found;
}

/** The child lists of an invoice a part may sit in. */
type PartList = 'lines' | 'manualLines' | 'documents';

async function isPartOf(ctx: GatewayContext, purchaseOrderId: string, of: PartList, id: string): Promise<boolean> {
  if (of === 'documents') return (await ctx.loaders.use(purchaseOrderDocumentsLoader).load(purchaseOrderId)).some((d) => d.fileId === id);
  const parts: { id: string }[] =
    of === 'lines'
      ? await ctx.loaders.use(purchaseOrderLinesLoader).load(purchaseOrderId)
      : await ctx.loaders.use(purchaseManualLinesLoader).load(purchaseOrderId);
  return parts.some((l) => l.id === id);
}

/** A change to a part of an invoice (changePart): the lock, the provider call, then the invoice fresh. */
async function partChange(
  ctx: GatewayContext,
  purchaseOrderId: string,
  change: () => Promise<Written>,
  opts: { id?: string; of?: PartList; added?: PartChange<PurchaseOrderRecord, never, PurchaseManualLineRecord>['added'] } = {},
) {
  const { id, of, added } = opts;
  const found = await changeable(ctx, purchaseOrderId);
  if (!found.ok) return { id: null, purchaseOrder: null, userErrors: [found.error] };
  // a part named by id must be this invoice's: the lock checked is the one of the invoice it sits on
  if (of && id && !(await isPartOf(ctx, purchaseOrderId, of, id))) {
    return { id: null, purchaseOrder: null, userErrors: [userError('NOT_FOUND', 'Not found', 'id')] };
  }
  const stale = await versionGate(ctx);
  if (stale) return { id: null, purchaseOrder: null, userErrors: [stale] };
  const done = await changePart({
    change,
    rules: PURCHASE_ORDER_REFUSALS,
    forget: () => forget(ctx, purchaseOrderId),
    owner: () => orderOf(ctx, purchaseOrderId),
    id,
    added,
  });
  return { id: done.id, purchaseOrder: done.owner, userErrors: done.userErrors };
}

/** A manual line's amount and VAT amount, as the spec's payload sends them; null for an unknown VAT code. */
async function manualAmounts(ctx: GatewayContext, line: PurchaseManualLineFields): Promise<ManualLineAmounts | null> {
  const amount = lineAmount(toProviderDecimal(line.price), toProviderDecimal(line.quantity));
  const vatAmount = await vatOf(ctx, amount, line.vatCode.trim());
  return vatAmount === null ? null : { amount, vatAmount };
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
    const result = await create(ctx.provider, {
      key: 'purchaseOrders.create',
      write: () => createPurchaseOrder(ctx.provider, header),
      list: () => freshPurchaseOrders(ctx.provider),
      matches: (o) => o.supplierCode === header.supplierCode && o.invoiceNumber.trim().toLowerCase() === header.invoiceNumber.toLowerCase(),
    });
    if (!result.ok) return { purchaseOrder: null, userErrors: refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
    // saved, but which invoice is not known: no documents can go with it, and nothing is opened
    if (result.id === null) return { purchaseOrder: null, userErrors: [], recordUnknown: true };
    const id = result.id;
    // the invoice exists now; a document the provider refuses is reported, the invoice stays
    const attached = await Promise.all((input.documentFileIds ?? []).map((fileId) => attachPurchaseOrderDocument(ctx.provider, id, fileId)));
    const userErrors = attached.flatMap((r, i) => (r.ok ? [] : refusalErrors(r.refusal, PURCHASE_ORDER_REFUSALS, `documentFileIds.${i}`)));
    forget(ctx, id);
    return { purchaseOrder: await orderOf(ctx, id), userErrors };
  },

  async updatePurchaseOrder(_p, { input }, ctx) {
    const found = await existing(ctx, input.id);
    if (!found.ok) return { purchaseOrder: null, userErrors: [found.error] };
    const { order } = found;
    const booked = bookedError(order);
    if (booked) return { purchaseOrder: order, userErrors: [booked] };
    const errors = await headerErrors(ctx, input, order.isTransport, order);
    if (errors.length) return { purchaseOrder: null, userErrors: errors };
    const header = {
      supplierCode: input.supplierCode.trim(),
      invoiceNumber: input.invoiceNumber.trim(),
      invoiceDate: input.invoiceDate,
      description: input.description.trim(),
      isTransport: order.isTransport,
    };
    const stale = await versionGate(ctx);
    if (stale) return { purchaseOrder: null, userErrors: [stale] };
    const result = await updatePurchaseOrder(ctx.provider, input.id, header);
    if (!result.ok) return { purchaseOrder: null, userErrors: refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
    forget(ctx, input.id);
    return { purchaseOrder: await orderOf(ctx, input.id), userErrors: [] };
  },

  async deletePurchaseOrder(_p, args, ctx) {
    const { id } = inputOf(args);
    const found = await changeable(ctx, id);
    if (!found.ok) return { deletedId: null, userErrors: [found.error] };
    const stale = await versionGate(ctx);
    if (stale) return { deletedId: null, userErrors: [stale] };
    const result = await deletePurchaseOrder(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
    forget(ctx, id);
    return { deletedId: id, userErrors: [] };
  },

  async sendPurchaseOrderToAccounting(_p, args, ctx) {
    const { id } = inputOf(args);
    const found = await existing(ctx, id);
    if (!found.ok) return { purchaseOrder: null, userErrors: [found.error] };
    const { order } = found;
    // sent once (spec 02 §4: the button is disabled once sent); a spec provider would book it twice
    if (bookedError(order)) return { purchaseOrder: order, userErrors: [userError('ALREADY_SENT', 'This purchase invoice was already sent to accounting')] };
    const stale = await versionGate(ctx);
    if (stale) return { purchaseOrder: null, userErrors: [stale] };
    const result = await sendPurchaseOrderToAccounting(ctx.provider, id);
    // refused or not, the invoice as it is now (a refusal may say it was booked meanwhile)
    forget(ctx, id);
    return { purchaseOrder: await orderOf(ctx, id), userErrors: result.ok ? [] : refusalErrors(result.refusal, PURCHASE_ORDER_REFUSALS) };
  },

  attachPurchaseOrderDocument: (_p, args, ctx) =>
    withInput(args, ({ purchaseOrderId, fileId }) =>
      partChange(ctx, purchaseOrderId, () => attachPurchaseOrderDocument(ctx.provider, purchaseOrderId, fileId), { id: fileId }),
    ),

  deletePurchaseOrderDocument: (_p, args, ctx) =>
    withInput(args, ({ purchaseOrderId, fileId }) =>
      partChange(ctx, purchaseOrderId, () => deletePurchaseOrderDocument(ctx.provider, fileId), { id: fileId, of: 'documents' }),
    ),

  async addPurchaseOrderLines(_p, { input }, ctx) {
    const found = await changeable(ctx, input.purchaseOrderId);
    if (!found.ok) return { purchaseOrder: null, added: [], userErrors: [found.error] };
    const { order } = found;
    if (!input.lines.length) return { purchaseOrder: order, added: [], userErrors: [userError('INVALID_INPUT', 'Tick at least one line.', 'lines')] };
    const { ids, userErrors } = await addLines(ctx, order, input.lines);
    forget(ctx, order.id);
    const lines = await ctx.loaders.use(purchaseOrderLinesLoader).load(order.id);
    return { purchaseOrder: await orderOf(ctx, order.id), added: lines.filter((l) => ids.includes(l.id)), userErrors };
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
    return partChange(ctx, input.purchaseOrderId, () => updatePurchaseLineVat(ctx.provider, input.lineId, amount), { id: input.lineId, of: 'lines' });
  },

  async updatePurchaseTransportPrice(_p, { input }, ctx) {
    if (!withinScale(input.price, 4))
      return { id: null, purchaseOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter a price of at least 0 with at most four decimals.', 'price')] };
    return partChange(ctx, input.purchaseOrderId, () => updatePurchaseTransportPrice(ctx.provider, input.lineId, input.price), {
      id: input.lineId,
      of: 'lines',
    });
  },

  deletePurchaseOrderLine: (_p, args, ctx) =>
    withInput(args, ({ purchaseOrderId, id }) => partChange(ctx, purchaseOrderId, () => deletePurchaseOrderLine(ctx.provider, id), { id, of: 'lines' })),

  async addPurchaseManualLine(_p, { input }, ctx) {
    const errors = manualLineErrors(input.line);
    if (errors.length) return { id: null, purchaseOrder: null, userErrors: errors };
    const { line } = input;
    const amounts = await manualAmounts(ctx, line);
    if (!amounts) return { id: null, purchaseOrder: null, userErrors: [userError('NOT_FOUND', 'VAT code not found', 'vatCode')] };
    return partChange(ctx, input.purchaseOrderId, () => addPurchaseManualLine(ctx.provider, input.purchaseOrderId, line, amounts), {
      added: {
        provider: ctx.provider,
        key: 'purchaseOrders.addManualLine',
        list: () => freshChildList(ctx.provider, PURCHASE_ORDER_LISTS.manualLines, input.purchaseOrderId),
        matches: (m) =>
          m.productId === line.productId &&
          sameDecimal(m.quantity, line.quantity) &&
          sameDecimal(m.price, line.price.replace(',', '.')) &&
          m.description.trim() === line.description.trim(),
      },
    });
  },

  async updatePurchaseManualLine(_p, { input }, ctx) {
    const errors = manualLineErrors(input.line);
    if (errors.length) return { id: null, purchaseOrder: null, userErrors: errors };
    const amounts = await manualAmounts(ctx, input.line);
    if (!amounts) return { id: null, purchaseOrder: null, userErrors: [userError('NOT_FOUND', 'VAT code not found', 'vatCode')] };
    return partChange(ctx, input.purchaseOrderId, () => updatePurchaseManualLine(ctx.provider, input.purchaseOrderId, input.id, input.line, amounts), {
      id: input.id,
      of: 'manualLines',
    });
  },

  deletePurchaseManualLine: (_p, args, ctx) =>
    withInput(args, ({ purchaseOrderId, id }) => partChange(ctx, purchaseOrderId, () => deletePurchaseManualLine(ctx.provider, id), { id, of: 'manualLines' })),
} satisfies MutationResolvers;

import type { GatewayContext } from '../../context/context';
import { refusalErrors, userError } from '../../errors/errors';
import type { MutationResolvers, UserError } from '../../generated/graphql';
import { changePart, type PartChange } from '../../mutations/change-part';
import {
  addSalesOrderLine,
  addSalesOrderTextLine,
  addSalesOrderTransport,
  attachSalesOrderDocument,
  copySalesOrder,
  createSalesOrder,
  deleteSalesOrder,
  deleteSalesOrderDocument,
  deleteSalesOrderLine,
  deleteSalesOrderTextLine,
  deleteSalesOrderTransport,
  freshSalesOrders,
  SALES_ORDER_LISTS,
  updateSalesOrder,
  updateSalesOrderLine,
  updateSalesOrderTextLine,
  updateSalesOrderTransport,
} from '../../provider/calls/salesOrders';
import { SET_PRICING_TYPE } from '../../provider/calls/prices';
import { OWN_TRANSPORT } from '../../provider/codes';
import { create } from '../../mutations/created';
import { freshChildList } from '../../provider/calls/shared';
import { sameDecimal } from '@backoffice/shared/decimal';
import type { SalesOrderRecord } from '../../provider/records';
import { salesOrderDocumentsLoader, salesOrderLinesLoader, salesOrderLoader, salesOrderTextLinesLoader, salesOrderTransportsLoader } from './loaders';
import { ambiguousNameErrors, blank, checkHeader, lineAmounts, purchaseQuantityChangedOf, quantityErrors, SALES_ORDER_REFUSALS } from './rules';
import { inputOf } from '../../mutations/input-bridge';
import { isRecordId } from '../../provider/mapping';
import { versionGate } from '../shared/version-gate';

/** Text as the lists compare it: blank is none, surrounding spaces do not count. */
const same = (a: string | null | undefined, b: string | null | undefined) => (a?.trim() || null) === (b?.trim() || null);

/** Whether an order in the list has a header's customer, supplier and reference (how a new one is told apart). */
const sameHeader =
  (h: { customerCode?: string | null; supplierCode: string; customerReference?: string | null }) =>
  (o: SalesOrderRecord): boolean =>
    same(o.customerCode, h.customerCode) && same(o.supplierCode, h.supplierCode) && same(o.customerReference, h.customerReference);

/** A copy of an order that is not there is refused with the order's own words: the input's id is missing. */
const COPY_REFUSALS = [{ pattern: /^sales order not found/i, code: 'NOT_FOUND' as const, field: 'id' }, ...SALES_ORDER_REFUSALS];

/** Forgets what this request knew of an order after a change, so that the payload shows it fresh. */
function forget(ctx: GatewayContext, orderId: string): void {
  ctx.loaders.use(salesOrderLoader).clear(orderId);
  ctx.loaders.use(salesOrderLinesLoader).clear(orderId);
  ctx.loaders.use(salesOrderTransportsLoader).clear(orderId);
  ctx.loaders.use(salesOrderTextLinesLoader).clear(orderId);
  ctx.loaders.use(salesOrderDocumentsLoader).clear(orderId);
}

const orderOf = (ctx: GatewayContext, orderId: string) => ctx.loaders.use(salesOrderLoader).load(orderId);

/** What the lock of a completed order answers (spec 02 §2.3: the notice, unlocked only by the edit toggle). */
const COMPLETED = 'Deze order is al gefactureerd';

/**
 * The order a part change concerns, checked before any provider write: it exists, and when it is
 * completed (invoiced) the user unlocked it. A provider built to the spec does not refuse it itself.
 */
async function lockError(ctx: GatewayContext, salesOrderId: string, unlocked: boolean | null | undefined): Promise<UserError | null> {
  const order = isRecordId(salesOrderId) ? await orderOf(ctx, salesOrderId) : null;
  if (!order) return userError('NOT_FOUND', 'Sales order not found', 'salesOrderId');
  return order.isCompleted && !unlocked ? userError('ORDER_COMPLETED', COMPLETED) : null;
}

/** A change to a part of an order (changePart): the lock, the provider call, then the order (and the part) fresh. */
async function orderPart<P>(
  ctx: GatewayContext,
  target: { salesOrderId: string; unlocked?: boolean | null; lock?: boolean },
  change: PartChange<SalesOrderRecord, P>['change'],
  part?: { id?: string; find: (id: string) => Promise<P | null>; existing?: boolean; added?: PartChange<SalesOrderRecord, P, P & { id: string }>['added'] },
) {
  const { salesOrderId } = target;
  const locked = target.lock === false ? null : await lockError(ctx, salesOrderId, target.unlocked);
  if (locked) return { id: null, part: null, owner: null, userErrors: [locked] };
  // a part named by id must be this order's: the lock checked is the one of the order it sits on
  if (part?.existing && part.id && !(await part.find(part.id))) {
    return { id: null, part: null, owner: null, userErrors: [userError('NOT_FOUND', 'Not found', 'id')] };
  }
  const stale = await versionGate(ctx);
  if (stale) return { id: null, part: null, owner: null, userErrors: [stale] };
  return changePart<SalesOrderRecord, P, P & { id: string }>({
    change,
    rules: SALES_ORDER_REFUSALS,
    forget: () => forget(ctx, salesOrderId),
    owner: () => orderOf(ctx, salesOrderId),
    id: part?.id,
    part: part?.find,
    added: part?.added,
  });
}

/** The order's part of a child list by id, as the provider has it now. */
const lineOf = (ctx: GatewayContext, salesOrderId: string) => async (id: string) =>
  (await ctx.loaders.use(salesOrderLinesLoader).load(salesOrderId)).find((l) => l.id === id) ?? null;
const transportOf = (ctx: GatewayContext, salesOrderId: string) => async (id: string) =>
  (await ctx.loaders.use(salesOrderTransportsLoader).load(salesOrderId)).find((t) => t.id === id) ?? null;
const textLineOf = (ctx: GatewayContext, salesOrderId: string) => async (id: string) =>
  (await ctx.loaders.use(salesOrderTextLinesLoader).load(salesOrderId)).find((t) => t.id === id) ?? null;
const documentOf = (ctx: GatewayContext, salesOrderId: string) => async (fileId: string) =>
  (await ctx.loaders.use(salesOrderDocumentsLoader).load(salesOrderId)).find((d) => d.fileId === fileId) ?? null;

export const salesOrderMutations = {
  async createSalesOrder(_p, { input }, ctx) {
    const { errors, header } = await checkHeader(ctx, input.order);
    if (errors.length) return { salesOrder: null, userErrors: errors };
    const sent = sameHeader(header);
    const result = await create(ctx.provider, {
      key: 'salesOrders.create',
      write: () => createSalesOrder(ctx.provider, header),
      list: () => freshSalesOrders(ctx.provider),
      matches: (o) => sent(o) && same(o.loadingDate, header.loadingDate),
    });
    if (!result.ok) return { salesOrder: null, userErrors: refusalErrors(result.refusal, SALES_ORDER_REFUSALS) };
    // saved, but which order is not known: no documents can go with it, and nothing is opened
    if (result.id === null) return { salesOrder: null, userErrors: [], recordUnknown: true };
    const id = result.id;
    // the order exists now; a document the provider refuses is reported, the order stays
    const attached = await Promise.all((input.documents ?? []).map((d) => attachSalesOrderDocument(ctx.provider, id, d)));
    const userErrors = attached.flatMap((r, i) => (r.ok ? [] : refusalErrors(r.refusal, SALES_ORDER_REFUSALS, `documents.${i}`)));
    return { salesOrder: await orderOf(ctx, id), userErrors };
  },

  async updateSalesOrder(_p, { input }, ctx) {
    // a completed order's header is locked like its lines (spec 02 §2.3, §4), checked before any write
    const locked = await lockError(ctx, input.id, input.unlocked);
    if (locked) return { salesOrder: null, userErrors: [locked.field === 'salesOrderId' ? { ...locked, field: 'id' } : locked] };
    const current = await orderOf(ctx, input.id);
    const ambiguous = current ? await ambiguousNameErrors(ctx, current, input.order) : [];
    if (ambiguous.length) return { salesOrder: null, userErrors: ambiguous };
    const { errors, header } = await checkHeader(ctx, input.order);
    if (errors.length) return { salesOrder: null, userErrors: errors };
    const stale = await versionGate(ctx);
    if (stale) return { salesOrder: null, userErrors: [stale] };
    const result = await updateSalesOrder(ctx.provider, input.id, header);
    if (!result.ok) return { salesOrder: null, userErrors: refusalErrors(result.refusal, SALES_ORDER_REFUSALS) };
    forget(ctx, input.id);
    return { salesOrder: await orderOf(ctx, input.id), userErrors: [] };
  },

  /** Copy opens the copy: the one new order of the same customer, supplier and reference (spec 02 §7.1 answers Success only). */
  async copySalesOrder(_p, args, ctx) {
    const { id } = inputOf(args);
    const notFound = { salesOrder: null, userErrors: [userError('NOT_FOUND', 'Sales order not found', 'id')] };
    if (!isRecordId(id)) return notFound;
    // Once the copy answers NewId the source only served to tell the copy apart: the copy's own
    // refusal says it is missing, so the copy costs the ideal client's two calls.
    const learned = ctx.provider.answersNewId('salesOrders.copy');
    const source = learned ? null : await orderOf(ctx, id);
    if (!learned && !source) return notFound;
    const result = await create(ctx.provider, {
      key: 'salesOrders.copy',
      write: () => copySalesOrder(ctx.provider, id),
      list: () => freshSalesOrders(ctx.provider),
      matches: source ? sameHeader(source) : () => false,
    });
    if (!result.ok) return { salesOrder: null, userErrors: refusalErrors(result.refusal, COPY_REFUSALS) };
    if (result.id === null) return { salesOrder: null, userErrors: [], recordUnknown: true };
    return { salesOrder: await orderOf(ctx, result.id), userErrors: [] };
  },

  async deleteSalesOrder(_p, args, ctx) {
    const { id } = inputOf(args);
    const stale = await versionGate(ctx);
    if (stale) return { deletedId: null, userErrors: [stale] };
    const result = await deleteSalesOrder(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal, SALES_ORDER_REFUSALS) };
    forget(ctx, id);
    return { deletedId: id, userErrors: [] };
  },

  async attachSalesOrderDocument(_p, { input }, ctx) {
    const { salesOrderId, document } = input;
    const done = await orderPart(ctx, { salesOrderId, lock: false }, () => attachSalesOrderDocument(ctx.provider, salesOrderId, document), {
      id: document.fileId,
      find: documentOf(ctx, salesOrderId),
    });
    return { document: done.part, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async deleteSalesOrderDocument(_p, args, ctx) {
    const { salesOrderId, fileId } = inputOf(args);
    const done = await orderPart(ctx, { salesOrderId, lock: false }, () => deleteSalesOrderDocument(ctx.provider, fileId), {
      id: fileId,
      find: documentOf(ctx, salesOrderId),
      existing: true,
    });
    return { deletedId: done.id, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async addSalesOrderLine(_p, { input }, ctx) {
    const errors = quantityErrors({ salesQuantity: input.salesQuantity });
    if (errors.length) return { line: null, salesOrder: null, userErrors: errors };
    const done = await orderPart(ctx, input, () => addSalesOrderLine(ctx.provider, input), {
      find: lineOf(ctx, input.salesOrderId),
      added: {
        provider: ctx.provider,
        key: 'salesOrders.addLine',
        list: () => freshChildList(ctx.provider, SALES_ORDER_LISTS.lines, input.salesOrderId),
        matches: (l) => (!l.productId || l.productId === input.productId) && sameDecimal(l.salesQuantity, input.salesQuantity),
      },
    });
    return { line: done.part, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async updateSalesOrderLine(_p, { input }, ctx) {
    const errors = quantityErrors({ salesQuantity: input.salesQuantity, purchaseQuantity: input.purchaseQuantity });
    if (errors.length) return { line: null, salesOrder: null, userErrors: errors };
    // the spec's update carries both amounts: computed by the amounts rule from the line as it is
    const change = async () => {
      const line = await lineOf(ctx, input.salesOrderId)(input.id);
      const known = line && { ...line, purchaseQuantityChanged: purchaseQuantityChangedOf(ctx.provider.has('extraFields'), line) };
      return updateSalesOrderLine(ctx.provider, { ...input, ...lineAmounts(known, input) });
    };
    const done = await orderPart(ctx, input, change, {
      id: input.id,
      find: lineOf(ctx, input.salesOrderId),
      existing: true,
    });
    return { line: done.part, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async deleteSalesOrderLine(_p, args, ctx) {
    const { salesOrderId, id, unlocked } = inputOf(args);
    const done = await orderPart(ctx, { salesOrderId, unlocked }, () => deleteSalesOrderLine(ctx.provider, id), {
      id,
      find: lineOf(ctx, salesOrderId),
      existing: true,
    });
    return { deletedId: done.id, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async addSalesOrderTransport(_p, { input }, ctx) {
    if (input.transporterCode !== OWN_TRANSPORT && !input.pricingType) {
      return { transport: null, salesOrder: null, userErrors: [userError('INVALID_INPUT', SET_PRICING_TYPE, 'pricingType')] };
    }
    // the line must be this order's (a spec provider does not check the pair)
    if (!(await lineOf(ctx, input.salesOrderId)(input.lineId))) {
      return { transport: null, salesOrder: null, userErrors: [userError('NOT_FOUND', 'Not found', 'lineId')] };
    }
    const done = await orderPart(ctx, input, () => addSalesOrderTransport(ctx.provider, input), {
      find: transportOf(ctx, input.salesOrderId),
      added: {
        provider: ctx.provider,
        key: 'salesOrders.addTransport',
        list: () => freshChildList(ctx.provider, SALES_ORDER_LISTS.transports, input.salesOrderId),
        // a spec answer names the transporter without its code: the price sent tells the new one then
        matches: (t) =>
          (!t.lineId || t.lineId === input.lineId) && (t.transporterCode ? same(t.transporterCode, input.transporterCode) : sameDecimal(t.price, input.price)),
      },
    });
    return { transport: done.part, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async updateSalesOrderTransport(_p, { input }, ctx) {
    const done = await orderPart(ctx, input, () => updateSalesOrderTransport(ctx.provider, input), {
      id: input.id,
      find: transportOf(ctx, input.salesOrderId),
      existing: true,
    });
    return { transport: done.part, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async deleteSalesOrderTransport(_p, args, ctx) {
    const { salesOrderId, id, unlocked } = inputOf(args);
    const done = await orderPart(ctx, { salesOrderId, unlocked }, () => deleteSalesOrderTransport(ctx.provider, id), {
      id,
      find: transportOf(ctx, salesOrderId),
      existing: true,
    });
    return { deletedId: done.id, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async addSalesOrderTextLine(_p, { input }, ctx) {
    if (blank(input.text)) return { textLine: null, salesOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter a text.', 'text')] };
    const done = await orderPart(ctx, input, () => addSalesOrderTextLine(ctx.provider, input.salesOrderId, input.text), {
      find: textLineOf(ctx, input.salesOrderId),
      added: {
        provider: ctx.provider,
        key: 'salesOrders.addTextLine',
        list: () => freshChildList(ctx.provider, SALES_ORDER_LISTS.textLines, input.salesOrderId),
        matches: (t) => same(t.text, input.text),
      },
    });
    return { textLine: done.part, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async updateSalesOrderTextLine(_p, { input }, ctx) {
    if (blank(input.text)) return { textLine: null, salesOrder: null, userErrors: [userError('INVALID_INPUT', 'Enter a text.', 'text')] };
    const done = await orderPart(ctx, input, () => updateSalesOrderTextLine(ctx.provider, input.id, input.text), {
      id: input.id,
      find: textLineOf(ctx, input.salesOrderId),
      existing: true,
    });
    return { textLine: done.part, salesOrder: done.owner, userErrors: done.userErrors };
  },

  async deleteSalesOrderTextLine(_p, args, ctx) {
    const { salesOrderId, id, unlocked } = inputOf(args);
    const done = await orderPart(ctx, { salesOrderId, unlocked }, () => deleteSalesOrderTextLine(ctx.provider, id), {
      id,
      find: textLineOf(ctx, salesOrderId),
      existing: true,
    });
    return { deletedId: done.id, salesOrder: done.owner, userErrors: done.userErrors };
  },
} satisfies MutationResolvers;

import type DataLoader from 'dataloader';
import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context/context';
import { userError } from '../../errors/errors';
import type { MutationResolvers, UserError } from '../../generated/graphql';
import type { LoaderDef } from '../../loaders/loaders';
import {
  approvePrice,
  checkChangedPrice,
  checkNewPrice,
  createPrice,
  deletePrice,
  linesToChange,
  PRICE_LISTS,
  repriceLine,
  requestPriceChangeTask,
  SET_PRICING_TYPE,
  updatePrice,
  updatePriceChange,
  type PriceKind,
} from '../../provider/calls/prices';
import { OWN_TRANSPORT } from '../../provider/codes';
import { create } from '../../mutations/created';
import { freshChildList } from '../../provider/calls/shared';
import type { Outcome, Written } from '../../provider/outcome';
import type { AffectedOrderLineRecord, PriceRecord, TransportPriceRecord } from '../../provider/records';
import { freshProduct } from '../products/mutations';
import { purchasePricesLoader, salesPricesLoader, transportPricesLoader } from './loaders';
import { changing, priceErrors, priceInputErrors } from './rules';
import { required } from '../../common/required';
import { inputOf, withInput } from '../../mutations/input-bridge';
import { isRecordId } from '../../provider/mapping';
import { versionGate } from '../shared/version-gate';

const LOADERS = { purchase: purchasePricesLoader, sales: salesPricesLoader, transport: transportPricesLoader };

/** The duplicate check's answer as PRICE_DATE_TAKEN (its message, e.g. 'A price is already available for this start date'); null for none. */
function duplicateError(answer: Outcome<{ duplicate: string | null }>): UserError | null {
  if (!answer.ok) return required(priceErrors(answer.refusal)[0], 'the userError of a refusal');
  return answer.duplicate === null ? null : userError('PRICE_DATE_TAKEN', answer.duplicate, 'startDate');
}

/** A new price's duplicate check; none for a retry of a create that was done (its price is no duplicate). */
async function newPriceError(ctx: GatewayContext, kind: PriceKind, input: Parameters<typeof checkNewPrice>[2]): Promise<UserError | null> {
  return (await ctx.provider.replaying()) ? null : duplicateError(await checkNewPrice(ctx.provider, kind, input));
}

/** The product's prices of one kind as the provider has them now. */
async function freshPrices<K extends PriceKind>(
  ctx: GatewayContext,
  kind: K,
  productId: string,
): Promise<(K extends 'transport' ? TransportPriceRecord : PriceRecord)[]> {
  const loader = ctx.loaders.use(LOADERS[kind] as LoaderDef<DataLoader<string, (PriceRecord | TransportPriceRecord)[]>>);
  loader.clear(productId);
  return (await loader.load(productId)) as (K extends 'transport' ? TransportPriceRecord : PriceRecord)[];
}

async function freshPrice<K extends PriceKind>(ctx: GatewayContext, kind: K, productId: string, id: string) {
  return (await freshPrices(ctx, kind, productId)).find((p) => p.id === id) ?? null;
}

/** After a new price the product gets a price-change task; the price stands even if that fails. */
async function postPriceChangeTask(ctx: GatewayContext, productId: string): Promise<void> {
  try {
    const result = await requestPriceChangeTask(ctx.provider, productId);
    if (!result.ok) ctx.logger.warn({ productId, message: result.refusal.message }, 'price-change task refused');
  } catch (error) {
    ctx.logger.warn({ productId, err: String(error) }, 'price-change task failed');
  }
}

/**
 * Transports of the price's transporter, narrowed to the price's product and pricing type: the
 * product by id where the line names it (extraFields), else by the code the spec's line carries.
 */
async function affectedTransports(ctx: GatewayContext, price: TransportPriceRecord, productCode: string | null) {
  const lines = await linesToChange(ctx.provider, { kind: 'transport', transporterCode: price.transporterCode }, price.startDate, price.endDate);
  const ofProduct = (l: AffectedOrderLineRecord) => (l.productId ? l.productId === price.productId : Boolean(productCode) && l.productCode === productCode);
  return changing(lines.filter((l) => ofProduct(l) && l.pricingType === price.pricingType));
}

const empty = { affectedLines: [] as AffectedOrderLineRecord[] };

const sameAmount = (a: string, b: string) => {
  try {
    return new Decimal(a).equals(new Decimal(b));
  } catch {
    return false;
  }
};

/**
 * A new price: its id from the answer's NewId, else the one new price of the product's list with
 * the dates, amount (and transporter) sent; null when saved but not told apart (created.ts).
 */
async function createdPrice<K extends PriceKind>(
  ctx: GatewayContext,
  kind: K,
  input: { productId: string; price: string; startDate: string; endDate: string; transporterCode?: string },
  write: () => Promise<Written>,
) {
  const list = PRICE_LISTS[kind] as (typeof PRICE_LISTS)['purchase' | 'transport'];
  const result = await create<PriceRecord | TransportPriceRecord>(ctx.provider, {
    key: kind === 'purchase' ? 'prices.purchase.create' : kind === 'sales' ? 'prices.sales.create' : 'prices.transport.create',
    write,
    list: () => freshChildList<PriceRecord | TransportPriceRecord>(ctx.provider, list, input.productId),
    // the code is compared only where the list carries it (01 §3 transportercode)
    matches: (p) =>
      p.startDate === input.startDate &&
      p.endDate === input.endDate &&
      sameAmount(p.price, input.price) &&
      (!('transporterCode' in p) || !p.transporterCode || p.transporterCode === input.transporterCode),
  });
  if (!result.ok) return result;
  await postPriceChangeTask(ctx, input.productId);
  return { ok: true as const, price: result.id === null ? null : await freshPrice(ctx, kind, input.productId, result.id) };
}

/** create/update/approve/delete for purchase or sales prices. */
function priceListMutations(kind: 'purchase' | 'sales') {
  const refused = (errors: UserError[]) => ({ price: null, product: null, ...empty, userErrors: errors });
  return {
    async create(ctx: GatewayContext, input: { productId: string; price: string; startDate: string; endDate: string }) {
      if (!isRecordId(input.productId)) return refused([userError('NOT_FOUND', 'Product not found', 'productId')]);
      const errors = priceInputErrors(input);
      if (errors.length) return refused(errors);
      const dup = await newPriceError(ctx, kind, input);
      if (dup) return refused([dup]);
      const result = await createdPrice(ctx, kind, input, () => createPrice(ctx.provider, kind, input));
      if (!result.ok) return refused(priceErrors(result.refusal));
      return { price: result.price as PriceRecord | null, product: await freshProduct(ctx, input.productId), ...empty, userErrors: [] };
    },
    async update(ctx: GatewayContext, input: { id: string; productId: string; price: string; startDate: string; endDate: string }) {
      if (!isRecordId(input.id) || !isRecordId(input.productId)) return refused([userError('NOT_FOUND', 'Price not found', 'id')]);
      const errors = priceInputErrors(input);
      if (errors.length) return refused(errors);
      const dup = duplicateError(await checkChangedPrice(ctx.provider, kind, input));
      if (dup) return refused([dup]);
      const stale = await versionGate(ctx);
      if (stale) return refused([stale]);
      const result = await updatePrice(ctx.provider, kind, input);
      if (!result.ok) return refused(priceErrors(result.refusal));
      const [price, product, lines] = await Promise.all([
        freshPrice(ctx, kind, input.productId, input.id),
        freshProduct(ctx, input.productId),
        linesToChange(ctx.provider, { kind, productId: input.productId }, input.startDate, input.endDate).then(changing),
      ]);
      return { price, product, affectedLines: lines, userErrors: [] };
    },
    async approve(ctx: GatewayContext, id: string, productId: string) {
      if (!isRecordId(id)) return refused([userError('NOT_FOUND', 'Price not found', 'id')]);
      const stale = await versionGate(ctx);
      if (stale) return refused([stale]);
      const result = await approvePrice(ctx.provider, kind, id);
      if (!result.ok) return refused(priceErrors(result.refusal));
      if (!isRecordId(productId)) return { price: null, product: null, ...empty, userErrors: [] };
      const [price, product] = await Promise.all([freshPrice(ctx, kind, productId, id), freshProduct(ctx, productId)]);
      return { price, product, ...empty, userErrors: [] };
    },
    async remove(ctx: GatewayContext, id: string, productId: string) {
      if (!isRecordId(id)) return { deletedId: null, product: null, userErrors: [userError('NOT_FOUND', 'Price not found', 'id')] };
      const stale = await versionGate(ctx);
      if (stale) return { deletedId: null, product: null, userErrors: [stale] };
      const result = await deletePrice(ctx.provider, kind, id);
      if (!result.ok) return { deletedId: null, product: null, userErrors: priceErrors(result.refusal) };
      if (isRecordId(productId)) ctx.loaders.use(LOADERS[kind] as LoaderDef<DataLoader<string, unknown[]>>).clear(productId);
      return { deletedId: id, product: isRecordId(productId) ? await freshProduct(ctx, productId) : null, userErrors: [] };
    },
  };
}

const purchase = priceListMutations('purchase');
const sales = priceListMutations('sales');
const asPurchase = async <T extends { price: PriceRecord | null }>(answer: Promise<T>) => {
  const { price, ...rest } = await answer;
  return { purchasePrice: price, ...rest };
};
const asSales = async <T extends { price: PriceRecord | null }>(answer: Promise<T>) => {
  const { price, ...rest } = await answer;
  return { salesPrice: price, ...rest };
};

const refusedTransport = (errors: UserError[]) => ({ transportPrice: null, product: null, ...empty, userErrors: errors });

export const priceMutations = {
  createPurchasePrice: (_p, { input }, ctx) => asPurchase(purchase.create(ctx, input)),
  updatePurchasePrice: (_p, { input }, ctx) => asPurchase(purchase.update(ctx, input)),
  approvePurchasePrice: (_p, args, ctx) => withInput(args, ({ id, productId }) => asPurchase(purchase.approve(ctx, id, productId))),
  deletePurchasePrice: (_p, args, ctx) => withInput(args, ({ id, productId }) => purchase.remove(ctx, id, productId)),
  createSalesPrice: (_p, { input }, ctx) => asSales(sales.create(ctx, input)),
  updateSalesPrice: (_p, { input }, ctx) => asSales(sales.update(ctx, input)),
  approveSalesPrice: (_p, args, ctx) => withInput(args, ({ id, productId }) => asSales(sales.approve(ctx, id, productId))),
  deleteSalesPrice: (_p, args, ctx) => withInput(args, ({ id, productId }) => sales.remove(ctx, id, productId)),

  async createTransportPrice(_p, { input }, ctx) {
    if (!isRecordId(input.productId)) return refusedTransport([userError('NOT_FOUND', 'Product not found', 'productId')]);
    const errors = priceInputErrors(input);
    if (!input.transporterCode.trim()) errors.push(userError('INVALID_INPUT', 'Transporter is required.', 'transporterCode'));
    if (input.transporterCode !== OWN_TRANSPORT && !input.pricingType) errors.push(userError('INVALID_INPUT', SET_PRICING_TYPE, 'pricingType'));
    if (errors.length) return refusedTransport(errors);
    const dup = await newPriceError(ctx, 'transport', input);
    if (dup) return refusedTransport([dup]);
    const result = await createdPrice(ctx, 'transport', input, () => createPrice(ctx.provider, 'transport', input));
    if (!result.ok) return refusedTransport(priceErrors(result.refusal, 'transport'));
    const price = result.price as TransportPriceRecord | null;
    return { transportPrice: price, product: await freshProduct(ctx, input.productId), ...empty, userErrors: [] };
  },

  async updateTransportPrice(_p, { input }, ctx) {
    if (!isRecordId(input.id) || !isRecordId(input.productId)) return refusedTransport([userError('NOT_FOUND', 'Price not found', 'id')]);
    const errors = priceInputErrors(input);
    if (errors.length) return refusedTransport(errors);
    const dup = duplicateError(await checkChangedPrice(ctx.provider, 'transport', input));
    if (dup) return refusedTransport([dup]);
    const stale = await versionGate(ctx);
    if (stale) return refusedTransport([stale]);
    const result = await updatePrice(ctx.provider, 'transport', input);
    if (!result.ok) return refusedTransport(priceErrors(result.refusal, 'transport'));
    const [price, product] = await Promise.all([freshPrice(ctx, 'transport', input.productId, input.id), freshProduct(ctx, input.productId)]);
    return { transportPrice: price, product, affectedLines: price ? await affectedTransports(ctx, price, product?.code ?? null) : [], userErrors: [] };
  },

  async approveTransportPrice(_p, args, ctx) {
    const { id, productId } = inputOf(args);
    if (!isRecordId(id)) return refusedTransport([userError('NOT_FOUND', 'Price not found', 'id')]);
    const stale = await versionGate(ctx);
    if (stale) return refusedTransport([stale]);
    const result = await approvePrice(ctx.provider, 'transport', id);
    if (!result.ok) return refusedTransport(priceErrors(result.refusal));
    if (!isRecordId(productId)) return { transportPrice: null, product: null, ...empty, userErrors: [] };
    const [price, product] = await Promise.all([freshPrice(ctx, 'transport', productId, id), freshProduct(ctx, productId)]);
    return { transportPrice: price, product, ...empty, userErrors: [] };
  },

  async repriceOrderLines(_p, args, ctx) {
    const { kind, lines } = inputOf(args);
    // the spec's one call per ticked line; they run side by side
    const results = await Promise.all(
      lines.map(async (line, index) => {
        if (!isRecordId(line.orderLineId)) return { line, index, error: userError('NOT_FOUND', 'Order line not found', `lines.${index}`) };
        if (new Decimal(line.newPrice).isNegative())
          return { line, index, error: userError('INVALID_INPUT', 'The price must not be negative.', `lines.${index}`) };
        const result = await repriceLine(ctx.provider, kind, line.orderLineId, line.newPrice);
        if (result.ok) return { line, index, error: null };
        return { line, index, error: priceErrors(result.refusal, undefined, `lines.${index}`)[0] };
      }),
    );
    return {
      repricedLineIds: results.filter((r) => !r.error).map((r) => r.line.orderLineId),
      userErrors: results.flatMap((r) => (r.error ? [r.error] : [])),
    };
  },

  async updatePriceChange(_p, { input }, ctx) {
    if (!isRecordId(input.id)) return { updatedId: null, userErrors: [userError('NOT_FOUND', 'Price not found', 'id')] };
    const errors = priceInputErrors(input);
    if (errors.length) return { updatedId: null, userErrors: errors };
    const stale = await versionGate(ctx);
    if (stale) return { updatedId: null, userErrors: [stale] };
    const result = await updatePriceChange(ctx.provider, input);
    if (!result.ok) return { updatedId: null, userErrors: priceErrors(result.refusal) };
    return { updatedId: input.id, userErrors: [] };
  },
} satisfies MutationResolvers;

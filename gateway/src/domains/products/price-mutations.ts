import { newIdOf } from '../../provider/client';
import type DataLoader from 'dataloader';
import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context';
import { userError, refusalToUserError, type RefusalRule } from '../../errors';
import type { MutationResolvers, UserError } from '../../generated/graphql';
import type { LoaderDef } from '../../loaders/loaders';
import type { ProcedureKey } from '../../provider/catalogue';
import type { ProcedureResult } from '../../provider/client';
import { toProviderDate, toProviderDecimal } from '../../provider/mapping';
import {
  OWN_TRANSPORTER,
  PRICE_KIND_FLAG,
  SET_PRICING_TYPE,
  toAffectedOrderLineRecord,
  toProviderPriceFields,
  toProviderTransportPrice,
  transportPriceRefusalMessage,
  type AffectedOrderLineRecord,
  type PriceKindValue,
  type PriceRecord,
  type TransportPriceRecord,
} from '../../provider/records';
import { purchasePricesLoader, salesPricesLoader, transportPricesLoader } from './loaders';
import { freshProduct } from './product-mutations';

type Kind = 'purchase' | 'sales' | 'transport';
const KIND_OF: Record<PriceKindValue, Kind> = { PURCHASE: 'purchase', SALES: 'sales', TRANSPORT: 'transport' };
const LOADERS = { purchase: purchasePricesLoader, sales: salesPricesLoader, transport: transportPricesLoader };
const key = (kind: Kind, action: string) => `prices.${kind}.${action}` as ProcedureKey;
const isId = (id: string) => /^\d+$/.test(id);

const PRICE_REFUSALS: RefusalRule[] = [
  { pattern: /already available/i, code: 'DUPLICATE', field: 'startDate' },
  { pattern: /end date/i, code: 'INVALID_INPUT', field: 'endDate' },
  { pattern: /transporter not found/i, code: 'NOT_FOUND', field: 'transporterCode' },
  { pattern: new RegExp(`^${SET_PRICING_TYPE}$`), code: 'INVALID_INPUT', field: 'pricingType' },
];

/** A provider refusal of a price call as a userError. */
export function priceRefusal(result: ProcedureResult, kind?: Kind): UserError {
  const message = kind === 'transport' ? transportPriceRefusalMessage(result.Message) : result.Message;
  return refusalToUserError(message, PRICE_REFUSALS);
}

/** The form's rules before the provider is asked: a price of at least 0, an end not before the start. */
function validatePrice(input: { price: string; startDate: string; endDate: string }): UserError[] {
  const errors: UserError[] = [];
  if (new Decimal(input.price).isNegative()) errors.push(userError('INVALID_INPUT', 'The price must not be negative.', 'price'));
  if (input.endDate < input.startDate) errors.push(userError('INVALID_INPUT', 'The end date must not be before the start date', 'endDate'));
  return errors;
}

/** The duplicate check's first item as a userError (its message, e.g. 'A price is already available for this start date'). */
async function duplicate(ctx: GatewayContext, procedure: ProcedureKey, payload: Record<string, unknown>): Promise<UserError | null> {
  const result = await ctx.provider.execute(procedure, payload);
  if (!result.Success) return priceRefusal(result);
  const [first] = result.Items ?? [];
  if (!first) return null;
  const message = String((first as Record<string, unknown>).Message ?? (first as Record<string, unknown>).message ?? 'A price is already available for this start date');
  return userError('DUPLICATE', message, 'startDate');
}

/** The product's prices of one kind as the provider has them now. */
async function freshPrices<K extends Kind>(ctx: GatewayContext, kind: K, productId: string): Promise<(K extends 'transport' ? TransportPriceRecord : PriceRecord)[]> {
  const loader = ctx.loaders.use(LOADERS[kind] as LoaderDef<DataLoader<string, (PriceRecord | TransportPriceRecord)[]>>);
  loader.clear(productId);
  return (await loader.load(productId)) as (K extends 'transport' ? TransportPriceRecord : PriceRecord)[];
}

async function freshPrice<K extends Kind>(ctx: GatewayContext, kind: K, productId: string, id: string) {
  return (await freshPrices(ctx, kind, productId)).find((p) => p.id === id) ?? null;
}

/** After a new price the product gets a price-change task; the price stands even if that fails. */
async function postPriceChangeTask(ctx: GatewayContext, productId: string): Promise<void> {
  try {
    const result = await ctx.provider.execute('prices.changeTask', { productid: Number(productId) });
    if (!result.Success) ctx.logger.warn({ productId, message: result.Message }, 'price-change task refused');
  } catch (error) {
    ctx.logger.warn({ productId, err: String(error) }, 'price-change task failed');
  }
}

/** Lines whose price would change: the price list's price for their day differs from theirs. */
function changing(lines: AffectedOrderLineRecord[]): AffectedOrderLineRecord[] {
  return lines.filter((l) => l.newPrice !== null && (l.currentPrice === null || !new Decimal(l.currentPrice).eq(l.newPrice)));
}

async function affectedLines(ctx: GatewayContext, kind: 'purchase' | 'sales', productId: string, startDate: string, endDate: string) {
  const raw = await ctx.provider.items(key(kind, 'linesToChange'), { productid: Number(productId), startdate: toProviderDate(startDate), enddate: toProviderDate(endDate) });
  return changing(raw.map((r) => toAffectedOrderLineRecord(r, kind === 'purchase' ? 'PURCHASE' : 'SALES')));
}

/** Transports of the price's transporter, narrowed to the price's product and pricing type. */
async function affectedTransports(ctx: GatewayContext, price: TransportPriceRecord) {
  const raw = await ctx.provider.items('prices.transport.linesToChange', {
    transportercode: price.transporterCode,
    startdate: toProviderDate(price.startDate),
    enddate: toProviderDate(price.endDate),
  });
  const lines = raw.map((r) => toAffectedOrderLineRecord(r, 'TRANSPORT'));
  return changing(lines.filter((l) => l.productId === price.productId && l.pricingType === price.pricingType));
}

const empty = { affectedLines: [] as AffectedOrderLineRecord[] };

/** create/update/approve/delete for purchase or sales prices. */
function priceListMutations(kind: 'purchase' | 'sales') {
  const refused = (errors: UserError[]) => ({ price: null, product: null, ...empty, userErrors: errors });
  return {
    async create(ctx: GatewayContext, input: { productId: string; price: string; startDate: string; endDate: string }) {
      if (!isId(input.productId)) return refused([userError('NOT_FOUND', 'Product not found', 'productId')]);
      const errors = validatePrice(input);
      if (errors.length) return refused(errors);
      const dup = await duplicate(ctx, key(kind, 'checkDuplicate'), { productid: Number(input.productId), startdate: toProviderDate(input.startDate), enddate: toProviderDate(input.endDate) });
      if (dup) return refused([dup]);
      const result = await ctx.provider.execute(key(kind, 'create'), { productid: Number(input.productId), ...toProviderPriceFields(input) });
      if (!result.Success) return refused([priceRefusal(result)]);
      await postPriceChangeTask(ctx, input.productId);
      const price = await freshPrice(ctx, kind, input.productId, newIdOf(result));
      return { price, product: await freshProduct(ctx, input.productId), ...empty, userErrors: [] };
    },
    async update(ctx: GatewayContext, input: { id: string; productId: string; price: string; startDate: string; endDate: string }) {
      if (!isId(input.id) || !isId(input.productId)) return refused([userError('NOT_FOUND', 'Price not found', 'id')]);
      const errors = validatePrice(input);
      if (errors.length) return refused(errors);
      const dup = await duplicate(ctx, key(kind, 'checkDuplicateEdit'), { id: Number(input.id), startdate: toProviderDate(input.startDate), enddate: toProviderDate(input.endDate) });
      if (dup) return refused([dup]);
      const result = await ctx.provider.execute(key(kind, 'update'), { id: Number(input.id), productid: Number(input.productId), ...toProviderPriceFields(input) });
      if (!result.Success) return refused([priceRefusal(result)]);
      const [price, product, lines] = await Promise.all([
        freshPrice(ctx, kind, input.productId, input.id),
        freshProduct(ctx, input.productId),
        affectedLines(ctx, kind, input.productId, input.startDate, input.endDate),
      ]);
      return { price, product, affectedLines: lines, userErrors: [] };
    },
    async approve(ctx: GatewayContext, id: string, productId: string) {
      if (!isId(id)) return refused([userError('NOT_FOUND', 'Price not found', 'id')]);
      const result = await ctx.provider.execute(key(kind, 'approve'), { priceid: Number(id) });
      if (!result.Success) return refused([priceRefusal(result)]);
      if (!isId(productId)) return { price: null, product: null, ...empty, userErrors: [] };
      const [price, product] = await Promise.all([freshPrice(ctx, kind, productId, id), freshProduct(ctx, productId)]);
      return { price, product, ...empty, userErrors: [] };
    },
    async remove(ctx: GatewayContext, id: string, productId: string) {
      if (!isId(id)) return { deletedId: null, product: null, userErrors: [userError('NOT_FOUND', 'Price not found', 'id')] };
      const result = await ctx.provider.execute(key(kind, 'delete'), { id: Number(id) });
      if (!result.Success) return { deletedId: null, product: null, userErrors: [priceRefusal(result)] };
      if (isId(productId)) ctx.loaders.use(LOADERS[kind] as LoaderDef<DataLoader<string, unknown[]>>).clear(productId);
      return { deletedId: id, product: isId(productId) ? await freshProduct(ctx, productId) : null, userErrors: [] };
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

export const priceMutations: MutationResolvers = {
  createPurchasePrice: (_p, { input }, ctx) => asPurchase(purchase.create(ctx, input)),
  updatePurchasePrice: (_p, { input }, ctx) => asPurchase(purchase.update(ctx, input)),
  approvePurchasePrice: (_p, { id, productId }, ctx) => asPurchase(purchase.approve(ctx, id, productId)),
  deletePurchasePrice: (_p, { id, productId }, ctx) => purchase.remove(ctx, id, productId),
  createSalesPrice: (_p, { input }, ctx) => asSales(sales.create(ctx, input)),
  updateSalesPrice: (_p, { input }, ctx) => asSales(sales.update(ctx, input)),
  approveSalesPrice: (_p, { id, productId }, ctx) => asSales(sales.approve(ctx, id, productId)),
  deleteSalesPrice: (_p, { id, productId }, ctx) => sales.remove(ctx, id, productId),

  async createTransportPrice(_p, { input }, ctx) {
    if (!isId(input.productId)) return refusedTransport([userError('NOT_FOUND', 'Product not found', 'productId')]);
    const errors = validatePrice(input);
    if (!input.transporterCode.trim()) errors.push(userError('INVALID_INPUT', 'Transporter is required.', 'transporterCode'));
    if (input.transporterCode !== OWN_TRANSPORTER && !input.pricingType) errors.push(userError('INVALID_INPUT', SET_PRICING_TYPE, 'pricingType'));
    if (errors.length) return refusedTransport(errors);
    const payload = toProviderTransportPrice(input);
    const dup = await duplicate(ctx, 'prices.transport.checkDuplicate', payload);
    if (dup) return refusedTransport([dup]);
    const result = await ctx.provider.execute('prices.transport.create', payload);
    if (!result.Success) return refusedTransport([priceRefusal(result, 'transport')]);
    await postPriceChangeTask(ctx, input.productId);
    const price = await freshPrice(ctx, 'transport', input.productId, newIdOf(result));
    return { transportPrice: price, product: await freshProduct(ctx, input.productId), ...empty, userErrors: [] };
  },

  async updateTransportPrice(_p, { input }, ctx) {
    if (!isId(input.id) || !isId(input.productId)) return refusedTransport([userError('NOT_FOUND', 'Price not found', 'id')]);
    const errors = validatePrice(input);
    if (errors.length) return refusedTransport(errors);
    const dup = await duplicate(ctx, 'prices.transport.checkDuplicateEdit', { id: Number(input.id), startdate: toProviderDate(input.startDate), enddate: toProviderDate(input.endDate) });
    if (dup) return refusedTransport([dup]);
    const result = await ctx.provider.execute('prices.transport.update', { id: Number(input.id), productid: Number(input.productId), ...toProviderPriceFields(input) });
    if (!result.Success) return refusedTransport([priceRefusal(result, 'transport')]);
    const [price, product] = await Promise.all([freshPrice(ctx, 'transport', input.productId, input.id), freshProduct(ctx, input.productId)]);
    return { transportPrice: price, product, affectedLines: price ? await affectedTransports(ctx, price) : [], userErrors: [] };
  },

  async approveTransportPrice(_p, { id, productId }, ctx) {
    if (!isId(id)) return refusedTransport([userError('NOT_FOUND', 'Price not found', 'id')]);
    const result = await ctx.provider.execute('prices.transport.approve', { priceid: Number(id) });
    if (!result.Success) return refusedTransport([priceRefusal(result)]);
    if (!isId(productId)) return { transportPrice: null, product: null, ...empty, userErrors: [] };
    const [price, product] = await Promise.all([freshPrice(ctx, 'transport', productId, id), freshProduct(ctx, productId)]);
    return { transportPrice: price, product, ...empty, userErrors: [] };
  },

  async repriceOrderLines(_p, { kind, lines }, ctx) {
    const procedure = key(KIND_OF[kind], 'repriceLine');
    // the spec's one call per ticked line; they run side by side
    const results = await Promise.all(
      lines.map(async (line, index) => {
        if (!isId(line.orderLineId)) return { line, index, error: userError('NOT_FOUND', 'Order line not found', `lines.${index}`) };
        if (new Decimal(line.newPrice).isNegative()) return { line, index, error: userError('INVALID_INPUT', 'The price must not be negative.', `lines.${index}`) };
        const result = await ctx.provider.execute(procedure, { orderlineid: Number(line.orderLineId), newprice: toProviderDecimal(line.newPrice) });
        if (result.Success) return { line, index, error: null };
        const refusal = priceRefusal(result);
        return { line, index, error: { ...refusal, field: `lines.${index}` } };
      }),
    );
    return {
      repricedLineIds: results.filter((r) => !r.error).map((r) => r.line.orderLineId),
      userErrors: results.flatMap((r) => (r.error ? [r.error] : [])),
    };
  },

  async updatePriceChange(_p, { input }, ctx) {
    if (!isId(input.id)) return { updatedId: null, userErrors: [userError('NOT_FOUND', 'Price not found', 'id')] };
    const errors = validatePrice(input);
    if (errors.length) return { updatedId: null, userErrors: errors };
    const result = await ctx.provider.execute('prices.updateTable', {
      Pricingtype: PRICE_KIND_FLAG[input.kind],
      PricingId: Number(input.id),
      ...(({ price, startdate, enddate }) => ({ price, startdate, endDate: enddate }))(toProviderPriceFields(input)),
    });
    if (!result.Success) return { updatedId: null, userErrors: [priceRefusal(result)] };
    return { updatedId: input.id, userErrors: [] };
  },
};

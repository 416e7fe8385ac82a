import type { Resolvers } from '../../generated/graphql';
import type { PerOwnerField } from '../../loaders/loaders';
import type { PrefetchRule } from '../../loaders/prefetch';
import { asksOnly, fromRowOr } from '../../loaders/selection';
import { priceChangesOn } from '../../provider/calls/prices';
import { productOfRow, productsByCodeLoader, productsLoader } from '../products/loaders';
import { ROW_ANSWERS } from '../reference/resolvers';
import { transportersLoader } from '../reference/loaders';
import { purchasePricesLoader, salesPricesLoader, transportPricesLoader } from './loaders';
import { priceMutations } from './mutations';
import { pickPrices } from './rules';
import type { Domain } from '../shared/domain';
import { versionField } from '../shared/versioned';
import { tracked } from './tracked';

/** Reference look-ups start with the operation, in parallel with the prices (no waterfall). */
export const pricesPrefetch: PrefetchRule[] = [
  { coordinate: 'PriceChange.product', loader: productsLoader, rowAnswers: ROW_ANSWERS.product },
  { coordinate: 'TransportPrice.transporter', loader: transportersLoader, rowAnswers: ROW_ANSWERS.transporter },
];

/** A product's three price lists: one call each per product without `byIds` (limits/cost.ts counts them). */
export const pricesPerOwner: PerOwnerField[] = [
  { coordinate: 'Product.purchasePrices', loader: purchasePricesLoader },
  { coordinate: 'Product.salesPrices', loader: salesPricesLoader },
  { coordinate: 'Product.transportPrices', loader: transportPricesLoader },
];

/** A product's price lists, the transport price's transporter and the price-change table. */
export const pricesResolvers = {
  Query: {
    async priceChanges(_p, { date }, ctx) {
      const rows = await priceChangesOn(ctx.provider, date);
      return rows.sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
    },
  },
  Product: {
    purchasePrices: async (p, { latest }, ctx) => pickPrices(await ctx.loaders.use(purchasePricesLoader).load(p.id), Boolean(latest)),
    salesPrices: async (p, { latest }, ctx) => pickPrices(await ctx.loaders.use(salesPricesLoader).load(p.id), Boolean(latest)),
    transportPrices: async (p, { latest }, ctx) =>
      pickPrices(await ctx.loaders.use(transportPricesLoader).load(p.id), Boolean(latest), (t) => `${t.transporterCode}|${t.pricingType ?? ''}`),
  },
  TransportPrice: {
    version: versionField(tracked, 'TRANSPORT_PRICE'),
    transporter: (t, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.transporter, { code: t.transporterCode, name: t.transporterName }, () =>
        ctx.loaders.use(transportersLoader).load(t.transporterCode),
      ),
  },
  PriceChange: {
    // the row names its product's id (extraFields), code and name: the catalogue only when more is
    // asked, or by code over a spec provider (the Change Price edit needs the id for the price's version)
    product: (row, _a, ctx, info) => {
      if (!row.productId) return row.productCode ? ctx.loaders.use(productsByCodeLoader).load(row.productCode) : null;
      if (row.productCode && row.productName && asksOnly(info, ROW_ANSWERS.product)) return productOfRow(row.productId, row.productCode, row.productName);
      return ctx.loaders.use(productsLoader).load(row.productId);
    },
  },
  Mutation: priceMutations,
  PurchasePrice: { version: versionField(tracked, 'PURCHASE_PRICE') },
  SalesPrice: { version: versionField(tracked, 'SALES_PRICE') },
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: pricesResolvers, prefetch: pricesPrefetch, perOwner: pricesPerOwner } satisfies Domain;

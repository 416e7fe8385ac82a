import type { Resolvers } from '../../generated/graphql';
import { applyListQuery, MAX_PAGE, type ListFields } from '../../lists/list-query';
import type { PrefetchRule } from '../../loaders/prefetch';
import type { DemurrageRecord } from '../../provider/records';
import { customersLoader, shippingCompaniesLoader, suppliersLoader, unitsLoader } from '../reference/loaders';
import { salesOrderLoader } from '../salesOrders/loaders';
import { demurrageLoader } from './loaders';
import type { Domain } from '../domain';

export const DEMURRAGE_LIST_FIELDS: ListFields<DemurrageRecord> = {
  id: { type: 'number', get: (r) => r.id },
  customer: { type: 'string', get: (r) => r.customerName },
  supplier: { type: 'string', get: (r) => r.supplierName },
  supplierCode: { type: 'string', get: (r) => r.supplierCode },
  shippingCompany: { type: 'string', get: (r) => r.shippingCompanyName },
  container: { type: 'string', get: (r) => r.container },
  productCode: { type: 'string', get: (r) => r.productCode },
  salesUnit: { type: 'string', get: (r) => r.salesUnitCode },
  salesQuantity: { type: 'number', get: (r) => r.salesQuantity },
  arrivalDate: { type: 'date', get: (r) => r.arrivalDate },
  pickingDate: { type: 'date', get: (r) => r.pickingDate },
  pickupReference: { type: 'string', get: (r) => r.pickupReference },
  daysWaiting: { type: 'number', get: (r) => r.daysWaiting },
  status: { type: 'string', get: (r) => r.status },
};

export const demurragePrefetch: PrefetchRule[] = [
  { coordinate: 'DemurrageRow.customer', loader: customersLoader },
  { coordinate: 'DemurrageRow.supplier', loader: suppliersLoader },
  { coordinate: 'DemurrageRow.shippingCompany', loader: shippingCompaniesLoader },
  { coordinate: 'DemurrageRow.salesUnit', loader: unitsLoader },
];

export const demurrageResolvers = {
  Query: {
    async demurrage(_p, args, ctx) {
      const { rows, freeDays } = await ctx.loaders.use(demurrageLoader).get();
      const list = applyListQuery(rows, DEMURRAGE_LIST_FIELDS, { filter: args.filter, sort: args.sort, page: { offset: 0, limit: MAX_PAGE } }, [
        { field: 'pickingDate', direction: 'ASC' },
        { field: 'id', direction: 'ASC' },
      ]);
      return { ...list, freeDays };
    },
  },
  DemurrageRow: {
    salesOrder: async (r, _a, ctx) => (await ctx.loaders.use(salesOrderLoader).load(r.id))!,
    customer: async (r, _a, ctx) =>
      r.customerCode ? ((await ctx.loaders.use(customersLoader).load(r.customerCode)) ?? { code: r.customerCode, name: r.customerName, note: null }) : null,
    supplier: async (r, _a, ctx) =>
      (await ctx.loaders.use(suppliersLoader).load(r.supplierCode)) ?? { code: r.supplierCode, name: r.supplierName, hasDemurrage: true },
    shippingCompany: async (r, _a, ctx) =>
      r.shippingCompanyCode
        ? ((await ctx.loaders.use(shippingCompaniesLoader).load(r.shippingCompanyCode)) ?? { code: r.shippingCompanyCode, name: r.shippingCompanyName })
        : null,
    salesUnit: async (r, _a, ctx) =>
      r.salesUnitCode ? ((await ctx.loaders.use(unitsLoader).load(r.salesUnitCode)) ?? { code: r.salesUnitCode, name: r.salesUnitCode }) : null,
  },
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: demurrageResolvers, prefetch: demurragePrefetch } satisfies Domain;

import type { Resolvers } from '../../generated/graphql';
import { applyListQuery, MAX_PAGE, type ListFields } from '../../lists/list-query';
import type { PrefetchRule } from '../../loaders/prefetch';
import type { DemurrageRecord } from '../../provider/records';
import { customersLoader, entryByName, shippingCompaniesLoader, suppliersLoader, unitsLoader, codeAsName, referenceOf } from '../reference/loaders';
import type { GatewayContext } from '../../context/context';
import { allSalesOrdersLoader, salesOrderLoader } from '../salesOrders/loaders';
import { demurrageLoader } from './loaders';
import type { Domain } from '../shared/domain';

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

/**
 * The spec's rows name customer and shipping company without codes and carry no supplier: the
 * codes come from the dropdowns by name (left empty, and said so, where a name is not unique),
 * the supplier from the row's order in the whole sales list (one read; its rows carry it). With
 * the extraFields extension the rows carry them all.
 */
async function withCodes(ctx: GatewayContext, rows: DemurrageRecord[]): Promise<DemurrageRecord[]> {
  if (ctx.provider.has('extraFields')) return rows;
  const customers = ctx.loaders.use(customersLoader);
  const companies = ctx.loaders.use(shippingCompaniesLoader);
  const orders = ctx.loaders.use(allSalesOrdersLoader);
  return Promise.all(
    rows.map(async (row) => {
      const [customer, company, order] = await Promise.all([
        entryByName(customers, row.customerName),
        entryByName(companies, row.shippingCompanyName),
        orders.load(row.id).catch(() => null),
      ]);
      const ambiguousNames: DemurrageRecord['ambiguousNames'] = [];
      if (customer && 'ambiguous' in customer) ambiguousNames.push('CUSTOMER');
      if (company && 'ambiguous' in company) ambiguousNames.push('SHIPPING_COMPANY');
      return {
        ...row,
        customerCode: customer && 'entry' in customer ? customer.entry.code : null,
        shippingCompanyCode: company && 'entry' in company ? company.entry.code : null,
        supplierCode: order?.supplierCode ?? row.supplierCode,
        supplierName: order?.supplierName ?? row.supplierName,
        ambiguousNames,
      };
    }),
  );
}

export const demurrageResolvers = {
  Query: {
    async demurrage(_p, args, ctx) {
      const list0 = await ctx.loaders.use(demurrageLoader).get();
      const { freeDays } = list0;
      const rows = await withCodes(ctx, list0.rows);
      const list = applyListQuery(rows, DEMURRAGE_LIST_FIELDS, { filter: args.filter, sort: args.sort, page: { offset: 0, limit: MAX_PAGE } }, [
        { field: 'pickingDate', direction: 'ASC' },
        { field: 'id', direction: 'ASC' },
      ]);
      return { ...list, freeDays };
    },
  },
  DemurrageRow: {
    salesOrder: async (r, _a, ctx) => (await ctx.loaders.use(salesOrderLoader).load(r.id))!,
    // a name without a code (not unique in the dropdown) still shows, with an empty code
    customer: async (r, _a, ctx) =>
      (await referenceOf(ctx, customersLoader, r.customerCode, (code) => ({ code, name: r.customerName, note: null }))) ??
      (r.customerName ? { code: '', name: r.customerName, note: null } : null),
    supplier: (r, _a, ctx) => referenceOf(ctx, suppliersLoader, r.supplierCode, (code) => ({ code, name: r.supplierName, hasDemurrage: true })),
    shippingCompany: async (r, _a, ctx) =>
      (await referenceOf(ctx, shippingCompaniesLoader, r.shippingCompanyCode, (code) => ({ code, name: r.shippingCompanyName }))) ??
      (r.shippingCompanyName ? { code: '', name: r.shippingCompanyName } : null),
    salesUnit: (r, _a, ctx) => referenceOf(ctx, unitsLoader, r.salesUnitCode, codeAsName),
  },
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: demurrageResolvers, prefetch: demurragePrefetch } satisfies Domain;

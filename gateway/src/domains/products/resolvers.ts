import type { Resolvers } from '../../generated/graphql';
import type { ListFields, ListSort } from '../../lists/list-query';
import { productsQuery } from '../../provider/calls/products';
import type { PrefetchRule } from '../../loaders/prefetch';
import { fromRowOr } from '../../loaders/selection';
import { ROW_ANSWERS } from '../reference/resolvers';
import type { ProductRecord } from '../../provider/records';
import { customersLoader, productGroupsLoader, productTypesLoader, suppliersLoader, unitsLoader } from '../reference/loaders';
import { usersLoader } from '../../session/user-loaders';
import { productAnswerLoader, productDocumentsLoader, productLoader } from './loaders';
import { productMutations } from './mutations';
import type { Domain } from '../shared/domain';
import { isRecordId } from '../../provider/mapping';
import { historyField, versionField } from '../shared/versioned';
import { tracked } from './tracked';

/** The fields `products(filter, sort)` knows, named as the schema documents them. */
export const PRODUCT_LIST_FIELDS: ListFields<ProductRecord> = {
  code: { type: 'string', get: (p) => p.code },
  name: { type: 'string', get: (p) => p.name },
  description: { type: 'string', get: (p) => p.description },
  supplierCode: { type: 'string', get: (p) => p.supplierCode },
  supplierName: { type: 'string', get: (p) => p.supplierName },
  customerCode: { type: 'string', get: (p) => p.customerCode },
  customerName: { type: 'string', get: (p) => p.customerName },
  productGroupCode: { type: 'string', get: (p) => p.productGroupCode },
  productGroupName: { type: 'string', get: (p) => p.productGroupName },
  salesUnitCode: { type: 'string', get: (p) => p.salesUnitCode },
  salesUnitName: { type: 'string', get: (p) => p.salesUnitName },
  purchaseUnitCode: { type: 'string', get: (p) => p.purchaseUnitCode },
  purchaseUnitName: { type: 'string', get: (p) => p.purchaseUnitName },
  salesPrice: { type: 'number', get: (p) => p.salesPrice },
  purchasePrice: { type: 'number', get: (p) => p.purchasePrice },
  kilogram: { type: 'number', get: (p) => p.kilogram },
  approverUserName: { type: 'string', get: (p) => p.approverUserName },
  accountingBooking: { type: 'string', get: (p) => p.accountingBooking },
  canDelete: { type: 'boolean', get: (p) => p.canDelete },
  isTemporary: { type: 'boolean', get: (p) => p.isTemporary },
};

export const PRODUCT_DEFAULT_SORT: readonly ListSort[] = [{ field: 'code', direction: 'ASC' }];

/** Reference look-ups start with the operation, in parallel with the product list (no waterfall). */
export const productsPrefetch: PrefetchRule[] = [
  { coordinate: 'Query.products', loader: productAnswerLoader },
  { coordinate: 'Query.approvers', loader: usersLoader },
  { coordinate: 'Product.supplier', loader: suppliersLoader, rowAnswers: ROW_ANSWERS.supplier },
  { coordinate: 'Product.customer', loader: customersLoader, rowAnswers: ROW_ANSWERS.customer },
  { coordinate: 'Product.productGroup', loader: productGroupsLoader, rowAnswers: ROW_ANSWERS.productGroup },
  { coordinate: 'Product.productType', loader: productTypesLoader },
  { coordinate: 'Product.salesUnit', loader: unitsLoader, rowAnswers: ROW_ANSWERS.unit },
  { coordinate: 'Product.purchaseUnit', loader: unitsLoader, rowAnswers: ROW_ANSWERS.unit },
];

export const productsResolvers = {
  Query: {
    async products(_p, args, ctx) {
      return productsQuery(await ctx.loaders.use(productAnswerLoader).get(), PRODUCT_LIST_FIELDS, args, PRODUCT_DEFAULT_SORT, ctx.provider.has('extraFields'));
    },
    product: (_p, { id }, ctx) => (isRecordId(id) ? ctx.loaders.use(productLoader).load(id) : null),
    async approvers(_p, _a, ctx) {
      const users = await ctx.loaders.use(usersLoader).all();
      return users.filter((u) => u.active).map((u) => ({ id: u.id, userName: u.userName }));
    },
  },
  Product: {
    version: versionField(tracked, 'PRODUCT'),
    history: historyField('PRODUCT'),
    // code and name from the product itself; the dropdown for more (a supplier's demurrage flag),
    // the product's own name standing in for an entry the dropdown does not list
    supplier: (p, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.supplier, { code: p.supplierCode, name: p.supplierName, hasDemurrage: false }, () =>
        ctx.loaders.use(suppliersLoader).load(p.supplierCode),
      ),
    customer: (p, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.customer, { code: p.customerCode, name: p.customerName, note: null }, () =>
        ctx.loaders.use(customersLoader).load(p.customerCode),
      ),
    productGroup: (p, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.productGroup, { code: p.productGroupCode, name: p.productGroupName }, () =>
        ctx.loaders.use(productGroupsLoader).load(p.productGroupCode),
      ),
    productType: (p, _a, ctx) => (p.productTypeId ? ctx.loaders.use(productTypesLoader).load(p.productTypeId) : null),
    salesUnit: (p, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.unit, { code: p.salesUnitCode, name: p.salesUnitName }, () => ctx.loaders.use(unitsLoader).load(p.salesUnitCode)),
    purchaseUnit: (p, _a, ctx, info) =>
      fromRowOr(info, ROW_ANSWERS.unit, { code: p.purchaseUnitCode, name: p.purchaseUnitName }, () => ctx.loaders.use(unitsLoader).load(p.purchaseUnitCode)),
    approver: (p) => (p.approverId ? { id: p.approverId, userName: p.approverUserName ?? '' } : null),
    documents: (p, _a, ctx) => ctx.loaders.use(productDocumentsLoader).load(p.id),
  },
  ProductDocument: {
    downloadUrl: (d) => `/files/${encodeURIComponent(d.id)}`,
  },
  Mutation: productMutations,
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
// the web table's "All" asks for 10 000 rows
export const domain = { resolvers: productsResolvers, prefetch: productsPrefetch, pageMaxima: { 'Query.products': 10_000 } } satisfies Domain;

import type { Resolvers } from '../../generated/graphql';
import type { PrefetchRule } from '../../loaders/prefetch';
import { OWN_TRANSPORT, TO_BE_PLANNED_CUSTOMER } from '../../provider/codes';
import {
  customersLoader,
  documentTypesLoader,
  productGroupsLoader,
  productTypesLoader,
  shippingCompaniesLoader,
  suppliersLoader,
  transportersLoader,
  unitsLoader,
  vatCodesLoader,
} from './loaders';
import type { Domain } from '../shared/domain';

/**
 * The fields of a reference that a row naming it answers by itself: an order carries its
 * customer's and supplier's code and name, a line its product's code and name, a transport its
 * transporter's. A resolver asks the dropdown only for a field outside these (a customer's note,
 * a supplier's demurrage flag, a unit's name where the row holds only the code), and the
 * prefetch rule of the same field starts nothing when the operation asks only these.
 */
export const ROW_ANSWERS = {
  customer: new Set(['code', 'name', 'isToBePlanned']),
  supplier: new Set(['code', 'name']),
  transporter: new Set(['code', 'name', 'needsPricingType']),
  shippingCompany: new Set(['code', 'name']),
  productGroup: new Set(['code', 'name']),
  documentType: new Set(['id', 'name']),
  /** A unit the row names with code and name (a product). */
  unit: new Set(['code', 'name']),
  /** A unit the row names by its code alone (an order, a line). */
  unitCode: new Set(['code']),
  /** A product a line or a sales item names. */
  product: new Set(['id', 'code', 'name']),
} as const;

export const referencePrefetch: PrefetchRule[] = [
  { coordinate: 'Query.customers', loader: customersLoader },
  { coordinate: 'Query.suppliers', loader: suppliersLoader },
  { coordinate: 'Query.transporters', loader: transportersLoader },
  { coordinate: 'Query.shippingCompanies', loader: shippingCompaniesLoader },
  { coordinate: 'Query.units', loader: unitsLoader },
  { coordinate: 'Query.productGroups', loader: productGroupsLoader },
  { coordinate: 'Query.productTypes', loader: productTypesLoader },
  { coordinate: 'Query.documentTypes', loader: documentTypesLoader },
  { coordinate: 'Query.vatCodes', loader: vatCodesLoader },
];

export const referenceResolvers = {
  Query: {
    customers: (_p, _a, ctx) => ctx.loaders.use(customersLoader).all(),
    suppliers: (_p, _a, ctx) => ctx.loaders.use(suppliersLoader).all(),
    transporters: (_p, _a, ctx) => ctx.loaders.use(transportersLoader).all(),
    shippingCompanies: (_p, _a, ctx) => ctx.loaders.use(shippingCompaniesLoader).all(),
    units: (_p, _a, ctx) => ctx.loaders.use(unitsLoader).all(),
    productGroups: (_p, _a, ctx) => ctx.loaders.use(productGroupsLoader).all(),
    productTypes: (_p, _a, ctx) => ctx.loaders.use(productTypesLoader).all(),
    documentTypes: (_p, _a, ctx) => ctx.loaders.use(documentTypesLoader).all(),
    vatCodes: (_p, _a, ctx) => ctx.loaders.use(vatCodesLoader).all(),
  },
  Customer: {
    isToBePlanned: (c) => c.code === TO_BE_PLANNED_CUSTOMER,
  },
  Transporter: {
    needsPricingType: (t) => t.code !== OWN_TRANSPORT,
  },
  ProductType: {
    id: (t) => t.code,
  },
  DocumentType: {
    id: (t) => t.code,
  },
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
export const domain = { resolvers: referenceResolvers, prefetch: referencePrefetch } satisfies Domain;

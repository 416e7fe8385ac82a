/**
 * The provider's records, translated once into the domain's words. Resolvers and codegen
 * mappers use these types; nothing outside gateway/src/provider sees a provider field name.
 */

export * from './users';
export * from './periodDates';
export * from './reference';
export * from './products';
export * from './salesOrders';
export * from './purchaseOrders';
export * from './invoicing';
export * from './tasks';
export * from './demurrage';
export * from './monthEnd';

/**
 * The provider's records, translated once into the domain's words. Resolvers and codegen
 * mappers use these types; nothing outside gateway/src/provider sees a provider field name.
 * Every `records/<domain>.ts` that exports a `<Type>Record` is collected (npm run codegen).
 */

export * from './records.generated';

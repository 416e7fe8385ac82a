import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLScalarType, GraphQLSchema } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, LocalDateResolver } from 'graphql-scalars';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DecimalScalar } from './decimal-scalar';
import type { Resolvers, ResolversParentTypes } from './generated/graphql';
import type { PrefetchRule } from './loaders/prefetch';
import { applyAuthDirective } from './session/auth-directive';
import { sessionResolvers } from './domains/session/resolvers';
import { usersPrefetch, usersResolvers } from './domains/users/resolvers';
import { periodDatesPrefetch, periodDatesResolvers } from './domains/periodDates/resolvers';
import { referencePrefetch, referenceResolvers } from './domains/reference/resolvers';
import { productsPrefetch, productsResolvers } from './domains/products/resolvers';
import { pricesPrefetch, pricesResolvers } from './domains/prices/resolvers';
import { salesOrdersPrefetch, salesOrdersResolvers } from './domains/salesOrders/resolvers';
import { purchaseOrdersPrefetch, purchaseOrdersResolvers } from './domains/purchaseOrders/resolvers';
import { invoicingPrefetch, invoicingResolvers } from './domains/invoicing/resolvers';
import { tasksPrefetch, tasksResolvers } from './domains/tasks/resolvers';
import { demurragePrefetch, demurrageResolvers } from './domains/demurrage/resolvers';
import { monthEndPrefetch, monthEndResolvers } from './domains/monthEnd/resolvers';

export const SCHEMA_DIR = path.resolve(__dirname, '../../schema');

/** Each domain contributes its resolvers and its prefetch rules; add a domain here. */
const domains = [
  { resolvers: sessionResolvers },
  { resolvers: usersResolvers, prefetch: usersPrefetch },
  { resolvers: periodDatesResolvers, prefetch: periodDatesPrefetch },
  { resolvers: referenceResolvers, prefetch: referencePrefetch },
  { resolvers: productsResolvers, prefetch: productsPrefetch },
  { resolvers: pricesResolvers, prefetch: pricesPrefetch },
  { resolvers: salesOrdersResolvers, prefetch: salesOrdersPrefetch },
  { resolvers: purchaseOrdersResolvers, prefetch: purchaseOrdersPrefetch },
  { resolvers: invoicingResolvers, prefetch: invoicingPrefetch },
  { resolvers: tasksResolvers, prefetch: tasksPrefetch },
  { resolvers: demurrageResolvers, prefetch: demurragePrefetch },
  { resolvers: monthEndResolvers, prefetch: monthEndPrefetch },
] as const satisfies readonly { resolvers: Resolvers; prefetch?: PrefetchRule[] }[];

/** The root fields no domain owns. */
const rootResolvers = {
  Mutation: { _empty: () => null },
  Query: { version: () => process.env.npm_package_version ?? '0.1.0' },
} satisfies Resolvers;

/*
 * Every field of every object type is answered: by a resolver of some domain, or by the record
 * that codegen's `mappers` bind the type to (codegen.yml). A field that neither names fails to
 * compile here, with its `Type.field` in the message; a type without a mapper is its own shape.
 */
/** The keys a type names (codegen's resolver maps also carry an index signature). */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Implemented = Intersect<(typeof domains)[number]['resolvers']> & typeof rootResolvers;
type ImplementedFields<T> = T extends KnownKeys<Implemented> ? KnownKeys<NonNullable<Implemented[T & keyof Implemented]>> : never;
type RecordFields<T> = T extends keyof ResolversParentTypes ? keyof ResolversParentTypes[T] : never;
type Unanswered<T extends keyof Resolvers> =
  NonNullable<Resolvers[T]> extends GraphQLScalarType
    ? never
    : Exclude<KnownKeys<NonNullable<Resolvers[T]>>, `__${string}` | RecordFields<T> | ImplementedFields<T>>;
type UnansweredFields = { [T in KnownKeys<Resolvers>]-?: `${T & string}.${Unanswered<T> & string}` }[KnownKeys<Resolvers>];
export const everyFieldAnswered: [UnansweredFields] extends [never] ? true : UnansweredFields = true;

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

export function buildSchema(): { schema: GraphQLSchema; prefetchRules: PrefetchRule[] } {
  const scalars: Resolvers = { LocalDate: LocalDateResolver, DateTime: DateTimeResolver, EmailAddress: EmailAddressResolver, Decimal: DecimalScalar };
  const resolvers = [scalars, rootResolvers, ...domains.map((d) => d.resolvers)];
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });
  return { schema: applyAuthDirective(schema), prefetchRules: domains.flatMap((d): readonly PrefetchRule[] => ('prefetch' in d ? d.prefetch : [])) };
}

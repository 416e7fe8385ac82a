import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, LocalDateResolver } from 'graphql-scalars';
import { makeExecutableSchema } from '@graphql-tools/schema';
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

/** What the provider stores (numeric(14,4)): at most 10 digits before the point and 4 after. */
export const DECIMAL_DIGITS = { integer: 10, fraction: 4 };
const DECIMAL_INPUT = new RegExp(`^-?\\d{1,${DECIMAL_DIGITS.integer}}([.,]\\d{1,${DECIMAL_DIGITS.fraction}})?$`);

/** Output: whatever exact number the provider holds, as a string. */
function serializeDecimal(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new GraphQLError('Decimal must be a string such as "1234.56"');
  try {
    const d = new Decimal(typeof value === 'string' ? value.trim().replace(',', '.') : value);
    if (!d.isFinite()) throw new Error('not finite');
    return d.toString();
  } catch {
    throw new GraphQLError(`"${String(value)}" is not a decimal number`);
  }
}

/**
 * Input: decimal notation only (`-1234.5`, a comma taken as the point), no exponent, hex, binary,
 * Infinity or empty text, with at most the digits the provider stores; BAD_USER_INPUT otherwise.
 */
function parseDecimalInput(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || !DECIMAL_INPUT.test(text)) {
    const shown = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value);
    // A plain decimal with too many digits is 'too large' (or has too many decimals), not 'no number':
    // the client says that on the field the error names (formatError adds `field`).
    const digits = text !== null ? /^-?(\d+)(?:[.,](\d+))?$/.exec(text)?.[1] : undefined;
    const reason = digits === undefined ? 'NOT_A_DECIMAL' : digits.replace(/^0+(?=\d)/, '').length > DECIMAL_DIGITS.integer ? 'TOO_LARGE' : 'TOO_MANY_DECIMALS';
    throw new GraphQLError(
      `${shown} is not a decimal number such as "1234.56" (at most ${DECIMAL_DIGITS.integer} digits before the point and ${DECIMAL_DIGITS.fraction} after).`,
      { extensions: { code: 'BAD_USER_INPUT', reason } },
    );
  }
  return new Decimal(text.replace(',', '.')).toString();
}

export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number carried as a string.',
  serialize: (value) => (value === null || value === undefined ? null : serializeDecimal(value)),
  parseValue: parseDecimalInput,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseDecimalInput(ast.value);
    throw new GraphQLError('Decimal must be a string such as "1234.56"', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

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

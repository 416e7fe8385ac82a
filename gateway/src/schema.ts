import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, LocalDateResolver } from 'graphql-scalars';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Resolvers } from './generated/graphql';
import type { PrefetchRule } from './loaders/prefetch';
import { applyAuthDirective } from './session/auth-directive';
import { sessionResolvers } from './domains/session/resolvers';
import { usersPrefetch, usersResolvers } from './domains/users/resolvers';
import { periodDatesPrefetch, periodDatesResolvers } from './domains/periodDates/resolvers';
import { referencePrefetch, referenceResolvers } from './domains/reference/resolvers';
import { productsPrefetch, productsResolvers } from './domains/products/resolvers';
import { salesOrdersPrefetch, salesOrdersResolvers } from './domains/salesOrders/resolvers';
import { demurragePrefetch, demurrageResolvers } from './domains/demurrage/resolvers';
import { monthEndPrefetch, monthEndResolvers } from './domains/monthEnd/resolvers';

export const SCHEMA_DIR = path.resolve(__dirname, '../../schema');

/** Each domain contributes its resolvers and its prefetch rules; add a domain here. */
const domains: { resolvers: Resolvers; prefetch?: PrefetchRule[] }[] = [
  { resolvers: sessionResolvers },
  { resolvers: usersResolvers, prefetch: usersPrefetch },
  { resolvers: periodDatesResolvers, prefetch: periodDatesPrefetch },
  { resolvers: referenceResolvers, prefetch: referencePrefetch },
  { resolvers: productsResolvers, prefetch: productsPrefetch },
  { resolvers: salesOrdersResolvers, prefetch: salesOrdersPrefetch },
  { resolvers: demurrageResolvers, prefetch: demurragePrefetch },
  { resolvers: monthEndResolvers, prefetch: monthEndPrefetch },
];

function parseDecimal(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new GraphQLError('Decimal must be a string such as "1234.56"');
  try {
    const d = new Decimal(typeof value === 'string' ? value.trim().replace(',', '.') : value);
    if (!d.isFinite()) throw new Error('not finite');
    return d.toString();
  } catch {
    throw new GraphQLError(`"${String(value)}" is not a decimal number`);
  }
}

export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number carried as a string.',
  serialize: (value) => (value === null || value === undefined ? null : parseDecimal(value)),
  parseValue: parseDecimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseDecimal(ast.value);
    throw new GraphQLError('Decimal must be a string such as "1234.56"');
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
  const resolvers = [scalars, { Mutation: { _empty: () => null }, Query: { version: () => process.env.npm_package_version ?? '0.1.0' } }, ...domains.map((d) => d.resolvers)];
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });
  return { schema: applyAuthDirective(schema), prefetchRules: domains.flatMap((d) => d.prefetch ?? []) };
}

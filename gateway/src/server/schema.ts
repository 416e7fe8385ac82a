import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLScalarType, GraphQLSchema } from 'graphql';
import { DateTimeResolver, EmailAddressResolver } from 'graphql-scalars';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { DecimalScalar } from './decimal-scalar';
import { LocalDateScalar } from './local-date-scalar';
import type { Resolvers, ResolversParentTypes } from '../generated/graphql';
import type { PerOwnerField } from '../loaders/loaders';
import type { PrefetchRule } from '../loaders/prefetch';
import { applyAuthDirective } from '../session/auth-directive';
import { bridgeDeprecatedArguments } from '../mutations/input-bridge';
import type { Domain } from '../domains/shared/domain';
import { observeDetailReads, trackChanges } from '../domains/history/track';
import { TRACKING } from '../domains/history/table';
import { domains as collected } from '../domains/domains.generated';

export const SCHEMA_DIR = path.resolve(__dirname, '../../../schema');

/**
 * Each domain contributes its resolvers and its prefetch rules, found by convention: every
 * `domains/<domain>/resolvers.ts` exports `domain` (collected by domains.generated.ts, which
 * `npm run codegen` writes). A new domain adds its folder; nothing here changes.
 */
const domains = collected satisfies readonly Domain[];

/** The root fields no domain owns. */
const rootResolvers = {
  Query: { version: () => process.env.npm_package_version ?? '0.1.0' },
} satisfies Resolvers;

/*
 * Every field of every object type is answered: by a resolver of some domain, or by the record
 * that codegen's `mappers` bind the type to (codegen.ts). A field that neither names fails to
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

/** Each domain's `pageMaxima` on its list fields (limits/cost.ts reads them there); a coordinate the schema lacks fails the start. */
function withPageMaxima(schema: GraphQLSchema): GraphQLSchema {
  const maxima = new Map(domains.flatMap((d) => Object.entries('pageMaxima' in d ? d.pageMaxima : {})));
  const found = new Set<string>();
  const mapped = mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, name, typeName) => {
      const maxPage = maxima.get(`${typeName}.${name}`);
      if (maxPage === undefined) return field;
      found.add(`${typeName}.${name}`);
      return { ...field, extensions: { ...field.extensions, maxPage } };
    },
  });
  const unknown = [...maxima.keys()].filter((c) => !found.has(c));
  if (unknown.length) throw new Error(`pageMaxima name fields the schema lacks: ${unknown.join(', ')}`);
  return mapped;
}

export function buildSchema(): { schema: GraphQLSchema; prefetchRules: PrefetchRule[]; perOwner: PerOwnerField[] } {
  const scalars: Resolvers = { LocalDate: LocalDateScalar, DateTime: DateTimeResolver, EmailAddress: EmailAddressResolver, Decimal: DecimalScalar };
  const resolvers = [scalars, rootResolvers, ...domains.map((d) => d.resolvers)];
  const schema = withPageMaxima(makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never }));
  // HISTORY_TRACKING=off: no version check nor history, only as gateway/bench/history.ts's baseline
  const tracked = process.env.HISTORY_TRACKING === 'off' ? schema : trackChanges(observeDetailReads(schema, TRACKING), TRACKING);
  return {
    // inside out: detail reads compare with the history, tracked mutations check and record, then inputs and @auth
    schema: applyAuthDirective(bridgeDeprecatedArguments(tracked)),
    prefetchRules: domains.flatMap((d): readonly PrefetchRule[] => ('prefetch' in d ? d.prefetch : [])),
    perOwner: domains.flatMap((d): readonly PerOwnerField[] => ('perOwner' in d ? d.perOwner : [])),
  };
}

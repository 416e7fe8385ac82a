import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isNonNullType,
  type GraphQLFieldConfig,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { gatewayError } from '../errors/errors';

type Args = Record<string, unknown>;

/**
 * The values of a mutation called with its deprecated separate arguments, gathered into its input,
 * with the input's defaults; refused (naming what is wrong) when both ways or neither are used.
 */
export function gatherInput(mutation: string, inputType: GraphQLInputObjectType, deprecated: readonly string[], args: Args): Args {
  const given = deprecated.filter((name) => args[name] !== undefined);
  const input = args.input;
  const fields = Object.values(inputType.getFields());
  // the required values first: an optional one (expectedVersion) is no news to someone who named none
  const example = `input: { ${[...fields.filter((f) => isNonNullType(f.type)), ...fields.filter((f) => !isNonNullType(f.type))].map((f) => `${f.name}: …`).join(', ')} }`;
  if (input != null && given.length) {
    throw gatewayError('BAD_USER_INPUT', `${mutation} takes its values in input or in its deprecated arguments (${given.join(', ')}), not both.`, {
      field: 'input',
    });
  }
  if (input != null) return input as Args;
  if (!given.length) throw gatewayError('BAD_USER_INPUT', `${mutation} needs its values: ${example}.`, { field: 'input' });
  const gathered: Args = {};
  for (const field of fields) {
    const value = args[field.name] === undefined ? field.defaultValue : args[field.name];
    if (value == null && isNonNullType(field.type)) {
      throw gatewayError('BAD_USER_INPUT', `${mutation} needs ${field.name}: give it, or better, every value in ${example}.`, { field: field.name });
    }
    if (value !== undefined) gathered[field.name] = value;
  }
  return gathered;
}

/**
 * For one release a mutation keeps its old separate arguments (deprecated, so that report
 * builders' scripts keep working) beside `input`: its resolver gets them as `input` only.
 */
export function bridgeDeprecatedArguments(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (field: GraphQLFieldConfig<unknown, unknown>, name) => {
      const args = field.args ?? {};
      const deprecated = Object.keys(args).filter((arg) => args[arg]?.deprecationReason);
      const inputType = args.input && getNamedType(args.input.type);
      if (!deprecated.length || !isInputObjectType(inputType)) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return { ...field, resolve: (source, given, ctx, info) => resolve(source, { input: gatherInput(name, inputType, deprecated, given) }, ctx, info) };
    },
  });
}

/** A mutation's input: always there once the schema went through bridgeDeprecatedArguments. */
export function inputOf<I>(args: { input?: I | null }): I {
  if (args.input == null) throw new Error('Missing input: the schema was built without bridgeDeprecatedArguments');
  return args.input;
}

/** Calls `use` with the mutation's input (see inputOf): for resolvers written as one expression. */
export const withInput = <I, R>(args: { input?: I | null }, use: (input: I) => R): R => use(inputOf(args));

import {
  buildASTSchema,
  concatAST,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  validateSchema,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '../src/server/schema';

/**
 * schema/*.graphql as any tool reads them: graphql-js alone (no graphql-tools merge), the way IDEs,
 * linters and report builders' code generators see the served schema.
 */
const sdl = () => buildASTSchema(concatAST(loadTypeDefs().map((text) => parse(text))));

/** Every description in the schema, by coordinate. */
function descriptions(schema: GraphQLSchema): [string, string | null | undefined][] {
  const found: [string, string | null | undefined][] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    found.push([type.name, type.description]);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        found.push([`${type.name}.${field.name}`, field.description]);
        if ('args' in field) for (const arg of field.args) found.push([`${type.name}.${field.name}(${arg.name}:)`, arg.description]);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) found.push([`${type.name}.${value.name}`, value.description]);
  }
  return found;
}

/** The types reachable from the root types and the directives' arguments. */
function usedTypes(schema: GraphQLSchema): Set<string> {
  const used = new Set<string>();
  const visit = (type: GraphQLNamedType | null | undefined) => {
    if (!type || used.has(type.name)) return;
    used.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    if (isUnionType(type)) type.getTypes().forEach(visit);
  };
  [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].forEach(visit);
  for (const directive of schema.getDirectives()) for (const arg of directive.args) visit(getNamedType(arg.type));
  return used;
}

describe('schema/*.graphql on their own', () => {
  it('are valid GraphQL for graphql-js alone (no value added twice by two files)', () => {
    expect(validateSchema(sdl()).map((e) => e.message)).toEqual([]);
  });

  it('serve no placeholder field and no type that nothing uses', () => {
    const schema = sdl();
    const placeholders = descriptions(schema)
      .map(([at]) => at)
      .filter((at) => /(^|\.)_/.test(at));
    expect(placeholders).toEqual([]);
    const used = usedTypes(schema);
    const unused = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__') && !used.has(name));
    expect(unused).toEqual([]);
  });

  it('describe Query and Mutation, and every description starts with a capital letter', () => {
    const schema = sdl();
    expect(schema.getQueryType()?.description).toMatch(/^[A-Z]/);
    expect(schema.getMutationType()?.description).toMatch(/^[A-Z]/);
    const lowerCase = descriptions(schema).filter(([, d]) => d && /^[a-z]/.test(d.trim()));
    expect(lowerCase).toEqual([]);
  });

  it('say things in the API’s own words: no spec sections, list modes or provider message codes', () => {
    const quoting = descriptions(sdl()).filter(([, d]) => d && /§|\bspec\b|\(\d [A-Z][a-z]+|\b[a-z]+_[a-z_]+\b/.test(d));
    expect(quoting).toEqual([]);
  });

  it('give every mutation that takes values one input, its old separate arguments kept only as deprecated input fields', () => {
    const schema = sdl();
    const wrong: string[] = [];
    for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
      if (!field.args.length) continue;
      const input = field.args.find((a) => a.name === 'input');
      const inputType = input && getNamedType(input.type);
      if (!isInputObjectType(inputType)) {
        wrong.push(`${field.name}: no input`);
        continue;
      }
      for (const arg of field.args.filter((a) => a.name !== 'input')) {
        const same = inputType.getFields()[arg.name];
        if (!arg.deprecationReason) wrong.push(`${field.name}(${arg.name}:) not deprecated`);
        if (!same || getNamedType(same.type) !== getNamedType(arg.type)) wrong.push(`${field.name}(${arg.name}:) not in ${inputType.name}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, isIntrospectionType, type GraphQLSchema } from 'graphql';
import { buildSchema } from './schema';

/**
 * Report builders meet the graph through its docs: every type, field, argument, input field and
 * enum value of schema/*.graphql carries a description. Lists what is missing, by coordinate.
 */
export function missingDescriptions(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const has = (d: string | null | undefined) => typeof d === 'string' && d.trim().length > 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    const isRoot = type === schema.getQueryType() || type === schema.getMutationType() || type === schema.getSubscriptionType();
    if (!isRoot && !has(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) continue;
        if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!has(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
    if (isEnumType(type)) for (const value of type.getValues()) if (!has(value.description)) missing.push(`${type.name}.${value.name}`);
  }
  for (const directive of schema.getDirectives()) {
    if (['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) continue;
    if (!has(directive.description)) missing.push(`@${directive.name}`);
    for (const arg of directive.args) if (!has(arg.description)) missing.push(`@${directive.name}(${arg.name}:)`);
  }
  return missing.sort();
}

describe('the schema as report builders read it', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    expect(missingDescriptions(buildSchema().schema)).toEqual([]);
  });

  it('finds what is missing (the check itself can fail)', async () => {
    const { buildSchema: build } = await import('graphql');
    const schema = build('"Q" type Query { "f" a(x: Int): Int b: E } enum E { "one" ONE TWO } input I { "x" x: Int y: Int }');
    expect(missingDescriptions(schema)).toEqual(['E', 'E.TWO', 'I', 'I.y', 'Query.a(x:)', 'Query.b']);
  });
});

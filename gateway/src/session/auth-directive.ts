import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { forbidden, unauthenticated } from '../errors/errors';
import type { AuthRequirement } from '../generated/types/graphql';
import { capabilitiesOf, type Session } from './session';

/** May this session use a field that requires `requirement`? Throws the GraphQL error if not. */
export function assertAllowed(requirement: AuthRequirement, session: Session | null): void {
  if (requirement === 'PUBLIC') return;
  if (!session) throw unauthenticated();
  switch (requirement) {
    case 'SIGNED_IN':
      return;
    case 'ADMINISTRATOR':
      if (!session.roles.includes('ADMINISTRATOR')) throw forbidden();
      return;
    case 'ACCOUNTING':
      // the one rule behind every hand-off to accounting, the same the UI reads from `me`
      if (!capabilitiesOf(session).sendToAccounting) throw forbidden();
      return;
    case 'NOT_ORDERVERWERKER':
      if (session.roles.includes('ORDERVERWERKER') && !session.roles.includes('ADMINISTRATOR')) throw forbidden();
      return;
  }
}

/**
 * Enforces `@auth` from the schema for every caller. Root fields without the directive need a
 * signed-in user. Nested fields are checked only where the field or its type carries the
 * directive: they are reachable only through a checked root field, and leaving the rest
 * untouched keeps scalar fields on graphql's default resolver (cheap for 100-row results).
 */
export function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name].filter(Boolean));
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field: GraphQLFieldConfig<unknown, { session: Session | null }>, _name, typeName) => {
      const onField = getDirective(schema, field, 'auth')?.[0]?.requires as AuthRequirement | undefined;
      const type = schema.getType(typeName);
      const onType = type ? (getDirective(schema, type as never, 'auth')?.[0]?.requires as AuthRequirement | undefined) : undefined;
      const requirement = onField ?? onType ?? (rootTypes.has(typeName) ? 'SIGNED_IN' : undefined);
      if (!requirement || requirement === 'PUBLIC') return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve(source, args, context, info) {
          assertAllowed(requirement, context.session);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

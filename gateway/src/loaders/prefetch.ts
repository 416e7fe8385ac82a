import { type DocumentNode, type GraphQLSchema, TypeInfo, visit, visitWithTypeInfo, getNamedType } from 'graphql';
import type { LoaderDef, Loaders } from './loaders';

/**
 * No waterfalls: a nested field's loader fires only after its parent resolved, which adds a
 * whole provider round trip for reference data. The selection set is known before execution,
 * so a domain can say "when an operation selects `User.roles`, start the roles look-up at
 * once", and the look-up runs in parallel with the parent list.
 */
export interface PrefetchRule {
  /** Schema coordinate of the field that needs the data: `Type.field`. */
  coordinate: string;
  loader: LoaderDef<{ prefetch(): void }>;
}

const coordinatesByDocument = new WeakMap<DocumentNode, Set<string>>();

/** Every `Type.field` the document selects (fragments included), cached per parsed document. */
export function selectedCoordinates(schema: GraphQLSchema, document: DocumentNode): Set<string> {
  let found = coordinatesByDocument.get(document);
  if (found) return found;
  const coordinates = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (parent && field) coordinates.add(`${getNamedType(parent).name}.${field.name}`);
      },
    }),
  );
  found = coordinates;
  coordinatesByDocument.set(document, found);
  return found;
}

export function prefetch(rules: PrefetchRule[], coordinates: Set<string>, loaders: Loaders): void {
  for (const rule of rules) if (coordinates.has(rule.coordinate)) loaders.prime(rule.loader);
}

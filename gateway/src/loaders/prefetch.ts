import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  getNamedType,
} from 'graphql';
import type { LoaderDef, Loaders } from './loaders';
import { subfieldNames, within } from './selection';

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
  /**
   * The subfields the parent row answers by itself (the code and name a sales order carries
   * for its customer): when the operation asks nothing else beneath the coordinate, the
   * resolver does not need the loader and the rule starts nothing.
   */
  rowAnswers?: ReadonlySet<string>;
}

/** Every `Type.field` the document selects, with the names of the fields asked beneath each. */
export class SelectedCoordinates extends Set<string> {
  readonly subfields = new Map<string, Set<string>>();
}

const coordinatesByDocument = new WeakMap<DocumentNode, SelectedCoordinates>();

/** Every `Type.field` the document selects (fragments included), cached per parsed document. */
export function selectedCoordinates(schema: GraphQLSchema, document: DocumentNode): SelectedCoordinates {
  let found = coordinatesByDocument.get(document);
  if (found) return found;
  const coordinates = new SelectedCoordinates();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) if (definition.kind === 'FragmentDefinition') fragments[definition.name.value] = definition;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) return;
        const coordinate = `${getNamedType(parent).name}.${field.name}`;
        coordinates.add(coordinate);
        if (node.selectionSet) {
          const names = coordinates.subfields.get(coordinate) ?? new Set<string>();
          coordinates.subfields.set(coordinate, subfieldNames(node.selectionSet, fragments, names));
        }
      },
    }),
  );
  found = coordinates;
  coordinatesByDocument.set(document, found);
  return found;
}

export function prefetch(rules: PrefetchRule[], coordinates: Set<string>, loaders: Loaders): void {
  for (const rule of rules) {
    if (!coordinates.has(rule.coordinate)) continue;
    const asked = coordinates instanceof SelectedCoordinates ? coordinates.subfields.get(rule.coordinate) : undefined;
    if (rule.rowAnswers && asked && within(asked, rule.rowAnswers)) continue;
    loaders.prime(rule.loader);
  }
}

const operationDocuments = new WeakMap<object, DocumentNode>();

/** The operation being resolved with its fragments, as one document (one per operation). */
function operationDocument(info: Pick<GraphQLResolveInfo, 'operation' | 'fragments'>): DocumentNode {
  let document = operationDocuments.get(info.operation);
  if (!document) {
    document = { kind: 'Document' as never, definitions: [info.operation, ...Object.values(info.fragments)] };
    operationDocuments.set(info.operation, document);
  }
  return document;
}

/** A child list a detail may select (`SalesOrder.lines`) and its loader by owner id. */
export type ChildPrefetch = readonly [coordinate: string, loader: LoaderDef<{ load(ownerId: string): Promise<unknown> }>];

/**
 * Starts the child lists of owners that the operation selects together with the owners
 * themselves, so that a detail costs one round trip instead of two.
 */
export function startChildLists(
  loaders: Loaders,
  info: Pick<GraphQLResolveInfo, 'schema' | 'operation' | 'fragments'>,
  ownerIds: readonly string[],
  lists: readonly ChildPrefetch[],
): void {
  const selected = selectedCoordinates(info.schema, operationDocument(info));
  for (const [coordinate, def] of lists) {
    if (!selected.has(coordinate)) continue;
    const loader = loaders.use(def);
    for (const id of ownerIds) loader.load(id).catch(() => undefined);
  }
}

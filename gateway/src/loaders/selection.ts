import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * What an operation asks beneath a field, to answer a reference (a customer, a unit, a product)
 * from the row that names it when the row already carries every field asked (code and name),
 * and to fetch the dropdown or the record only for fields the row lacks (a customer's note).
 */

/** The names of the fields a selection set asks, through fragments and inline fragments. */
export function subfieldNames(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  into = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') into.add(selection.name.value);
    else if (selection.kind === 'InlineFragment') subfieldNames(selection.selectionSet, fragments, into, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      subfieldNames(fragments[selection.name.value]?.selectionSet, fragments, into, seen);
    }
  }
  return into;
}

// graphql-js hands every item of a list the same fieldNodes array: computed once per field per operation
const byFieldNodes = new WeakMap<readonly FieldNode[], Set<string>>();

/** The fields asked beneath the field being resolved (all its occurrences merged). */
export function selectedSubfields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  let names = byFieldNodes.get(info.fieldNodes);
  if (!names) {
    names = new Set<string>();
    for (const node of info.fieldNodes) subfieldNames(node.selectionSet, info.fragments, names);
    byFieldNodes.set(info.fieldNodes, names);
  }
  return names;
}

/** Whether every field in `asked` is one of `available` (`__typename` always is). */
export function within(asked: Iterable<string>, available: ReadonlySet<string>): boolean {
  for (const name of asked) if (name !== '__typename' && !available.has(name)) return false;
  return true;
}

/** Whether the field being resolved asks nothing beyond `available`: the row can answer it. */
export function asksOnly(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, available: ReadonlySet<string>): boolean {
  return within(selectedSubfields(info), available);
}

/**
 * A reference a row names with code and name: from the row when that answers everything asked
 * (and the row has the name), else from its dropdown, the row standing in for an entry the
 * dropdown does not list.
 */
export async function fromRowOr<T>(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  answers: ReadonlySet<string>,
  own: T & { name: string },
  lookUp: () => Promise<T | null>,
): Promise<T> {
  if (own.name && asksOnly(info, answers)) return own;
  return (await lookUp()) ?? own;
}

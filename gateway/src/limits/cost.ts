import {
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  Kind,
  valueFromAST,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { gatewayError } from '../errors/errors';

/**
 * The largest `page.limit` of each paged list. The web table's "All" asks for 10 000 rows of the
 * products and the sales-order overview (100 a page otherwise); every other list with a `page`
 * argument takes at most MAX_PAGE_SIZE (1 000 by default).
 */
export const PAGE_MAXIMA: Record<string, number> = {
  'Query.products': 10_000,
  'Query.salesOrders': 10_000,
  'Query.purchaseOrders': 10_000,
  'Query.qualityOrders': 10_000,
  'Query.monthEnd': 10_000,
  'Query.tasks': 10_000,
  'Query.changes': 10_000,
};

/** Rows assumed for a list that is not paged (an order's lines, a product's prices). */
export const UNPAGED_LIST_SIZE = 20;

export interface CostOptions {
  maxCost: number;
  defaultMaxPage: number;
}

/**
 * The estimated cost of an operation: every field costs 1, an object field adds its selection,
 * and a list multiplies its row's selection by its size — the `page.limit` of a paged list (for the
 * `nodes` under it), UNPAGED_LIST_SIZE for other lists. So fifteen aliases of a 10 000-row page
 * cost fifteen times that page and are refused before anything runs. Also refuses a page larger
 * than the list's maximum, naming the maximum. Introspection costs nothing.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  rawVariables: Record<string, unknown> | undefined,
  options: CostOptions,
): number {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  // Bad variables are refused by execution with its own message; nothing to estimate.
  if (coerced.errors) return 0;
  const variables = coerced.coerced;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  const memo = new Map<string, number>();

  function selectionCost(set: SelectionSetNode, parent: GraphQLCompositeType, pageSize: number | null): number {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const fields = 'getFields' in parent ? parent.getFields() : {};
        const field = fields[name] as GraphQLField<unknown, unknown> | undefined;
        if (!field) continue;
        let cost = 1;
        if (selection.selectionSet) {
          const target = getNamedType(field.type);
          if (isCompositeType(target)) {
            const page = pageOf(field, `${parent.name}.${name}`, selection.arguments ?? []);
            const child = selectionCost(selection.selectionSet, target, page);
            const rows = isListType(getNullableType(field.type)) ? (pageSize ?? UNPAGED_LIST_SIZE) : 1;
            cost += rows * child;
          }
        }
        total += cost;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined) : parent;
        if (type) total += selectionCost(selection.selectionSet, type, pageSize);
      } else {
        const fragment = fragments[selection.name.value];
        if (!fragment) continue;
        const key = `${fragment.name.value}|${parent.name}|${pageSize}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          const type = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
          cost = type ? selectionCost(fragment.selectionSet, type, pageSize) : 0;
          memo.set(key, cost);
        }
        total += cost;
      }
      if (total > options.maxCost) return total;
    }
    return total;
  }

  /** The page size a field's `page` argument asks for (null without one), checked against the list's maximum. */
  function pageOf(field: GraphQLField<unknown, unknown>, coordinate: string, args: readonly import('graphql').ArgumentNode[]): number | null {
    const def = field.args.find((a) => a.name === 'page');
    if (!def) return null;
    const node = args.find((a) => a.name.value === 'page');
    const value = (node ? valueFromAST(node.value, def.type, variables) : def.defaultValue) as
      { offset?: number | null; limit?: number | null } | null | undefined;
    const limit = value?.limit ?? 100;
    const max = PAGE_MAXIMA[coordinate] ?? options.defaultMaxPage;
    if (limit < 0 || limit > max) {
      throw gatewayError('BAD_USER_INPUT', `page.limit of ${field.name} must be from 0 to ${max} (asked: ${limit}). Ask for the next page with page.offset.`, {
        field: 'page.limit',
        max,
        http: { status: 400 },
      });
    }
    if ((value?.offset ?? 0) < 0)
      throw gatewayError('BAD_USER_INPUT', `page.offset of ${field.name} must be 0 or more.`, { field: 'page.offset', http: { status: 400 } });
    return limit;
  }

  return selectionCost(operation.selectionSet, root, null);
}

/** Refuses an operation over the cost limit before it runs; the message says the limit. */
export function assertCost(cost: number, maxCost: number): void {
  if (cost > maxCost) {
    throw gatewayError('QUERY_TOO_COMPLEX', `The query costs about ${cost} and the limit is ${maxCost}: ask for smaller pages or fewer fields.`, {
      cost,
      maxCost,
      http: { status: 400 },
    });
  }
}

import {
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  Kind,
  valueFromAST,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { gatewayError } from '../errors/errors';

/**
 * The largest `page.limit` of a paged list where its domain names one (`pageMaxima` of its
 * `domain`, which server/schema.ts puts on the field): the web table's "All" asks for 10 000 rows
 * of a few lists; every other list takes at most MAX_PAGE_SIZE (1 000 by default).
 */
export const maxPageOf = (field: GraphQLField<unknown, unknown>): number | undefined => (field.extensions as { maxPage?: number } | undefined)?.maxPage;

/** Rows assumed for a list that is not paged (an order's lines, a product's prices). */
export const UNPAGED_LIST_SIZE = 20;

export interface CostOptions {
  maxCost: number;
  defaultMaxPage: number;
  /** Fields read one owner at a time (`Product.purchasePrices` without `byIds`): one provider call per row. */
  perOwner?: ReadonlySet<string>;
}

/** What an operation asks: its cost, and its provider calls of one owner each (CostOptions.perOwner). */
export interface Estimate {
  cost: number;
  ownerCalls: number;
  /** The per-owner fields it asks, and the outermost page whose rows ask them (for the largest page that fits). */
  perOwnerFields: string[];
  page?: { field: string; limit: number };
  /** The largest `page.limit` of that page with which the operation needs at most `maxCalls` per-owner calls. */
  largestPage(maxCalls: number): number;
}

type Tally = { cost: number; calls: number };

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
  return operationEstimate(schema, operation, fragments, rawVariables, options).cost;
}

/**
 * The cost (operationCost) and, counted alike, the per-owner calls: a per-owner field counts one
 * call per row it is asked on (aliases of it on one row share its loader: one); a list multiplies.
 */
export function operationEstimate(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  rawVariables: Record<string, unknown> | undefined,
  options: CostOptions,
): Estimate {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  const none: Estimate = { cost: 0, ownerCalls: 0, perOwnerFields: [], largestPage: () => 0 };
  // Bad variables are refused by execution with its own message; nothing to estimate.
  if (coerced.errors) return none;
  const variables = coerced.coerced;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return none;
  const perOwner = options.perOwner ?? new Set<string>();
  const asked = new Set<string>();
  const pages: { node: FieldNode; field: string; limit: number; calls: number }[] = [];

  function tally(overrides: Map<FieldNode, number>): Tally {
    const memo = new Map<string, Tally>();
    const recording = overrides.size === 0;

    function selectionCost(set: SelectionSetNode, parent: GraphQLCompositeType, pageSize: number | null, seen = new Set<string>()): Tally {
      const total: Tally = { cost: 0, calls: 0 };
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          if (name.startsWith('__')) continue;
          const fields = 'getFields' in parent ? parent.getFields() : {};
          const field = fields[name] as GraphQLField<unknown, unknown> | undefined;
          if (!field) continue;
          const coordinate = `${parent.name}.${name}`;
          total.cost += 1;
          if (perOwner.has(coordinate) && !seen.has(coordinate)) {
            seen.add(coordinate);
            total.calls += 1;
            if (recording) asked.add(coordinate);
          }
          if (selection.selectionSet) {
            const target = getNamedType(field.type);
            if (isCompositeType(target)) {
              const page = pageOf(field, coordinate, selection, overrides);
              const at = recording && page !== null ? pages.push({ node: selection, field: name, limit: page, calls: 0 }) - 1 : -1;
              const child = selectionCost(selection.selectionSet, target, page);
              const rows = isListType(getNullableType(field.type)) ? (pageSize ?? UNPAGED_LIST_SIZE) : 1;
              total.cost += rows * child.cost;
              total.calls += rows * child.calls;
              if (at >= 0) pages[at]!.calls = rows * child.calls;
            }
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined) : parent;
          if (type) add(total, selectionCost(selection.selectionSet, type, pageSize, seen));
        } else {
          const fragment = fragments[selection.name.value];
          if (!fragment) continue;
          const key = `${fragment.name.value}|${parent.name}|${pageSize}`;
          let cost = memo.get(key);
          if (cost === undefined) {
            const type = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
            cost = type ? selectionCost(fragment.selectionSet, type, pageSize) : { cost: 0, calls: 0 };
            memo.set(key, cost);
          }
          add(total, cost);
        }
        if (total.cost > options.maxCost) return total;
      }
      return total;
    }
    return selectionCost(operation.selectionSet, root!, null);
  }

  /** The page size a field's `page` argument asks for (null without one), checked against the list's maximum. */
  function pageOf(field: GraphQLField<unknown, unknown>, coordinate: string, node: FieldNode, overrides: Map<FieldNode, number>): number | null {
    const def = field.args.find((a) => a.name === 'page');
    if (!def) return null;
    const override = overrides.get(node);
    if (override !== undefined) return override;
    const arg = (node.arguments ?? []).find((a) => a.name.value === 'page');
    const value = (arg ? valueFromAST(arg.value, def.type, variables) : def.defaultValue) as
      { offset?: number | null; limit?: number | null } | null | undefined;
    const limit = value?.limit ?? 100;
    const max = maxPageOf(field) ?? options.defaultMaxPage;
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

  const { cost, calls } = tally(new Map());
  // the outermost page whose rows ask per-owner fields: its limit is what a caller would lower
  const page = pages.find((p) => p.calls > 0);
  return {
    cost,
    ownerCalls: calls,
    perOwnerFields: [...asked],
    page: page && { field: page.field, limit: page.limit },
    largestPage(maxCalls) {
      if (!page) return 0;
      let [low, high] = [0, page.limit];
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (tally(new Map([[page.node, mid]])).calls <= maxCalls) low = mid;
        else high = mid - 1;
      }
      return low;
    },
  };
}

function add(total: Tally, more: Tally): void {
  total.cost += more.cost;
  total.calls += more.calls;
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

/**
 * Refuses an operation that needs more per-owner calls than MAX_PER_OWNER_CALLS before it runs,
 * naming the largest page that fits (a provider without `byIds` is read one owner at a time).
 */
export function assertOwnerCalls(estimate: Estimate, maxCalls: number): void {
  if (estimate.ownerCalls <= maxCalls) return;
  const fields = estimate.perOwnerFields.map((c) => c.split('.')[1]).join(', ');
  const fit = estimate.largestPage(maxCalls);
  const advice =
    estimate.page && fit > 0
      ? `The largest page that fits is ${estimate.page.field}(page: { limit: ${fit} }).`
      : `Even one row needs more: ask for fewer of these fields at once.`;
  throw gatewayError(
    'QUERY_TOO_COMPLEX',
    `The query reads ${fields} one row at a time from the provider: about ${estimate.ownerCalls} calls, and the limit is ${maxCalls}. ${advice}`,
    { ownerCalls: estimate.ownerCalls, maxOwnerCalls: maxCalls, ...(estimate.page && fit > 0 ? { largestPage: fit } : {}), http: { status: 400 } },
  );
}

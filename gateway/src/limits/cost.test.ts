import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode, type GraphQLObjectType, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { buildSchema } from '../server/schema';
import { readLimitsConfig } from './config';
import { assertOwnerCalls, maxPageOf, operationCost, operationEstimate } from './cost';

const { schema } = buildSchema();
const limits = readLimitsConfig({});
const options = { maxCost: Number.MAX_SAFE_INTEGER, defaultMaxPage: limits.defaultMaxPage };
const PRICE_LISTS = new Set(['Product.purchasePrices', 'Product.salesPrices', 'Product.transportPrices']);

function costOf(document: DocumentNode, variables: Record<string, unknown> = {}, opts = options): number {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return operationCost(schema, operation, fragments, variables, opts);
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? graphqlFiles(full) : f.endsWith('.graphql') ? [full] : [];
  });
}

describe('query cost', () => {
  it('multiplies a page by its size and aliases by their number', () => {
    const one = costOf(parse('{ products(page: { limit: 1000 }) { nodes { id code name } } }'));
    const ten = costOf(parse('{ products(page: { limit: 10000 }) { nodes { id code name } } }'));
    expect(ten).toBeGreaterThan(9 * one);
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: products(page: { limit: 10000 }) { nodes { id code name } }`).join(' ');
    expect(costOf(parse(`{ ${aliases} }`))).toBeGreaterThan(14 * ten);
    // Variables count the same as literals.
    expect(costOf(parse('query($p: ListPage) { products(page: $p) { nodes { id code name } } }'), { p: { limit: 10000 } })).toBe(ten);
  });

  it('refuses a page over the list maximum, naming it', () => {
    expect(() => costOf(parse('{ salesOrders(page: { limit: 10001 }) { totalCount } }'))).toThrow(/at most|from 0 to 10000/);
    const query = schema.getQueryType()!.getFields();
    expect(maxPageOf(query.salesOrders!)).toBe(10_000);
    // a list whose domain names no maximum takes MAX_PAGE_SIZE
    expect(maxPageOf((schema.getType('Task') as GraphQLObjectType).getFields().history!)).toBeUndefined();
    expect(() => costOf(parse('{ task(id: "1") { history(page: { limit: 1001 }) { totalCount } } }'))).toThrow(/from 0 to 1000/);
  });

  // Every operation the web client sends, with its pages at the largest size it asks for ("All"),
  // stays within the default limit: the limit refuses abuse, never the product's own screens.
  it.each(graphqlFiles(path.resolve(__dirname, '../../../web/src')).map((f) => [path.relative(path.resolve(__dirname, '../../..'), f), f]))(
    '%s fits the default limit at its largest pages',
    (_name, file) => {
      const document = parse(readFileSync(file, 'utf8'));
      const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
      for (const op of document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
        const variables = Object.fromEntries(
          (op.variableDefinitions ?? []).filter((v) => v.variable.name.value === 'page').map((v) => [v.variable.name.value, { offset: 0, limit: 10_000 }]),
        );
        const cost = costOf({ kind: Kind.DOCUMENT, definitions: [op, ...fragments] }, variables);
        expect({ op: op.name?.value, cost: cost <= limits.maxQueryCost ? 'fits' : cost }).toEqual({ op: op.name?.value, cost: 'fits' });
        // over a provider without byIds too: the screens read the price lists of one product at a time
        const fragmentsByName = Object.fromEntries(fragments.map((f) => [(f as FragmentDefinitionNode).name.value, f as FragmentDefinitionNode]));
        const calls = operationEstimate(schema, op, fragmentsByName, variables, { ...options, perOwner: PRICE_LISTS }).ownerCalls;
        expect({ op: op.name?.value, calls: calls <= limits.maxPerOwnerCalls ? 'fit' : calls }).toEqual({ op: op.name?.value, calls: 'fit' });
      }
    },
  );
});

describe('per-owner calls (a provider without byIds, read one product at a time)', () => {
  const perOwner = PRICE_LISTS;
  const PRICES = 'purchasePrices(latest: true) { price } salesPrices(latest: true) { price } transportPrices(latest: true) { price }';
  const estimateOf = (query: string, variables: Record<string, unknown> = {}) => {
    const document = parse(query);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const fragments = Object.fromEntries(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    return operationEstimate(schema, operation, fragments, variables, { ...options, perOwner });
  };

  it('counts one call per row and per-owner field, aliases of one field on a row once, fragments and variables alike', () => {
    expect(estimateOf(`{ products(page: { offset: 0, limit: 100 }) { nodes { code ${PRICES} } } }`).ownerCalls).toBe(300);
    expect(estimateOf('{ products(page: { limit: 25 }) { nodes { a: purchasePrices { price } b: purchasePrices(latest: true) { price } } } }').ownerCalls).toBe(
      25,
    );
    const fragment = `query($p: ListPage) { products(page: $p) { nodes { ...P } } } fragment P on Product { ${PRICES} }`;
    expect(estimateOf(fragment, { p: { limit: 40 } }).ownerCalls).toBe(120);
    expect(estimateOf('{ product(id: "1") { purchasePrices { price } } }').ownerCalls).toBe(1);
    expect(estimateOf('{ products(page: { limit: 1000 }) { nodes { code } } }').ownerCalls).toBe(0);
    // nothing is counted when the provider takes many ids (no perOwner fields)
    const document = parse(`{ products(page: { limit: 1000 }) { nodes { code ${PRICES} } } }`);
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(operationEstimate(schema, operation, {}, {}, options).ownerCalls).toBe(0);
  });

  it('refuses more than the limit before anything runs, naming the largest page that fits', () => {
    const fits = estimateOf(`{ products(page: { offset: 0, limit: 100 }) { nodes { code ${PRICES} } } }`);
    expect(() => assertOwnerCalls(fits, 300)).not.toThrow();
    const over = estimateOf(`{ products(page: { offset: 0, limit: 101 }) { nodes { code ${PRICES} } } }`);
    expect(over.largestPage(300)).toBe(100);
    expect(() => assertOwnerCalls(over, 300)).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /purchasePrices, salesPrices, transportPrices .* about 303 calls, and the limit is 300\. .*products\(page: \{ limit: 100 \}\)/,
        ),
        extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX', ownerCalls: 303, maxOwnerCalls: 300, largestPage: 100 }),
      }),
    );
    // one price list fits three times the page; two aliases of the page share the budget
    expect(estimateOf('{ products(page: { limit: 1000 }) { nodes { purchasePrices { price } } } }').largestPage(300)).toBe(300);
    const twice = estimateOf(
      `{ a: products(page: { limit: 100 }) { nodes { ${PRICES} } } b: products(page: { limit: 100, offset: 100 }) { nodes { ${PRICES} } } }`,
    );
    expect(twice.ownerCalls).toBe(600);
    expect(twice.largestPage(300)).toBe(0); // the second page alone needs all 300
    expect(() => assertOwnerCalls(twice, 300)).toThrow(/Even one row needs more/);
  });
});

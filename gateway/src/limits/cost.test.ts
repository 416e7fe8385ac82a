import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { buildSchema } from '../server/schema';
import { readLimitsConfig } from './config';
import { operationCost, PAGE_MAXIMA } from './cost';

const { schema } = buildSchema();
const limits = readLimitsConfig({});
const options = { maxCost: Number.MAX_SAFE_INTEGER, defaultMaxPage: limits.defaultMaxPage };

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
    expect(PAGE_MAXIMA['Query.salesOrders']).toBe(10_000);
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
      }
    },
  );
});

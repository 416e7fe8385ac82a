import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import ts from 'typescript';
import { REPORT_EXAMPLES } from '../../../web/src/graphiql/examples';
import { KNOWN_OPERATIONS } from './operation-names';
import { OperationNames, routeOf } from './request-metrics';

const webSrc = path.resolve(__dirname, '../../../web/src');
const webFiles = (ending: RegExp) =>
  readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
    .filter((name) => ending.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(webSrc, name));
const operationNames = (source: string) => parse(source).definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []));

/** Named operations in the string and template literals of a .ts/.tsx file (a template's ${…} read as nothing). */
function literalOperations(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('');
    if (text !== null && /\b(query|mutation|subscription)\s+[A-Za-z_]/.test(text)) {
      try {
        found.push(...operationNames(text));
      } catch {
        // prose that mentions a query, not a document
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('operation names as metric labels', () => {
  it("lists every operation the web client sends and every report example's", () => {
    const web = webFiles(/\.graphql$/).flatMap((file) => operationNames(readFileSync(file, 'utf8')));
    const examples = REPORT_EXAMPLES.flatMap((e) => operationNames(e.query));
    expect(web.length).toBeGreaterThan(50);
    expect(web).toEqual(expect.arrayContaining(['Search', 'SalesOrders', 'MonthEnd']));
    expect([...web, ...examples].filter((name) => !KNOWN_OPERATIONS.includes(name))).toEqual([]);
  });

  it('lists every operation written in a string of the web client (the GraphQL IDE’s first query)', () => {
    const inStrings = webFiles(/\.tsx?$/).flatMap(literalOperations);
    expect(inStrings).toEqual(expect.arrayContaining(['WhoAmI', ...REPORT_EXAMPLES.flatMap((e) => operationNames(e.query))]));
    expect(inStrings.filter((name) => !KNOWN_OPERATIONS.includes(name))).toEqual([]);
  });

  it('keeps the known names, the first extra ones, and calls the rest other', () => {
    const names = new OperationNames(2, ['SalesOrders']);
    expect(['SalesOrders', 'A', 'B', 'C', 'A', null, 'bad name'].map((n) => names.label(n))).toEqual([
      'SalesOrders',
      'A',
      'B',
      'other',
      'A',
      'anonymous',
      'other',
    ]);
  });

  it('labels routes from a bounded set', () => {
    expect(['/graphql', '/files/12', '/metrics', '/sales-orders/4', '/assets/x.js', '/x.php'].map(routeOf)).toEqual([
      '/graphql',
      '/files',
      '/metrics',
      'web',
      'web',
      'other',
    ]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { REPORT_EXAMPLES } from '../../../web/src/graphiql/examples';
import { KNOWN_OPERATIONS } from './operation-names';
import { OperationNames, routeOf } from './request-metrics';

const webSrc = path.resolve(__dirname, '../../../web/src');
const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? graphqlFiles(full) : name.endsWith('.graphql') ? [full] : [];
  });
const operationNames = (source: string) => parse(source).definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []));

describe('operation names as metric labels', () => {
  it("lists every operation the web client sends and every report example's", () => {
    const web = graphqlFiles(webSrc).flatMap((file) => operationNames(readFileSync(file, 'utf8')));
    const examples = REPORT_EXAMPLES.flatMap((e) => operationNames(e.query));
    expect(web.length).toBeGreaterThan(50);
    expect([...web, ...examples].filter((name) => !KNOWN_OPERATIONS.includes(name))).toEqual([]);
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

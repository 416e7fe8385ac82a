import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { REPORT_EXAMPLES } from '../../web/src/graphiql/examples';
import { buildSchema } from '../src/server/schema';

const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## For report builders'), readme.indexOf('\n## ', readme.indexOf('## For report builders') + 5));
const readmeQueries = [...section.matchAll(/```graphql\n([\s\S]*?)\n```/g)].map((m) => m[1]);

describe('the report builders’ examples', () => {
  const { schema } = buildSchema();

  it('are the same in the README and in the GraphQL IDE', () => {
    expect(readmeQueries.length).toBeGreaterThanOrEqual(3);
    expect(readmeQueries).toEqual(REPORT_EXAMPLES.map((e) => e.query));
  });

  it.each(REPORT_EXAMPLES.map((e) => [e.title, e.query] as const))('%s validates against the schema', (_title, query) => {
    expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });

  it('the check itself fails on a query the schema does not have', () => {
    expect(validate(schema, parse('{ monthEnd(filter: { month: "2026-10" }) { nodes { salesAmmount } } }')).length).toBeGreaterThan(0);
  });
});

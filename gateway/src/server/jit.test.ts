import { parse } from 'graphql';
import { readConfig } from './config';
import { jitExecutor } from './jit';
import { buildSchema } from './schema';

const env = { SESSION_SECRET: 'x'.repeat(48) };

describe('graphql-jit executor', () => {
  it('is on by default and off with GRAPHQL_JIT=0', () => {
    expect(readConfig(env).graphqlJit).toBe(true);
    expect(readConfig({ ...env, GRAPHQL_JIT: '0' }).graphqlJit).toBe(false);
  });

  it('hands Apollo the same schema, and answers a bad variable with graphql-js’s own error before running anything', async () => {
    const { schema } = buildSchema();
    const gateway = jitExecutor(schema);
    let handed: unknown;
    gateway.onSchemaLoadOrUpdate(({ apiSchema }) => (handed = apiSchema));
    expect(handed).toBe(schema);
    const { executor } = await gateway.load({ apollo: {} });
    const document = parse('query($s: [SalesOrderSort!]) { salesOrders(sort: $s) { totalCount } }');
    const operation = document.definitions[0];
    const result = await executor!({
      document,
      operation,
      operationName: null,
      queryHash: 'h1',
      request: { variables: { s: [{ field: '__proto__' }] } },
      context: {},
    } as unknown as Parameters<NonNullable<typeof executor>>[0]);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/Variable "\$s" got invalid value/);
    expect(result.errors?.[0]?.nodes?.[0]?.kind).toBe('VariableDefinition');
  });
});

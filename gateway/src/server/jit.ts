import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, printSchema, type GraphQLSchema } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * Operations executed by graphql-jit (each operation compiled once to JavaScript, kept by its
 * hash) instead of graphql-js, behind the same schema, resolvers, @auth, limits and error
 * masking; GRAPHQL_JIT=0 goes back to graphql-js. Apollo Server has no executor option: its
 * gateway interface is the way to hand it one (the schema stays this one).
 */
export function jitExecutor(schema: GraphQLSchema): GatewayInterface {
  const compiled = new LRUCache<string, CompiledQuery>({ max: 500 });
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return {
        async executor(request) {
          // no operation of that name: graphql-js's answer, which Apollo turns into a 400
          if (!request.operation) return { errors: [unresolvedOperation(request.request.operationName)] };
          const key = `${request.queryHash}\u0000${request.operationName ?? ''}`;
          let query = compiled.get(key);
          if (!query) {
            const result = compileQuery(schema, request.document, request.operationName ?? undefined, { customJSONSerializer: false });
            if (!isCompiledQuery(result)) return result;
            query = result;
            compiled.set(key, query);
          }
          // variables are checked by graphql-js, with its errors: Apollo answers them BAD_USER_INPUT as without jit
          const variables = getVariableValues(schema, request.operation.variableDefinitions ?? [], request.request.variables ?? {});
          if (variables.errors) return { errors: variables.errors };
          return query.query(undefined, request.context, request.request.variables ?? {});
        },
      };
    },
    async stop() {},
  };
}

function unresolvedOperation(name: string | null | undefined): GraphQLError {
  return new GraphQLError(name ? `Unknown operation named "${name}".` : 'Must provide operation name if query contains multiple operations.');
}

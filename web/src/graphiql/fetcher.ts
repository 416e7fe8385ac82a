/**
 * The IDE's fetcher: POST to the gateway with the page's own session cookie. The header satisfies
 * Apollo Server's CSRF prevention; headers typed into the IDE (e.g. Authorization) are added.
 */
import type { ExecutionResult } from 'graphql';

export interface GraphQLParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export function createFetcher(url = '/graphql', fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return async (params: GraphQLParams, opts?: { headers?: Record<string, unknown> }): Promise<ExecutionResult> => {
    const extra = Object.fromEntries(Object.entries(opts?.headers ?? {}).map(([k, v]) => [k, String(v)]));
    const response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'apollo-require-preflight': 'true',
        ...extra,
      },
      body: JSON.stringify(params),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as ExecutionResult;
    } catch {
      // Not GraphQL (a proxy error page, say): show what came back rather than a parse error.
      return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 500)}` }] } as unknown as ExecutionResult;
    }
  };
}

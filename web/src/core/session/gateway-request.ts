import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult } from 'graphql';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { IDEMPOTENCY_HEADER, submissionKeys, type SubmissionKeys } from '../idempotency';

/**
 * Sends one operation to the gateway and answers its data. What a session operation (sign in,
 * the `me` check, change password, sign out) needs before the signed-in app and its Apollo Client
 * are loaded: the login screens stay light.
 */
export type GatewayRequest = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables) => Promise<TData>;

interface GraphQLResponse {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

function operationOf(document: TypedDocumentNode<unknown, never>): { name: string | undefined; type: string | undefined } {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition && definition.kind === 'OperationDefinition'
    ? { name: definition.name?.value, type: definition.operation }
    : { name: undefined, type: undefined };
}

/**
 * The same request Apollo Client's HTTP link sends, with fetch: the session cookie
 * (credentials), `apollo-require-preflight` for the gateway's CSRF prevention, an
 * `Idempotency-Key` on mutations (the rule of ./idempotency.ts); and the same error objects
 * (CombinedGraphQLErrors, ServerError, ServerParseError), so core/errors.ts words them as it words
 * every other failure.
 */
export function createGatewayRequest({
  uri = '/graphql',
  fetch: send = (...args) => globalThis.fetch(...args),
  keys = submissionKeys,
}: { uri?: string; fetch?: typeof fetch; keys?: SubmissionKeys } = {}): GatewayRequest {
  return async function request<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData> {
    const { name, type } = operationOf(document as TypedDocumentNode<unknown, never>);
    const query = print(document);
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
    };
    const submission = name ?? query;
    if (type === 'mutation') headers[IDEMPOTENCY_HEADER] = keys.keyFor(submission, variables);
    // a rejected fetch (no answer at all) leaves the key open: sending the same again reuses it
    const response = await send(uri, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ operationName: name, variables: variables ?? {}, query }),
    });
    const bodyText = await response.text();
    const graphqlResponse = response.headers.get('content-type')?.includes('application/graphql-response+json') ?? false;
    if (response.status >= 300 && !graphqlResponse)
      throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
    let result: GraphQLResponse;
    try {
      result = JSON.parse(bodyText) as GraphQLResponse;
    } catch (error) {
      throw new ServerParseError(error, { response, bodyText });
    }
    if (typeof result !== 'object' || result === null || !('data' in result || 'errors' in result)) {
      throw new ServerError(`Server response was malformed for query '${name}'.`, { response, bodyText });
    }
    if (type === 'mutation') keys.answered(submission, variables, result);
    if (result.errors?.length) throw new CombinedGraphQLErrors(result as FormattedExecutionResult);
    return result.data as TData;
  };
}

import { ApolloLink } from '@apollo/client';
import { getOperationAST, print } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { createSubmissionKeys, hasUnknownOutcome, IDEMPOTENCY_HEADER } from '../idempotency';

export { hasUnknownOutcome } from '../idempotency';

function isMutation(operation: ApolloLink.Operation): boolean {
  return getOperationAST(operation.query, operation.operationName)?.operation === 'mutation';
}

/**
 * Every mutation carries an `Idempotency-Key` (the rule: ./idempotency.ts): the same submission
 * sent again while the previous attempt has no definite answer reuses that attempt's key.
 *
 * On OUTCOME_UNKNOWN the active queries are re-read first, and only then does the error reach
 * the screen: what the user sees before trying again already shows whether the change happened.
 */
export function createMutationLink(refetchActive: () => Promise<unknown>): ApolloLink {
  const keys = createSubmissionKeys();
  return new ApolloLink((operation, forward) => {
    if (!isMutation(operation)) return forward(operation);
    const name = operation.operationName ?? print(operation.query);
    const key = keys.keyFor(name, operation.variables);
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [IDEMPOTENCY_HEADER]: key } }));
    return forward(operation).pipe(
      mergeMap((result) => {
        if (!hasUnknownOutcome(result)) {
          keys.settle(name, operation.variables);
          return from([result]);
        }
        return from(
          refetchActive().then(
            () => result,
            () => result,
          ),
        );
      }),
    );
  });
}

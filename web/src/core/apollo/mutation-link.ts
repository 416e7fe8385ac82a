import { ApolloLink } from '@apollo/client';
import { getOperationAST, print } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { IDEMPOTENCY_HEADER, submissionKeys, type SubmissionKeys } from '../idempotency';

function isMutation(operation: ApolloLink.Operation): boolean {
  return getOperationAST(operation.query, operation.operationName)?.operation === 'mutation';
}

/**
 * Every mutation carries an `Idempotency-Key` (the rule: ../idempotency.ts): the same submission
 * sent again while the previous attempt's outcome is not final reuses that attempt's key.
 *
 * On an answer that is not final (OUTCOME_UNKNOWN, SAVED_NOT_REREAD …) the active queries are
 * re-read first, and only then does the error reach the screen: what the user sees before trying
 * again already shows whether the change happened.
 */
export function createMutationLink(refetchActive: () => Promise<unknown>, keys: SubmissionKeys = submissionKeys): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!isMutation(operation)) return forward(operation);
    const name = operation.operationName ?? print(operation.query);
    const key = keys.keyFor(name, operation.variables);
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [IDEMPOTENCY_HEADER]: key } }));
    return forward(operation).pipe(
      mergeMap((result) => {
        if (keys.answered(name, operation.variables, result)) return from([result]);
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

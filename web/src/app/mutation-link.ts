import { ApolloLink } from '@apollo/client';
import { getOperationAST, print } from 'graphql';
import { from, mergeMap } from 'rxjs';

/** How long a key is kept for a submission whose outcome is still open (the gateway keeps answers 10 minutes). */
const KEY_TTL_MS = 10 * 60_000;

function isMutation(operation: ApolloLink.Operation): boolean {
  return getOperationAST(operation.query, operation.operationName)?.operation === 'mutation';
}

/** The code OUTCOME_UNKNOWN in a result's errors: the change may or may not have been made. */
export function hasUnknownOutcome(result: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }): boolean {
  return !!result.errors?.some((e) => e.extensions?.code === 'OUTCOME_UNKNOWN');
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

/**
 * Every mutation carries an `Idempotency-Key`. The rule: a submission is the mutation with its
 * variables. A new submission gets a fresh UUID; the same submission sent again while the previous
 * attempt has no definite answer (no answer at all, or OUTCOME_UNKNOWN) reuses that attempt's key,
 * so the gateway answers it with the first attempt's result instead of changing things twice.
 * Once an answer is definite (data, a refusal, any other error) the key is dropped: sending the
 * same values again afterwards is a new submission (two identical lines are allowed).
 *
 * On OUTCOME_UNKNOWN the active queries are re-read first, and only then does the error reach
 * the screen: what the user sees before trying again already shows whether the change happened.
 */
export function createMutationLink(refetchActive: () => Promise<unknown>): ApolloLink {
  const open = new Map<string, { key: string; at: number }>();
  return new ApolloLink((operation, forward) => {
    if (!isMutation(operation)) return forward(operation);
    const now = Date.now();
    for (const [k, v] of open) if (now - v.at > KEY_TTL_MS) open.delete(k);
    const submission = `${operation.operationName ?? print(operation.query)}\u0000${JSON.stringify(operation.variables ?? {})}`;
    const key = open.get(submission)?.key ?? newKey();
    open.set(submission, { key, at: now });
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'Idempotency-Key': key } }));
    return forward(operation).pipe(
      mergeMap((result) => {
        if (!hasUnknownOutcome(result)) {
          open.delete(submission);
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

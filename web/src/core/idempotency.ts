/**
 * The one store of idempotency keys for mutations, shared by every road to the gateway (the Apollo
 * link of the signed-in app and the small sign-in client of the login screens), and the place a
 * save hook asks for a submission's key. The rule: a submission is the mutation with its variables.
 * A new submission gets a fresh UUID; the same submission sent again while the previous attempt's
 * outcome is not final (`isFinalOutcome`) reuses that attempt's key, so the gateway answers it with
 * the first attempt's provider answer instead of changing things twice. A final answer drops it.
 */

/** How long a key is kept for a submission whose outcome is still open (the gateway keeps answers 10 minutes). */
const KEY_TTL_MS = 10 * 60_000;

/** The header the gateway reads. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type ErrorsOf = { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> };

/**
 * Errors that say nothing was written (refused before any write, or by the gateway's word
 * `notSent`); PROVIDER_UNAVAILABLE without it may follow a write that happened (an older gateway).
 */
const NOTHING_WRITTEN: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_EXPIRED',
  'BAD_USER_INPUT',
  'QUERY_TOO_COMPLEX',
  'STORE_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

function nothingWritten(extensions: Record<string, unknown> | undefined): boolean {
  const code = extensions?.code;
  if (code === 'PROVIDER_UNAVAILABLE') return extensions?.notSent === true;
  return typeof code === 'string' && NOTHING_WRITTEN.has(code);
}

/**
 * Whether a mutation's answer is final: done or refused (data, userErrors), or failed before
 * anything was written. Not final: OUTCOME_UNKNOWN, SAVED_NOT_REREAD (saved, not read back: the same
 * key again answers the record), and any other error after which a write may have happened.
 */
export function isFinalOutcome(result: ErrorsOf): boolean {
  return (result.errors ?? []).every((e) => nothingWritten(e.extensions));
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

export interface SubmissionKeys {
  /** The key for this submission: the open attempt's, or a fresh one. */
  keyFor(operation: string, variables: unknown): string;
  /** The submission got a final answer: its next sending is a new submission. */
  settle(operation: string, variables: unknown): void;
  /** Settles the submission when `result` is final (isFinalOutcome); answers whether it was. */
  answered(operation: string, variables: unknown, result: ErrorsOf): boolean;
}

export function createSubmissionKeys(): SubmissionKeys {
  const open = new Map<string, { key: string; at: number }>();
  const submission = (operation: string, variables: unknown) => `${operation}\u0000${JSON.stringify(variables ?? {})}`;
  const keys: SubmissionKeys = {
    keyFor(operation, variables) {
      const now = Date.now();
      for (const [k, v] of open) if (now - v.at > KEY_TTL_MS) open.delete(k);
      const id = submission(operation, variables);
      const key = open.get(id)?.key ?? newKey();
      open.set(id, { key, at: now });
      return key;
    },
    settle(operation, variables) {
      open.delete(submission(operation, variables));
    },
    answered(operation, variables, result) {
      const final = isFinalOutcome(result);
      if (final) keys.settle(operation, variables);
      return final;
    },
  };
  return keys;
}

/** The app's one store: the Apollo link and the session requests share it. */
export const submissionKeys: SubmissionKeys = createSubmissionKeys();

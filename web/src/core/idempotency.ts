/**
 * Idempotency keys for mutations, shared by every road to the gateway (the Apollo link of the
 * signed-in app and the small sign-in client of the login screens). The rule: a submission is the
 * mutation with its variables. A new submission gets a fresh UUID; the same submission sent again
 * while the previous attempt has no definite answer (no answer at all, or OUTCOME_UNKNOWN) reuses
 * that attempt's key, so the gateway answers it with the first attempt's result instead of
 * changing things twice. Once an answer is definite the key is dropped.
 */

/** How long a key is kept for a submission whose outcome is still open (the gateway keeps answers 10 minutes). */
const KEY_TTL_MS = 10 * 60_000;

/** The header the gateway reads. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The code OUTCOME_UNKNOWN in a result's errors: the change may or may not have been made. */
export function hasUnknownOutcome(result: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }): boolean {
  return !!result.errors?.some((e) => e.extensions?.code === 'OUTCOME_UNKNOWN');
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

export interface SubmissionKeys {
  /** The key for this submission: the open attempt's, or a fresh one. */
  keyFor(operation: string, variables: unknown): string;
  /** The submission got a definite answer: its next sending is a new submission. */
  settle(operation: string, variables: unknown): void;
}

export function createSubmissionKeys(): SubmissionKeys {
  const open = new Map<string, { key: string; at: number }>();
  const submission = (operation: string, variables: unknown) => `${operation}\u0000${JSON.stringify(variables ?? {})}`;
  return {
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
  };
}

import { acceptedOrThrow, conflictOf } from '../payloads';
import type { UserErrorLike } from '../errors';

/**
 * For a one-click action or a delete (no form to keep): a payload that went through, or a
 * RefusedError; on CHANGED_BY_SOMEONE_ELSE the record is read anew first, so that the screen shows
 * what is now while the refusal (describeFailure names who changed it) is shown.
 */
export async function acceptedOrReread<P extends { userErrors: readonly UserErrorLike[] }>(
  payload: P | null | undefined,
  reread: () => Promise<unknown>,
): Promise<P> {
  if (payload && conflictOf(payload.userErrors)) await reread().catch(() => undefined);
  return acceptedOrThrow(payload);
}

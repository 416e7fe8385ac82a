import { gatewayError } from '../../errors/errors';
import { normalized } from './search-index';

/** The longest search text and the most hits per kind: what one keystroke's search may cost. */
export const SEARCH_LIMITS = { textMax: 100, limitMax: 25 } as const;

/** The text as searched (normalized) and the limit, or BAD_USER_INPUT naming the argument. */
export function checkSearchArgs(text: string, limit: number | null | undefined): { text: string; limit: number } {
  const trimmed = text.trim();
  if (trimmed.length > SEARCH_LIMITS.textMax)
    throw gatewayError('BAD_USER_INPUT', `text must be at most ${SEARCH_LIMITS.textMax} characters (it has ${trimmed.length}).`, {
      field: 'text',
      reason: 'TOO_LONG',
    });
  const searched = normalized(trimmed);
  if (!searched) throw gatewayError('BAD_USER_INPUT', 'text must hold a letter or a digit.', { field: 'text' });
  const max = limit ?? 8;
  if (!Number.isInteger(max) || max < 1 || max > SEARCH_LIMITS.limitMax)
    throw gatewayError('BAD_USER_INPUT', `limit must be from 1 to ${SEARCH_LIMITS.limitMax} (asked: ${max}).`, { field: 'limit' });
  return { text: searched, limit: max };
}

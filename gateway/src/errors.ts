import { GraphQLError } from 'graphql';
import type { UserError, UserErrorCode } from './generated/graphql';
import type { Refusal } from './provider/outcome';

/**
 * The error model. Two roads:
 * - business refusals are `userErrors` in a mutation's payload (`userError()` below);
 * - authentication, permission and outages are GraphQL errors with `extensions.code`.
 * Anything else is an internal error: logged in full, sent to the client masked.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'PASSWORD_EXPIRED'
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_ERROR'
  /** A write the provider may or may not have carried out (no answer in time, connection lost). */
  | 'OUTCOME_UNKNOWN'
  /** The operation asks for more than the query-cost limit allows (limits/cost.ts). */
  | 'QUERY_TOO_COMPLEX'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'INTERNAL_SERVER_ERROR';

export function gatewayError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = () => gatewayError('UNAUTHENTICATED', 'Not signed in or the session has ended.');
export const forbidden = () => gatewayError('FORBIDDEN', 'You are not allowed to do this.');

export function userError(code: UserErrorCode, message: string, field: string | null = null): UserError {
  return { code, message, field };
}

/** Codes that are safe to show as they are; everything else is masked. */
export const PUBLIC_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_EXPIRED',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_ERROR',
  'OUTCOME_UNKNOWN',
  'QUERY_TOO_COMPLEX',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** How a provider refusal's words map to a stable code and the input field they concern. */
export interface RefusalRule {
  pattern: RegExp;
  code: UserErrorCode;
  field?: string | null;
  /** The words to show instead of the provider's (the old client's fixed text). */
  message?: string;
}

/** Words every domain's refusals share; a domain puts its own rules before these. */
export const COMMON_REFUSALS: RefusalRule[] = [
  { pattern: /already (exists|taken|available|used)|duplicate/i, code: 'DUPLICATE' },
  { pattern: /not found/i, code: 'NOT_FOUND' },
];

/**
 * One reason of a refusal as a userError: the first rule whose pattern matches decides the code
 * and the field (a field the provider named itself comes first); the provider's own words are
 * kept for the user to read unless the rule says otherwise.
 */
function reasonToUserError(message: string, rules: RefusalRule[], ownField: string | null, status?: number): UserError {
  const text = message.trim() || 'The provider refused the change.';
  const rule = [...rules, ...COMMON_REFUSALS].find((r) => r.pattern.test(text));
  const code = rule?.code ?? (status === 404 ? 'NOT_FOUND' : 'REFUSED');
  return userError(code, rule?.message ?? text, ownField ?? rule?.field ?? null);
}

/**
 * The one way a provider refusal becomes userErrors, for every mutation: one per reason the
 * provider gave per field (REST ModelState), else one for its message. `at` puts them on one
 * input field (an entry of a list: `documents.2`).
 */
export function refusalErrors(refusal: Refusal, rules: RefusalRule[] = [], at?: string): UserError[] {
  const reasons = refusal.reasons?.length ? refusal.reasons : [{ field: null, message: refusal.message }];
  return reasons.map((r) => {
    const error = reasonToUserError(r.message, rules, r.field, refusal.status);
    return at === undefined ? error : { ...error, field: at };
  });
}

/** The stable code of a refusal's words (a bulk send's refused rows). */
export function refusalCode(message: string, rules: RefusalRule[] = []): UserErrorCode {
  return reasonToUserError(message, rules, null).code;
}

/** Why an input value was refused, where the client can say it on the field (the Decimal scalar sets it). */
const INPUT_REASONS = new Set(['TOO_LARGE', 'TOO_MANY_DECIMALS', 'NOT_A_DECIMAL', 'TOO_LONG']);

/**
 * The extensions of a BAD_USER_INPUT error as clients get them: the code, the input field the
 * error names (graphql-js says `got invalid value … at "input.price"`; the last name is the
 * field, as userErrors name it) and a stable reason when one is known, so a form can show the
 * refusal on its field in the user's language instead of in a banner.
 */
export function badInputExtensions(formatted: { message: string; extensions?: Record<string, unknown> }): Record<string, unknown> {
  const out: Record<string, unknown> = { code: 'BAD_USER_INPUT' };
  const at = /got invalid value .*? at "([^"]+)"/.exec(formatted.message);
  const path = typeof formatted.extensions?.field === 'string' ? formatted.extensions.field : at?.[1];
  // `input.order.customerReference` → `customerReference`, `lines[2].price` → `price`: the name userErrors use.
  const field =
    path
      ?.split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') || null;
  if (field) out.field = field;
  const reason = formatted.extensions?.reason;
  if (typeof reason === 'string' && INPUT_REASONS.has(reason)) out.reason = reason;
  return out;
}

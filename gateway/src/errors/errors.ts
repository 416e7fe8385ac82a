import { GraphQLError } from 'graphql';
import { checkRules, type RuleCode, type RuleProblem, type RuleSet } from '@backoffice/shared/rules/core';
import type { UserError, UserErrorCode } from '../generated/types/graphql';

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
  /** A write the provider answered as done, whose record could not be read back: saved for certain. */
  | 'SAVED_NOT_REREAD'
  /** The store every gateway instance shares (Redis: sessions, idempotency keys) does not answer: nothing was sent. */
  | 'STORE_UNAVAILABLE'
  /** The instance is stopping (a deploy) and took the request after its drain: nothing was done; try again (Retry-After). */
  | 'SHUTTING_DOWN'
  /** The operation asks for more than the query-cost limit allows (limits/cost.ts). */
  | 'QUERY_TOO_COMPLEX'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'INTERNAL_SERVER_ERROR';

export function gatewayError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = () => gatewayError('UNAUTHENTICATED', 'Not signed in or the session has ended.');
export const storeUnavailable = () =>
  gatewayError('STORE_UNAVAILABLE', 'The shared session store cannot be reached right now: nothing was changed. Try again in a moment.', {
    http: { status: 503 },
  });
export const outcomeUnknown = () =>
  gatewayError('OUTCOME_UNKNOWN', 'The provider did not confirm the change in time: it may or may not have been made. Check before trying again.');
/** `id`: the new record's, as the provider gave it (null for a change to a known record, or when it gave none). */
export const savedNotReread = (id: string | null) =>
  gatewayError('SAVED_NOT_REREAD', 'The change was saved, but the provider could not be reached to read it back. Refresh in a moment.', { id });
export const forbidden = () => gatewayError('FORBIDDEN', 'You are not allowed to do this.');

/**
 * A business refusal: its code, the provider's (or the gateway's) own words, the input field, and
 * the facts it is about (which e-mail, which order) for the client to word in the user's language.
 */
export function userError(code: UserErrorCode, message: string, field: string | null = null, facts: Record<string, string> = {}): UserError {
  return { code, message, field, facts: Object.entries(facts).map(([name, value]) => ({ name, value })) };
}

/** Codes that are safe to show as they are; everything else is masked. */
export const PUBLIC_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_EXPIRED',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_ERROR',
  'OUTCOME_UNKNOWN',
  'SAVED_NOT_REREAD',
  'STORE_UNAVAILABLE',
  'SHUTTING_DOWN',
  'QUERY_TOO_COMPLEX',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * A provider's refusal, in the domain's words; `refusalErrors` turns it into userErrors. It lives
 * here, below the provider layer (provider/outcome.ts re-exports it), so errors import nothing of it.
 */
export interface Refusal {
  /** The provider's own words. */
  message: string;
  /** The HTTP status of a refused REST call (404: the record is not there). */
  status?: number;
  /** Reasons the provider gave per field (REST ModelState), with the graph's field name where one is known. */
  reasons?: { field: string | null; message: string }[];
}

/** How a provider refusal's words map to a stable code and the input field they concern. */
export interface RefusalRule {
  pattern: RegExp;
  code: UserErrorCode;
  field?: string | null;
  /** The words to show instead of the provider's (the old client's fixed text). */
  message?: string;
  /** The facts the provider's words name (the pattern's groups), for the client's own wording. */
  facts?: (match: RegExpExecArray) => Record<string, string>;
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
  const match = rule?.facts ? rule.pattern.exec(text) : null;
  return userError(code, rule?.message ?? text, ownField ?? rule?.field ?? null, match && rule?.facts ? rule.facts(match) : {});
}

/**
 * The one way a provider refusal becomes userErrors, for every mutation: one per reason the
 * provider gave per field (REST ModelState), else one for its message. `at` puts them on one
 * input field (an entry of a list: `documents.2`).
 */
export function refusalErrors(refusal: Refusal, rules: RefusalRule[] = [], at?: string): UserError[] {
  const reasons = refusal.reasons?.length ? refusal.reasons : [{ field: null, message: refusal.message }];
  const errors = reasons.map((r) => {
    const error = reasonToUserError(r.message, rules, r.field, refusal.status);
    return at === undefined ? error : { ...error, field: at };
  });
  // two reasons that say the same (Identity's "Name x" and "Email 'x'" is already taken) are one refusal
  const said = new Set<string>();
  return errors.filter((e) => {
    const key = e.facts.length ? JSON.stringify([e.code, e.field, e.facts]) : JSON.stringify([e.code, e.field, e.message]);
    return !said.has(key) && !!said.add(key);
  });
}

/** The stable code of a refusal's words (a bulk send's refused rows). */
export function refusalCode(message: string, rules: RefusalRule[] = []): UserErrorCode {
  return reasonToUserError(message, rules, null).code;
}

/** The words of a rule's code for API clients (the web says the code in the user's language). */
const RULE_WORDS: Record<RuleCode, (limit?: number) => string> = {
  REQUIRED: () => 'is required.',
  TOO_LONG: (limit) => `is at most ${limit} characters.`,
  NOT_A_DECIMAL: () => 'is not a number.',
  TOO_LARGE: (limit) => `is too large: at most ${limit} digits before the decimal point.`,
  TOO_MANY_DECIMALS: (limit) => `has too many decimals: at most ${limit}.`,
  AMBIGUOUS_DECIMAL: () => 'could be read as two numbers: write it without a thousands separator.',
  NEGATIVE: () => 'must not be negative.',
  NOT_WHOLE: () => 'must be a whole number.',
  TOO_SMALL: (limit) => `must be at least ${limit}.`,
  TOO_BIG: (limit) => `must be at most ${limit}.`,
  INVALID_DATE: () => 'is not a date.',
  END_BEFORE_START: () => 'must not be before the start date.',
  ARRIVAL_BEFORE_LOADING: () => 'must not be before the loading date.',
  UNKNOWN_ID: () => 'names no record.',
  INVALID_EMAIL: () => 'is not an e-mail address.',
  INVALID_PHONE: () => 'is not a phone number: digits, spaces and + - ( ) . only.',
  PASSWORD_LENGTH: (limit) => `must be at least ${limit} characters long.`,
  PASSWORD_UPPER: () => 'must contain an uppercase letter.',
  PASSWORD_LOWER: () => 'must contain a lowercase letter.',
  PASSWORD_DIGIT: () => 'must contain a digit.',
  PASSWORD_SYMBOL: () => 'must contain a symbol (not a letter or digit).',
  PASSWORD_MISMATCH: () => 'does not match the password.',
};

/** The userError code of a rule's code: most are INVALID_INPUT. */
function ruleUserErrorCode(code: RuleCode): UserErrorCode {
  if (code === 'UNKNOWN_ID') return 'NOT_FOUND';
  if (code === 'PASSWORD_MISMATCH') return 'PASSWORD_MISMATCH';
  if (code.startsWith('PASSWORD_')) return 'PASSWORD_POLICY';
  return 'INVALID_INPUT';
}

/** Messages the old client showed word for word (kept where a client may match on them). */
const RULE_MESSAGES: Partial<Record<RuleCode, string>> = { END_BEFORE_START: 'The end date must not be before the start date' };

/**
 * A shared rule's refusals (shared/src/rules) as userErrors, for every mutation that checks its
 * input before asking the provider: an id that names nothing is NOT_FOUND, a password rule
 * PASSWORD_POLICY or PASSWORD_MISMATCH, anything else INVALID_INPUT, on the field the rule names.
 */
export function ruleErrors(problems: readonly RuleProblem[]): UserError[] {
  return problems.map(({ field, code, limit }) => {
    const message = RULE_MESSAGES[code] ?? `${field || 'The input'} ${RULE_WORDS[code](limit)}`;
    // which password rule, as the provider's refusals of the same rules say it (domains/users/rules.ts)
    const rule: Record<string, string> = code.startsWith('PASSWORD_') && code !== 'PASSWORD_MISMATCH' ? { rule: code.slice('PASSWORD_'.length) } : {};
    return userError(ruleUserErrorCode(code), message, field || null, { ...rule, ...(limit === undefined ? {} : { limit: String(limit) }) });
  });
}

/** An input checked by a shared rule set: its refusals as userErrors, [] when it passes. Call it before any provider call. */
export function inputErrors(rules: RuleSet, input: unknown): UserError[] {
  return ruleErrors(checkRules(rules, input));
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

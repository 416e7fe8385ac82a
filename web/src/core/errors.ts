import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import type { HistoryEntryFieldsFragment, UserErrorCode } from '../generated/graphql';

/**
 * The one place that turns what went wrong into words: GraphQL errors with `extensions.code`
 * (session, permission, outages; gateway/src/errors/errors.ts) and business refusals (`userErrors` with a
 * stable code). Components keep the error object in state and call these at render time, so a
 * language switch re-translates a message that is on screen.
 */

/** Codes of GraphQL errors the UI knows words for; anything else reads as a generic failure. */
export const GRAPHQL_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_EXPIRED',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_ERROR',
  // A change the provider may or may not have made: the screen was re-read before this shows.
  'OUTCOME_UNKNOWN',
  // Saved for certain, but not read back (the provider went away): the same save again shows it.
  'SAVED_NOT_REREAD',
  // The gateways' shared store (Redis) does not answer: nothing was sent, trying again later is safe.
  'STORE_UNAVAILABLE',
  // The gateway instance answering is stopping (a deploy): nothing was done, trying again is safe.
  'SHUTTING_DOWN',
  // The query asks for more rows and fields than the gateway's cost limit.
  'QUERY_TOO_COMPLEX',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  // Client-side: the request never got a GraphQL answer.
  'NETWORK',
  'BAD_RESPONSE',
  // File transfers (/files): the file is larger than the gateway accepts.
  'PAYLOAD_TOO_LARGE',
] as const;
export type GraphQLErrorCode = (typeof GRAPHQL_ERROR_CODES)[number];

/** Every refusal code the schema declares (a test reads the SDL and fails on one missing here). */
export const USER_ERROR_CODES: readonly UserErrorCode[] = [
  'INVALID_CREDENTIALS',
  'PASSWORD_EXPIRED',
  'PASSWORD_POLICY',
  'PASSWORD_MISMATCH',
  'INCORRECT_PASSWORD',
  'DUPLICATE',
  'NOT_FOUND',
  'INVALID_INPUT',
  'REFUSED',
  'ORDER_COMPLETED',
  'TOO_MANY_ATTEMPTS',
  'NOT_YOUR_ACCOUNT',
  'ALREADY_INVOICED',
  'ALREADY_ON_PURCHASE_INVOICE',
  'PURCHASE_ORDER_BOOKED',
  'ALREADY_SENT',
  'ALREADY_COMPLETED',
  'NO_CUSTOMER',
  'TO_BE_PLANNED',
  'TEMPORARY_ORDER',
  'NO_LINES',
  'NO_INVOICE_DATE',
  'EMAIL_TAKEN',
  'PRICE_DATE_TAKEN',
  'PERIOD_DATE_TAKEN',
  'PACKING_SLIP_USED',
  'SHIPPING_DOCUMENT_USED',
  'NAME_NOT_UNIQUE',
  'CHANGED_BY_SOMEONE_ELSE',
];

/** Codes whose translation says it all; for the others the provider's own text adds the detail. */
const SELF_EXPLAINING: ReadonlySet<string> = new Set([
  'INVALID_CREDENTIALS',
  'PASSWORD_EXPIRED',
  'PASSWORD_MISMATCH',
  'INCORRECT_PASSWORD',
  'ORDER_COMPLETED',
  'TOO_MANY_ATTEMPTS',
  'NOT_YOUR_ACCOUNT',
  'ALREADY_INVOICED',
  'ALREADY_ON_PURCHASE_INVOICE',
  'ALREADY_SENT',
  'ALREADY_COMPLETED',
  'NO_CUSTOMER',
  'TO_BE_PLANNED',
  'TEMPORARY_ORDER',
  'NO_LINES',
  'NO_INVOICE_DATE',
  // said with their facts (which e-mail, which packing slip on which order)
  'EMAIL_TAKEN',
  'PRICE_DATE_TAKEN',
  'PERIOD_DATE_TAKEN',
  'PACKING_SLIP_USED',
  'SHIPPING_DOCUMENT_USED',
  'NAME_NOT_UNIQUE',
  // said with who changed it (UserError.conflict)
  'CHANGED_BY_SOMEONE_ELSE',
]);

/** The password rules the gateway names as a fact of PASSWORD_POLICY (rule, and limit for LENGTH). */
const PASSWORD_RULES: ReadonlySet<string> = new Set(['LENGTH', 'SYMBOL', 'DIGIT', 'UPPER', 'LOWER']);

export interface UserErrorLike {
  field?: string | null;
  message: string;
  code: UserErrorCode | string;
  /** What the refusal is about (the gateway's UserError.facts): which e-mail, which order. */
  facts?: readonly { name: string; value: string }[] | null;
  /** For CHANGED_BY_SOMEONE_ELSE: the record's version now and what changed since (newest first). */
  conflict?: { currentVersion?: string | null; changes: readonly HistoryEntryFieldsFragment[] } | null;
}

function codeFromBody(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: Array<{ extensions?: { code?: unknown } }> };
    const code = body.errors?.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/** The most telling code of an error from Apollo Client (or anything thrown), or null for none. */
export function errorCode(error: unknown): string | null {
  if (error == null) return null;
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    const codes = error.errors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
    // A session or permission problem explains every other error of the same response.
    return codes.find((c) => c === 'UNAUTHENTICATED' || c === 'PASSWORD_EXPIRED' || c === 'FORBIDDEN') ?? codes[0] ?? 'INTERNAL_SERVER_ERROR';
  }
  if (ServerError.is(error)) {
    const fromBody = codeFromBody(error.bodyText);
    if (fromBody) return fromBody;
    if (error.statusCode === 401) return 'UNAUTHENTICATED';
    if (error.statusCode === 403) return 'FORBIDDEN';
    if (error.statusCode === 502 || error.statusCode === 503 || error.statusCode === 504) return 'PROVIDER_UNAVAILABLE';
    if (error.statusCode >= 500) return 'INTERNAL_SERVER_ERROR';
    return 'BAD_REQUEST';
  }
  if (ServerParseError.is(error)) return 'BAD_RESPONSE';
  // Errors of other transports (file uploads) that carry a code of their own.
  const ownCode = error instanceof Error ? (error as unknown as { code?: unknown }).code : undefined;
  if (typeof ownCode === 'string') return ownCode;
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return 'NETWORK';
  return null;
}

export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}

function isKnownGraphQLCode(code: string | null): code is GraphQLErrorCode {
  return code !== null && (GRAPHQL_ERROR_CODES as readonly string[]).includes(code);
}

/** Words for an error of a query or mutation, in the current language. */
export function describeError(error: unknown, t: TFunction): string {
  const code = errorCode(error);
  return isKnownGraphQLCode(code) ? t(`app:errors.codes.${code}`) : t('app:errors.codes.UNKNOWN');
}

/**
 * Words for a business refusal, in the user's language: the translation of its code with the
 * facts it names (which e-mail, which packing slip on which order, which password rule). The
 * provider's own words only where no code says it all (a refusal nobody knows, a generic
 * duplicate), and then marked as the provider's: "Geweigerd (het systeem antwoordde: “…”)".
 */
export function describeUserError(userError: UserErrorLike, t: TFunction): string {
  const code = (USER_ERROR_CODES as readonly string[]).includes(userError.code) ? userError.code : 'REFUSED';
  const facts = Object.fromEntries((userError.facts ?? []).map((f) => [f.name, f.value]));
  if (code === 'CHANGED_BY_SOMEONE_ELSE' && userError.conflict?.changes[0]) return changedByWords(userError.conflict.changes[0].userName, t);
  if (code === 'PASSWORD_POLICY' && facts.rule && PASSWORD_RULES.has(facts.rule)) return t(`app:errors.passwordRules.${facts.rule}`, facts);
  const words = t(`app:errors.userErrors.${code}`, facts);
  const detail = userError.message?.trim();
  if (!detail || SELF_EXPLAINING.has(code) || detail === words) return words;
  return `${words} (${t('app:errors.providerSaid', { text: detail })})`;
}

/** CHANGED_BY_SOMEONE_ELSE naming who changed it last (a change without a user was made outside Backoffice). */
function changedByWords(userName: string | null | undefined, t: TFunction): string {
  return userName ? t('app:errors.changedBy', { user: userName }) : t('app:errors.changedOutside');
}

/** What stops a form's save, said above it: a refusal naming no field, an error, or the form's own words. */
export type FormProblem = { userError: UserErrorLike } | { error: unknown } | { words: string };

/** A form's problem in the user's words; `describeRefusal` where a form says some refusals its own way. */
export function describeProblem(problem: FormProblem | null, t: TFunction, describeRefusal = (ue: UserErrorLike) => describeUserError(ue, t)): string | null {
  if (problem === null) return null;
  if ('userError' in problem) return describeRefusal(problem.userError);
  return 'words' in problem ? problem.words : describeError(problem.error, t);
}

/** A business refusal thrown where a promise must reject (e.g. the confirm dialog's onConfirm). */
export class RefusedError extends Error {
  readonly userError: UserErrorLike;
  constructor(userError: UserErrorLike) {
    super(userError.message);
    this.name = 'RefusedError';
    this.userError = userError;
  }
}

/** Words for anything that went wrong: a RefusedError, a GraphQL or network error. */
export function describeFailure(error: unknown, t: TFunction): string {
  return error instanceof RefusedError ? describeUserError(error.userError, t) : describeError(error, t);
}

/** A BAD_USER_INPUT error of the gateway that names the input field it concerns (and why). */
export interface InputRefusal {
  field: string;
  reason: string | null;
}

/** The input refusals of an error (the gateway's Decimal scalar, text limits), or [] for any other error. */
export function inputRefusals(error: unknown): InputRefusal[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    const { code, field, reason } = (e.extensions ?? {}) as { code?: unknown; field?: unknown; reason?: unknown };
    return code === 'BAD_USER_INPUT' && typeof field === 'string' ? [{ field, reason: typeof reason === 'string' ? reason : null }] : [];
  });
}

/** Words for an input refusal on its field, in the current language. */
export function describeInputRefusal(refusal: InputRefusal, t: TFunction): string {
  switch (refusal.reason) {
    case 'TOO_LARGE':
      return t('ui:money.tooLarge', { digits: 10 });
    case 'TOO_MANY_DECIMALS':
      return t('ui:money.tooManyDecimals', { count: 4 });
    case 'TOO_LONG':
      return t('ui:text.tooLong');
    case 'NOT_A_DECIMAL':
      return t('ui:money.invalid');
    default:
      return t('app:errors.userErrors.INVALID_INPUT');
  }
}

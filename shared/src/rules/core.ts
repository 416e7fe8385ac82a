/**
 * Validation rules as zod schemas refusing with stable codes, so the gateway (errors/errors.ts ruleErrors) and
 * the web form (web/src/core/rules.ts) check one rule each in their own words; fields take typed and sent shapes.
 */
import { z } from 'zod/mini';
import { DECIMAL_DIGITS, decimalLimitReason, parseDecimalInput, readTypedDecimal } from '../decimal';

/** Why a rule refuses a value. */
export type RuleCode =
  /** Empty, or missing. */
  | 'REQUIRED'
  /** Longer than the field takes (limit: the most characters). */
  | 'TOO_LONG'
  /** Not a number. */
  | 'NOT_A_DECIMAL'
  /** More digits before the point than the provider stores (limit: 10). */
  | 'TOO_LARGE'
  /** More decimals than the field takes (limit: the most decimals). */
  | 'TOO_MANY_DECIMALS'
  /** Typed '1.234' where both 1234 and 1.234 fit the field: the user says which (value: the text). */
  | 'AMBIGUOUS_DECIMAL'
  /** Below zero where only 0 or more is allowed. */
  | 'NEGATIVE'
  /** Not a whole number. */
  | 'NOT_WHOLE'
  /** Below the smallest value (limit). */
  | 'TOO_SMALL'
  /** Above the largest value (limit). */
  | 'TOO_BIG'
  /** Text that is no date. */
  | 'INVALID_DATE'
  /** An end date before its start date. */
  | 'END_BEFORE_START'
  /** An arrival date before the loading date. */
  | 'ARRIVAL_BEFORE_LOADING'
  /** An id that cannot name a record (not a positive whole number). */
  | 'UNKNOWN_ID'
  /** Not an e-mail address. */
  | 'INVALID_EMAIL'
  /** Not a phone number: other characters than digits, spaces, + - ( ) . or no digit at all. */
  | 'INVALID_PHONE'
  /** A password shorter than the policy's minimum (limit). */
  | 'PASSWORD_LENGTH'
  /** A password without an uppercase letter. */
  | 'PASSWORD_UPPER'
  /** A password without a lowercase letter. */
  | 'PASSWORD_LOWER'
  /** A password without a digit. */
  | 'PASSWORD_DIGIT'
  /** A password without a symbol (neither letter nor digit). */
  | 'PASSWORD_SYMBOL'
  /** The confirmation differs from the password. */
  | 'PASSWORD_MISMATCH';

/** A refusal as the gateway and the forms read it: the field (a path such as `lines.2.price`), the code and its limit. */
export interface RuleProblem {
  field: string;
  code: RuleCode;
  limit?: number;
  /** The text refused, where the words repeat it (AMBIGUOUS_DECIMAL). */
  value?: string;
}

/** zod's message of a rule issue: the code, with its limit after a colon ('TOO_LONG:200'). */
export const say = (code: RuleCode, limit?: number): string => (limit === undefined ? code : `${code}:${limit}`);

const CODES = new Set<string>([
  'REQUIRED',
  'TOO_LONG',
  'NOT_A_DECIMAL',
  'TOO_LARGE',
  'TOO_MANY_DECIMALS',
  'AMBIGUOUS_DECIMAL',
  'NEGATIVE',
  'NOT_WHOLE',
  'TOO_SMALL',
  'TOO_BIG',
  'INVALID_DATE',
  'END_BEFORE_START',
  'ARRIVAL_BEFORE_LOADING',
  'UNKNOWN_ID',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'PASSWORD_LENGTH',
  'PASSWORD_UPPER',
  'PASSWORD_LOWER',
  'PASSWORD_DIGIT',
  'PASSWORD_SYMBOL',
  'PASSWORD_MISMATCH',
]);

/** The code and limit of an issue's message; a message no rule wrote (zod's own) reads as REQUIRED for a missing value. */
export function readSaid(message: string): { code: RuleCode; limit?: number } {
  const [code = '', limit] = message.split(':');
  if (!CODES.has(code)) return { code: 'REQUIRED' };
  return limit === undefined ? { code: code as RuleCode } : { code: code as RuleCode, limit: Number(limit) };
}

/** A rule set: the zod schema of a mutation's input (or of a part of it). zod/mini: the form screens load only the checks they use. */
export type RuleSet = z.ZodMiniType;

/** What a rule set's own check (superRefine) is handed to report a refusal. */
export type RuleContext = z.core.$RefinementCtx<unknown>;

/** The refusals of an input by a rule set, in the order of the schema's fields; [] when it passes. */
export function checkRules(schema: RuleSet, input: unknown): RuleProblem[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), ...readSaid(issue.message) }));
}

/** The longest text any input field takes (notes included), where a field names no limit of its own. */
export const TEXT_LIMIT = 10_000;

const missing = { error: say('REQUIRED') };
/*
 * A field's checks all run (zod 4 goes on after a failed check, and an object's own rules run
 * unless a field has the wrong type), so each check below leaves empty text to REQUIRED alone:
 * one refusal per field.
 */
const filled = say('REQUIRED');

/** Text that must be filled in (spaces alone are empty), at most `max` characters once trimmed. */
export const requiredText = (max: number) => z.string(missing).check(z.trim(), z.minLength(1, filled), z.maxLength(max, say('TOO_LONG', max)));

/** Text that may be empty or left out, at most `max` characters. */
export const optionalText = (max: number) => z.nullish(z.string().check(z.maxLength(max, say('TOO_LONG', max))));

/** The id of a record: digits only. */
export const recordId = () => z.string(missing).check(z.trim(), z.minLength(1, filled), z.regex(/^\d*$/, say('UNKNOWN_ID')));

/**
 * A reference by code (a supplier, a customer, a unit): filled in. A form's empty picker holds
 * null: that is REQUIRED like empty text, and the object's own rules still run.
 */
export const requiredCode = () => z.nullish(z.string(missing)).check(z.refine((code) => typeof code === 'string' && code.trim() !== '', say('REQUIRED')));

export interface DecimalRule {
  /** The most decimals the field takes (at most the provider's 4). */
  fraction?: number;
  /** Refuse values below zero. */
  nonNegative?: boolean;
}

/** The checks of a decimal typed or sent as text: a number, within the provider's digits and the field's decimals. */
function checkDecimal(text: string, rule: DecimalRule, ctx: RuleContext): void {
  const parsed = parseDecimalInput(text);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: say('NOT_A_DECIMAL') });
    return;
  }
  if (rule.nonNegative && parsed.startsWith('-')) {
    ctx.addIssue({ code: 'custom', message: say('NEGATIVE') });
    return;
  }
  const fraction = Math.min(rule.fraction ?? DECIMAL_DIGITS.fraction, DECIMAL_DIGITS.fraction);
  const reason = decimalLimitReason(parsed, fraction);
  if (reason === 'TOO_LARGE') ctx.addIssue({ code: 'custom', message: say('TOO_LARGE', DECIMAL_DIGITS.integer) });
  if (reason === 'TOO_MANY_DECIMALS') ctx.addIssue({ code: 'custom', message: say('TOO_MANY_DECIMALS', fraction) });
}

/** The decimal fields' schemas and the decimals each takes: what typedDecimalProblems looks for. */
const DECIMAL_FIELDS = new WeakMap<object, number>();

function decimalField<S extends object>(schema: S, rule: DecimalRule): S {
  DECIMAL_FIELDS.set(schema, Math.min(rule.fraction ?? DECIMAL_DIGITS.fraction, DECIMAL_DIGITS.fraction));
  return schema;
}

/**
 * The decimals of a form's values, as the user typed them, that could be read as two numbers
 * ('1.234' in a field of three decimals: 1234 or 1.234): AMBIGUOUS_DECIMAL on each. Only typed
 * text can be ambiguous: a mutation's input is plain notation (the point is decimal), so the
 * gateway has nothing to ask and the forms ask with this before they send.
 */
export function typedDecimalProblems(schema: RuleSet, values: unknown, path: string[] = []): RuleProblem[] {
  const fraction = DECIMAL_FIELDS.get(schema);
  if (fraction !== undefined) {
    const read = typeof values === 'string' ? readTypedDecimal(values, fraction) : null;
    return read && !read.ok && read.reason === 'AMBIGUOUS' ? [{ field: path.join('.'), code: 'AMBIGUOUS_DECIMAL', value: String(values) }] : [];
  }
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, RuleSet>; innerType?: RuleSet; element?: RuleSet; in?: RuleSet } } })
    ._zod.def;
  if (def.type === 'object' && def.shape && typeof values === 'object' && values !== null) {
    return Object.entries(def.shape).flatMap(([key, field]) => typedDecimalProblems(field, (values as Record<string, unknown>)[key], [...path, key]));
  }
  if (def.type === 'array' && def.element && Array.isArray(values))
    return values.flatMap((item, i) => typedDecimalProblems(def.element!, item, [...path, String(i)]));
  const inner = def.innerType ?? def.in;
  return inner ? typedDecimalProblems(inner, values, path) : [];
}

/** A decimal that must be given: '1.234,5' as typed or '1234.5' as sent. */
export const requiredDecimal = (rule: DecimalRule = {}) =>
  decimalField(
    z.string(missing).check(
      z.trim(),
      z.minLength(1, filled),
      z.superRefine((text, ctx) => {
        if (text !== '') checkDecimal(text, rule, ctx);
      }),
    ),
    rule,
  );

/** A decimal that may be left empty (null, undefined or blank text). */
export const optionalDecimal = (rule: DecimalRule = {}) =>
  decimalField(
    z.nullish(z.string()).check(
      z.superRefine((text, ctx) => {
        if (text && text.trim() !== '') checkDecimal(text, rule, ctx);
      }),
    ),
    rule,
  );

/** A whole number from `min` to `max`: 2025 as sent, '2025' as typed. */
export const wholeNumber = (min: number, max: number) =>
  z.union([z.number(), z.string()], missing).check(
    z.superRefine((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') return void ctx.addIssue({ code: 'custom', message: say('REQUIRED') });
      // '-1' is a whole number, only below the range: said as the range, not as 'not a whole number'
      if (!/^-?\d+$/.test(text)) return void ctx.addIssue({ code: 'custom', message: say('NOT_WHOLE') });
      const n = Number(text);
      if (n < min) ctx.addIssue({ code: 'custom', message: say('TOO_SMALL', min) });
      else if (n > max) ctx.addIssue({ code: 'custom', message: say('TOO_BIG', max) });
    }),
  );

/** A date 'yyyy-MM-dd' (a form's date field gives 'invalid-date' for text that is no date). */
export const isoDate = () => z.string(missing).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, say('INVALID_DATE')));

/** An optional date: null or left out, else 'yyyy-MM-dd'. */
export const optionalIsoDate = () => z.nullish(isoDate());

/** Start and end dates: the end not before the start (ISO dates compare as text); said on `endDate`. */
export function endNotBeforeStart(value: { startDate?: unknown; endDate?: unknown }, ctx: RuleContext): void {
  const { startDate, endDate } = value;
  if (typeof startDate === 'string' && typeof endDate === 'string' && /^\d{4}-/.test(startDate) && /^\d{4}-/.test(endDate) && endDate < startDate) {
    ctx.addIssue({ code: 'custom', message: say('END_BEFORE_START'), path: ['endDate'] });
  }
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { readTypedDecimal } from '@backoffice/shared/decimal';
import { checkRules, readSaid, typedDecimalProblems, type RuleCode, type RuleProblem, type RuleSet } from '@backoffice/shared/rules/core';
import { ambiguousText } from '../ui/money';

/**
 * The shared rules (shared/src/rules, the ones the gateway checks the mutation's input with) as a
 * form's react-hook-form resolver: the same zod schema, its codes said in the user's language on
 * the field they concern. A limit then exists once, for the form and the server.
 */

/** Words for a rule's refusal on a field. */
export type DescribeRule = (problem: RuleProblem) => string;

/** Per code the words a form uses; a function where the words depend on the field or the limit. */
export type RuleWords = Partial<Record<RuleCode, string | ((problem: RuleProblem) => string)>>;

/**
 * A DescribeRule from a form's own words (`words`), else the words every form shares: text too
 * long, a number too large or with too many decimals, a date that is no date, else "invalid input".
 */
export function describeRules(t: TFunction, words: RuleWords = {}): DescribeRule {
  return (problem) => {
    const own = words[problem.code];
    if (typeof own === 'function') return own(problem);
    if (own !== undefined) return own;
    switch (problem.code) {
      case 'TOO_LONG':
        return t('ui:text.tooLong');
      case 'TOO_LARGE':
        return t('ui:money.tooLarge', { digits: problem.limit });
      case 'TOO_MANY_DECIMALS':
        return t('ui:money.tooManyDecimals', { count: problem.limit });
      case 'NOT_A_DECIMAL':
        return t('ui:money.invalid');
      case 'AMBIGUOUS_DECIMAL': {
        const read = readTypedDecimal(problem.value);
        return read.ok || read.reason !== 'AMBIGUOUS' ? t('ui:money.invalid') : ambiguousText(read.readings, t);
      }
      case 'INVALID_DATE':
        return t('ui:date.invalid');
      case 'UNKNOWN_ID':
        return t('app:errors.userErrors.NOT_FOUND');
      default:
        return t('app:errors.userErrors.INVALID_INPUT');
    }
  };
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as FieldError).message === 'string' && 'type' in value;
}

/** The resolver's errors with each code ('TOO_LONG:200') replaced by its words; `path` is the field's. */
function translate(errors: Record<string, unknown>, describe: DescribeRule, path: string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      const at = [...path, key];
      if (isFieldError(value)) return [key, { ...value, message: describe({ field: at.join('.'), ...readSaid(value.message ?? '') }) }];
      return [key, typeof value === 'object' && value !== null ? translate(value as Record<string, unknown>, describe, at) : value];
    }),
  );
}

/**
 * The resolver of a form whose values the shared rule set `rules` checks (or the rule set the
 * values call for: a demurrage supplier's order). The values reach the submit handler as typed
 * (the form turns them into the mutation's input). `own` adds what only the screen knows (a field
 * shown or required in one mode), for fields the rules leave alone.
 */
export function rulesResolver<T extends FieldValues>(
  rules: RuleSet | ((values: T) => RuleSet),
  describe: DescribeRule,
  own?: (values: T) => Partial<Record<keyof T & string, string | null>>,
): Resolver<T> {
  return async (values, context, options) => {
    const schema = typeof rules === 'function' ? rules(values) : rules;
    const resolve = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>;
    const result = await resolve(values, context, options);
    const errors = translate(result.errors as Record<string, unknown>, describe);
    // '1.234' in a field of three decimals: asked on the field rather than read as one of its two numbers
    for (const problem of typedDecimalProblems(schema, values)) {
      if (!errors[problem.field]) errors[problem.field] = { type: 'ambiguous', message: describe(problem), ref: options.fields[problem.field]?.ref };
    }
    for (const [field, message] of Object.entries(own?.(values) ?? {})) {
      if (message && !errors[field]) errors[field] = { type: 'own', message, ref: options.fields[field]?.ref };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
}

/**
 * One field's rule as a react-hook-form `validate` (for a form whose other fields keep their own
 * rules): the words of its first refusal, or true.
 */
export function fieldRule(rule: RuleSet, describe: DescribeRule, field = '') {
  return (value: unknown): true | string => {
    const [problem] = [...checkRules(rule, value), ...typedDecimalProblems(rule, value, field ? [field] : [])];
    return problem ? describe({ ...problem, field }) : true;
  };
}

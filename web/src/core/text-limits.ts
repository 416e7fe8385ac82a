import type { TFunction } from 'i18next';
import { TEXT_LIMIT } from '@backoffice/shared/rules/core';
import { TASK_LIMITS } from '@backoffice/shared/rules/tasks';

/**
 * The longest text each form field takes. The provider's columns are unbounded `text`; these are
 * the shared rules' limits (shared/src/rules), which the gateway enforces with the same schemas
 * (tasks: 200 and 4000; every other String: TEXT_LIMIT, the gateway's MAX_STRING_LENGTH).
 */
export const TEXT_LIMITS = {
  taskSubject: TASK_LIMITS.subject,
  taskDescription: TASK_LIMITS.description,
  /** Any other text input (notes, descriptions, references). */
  any: TEXT_LIMIT,
} as const;

/** From this share of the limit on, the field shows how many characters are used. */
const WARN_FROM = 0.9;

/**
 * What a text field needs to know its limit: the browser stops typing at `maxLength`, and near the
 * limit the helper text counts ("190 / 200"). `own` is the field's own helper text (an error), which wins.
 */
export function textLimitProps(value: string | null | undefined, limit: number, t: TFunction, own?: string) {
  const length = value?.length ?? 0;
  const near = length >= Math.floor(limit * WARN_FROM);
  return {
    htmlInput: { maxLength: limit },
    helperText: own ?? (near ? t('ui:text.count', { length, limit }) : undefined),
  };
}

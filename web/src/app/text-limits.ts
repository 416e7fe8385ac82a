import type { TFunction } from 'i18next';

/**
 * The longest text each form field takes, in one place for every form. The provider's columns are
 * unbounded `text`; these are the limits the gateway enforces (tasks: gateway/src/domains/tasks
 * resolvers, 200 and 4000; every other String: MAX_STRING_LENGTH in gateway/src/limits/input-guard.ts).
 */
export const TEXT_LIMITS = {
  taskSubject: 200,
  taskDescription: 4000,
  /** Any other text input (notes, descriptions, references). */
  any: 10_000,
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

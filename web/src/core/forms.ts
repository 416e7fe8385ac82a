import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { isInvalidDate } from '../ui/date-field/date';
import type { UserErrorLike } from './errors';

/** react-hook-form's register() result in the shape MUI's TextField wants (inputRef, not ref). */
export function muiField<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { inputRef: ref, ...rest };
}

/** E-mail addresses as browsers check them for <input type="email"> (the shared pattern, which the user rules use too). */
export { EMAIL_PATTERN } from '@backoffice/shared/email';

function normalise(field: string): string {
  // The gateway may name a field by its input path (`input.email`) or in another case.
  return field.replace(/^input\./, '').toLowerCase();
}

/**
 * Puts each server refusal on the form field it names, and the focus on the first of those fields
 * in the form's order (`fields`, top to bottom), whatever order the server said them in. Returns
 * the refusals that name no field of this form (or none at all): the caller shows those above the form.
 */
export function applyUserErrors<T extends FieldValues>(
  userErrors: readonly UserErrorLike[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  describe: (userError: UserErrorLike) => string,
): UserErrorLike[] {
  const rest: UserErrorLike[] = [];
  const placed: { field: Path<T>; userError: UserErrorLike }[] = [];
  for (const userError of userErrors) {
    const field = userError.field ? fields.find((f) => normalise(f) === normalise(userError.field!)) : undefined;
    if (field) placed.push({ field, userError });
    else rest.push(userError);
  }
  placed.sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field));
  placed.forEach(({ field, userError }, i) => setError(field, { type: 'server', message: describe(userError) }, { shouldFocus: i === 0 }));
  return rest;
}

/**
 * The rule every date field of a form carries (react-hook-form `validate`): text that is no date
 * (31-02-2026, letters) is refused on the field, so Save does nothing and the stored date stays.
 */
export function validDate(t: TFunction) {
  return (value: unknown): true | string => (isInvalidDate(value) ? t('ui:date.invalid') : true);
}

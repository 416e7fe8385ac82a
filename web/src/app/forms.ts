import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { isInvalidDate } from '../ui/date-field/date';
import type { UserErrorLike } from './errors';

/** react-hook-form's register() result in the shape MUI's TextField wants (inputRef, not ref). */
export function muiField<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { inputRef: ref, ...rest };
}

/** E-mail addresses as browsers check them for <input type="email">. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function normalise(field: string): string {
  // The gateway may name a field by its input path (`input.email`) or in another case.
  return field.replace(/^input\./, '').toLowerCase();
}

/**
 * Puts each server refusal on the form field it names. Returns the refusals that name no field of
 * this form (or none at all): the caller shows those above the form.
 */
export function applyUserErrors<T extends FieldValues>(
  userErrors: readonly UserErrorLike[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  describe: (userError: UserErrorLike) => string,
): UserErrorLike[] {
  const rest: UserErrorLike[] = [];
  let focused = false;
  for (const userError of userErrors) {
    const field = userError.field ? fields.find((f) => normalise(f) === normalise(userError.field!)) : undefined;
    if (field) {
      setError(field, { type: 'server', message: describe(userError) }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(userError);
    }
  }
  return rest;
}

/**
 * The rule every date field of a form carries (react-hook-form `validate`): text that is no date
 * (31-02-2026, letters) is refused on the field, so Save does nothing and the stored date stays.
 */
export function validDate(t: TFunction) {
  return (value: unknown): true | string => (isInvalidDate(value) ? t('ui:date.invalid') : true);
}

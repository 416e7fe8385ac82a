/**
 * Client-side checks of the user form, beside the mutations they guard (spec 01 §5). The provider
 * checks again; its refusals land on the same fields.
 */
export const PASSWORD_MIN_LENGTH = 6;

export type PasswordProblem = 'passwordLength' | 'passwordUpper' | 'passwordLower' | 'passwordDigit' | 'passwordSymbol';

/** The first rule the password breaks (a key of users:validation), or null when it is fine. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordLength';
  if (!/\p{Lu}/u.test(password)) return 'passwordUpper';
  if (!/\p{Ll}/u.test(password)) return 'passwordLower';
  if (!/\p{Nd}/u.test(password)) return 'passwordDigit';
  // A symbol is anything that is neither a letter nor a digit (the provider's "non alphanumeric").
  if (!/[^\p{L}\p{Nd}]/u.test(password)) return 'passwordSymbol';
  return null;
}

/**
 * The user form's words for the shared user rules (shared/src/rules/users.ts, which createUser and
 * updateUser check too; spec 01 §5). The provider checks again; its refusals land on the same fields.
 */
import type { RuleCode } from '@backoffice/shared/rules/core';
import { PASSWORD_MIN_LENGTH, passwordRuleBroken } from '@backoffice/shared/rules/users';

export { PASSWORD_MIN_LENGTH };

export type PasswordProblem = 'passwordLength' | 'passwordUpper' | 'passwordLower' | 'passwordDigit' | 'passwordSymbol';

/** The keys of users:validation that say the shared rules' codes. */
export const USER_PROBLEMS: Partial<Record<RuleCode, string>> = {
  REQUIRED: 'required',
  INVALID_EMAIL: 'email',
  INVALID_PHONE: 'phone',
  PASSWORD_LENGTH: 'passwordLength',
  PASSWORD_UPPER: 'passwordUpper',
  PASSWORD_LOWER: 'passwordLower',
  PASSWORD_DIGIT: 'passwordDigit',
  PASSWORD_SYMBOL: 'passwordSymbol',
  PASSWORD_MISMATCH: 'confirmMismatch',
};

/** The first rule the password breaks (a key of users:validation), or null when it is fine. */
export function passwordProblem(password: string): PasswordProblem | null {
  const broken = passwordRuleBroken(password);
  return broken ? (USER_PROBLEMS[broken] as PasswordProblem) : null;
}

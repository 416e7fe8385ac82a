/**
 * The user form's words for the shared user rules (shared/src/rules/users.ts, which createUser and
 * updateUser check too; spec 01 §5). The provider checks again; its refusals land on the same fields.
 */
import type { RuleCode } from '@backoffice/shared/rules/core';
import { PASSWORD_MIN_LENGTH } from '@backoffice/shared/rules/users';

export { PASSWORD_MIN_LENGTH };

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

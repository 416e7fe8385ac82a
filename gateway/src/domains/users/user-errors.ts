import type { UserError, UserErrorCode } from '../../generated/graphql';
import { userError } from '../../errors';
import type { ModelStateRefusal } from '../../provider/client';

/** The code of a provider message, by the words ASP.NET Identity uses. */
export function codeOfMessage(message: string): UserErrorCode {
  if (/incorrect password|current password/i.test(message)) return 'INCORRECT_PASSWORD';
  if (/do not match/i.test(message)) return 'PASSWORD_MISMATCH';
  if (/^passwords? must/i.test(message)) return 'PASSWORD_POLICY';
  if (/already taken|already exists|duplicate/i.test(message)) return 'DUPLICATE';
  if (/not found/i.test(message)) return 'NOT_FOUND';
  return 'REFUSED';
}

export interface FieldMap {
  /** ModelState key → the graph's input field. */
  byKey: Record<string, string>;
  /** For messages under the key "" (ASP.NET Identity's own), the field their code concerns. */
  byCode?: Partial<Record<UserErrorCode, string>>;
}

/**
 * A ModelState refusal → userErrors, one per message, on the graph's field names. Messages
 * under "" concern the whole request; they get a field when their code names one.
 */
export function modelStateToUserErrors(refusal: ModelStateRefusal, fields: FieldMap): UserError[] {
  const errors: UserError[] = [];
  for (const [key, messages] of Object.entries(refusal.modelState)) {
    for (const message of messages ?? []) {
      const code = codeOfMessage(message);
      const field = fields.byKey[key] ?? fields.byCode?.[code] ?? null;
      errors.push(userError(code, message, field));
    }
  }
  if (errors.length === 0) errors.push(userError(refusal.status === 404 ? 'NOT_FOUND' : codeOfMessage(refusal.message), refusal.message));
  return errors;
}

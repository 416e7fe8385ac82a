/** The rules of a user (spec 01 §5): e-mail address, phone number, role, and the password policy. */
import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../email';
import { requiredCode, requiredText, say, TEXT_LIMIT, type RuleCode } from './core';

export const PASSWORD_MIN_LENGTH = 6;

/** The first rule of the provider's password policy that a password breaks, or null. */
export function passwordRuleBroken(password: string): RuleCode | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_LENGTH';
  if (!/\p{Lu}/u.test(password)) return 'PASSWORD_UPPER';
  if (!/\p{Ll}/u.test(password)) return 'PASSWORD_LOWER';
  if (!/\p{Nd}/u.test(password)) return 'PASSWORD_DIGIT';
  // A symbol is anything that is neither a letter nor a digit (the provider's "non alphanumeric").
  if (!/[^\p{L}\p{Nd}]/u.test(password)) return 'PASSWORD_SYMBOL';
  return null;
}

/** A phone number as people write it: digits, spaces, +, -, (, ) and points, with a digit ('+32 (0)9 123.45.67'). */
export const PHONE_PATTERN = /^(?=.*\d)[\d\s+\-().]+$/;

/** updateUser's fields: phone number and role. */
export const userChangeRules = z.object({
  phoneNumber: requiredText(TEXT_LIMIT).check(z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), say('INVALID_PHONE'))),
  roleName: requiredCode(),
});

/** createUser's fields: an e-mail address, phone number and role, a password by the policy, confirmed. */
export const newUserRules = z
  .extend(userChangeRules, {
    email: requiredText(TEXT_LIMIT).check(z.refine((email) => email === '' || EMAIL_PATTERN.test(email), say('INVALID_EMAIL'))),
    password: z.string().check(
      z.superRefine((password, ctx) => {
        const broken = password === '' ? 'REQUIRED' : passwordRuleBroken(password);
        if (broken) ctx.addIssue({ code: 'custom', message: say(broken, broken === 'PASSWORD_LENGTH' ? PASSWORD_MIN_LENGTH : undefined) });
      }),
    ),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((user, ctx) => {
      const path = ['confirmPassword'];
      if (user.confirmPassword === '') ctx.addIssue({ code: 'custom', message: say('REQUIRED'), path });
      else if (user.confirmPassword !== user.password) ctx.addIssue({ code: 'custom', message: say('PASSWORD_MISMATCH'), path });
    }),
  );

/**
 * Password hashing (node's scrypt with a per-user salt) and the password policy with
 * ASP.NET Identity's messages.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64). Pass a salt only for deterministic seed data. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt64, hash64, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt64 === undefined || hash64 === undefined || rest.length) return false;
  const salt = Buffer.from(salt64, 'base64');
  const expected = Buffer.from(hash64, 'base64');
  const actual = await scrypt(password, salt, Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const PASSWORD_MIN_LENGTH = 6;

export const PasswordMessages = {
  tooShort: `Passwords must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  nonLetterOrDigit: 'Passwords must have at least one non letter or digit character.',
  digit: "Passwords must have at least one digit ('0'-'9').",
  upper: "Passwords must have at least one uppercase ('A'-'Z').",
  lower: "Passwords must have at least one lowercase ('a'-'z').",
  mismatch: 'The new password and confirmation password do not match.',
  incorrect: 'Incorrect password.',
} as const;

/** The policy's messages for a password, in ASP.NET Identity's order; empty when it passes. */
export function passwordPolicyErrors(password: string): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(PasswordMessages.tooShort);
  if (!/[^\p{L}\p{N}]/u.test(password)) errors.push(PasswordMessages.nonLetterOrDigit);
  if (!/[0-9]/.test(password)) errors.push(PasswordMessages.digit);
  if (!/[a-z]/.test(password)) errors.push(PasswordMessages.lower);
  if (!/[A-Z]/.test(password)) errors.push(PasswordMessages.upper);
  return errors;
}

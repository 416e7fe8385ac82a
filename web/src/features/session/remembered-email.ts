/**
 * The e-mail address of a sign-in refused for an expired password, so that the change-password
 * screen can fill it in. Kept for the browser tab only (sessionStorage), never the password.
 */
const KEY = 'backoffice.expiredPasswordEmail';

export function rememberEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // storage blocked: the user types it again
  }
}

export function rememberedEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

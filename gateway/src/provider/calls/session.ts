/** Sign-in and passwords: the provider's `/token` and account API in the domain's words. */
import type { ProviderClient } from '../client';
import type { Outcome } from '../outcome';
import { fromModelState } from './users';

/** A sign-in the provider accepted: its token and who it is. */
export interface SignIn {
  providerToken: string;
  /** Seconds until the provider token ends, when it says. */
  expiresInSeconds?: number;
  userName: string;
  displayName: string | null;
  /** The role names as the provider lists them. */
  roles?: string;
}

export async function signIn(provider: ProviderClient, email: string, password: string): Promise<({ ok: true } & SignIn) | { ok: false; description: string }> {
  const answer = await provider.withToken(undefined).token(email, password);
  if ('error' in answer) return { ok: false, description: answer.description };
  return {
    ok: true,
    providerToken: answer.access_token,
    expiresInSeconds: answer.expires_in,
    userName: answer.userName || email,
    displayName: answer.cuserName ?? null,
    roles: answer.roles,
  };
}

export interface PasswordChange {
  userName: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes a password; `anonymous` for the expired-password flow (no session yet). */
export async function changePassword(provider: ProviderClient, change: PasswordChange, anonymous: boolean): Promise<Outcome> {
  const result = await provider.postJson(
    '/api/Account/ChangePassword',
    { body: { OldPassword: change.currentPassword, NewPassword: change.newPassword, ConfirmPassword: change.confirmPassword, username: change.userName } },
    { anonymous },
  );
  if (result.ok) return { ok: true };
  return {
    ok: false,
    refusal: fromModelState(result.refusal, {
      'model.OldPassword': 'currentPassword',
      'model.NewPassword': 'newPassword',
      'model.ConfirmPassword': 'confirmPassword',
    }),
  };
}

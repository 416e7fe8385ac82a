/** Users and roles: the provider's REST API (ASP.NET Identity) in the domain's words. */
import type { ModelStateRefusal, ProviderClient } from '../client';
import type { Outcome, Refusal } from '../outcome';
import { toRoleRecord, toUserRecord, type RoleRecord, type UserRecord } from '../records';

/** A ModelState refusal with its keys (`model.Email`) translated to the graph's input fields. */
export function fromModelState(refusal: ModelStateRefusal, fieldOf: Record<string, string>): Refusal {
  const reasons = Object.entries(refusal.modelState).flatMap(([key, messages]) =>
    (messages ?? []).map((message) => ({ field: fieldOf[key] ?? null, message })),
  );
  return { message: refusal.message, status: refusal.status, reasons };
}

export const listUsers = async (provider: ProviderClient): Promise<UserRecord[]> =>
  (await provider.getJson('/api/users/GetUsers', { query: { excludeActiveUsers: 'false' } })).map(toUserRecord);
export const listRoles = async (provider: ProviderClient): Promise<RoleRecord[]> => (await provider.getJson('/api/Roles')).map(toRoleRecord);

export interface NewUser {
  email: string;
  phoneNumber?: string | null;
  password: string;
  confirmPassword: string;
  roleName: string;
}

/** Adds a user; answers the user, or null when saved but not (yet) in the list by its e-mail. */
export async function createUser(provider: ProviderClient, user: NewUser): Promise<Outcome<{ user: UserRecord | null }>> {
  const result = await provider.postJson('/api/Users', {
    body: { Email: user.email, PhoneNumber: user.phoneNumber, password: user.password, confirmPassword: user.confirmPassword, RoleName: user.roleName },
  });
  if (!result.ok) {
    return {
      ok: false,
      refusal: fromModelState(result.refusal, {
        'model.Email': 'email',
        'model.Password': 'password',
        'model.ConfirmPassword': 'confirmPassword',
        'model.PhoneNumber': 'phoneNumber',
        'model.RoleName': 'roleName',
      }),
    };
  }
  // x-assumed: the spec does not show what adding a user answers; without the user, the list has it by its e-mail
  // the spec does not show the answer (x-assumed): the user when it carries its Id, else read again
  const answered = result.body && typeof result.body === 'object' && 'Id' in result.body ? (result.body as Parameters<typeof toUserRecord>[0]) : null;
  const body = answered?.Id ? toUserRecord(answered) : null;
  if (body) return { ok: true, user: body };
  const email = user.email.trim().toLowerCase();
  const found = (await listUsers(provider)).find((u) => u.email.trim().toLowerCase() === email);
  return { ok: true, user: found ?? null };
}

/** Changes a user's phone number and role; answers the user as the provider has it now. */
export async function updateUser(
  provider: ProviderClient,
  change: { id: string; phoneNumber?: string | null; roleName: string },
): Promise<Outcome<{ user: UserRecord }>> {
  const result = await provider.postJson('/api/users/Update', { body: { Id: change.id, PhoneNumber: change.phoneNumber, RoleName: change.roleName } });
  if (!result.ok) return { ok: false, refusal: fromModelState(result.refusal, { 'model.PhoneNumber': 'phoneNumber', 'model.RoleName': 'roleName' }) };
  // the spec does not show the answer (x-assumed): the user when it carries its Id, else read again
  const answered = result.body && typeof result.body === 'object' && 'Id' in result.body ? (result.body as Parameters<typeof toUserRecord>[0]) : null;
  const body = answered?.Id ? toUserRecord(answered) : null;
  return { ok: true, user: body ?? toUserRecord(await provider.getJson('/api/Users/{id}', { path: { id: change.id } })) };
}

/** Deactivates a user. */
export async function deactivateUser(provider: ProviderClient, id: string): Promise<Outcome> {
  const result = await provider.postJson('/api/users/Delete', { query: { id } });
  return result.ok ? { ok: true } : { ok: false, refusal: { message: result.refusal.message, status: result.refusal.status } };
}

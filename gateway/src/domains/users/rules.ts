import type { GatewayContext } from '../../context/context';
import { forbidden, type RefusalRule } from '../../errors/errors';
import type { UserErrorCode } from '../../generated/graphql';
import type { UserRecord } from '../../provider/records';
import { isAdministrator, roleOf } from '../../session/session';
import { rolesLoader, usersLoader } from '../../session/user-loaders';

/**
 * Who may give which role (issue 9): every role but Orderverwerker manages users (the @auth
 * directive), but only an Administrator grants or takes away the Administrator role, and
 * nobody changes their own role. The target's current roles are read from the provider first,
 * never taken from the client. Refusals are FORBIDDEN, before anything is sent to the provider.
 */
export async function assertMayChangeUser(
  ctx: GatewayContext,
  change: { targetId?: string; newRoleName?: string; deactivate?: boolean },
): Promise<UserRecord | null> {
  const admin = isAdministrator(ctx.session);
  const grantsAdministrator = change.newRoleName !== undefined && roleOf(change.newRoleName) === 'ADMINISTRATOR';
  if (grantsAdministrator && !admin) throw forbidden();
  if (change.targetId === undefined) return null;

  // One request's loaders: the users and roles lists, one call each, started together.
  const [target, roles] = await Promise.all([ctx.loaders.use(usersLoader).load(change.targetId), ctx.loaders.use(rolesLoader).all()]);
  if (!target) return null;
  const currentNames = target.roleIds.map((id) => roles.find((r) => r.id === id)?.name).filter((n): n is string => Boolean(n));
  const isTargetAdministrator = currentNames.some((n) => roleOf(n) === 'ADMINISTRATOR');
  if (isTargetAdministrator && !admin) throw forbidden();

  const self = ctx.session && [target.userName, target.email].some((n) => n.toLowerCase() === ctx.session!.userName.toLowerCase());
  if (self && change.newRoleName !== undefined) {
    const same = currentNames.length === 1 && currentNames[0]?.toLowerCase() === change.newRoleName.trim().toLowerCase();
    if (!same) throw forbidden();
  }
  return target;
}

/** The words ASP.NET Identity uses, as stable codes (before the common rules). */
const IDENTITY_REFUSALS: RefusalRule[] = [
  { pattern: /incorrect password|current password/i, code: 'INCORRECT_PASSWORD' },
  { pattern: /do not match/i, code: 'PASSWORD_MISMATCH' },
  // which password rule, for the client to say in the user's language (provider/src/lib/passwords.ts)
  { pattern: /^passwords? must be at least (\d+) characters/i, code: 'PASSWORD_POLICY', facts: (m) => ({ rule: 'LENGTH', limit: m[1] ?? '' }) },
  { pattern: /^passwords? must have at least one non letter or digit/i, code: 'PASSWORD_POLICY', facts: () => ({ rule: 'SYMBOL' }) },
  { pattern: /^passwords? must have at least one digit/i, code: 'PASSWORD_POLICY', facts: () => ({ rule: 'DIGIT' }) },
  { pattern: /^passwords? must have at least one uppercase/i, code: 'PASSWORD_POLICY', facts: () => ({ rule: 'UPPER' }) },
  { pattern: /^passwords? must have at least one lowercase/i, code: 'PASSWORD_POLICY', facts: () => ({ rule: 'LOWER' }) },
  { pattern: /^passwords? must/i, code: 'PASSWORD_POLICY' },
  { pattern: /^email '(.+)' is already taken/i, code: 'EMAIL_TAKEN', facts: (m) => ({ email: m[1] ?? '' }) },
  // Identity's user name is the e-mail here: its "Name … is already taken" says the same
  { pattern: /^(?:user ?)?name '?([^' ]+@[^' ]+?)'? is already taken/i, code: 'EMAIL_TAKEN', facts: (m) => ({ email: m[1] ?? '' }) },
  { pattern: /already taken|already exists|duplicate/i, code: 'DUPLICATE' },
];

/** The same rules, each putting its code on the input field it concerns (a reason under no key names none). */
const withFields = (fields: Partial<Record<UserErrorCode, string>>): RefusalRule[] => IDENTITY_REFUSALS.map((r) => ({ ...r, field: fields[r.code] ?? null }));

export const CREATE_USER_REFUSALS = withFields({ DUPLICATE: 'email', EMAIL_TAKEN: 'email', PASSWORD_POLICY: 'password', PASSWORD_MISMATCH: 'confirmPassword' });
export const UPDATE_USER_REFUSALS = withFields({});
export const CHANGE_PASSWORD_REFUSALS = withFields({
  PASSWORD_POLICY: 'newPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  INCORRECT_PASSWORD: 'currentPassword',
});

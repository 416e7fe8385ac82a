import type { GatewayContext } from '../../context';
import { forbidden } from '../../errors';
import type { UserRecord } from '../../provider/records';
import { isAdministrator, roleOf } from '../../session/session';
import { rolesLoader, usersLoader } from './loaders';

/**
 * Who may give which role (issue 9): every role but Orderverwerker manages users (the @auth
 * directive), but only an Administrator grants or takes away the Administrator role, and
 * nobody changes their own role. The target's current roles are read from the provider first,
 * never taken from the client. Refusals are FORBIDDEN, before anything is sent to the provider.
 */
export async function assertMayChangeUser(ctx: GatewayContext, change: { targetId?: string; newRoleName?: string; deactivate?: boolean }): Promise<UserRecord | null> {
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
    const same = currentNames.length === 1 && currentNames[0].toLowerCase() === change.newRoleName.trim().toLowerCase();
    if (!same) throw forbidden();
  }
  return target;
}

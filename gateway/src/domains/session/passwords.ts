import { refusalErrors, userError } from '../../errors/errors';
import type { MutationResolvers } from '../../generated/graphql';
import type { GatewayContext } from '../../context/context';
import { changePassword, signIn } from '../../provider/calls/session';
import { CHANGE_PASSWORD_REFUSALS } from '../users/rules';

const EXPIRED = /expired/i;

const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The refusal of a throttled account or address (login throttle, session/throttle.ts), or null to go on. */
async function throttled(ctx: GatewayContext, account: string) {
  const wait = await ctx.loginThrottle.secondsToWait(account, ctx.clientAddress);
  if (wait === 0) return null;
  ctx.logger.warn({ address: ctx.clientAddress }, 'password check throttled');
  return {
    endedSessions: 0,
    retryAfterSeconds: wait,
    userErrors: [userError('TOO_MANY_ATTEMPTS', `Too many wrong passwords. Try again in ${wait} seconds.`)],
  };
}

/**
 * Password change and "end my other sessions": both check a password, so both count wrong ones
 * with the failed sign-ins of the account and address; a guess costs the same on every path.
 */
export const passwordMutations = {
  async changePassword(_parent, { input }, ctx) {
    const own = ctx.session?.userName;
    const given = input.userName?.trim();
    if (own && given && !sameUser(given, own))
      return { ok: false, endedSessions: 0, userErrors: [userError('NOT_YOUR_ACCOUNT', 'You can change only your own password.', 'userName')] };
    const userName = own ?? given;
    if (!userName) return { ok: false, endedSessions: 0, userErrors: [userError('INVALID_INPUT', 'User name is required.', 'userName')] };
    const refused = await throttled(ctx, userName);
    if (refused) return { ok: false, ...refused };
    const result = await changePassword(ctx.provider, { ...input, userName }, !ctx.session);
    if (!result.ok) {
      const userErrors = refusalErrors(result.refusal, CHANGE_PASSWORD_REFUSALS);
      if (userErrors.some((e) => e.code === 'INCORRECT_PASSWORD')) await ctx.loginThrottle.failed(userName, ctx.clientAddress);
      return { ok: false, endedSessions: 0, userErrors };
    }
    await ctx.loginThrottle.succeeded(userName);
    // ASVS 3.3.3: a new password may end what the old one opened (without a session: all of them)
    const endedSessions = input.endOtherSessions ? await ctx.sessions.endOthersOf(userName, ctx.sessionKey) : 0;
    return { ok: true, endedSessions, userErrors: [] };
  },

  async endOtherSessions(_parent, { input }, ctx) {
    const userName = ctx.session!.userName;
    const refused = await throttled(ctx, userName);
    if (refused) return refused;
    // ASVS 3.3.4: the password again, checked where sign-in checks it
    const answer = await signIn(ctx.provider, userName, input.password);
    if (!answer.ok && !EXPIRED.test(answer.description)) {
      await ctx.loginThrottle.failed(userName, ctx.clientAddress);
      return { endedSessions: 0, userErrors: [userError('INCORRECT_PASSWORD', 'The password is incorrect.', 'password')] };
    }
    await ctx.loginThrottle.succeeded(userName);
    return { endedSessions: await ctx.sessions.endOthersOf(userName, ctx.sessionKey), userErrors: [] };
  },
} satisfies MutationResolvers;

import { refusalErrors, userError } from '../../errors/errors';
import type { MutationResolvers } from '../../generated/graphql';
import { changePassword, signIn } from '../../provider/calls/session';
import { parseRoles, type Session } from '../../session/session';
import { CHANGE_PASSWORD_REFUSALS } from '../users/rules';
import { inputOf } from '../../mutations/input-bridge';

const EXPIRED = /expired/i;

export const sessionMutations = {
  async login(_parent, args, ctx) {
    const { email, password } = inputOf(args);
    const wait = await ctx.loginThrottle.secondsToWait(email, ctx.clientAddress);
    if (wait > 0) {
      ctx.logger.warn({ address: ctx.clientAddress }, 'sign-in throttled');
      return {
        me: null,
        token: null,
        retryAfterSeconds: wait,
        userErrors: [userError('TOO_MANY_ATTEMPTS', `Too many failed sign-ins. Try again in ${wait} seconds.`)],
      };
    }
    const answer = await signIn(ctx.provider, email, password);
    if (!answer.ok) {
      const expired = EXPIRED.test(answer.description);
      // An expired password was the right one: only wrong passwords count as failures.
      if (!expired) await ctx.loginThrottle.failed(email, ctx.clientAddress);
      return { me: null, token: null, userErrors: [userError(expired ? 'PASSWORD_EXPIRED' : 'INVALID_CREDENTIALS', answer.description)] };
    }
    await ctx.loginThrottle.succeeded(email);
    const session: Session = {
      userName: answer.userName,
      displayName: answer.displayName,
      ...parseRoles(answer.roles),
      providerToken: answer.providerToken,
    };
    // A sign-in while signed in replaces the old session rather than leaving it open.
    if (ctx.sessionKey) await ctx.sessions.end(ctx.sessionKey);
    const { token, key } = await ctx.sessions.open(session, answer.expiresInSeconds);
    ctx.cookies.setSession(token);
    ctx.session = session;
    ctx.sessionKey = key;
    ctx.logger.info({ userName: session.userName, roles: session.roleNames }, 'signed in');
    return { me: session, token, userErrors: [] };
  },

  async logout(_parent, _args, ctx) {
    if (ctx.sessionKey) await ctx.sessions.end(ctx.sessionKey);
    ctx.cookies.clearSession();
    ctx.session = null;
    ctx.sessionKey = null;
    return { ok: true };
  },

  async changePassword(_parent, { input }, ctx) {
    const userName = input.userName?.trim() || ctx.session?.userName;
    if (!userName) return { ok: false, userErrors: [userError('INVALID_INPUT', 'User name is required.', 'userName')] };
    const result = await changePassword(ctx.provider, { ...input, userName }, !ctx.session);
    if (result.ok) return { ok: true, userErrors: [] };
    return { ok: false, userErrors: refusalErrors(result.refusal, CHANGE_PASSWORD_REFUSALS) };
  },
} satisfies MutationResolvers;

import { userError } from '../../errors/errors';
import type { MutationResolvers } from '../../generated/graphql';
import { signIn } from '../../provider/calls/session';
import { parseRoles, type Session } from '../../session/session';
import { inputOf } from '../../mutations/input-bridge';
import { passwordMutations } from './passwords';

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
    const { token, key } = await ctx.sessions.open(session, answer.expiresInSeconds, ctx.userAgent);
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

  ...passwordMutations,
} satisfies MutationResolvers;

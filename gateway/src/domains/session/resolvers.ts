import type { Resolvers, UserError } from '../../generated/graphql';
import { userError } from '../../errors';
import { capabilitiesOf, parseRoles, type Session } from '../../session/session';
import { modelStateToUserErrors, type FieldMap } from '../users/user-errors';

const EXPIRED = /expired/i;

export const sessionResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.session,
  },
  Me: {
    capabilities: (session) => capabilitiesOf(session),
  },
  Mutation: {
    async login(_parent, { email, password }, ctx) {
      const wait = await ctx.loginThrottle.secondsToWait(email, ctx.clientAddress);
      if (wait > 0) {
        ctx.logger.warn({ address: ctx.clientAddress }, 'sign-in throttled');
        return { me: null, token: null, retryAfterSeconds: wait, userErrors: [userError('TOO_MANY_ATTEMPTS', `Too many failed sign-ins. Try again in ${wait} seconds.`)] };
      }
      const answer = await ctx.provider.withToken(undefined).token(email, password);
      if ('error' in answer) {
        const expired = EXPIRED.test(answer.description);
        // An expired password was the right one: only wrong passwords count as failures.
        if (!expired) await ctx.loginThrottle.failed(email, ctx.clientAddress);
        return { me: null, token: null, userErrors: [userError(expired ? 'PASSWORD_EXPIRED' : 'INVALID_CREDENTIALS', answer.description)] };
      }
      await ctx.loginThrottle.succeeded(email);
      const session: Session = {
        userName: answer.userName || email,
        displayName: answer.cuserName ?? null,
        ...parseRoles(answer.roles),
        providerToken: answer.access_token,
      };
      // A sign-in while signed in replaces the old session rather than leaving it open.
      if (ctx.sessionKey) await ctx.sessions.end(ctx.sessionKey);
      const { token, key } = await ctx.sessions.open(session, answer.expires_in);
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
      const result = await ctx.provider.postJson(
        '/api/Account/ChangePassword',
        { OldPassword: input.currentPassword, NewPassword: input.newPassword, ConfirmPassword: input.confirmPassword, username: userName },
        { anonymous: !ctx.session },
      );
      if (result.ok) return { ok: true, userErrors: [] };
      const errors: UserError[] = modelStateToUserErrors(result.refusal, PASSWORD_FIELDS);
      return { ok: false, userErrors: errors };
    },
  },
};

const PASSWORD_FIELDS: FieldMap = {
  byKey: { 'model.OldPassword': 'currentPassword', 'model.NewPassword': 'newPassword', 'model.ConfirmPassword': 'confirmPassword' },
  byCode: { PASSWORD_POLICY: 'newPassword', PASSWORD_MISMATCH: 'confirmPassword', INCORRECT_PASSWORD: 'currentPassword' },
};

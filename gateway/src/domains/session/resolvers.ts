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
      const answer = await ctx.provider.withToken(undefined).token(email, password);
      if ('error' in answer) {
        const code = EXPIRED.test(answer.description) ? 'PASSWORD_EXPIRED' : 'INVALID_CREDENTIALS';
        return { me: null, token: null, userErrors: [userError(code, answer.description)] };
      }
      const session: Session = {
        userName: answer.userName || email,
        displayName: answer.cuserName ?? null,
        ...parseRoles(answer.roles),
        providerToken: answer.access_token,
      };
      const token = await ctx.sessions.encode(session, answer.expires_in);
      ctx.cookies.setSession(token);
      ctx.session = session;
      ctx.logger.info({ userName: session.userName, roles: session.roleNames }, 'signed in');
      return { me: session, token, userErrors: [] };
    },

    logout(_parent, _args, ctx) {
      ctx.cookies.clearSession();
      ctx.session = null;
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

import { newUserRules, userChangeRules } from '@backoffice/shared/rules/users';
import { inputErrors, refusalErrors, userError } from '../../errors/errors';
import type { MutationResolvers } from '../../generated/graphql';
import { createUser, deactivateUser, updateUser } from '../../provider/calls/users';
import { assertMayChangeUser, CREATE_USER_REFUSALS, UPDATE_USER_REFUSALS } from './rules';
import { inputOf } from '../../mutations/input-bridge';
import { versionGate } from '../shared/version-gate';

export const userMutations = {
  async createUser(_p, { input }, ctx) {
    await assertMayChangeUser(ctx, { newRoleName: input.roleName });
    const errors = inputErrors(newUserRules, input);
    if (errors.length) return { user: null, userErrors: errors };
    const result = await createUser(ctx.provider, input);
    if (!result.ok) return { user: null, userErrors: refusalErrors(result.refusal, CREATE_USER_REFUSALS) };
    return { user: result.user, userErrors: [] };
  },
  async updateUser(_p, { input }, ctx) {
    const errors = inputErrors(userChangeRules, input);
    if (errors.length) return { user: null, userErrors: errors };
    const target = await assertMayChangeUser(ctx, { targetId: input.id, newRoleName: input.roleName });
    if (!target) return { user: null, userErrors: [userError('NOT_FOUND', 'User not found.')] };
    const stale = await versionGate(ctx);
    if (stale) return { user: null, userErrors: [stale] };
    const result = await updateUser(ctx.provider, input);
    if (!result.ok) return { user: null, userErrors: refusalErrors(result.refusal, UPDATE_USER_REFUSALS) };
    // Their sessions re-read the roles on their next request, not within the minute.
    await ctx.sessions.rolesChanged(target.userName);
    return { user: result.user, userErrors: [] };
  },
  async deleteUser(_p, args, ctx) {
    const { id } = inputOf(args);
    const target = await assertMayChangeUser(ctx, { targetId: id });
    if (!target) return { deletedId: null, userErrors: [userError('NOT_FOUND', 'User not found.')] };
    const stale = await versionGate(ctx);
    if (stale) return { deletedId: null, userErrors: [stale] };
    const result = await deactivateUser(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal) };
    // A deactivated user is signed out everywhere at once, not at their next provider call.
    await ctx.sessions.endAllOf(target.userName);
    return { deletedId: id, userErrors: [] };
  },
} satisfies MutationResolvers;

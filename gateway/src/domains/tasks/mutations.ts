import { refusalErrors } from '../../errors/errors';
import type { MutationResolvers } from '../../generated/graphql';
import { updateTask } from '../../provider/calls/tasks';
import { taskLoader } from './loaders';
import { TASK_REFUSALS, taskErrors } from './rules';
import { versionGate } from '../shared/version-gate';

export const taskMutations = {
  async updateTask(_p, { input }, ctx) {
    const errors = taskErrors(input);
    if (errors.length) return { task: null, userErrors: errors };
    const stale = await versionGate(ctx);
    if (stale) return { task: null, userErrors: [stale] };
    const result = await updateTask(ctx.provider, { ...input, subject: input.subject.trim(), description: input.description.trim() });
    if (!result.ok) return { task: null, userErrors: refusalErrors(result.refusal, TASK_REFUSALS) };
    const loader = ctx.loaders.use(taskLoader);
    loader.clear(input.id);
    return { task: await loader.load(input.id), userErrors: [] };
  },
} satisfies MutationResolvers;

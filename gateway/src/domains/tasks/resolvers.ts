import type { GatewayContext } from '../../context';
import { refusalToUserError, userError, type RefusalRule } from '../../errors';
import type { Resolvers, UserError } from '../../generated/graphql';
import { applyListQuery, type ListFields } from '../../lists/list-query';
import type { PrefetchRule } from '../../loaders/prefetch';
import { toTaskRecord, type TaskRecord } from '../../provider/records';
import { productsLoader } from '../products/loaders';
import { staffLoader, taskStatusesLoader, tasksLoader, taskTypesLoader } from './loaders';

/** The fields `tasks(filter, sort)` knows (TaskField in CONSTANT_CASE). */
export const TASK_LIST_FIELDS: ListFields<TaskRecord> = {
  id: { type: 'number', get: (t) => t.id },
  taskType: { type: 'string', get: (t) => t.taskTypeName },
  subject: { type: 'string', get: (t) => t.subject },
  description: { type: 'string', get: (t) => t.description },
  taskStatus: { type: 'string', get: (t) => t.taskStatusName },
  user: { type: 'string', get: (t) => t.userName },
  product: { type: 'string', get: (t) => t.productCode },
};

export const tasksPrefetch: PrefetchRule[] = [{ coordinate: 'Task.product', loader: productsLoader }];

const REFUSALS: RefusalRule[] = [
  { pattern: /subject is required/i, code: 'INVALID_INPUT', field: 'subject' },
  { pattern: /description is required/i, code: 'INVALID_INPUT', field: 'description' },
  { pattern: /^task type not found/i, code: 'NOT_FOUND', field: 'taskTypeId' },
  { pattern: /^task status not found/i, code: 'NOT_FOUND', field: 'taskStatusId' },
  { pattern: /^product not found/i, code: 'NOT_FOUND', field: 'productId' },
  { pattern: /^user not found/i, code: 'NOT_FOUND', field: 'userId' },
  { pattern: /^task not found/i, code: 'NOT_FOUND', field: 'id' },
];

const isId = (v: string | null | undefined) => typeof v === 'string' && /^\d+$/.test(v);

async function loadTask(ctx: GatewayContext, id: string): Promise<TaskRecord | null> {
  if (!isId(id)) return null;
  const result = await ctx.provider.execute('tasks.get', { taskid: Number(id) });
  if (!result.Success) return null;
  const [raw] = result.Items ?? [];
  return raw ? toTaskRecord(raw) : null;
}

export const tasksResolvers: Resolvers = {
  Query: {
    async tasks(_p, args, ctx) {
      return applyListQuery(await ctx.loaders.use(tasksLoader).all(), TASK_LIST_FIELDS, args, [{ field: 'id', direction: 'DESC' }]);
    },
    task: (_p, { id }, ctx) => loadTask(ctx, id),
    taskTypes: async (_p, _a, ctx) => (await ctx.loaders.use(taskTypesLoader).all()).map((r) => ({ id: r.code, name: r.name })),
    taskStatuses: async (_p, _a, ctx) => (await ctx.loaders.use(taskStatusesLoader).all()).map((r) => ({ id: r.code, name: r.name })),
    staffMembers: async (_p, _a, ctx) => (await ctx.loaders.use(staffLoader).all()).map((r) => ({ id: r.code, userName: r.name })),
  },
  Task: {
    taskType: (t) => ({ id: t.taskTypeId, name: t.taskTypeName }),
    taskStatus: (t) => ({ id: t.taskStatusId, name: t.taskStatusName }),
    product: async (t, _a, ctx) => (t.productId ? await ctx.loaders.use(productsLoader).load(t.productId) : null),
    user: (t) => (t.userId ? { id: t.userId, userName: t.userName ?? '' } : null),
  },
  Mutation: {
    async updateTask(_p, { input }, ctx) {
      // Spec 02 §5: subject and description required; checked here first, on the field.
      const errors: UserError[] = [];
      const subject = input.subject.trim();
      const description = input.description.trim();
      if (!subject) errors.push(userError('INVALID_INPUT', 'The subject is required', 'subject'));
      if (subject.length > 200) errors.push(userError('INVALID_INPUT', 'The subject is at most 200 characters', 'subject'));
      if (!description) errors.push(userError('INVALID_INPUT', 'The description is required', 'description'));
      if (description.length > 4000) errors.push(userError('INVALID_INPUT', 'The description is at most 4000 characters', 'description'));
      if (!isId(input.id)) errors.push(userError('NOT_FOUND', 'Task not found', 'id'));
      if (!isId(input.taskTypeId)) errors.push(userError('NOT_FOUND', 'Task type not found', 'taskTypeId'));
      if (!isId(input.taskStatusId)) errors.push(userError('NOT_FOUND', 'Task status not found', 'taskStatusId'));
      if (input.productId && !isId(input.productId)) errors.push(userError('NOT_FOUND', 'Product not found', 'productId'));
      if (errors.length) return { task: null, userErrors: errors };
      const result = await ctx.provider.execute('tasks.update', {
        taskid: Number(input.id),
        tasktype: Number(input.taskTypeId),
        taskstatus: Number(input.taskStatusId),
        subject,
        description,
        product: input.productId ? Number(input.productId) : undefined,
        user: input.userId || undefined,
      });
      if (!result.Success) return { task: null, userErrors: [refusalToUserError(result.Message, REFUSALS)] };
      return { task: await loadTask(ctx, input.id), userErrors: [] };
    },
  },
};

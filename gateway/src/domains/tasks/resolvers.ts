import type { Resolvers } from '../../generated/graphql';
import { applyListQuery, type ListFields } from '../../lists/list-query';
import type { PrefetchRule } from '../../loaders/prefetch';
import type { TaskRecord } from '../../provider/records';
import { productsLoader } from '../products/loaders';
import { staffLoader, taskLoader, taskStatusesLoader, tasksLoader, taskTypesLoader } from './loaders';
import { taskMutations } from './mutations';
import type { Domain } from '../shared/domain';
import { historyField, versionField } from '../shared/versioned';
import { tracked } from './tracked';

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

export const tasksResolvers = {
  Query: {
    async tasks(_p, args, ctx) {
      return applyListQuery(await ctx.loaders.use(tasksLoader).all(), TASK_LIST_FIELDS, args, [{ field: 'id', direction: 'DESC' }]);
    },
    task: (_p, { id }, ctx) => ctx.loaders.use(taskLoader).load(id),
    taskTypes: (_p, _a, ctx) => ctx.loaders.use(taskTypesLoader).all(),
    taskStatuses: (_p, _a, ctx) => ctx.loaders.use(taskStatusesLoader).all(),
    staffMembers: (_p, _a, ctx) => ctx.loaders.use(staffLoader).all(),
  },
  Task: {
    version: versionField(tracked, 'TASK'),
    history: historyField('TASK'),
    taskType: (t) => ({ code: t.taskTypeId, name: t.taskTypeName }),
    taskStatus: (t) => ({ code: t.taskStatusId, name: t.taskStatusName }),
    product: async (t, _a, ctx) => (t.productId ? await ctx.loaders.use(productsLoader).load(t.productId) : null),
    user: (t) => (t.userId ? { code: t.userId, name: t.userName ?? '' } : null),
  },
  TaskType: {
    id: (t) => t.code,
  },
  TaskStatus: {
    id: (t) => t.code,
  },
  StaffMember: {
    id: (s) => s.code,
    userName: (s) => s.name,
  },
  Mutation: taskMutations,
} satisfies Resolvers;

/** The domain's part of the schema, collected by domains.generated.ts. */
// the web table's "All" asks for 10 000 rows
export const domain = { resolvers: tasksResolvers, prefetch: tasksPrefetch, pageMaxima: { 'Query.tasks': 10_000 } } satisfies Domain;

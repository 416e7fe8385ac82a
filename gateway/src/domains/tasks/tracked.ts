import type { GatewayContext } from '../../context/context';
import { getTask } from '../../provider/calls/tasks';
import type { TaskRecord } from '../../provider/records';
import { trackedKind, type Tracked } from '../shared/tracked';
import { taskLoader } from './loaders';

async function readTask(ctx: GatewayContext, id: string): Promise<TaskRecord | null> {
  const found = await getTask(ctx.provider, id);
  if (found) ctx.loaders.use(taskLoader).clear(id).prime(id, found);
  return found;
}

export const tracked: Tracked = {
  kinds: [
    trackedKind<TaskRecord>({
      type: 'TASK',
      graphType: 'Task',
      fields: ['taskTypeId', 'taskStatusId', 'subject', 'description', 'productId', 'userId'],
      owner: (t) => ({ type: 'TASK', id: t.id }),
      read: readTask,
    }),
  ],
  detailReads: ['task'],
  mutations: {
    updateTask: { kind: 'TASK', action: 'CHANGED', id: (i: { id: string }) => i.id, after: (p) => p.task },
  },
};

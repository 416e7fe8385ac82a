import type { GatewayContext } from '../../context/context';
import { getTask } from '../../provider/calls/tasks';
import type { TaskRecord } from '../../provider/records';
import { loadedRecord, trackedKind, type Tracked } from '../shared/tracked';
import { taskLoader } from './loaders';

function readTask(ctx: GatewayContext, id: string): Promise<TaskRecord | null> {
  return getTask(ctx.provider, id);
}

export const tracked: Tracked = {
  kinds: [
    trackedKind<TaskRecord>({
      type: 'TASK',
      graphType: 'Task',
      fields: ['taskTypeId', 'taskStatusId', 'subject', 'description', 'productId', 'userId'],
      owner: (t) => ({ type: 'TASK', id: t.id }),
      read: readTask,
      readLoaded: loadedRecord(taskLoader),
    }),
  ],
  detailReads: ['task'],
  mutations: {
    updateTask: { kind: 'TASK', action: 'CHANGED', id: (i: { id: string }) => i.id, after: (p) => p.task },
  },
};

import { keyedLoader, listLoader } from '../../loaders/loaders';
import { getTask, listStaff, listTasks, listTaskStatuses, listTaskTypes } from '../../provider/calls/tasks';
import { isRecordId } from '../../provider/mapping';

/** Tasks and their dropdowns: each one call per request. */
export const tasksLoader = listLoader('tasks', listTasks, (t) => t.id);
export const taskTypesLoader = listLoader('taskTypes', listTaskTypes, (r) => r.code);
export const taskStatusesLoader = listLoader('taskStatuses', listTaskStatuses, (r) => r.code);
export const staffLoader = listLoader('staff', listStaff, (r) => r.code);

/** One task by id (asked once per request). */
export const taskLoader = keyedLoader('task', (provider, id: string) => (isRecordId(id) ? getTask(provider, id) : Promise.resolve(null)));

import { listLoader } from '../../loaders/loaders';
import { toCodeNameRecord, toTaskRecord } from '../../provider/records';

/** Tasks and their dropdowns: each one call per request. */
export const tasksLoader = listLoader('tasks', async (p) => (await p.items('tasks.list')).map(toTaskRecord), (t) => t.id);
export const taskTypesLoader = listLoader('taskTypes', async (p) => (await p.items('tasks.types')).map(toCodeNameRecord), (r) => r.code);
export const taskStatusesLoader = listLoader('taskStatuses', async (p) => (await p.items('tasks.statuses')).map(toCodeNameRecord), (r) => r.code);
export const staffLoader = listLoader('staff', async (p) => (await p.items('tasks.users')).map(toCodeNameRecord), (r) => r.code);

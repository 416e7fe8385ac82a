/** Tasks and their dropdowns: the provider's procedures in the domain's words. */
import type { ProviderClient } from '../client';
import type { Written } from '../outcome';
import { toCodeNameRecord, toTaskRecord, type TaskRecord } from '../records';
import { write } from './shared';

// typed by the contract (contract-types.ts): a key it lacks, sent or read, fails the build
export const listTasks = async (provider: ProviderClient) => (await provider.items('tasks.list')).map(toTaskRecord);
export const listTaskTypes = async (provider: ProviderClient) => (await provider.items('tasks.types')).map(toCodeNameRecord);
export const listTaskStatuses = async (provider: ProviderClient) => (await provider.items('tasks.statuses')).map(toCodeNameRecord);
export const listStaff = async (provider: ProviderClient) => (await provider.items('tasks.users')).map(toCodeNameRecord);

/** One task; null when the provider does not answer it. */
export async function getTask(provider: ProviderClient, id: string): Promise<TaskRecord | null> {
  const result = await provider.execute('tasks.get', { taskid: Number(id) });
  if (!result.Success) return null;
  const [raw] = result.Items ?? [];
  return raw ? toTaskRecord(raw) : null;
}

export interface TaskChange {
  id: string;
  taskTypeId: string;
  taskStatusId: string;
  subject: string;
  description: string;
  productId?: string | null;
  userId?: string | null;
}

export const updateTask = (provider: ProviderClient, t: TaskChange): Promise<Written> =>
  write(provider, 'tasks.update', {
    taskid: Number(t.id),
    tasktype: Number(t.taskTypeId),
    taskstatus: Number(t.taskStatusId),
    subject: t.subject,
    description: t.description,
    product: t.productId ? Number(t.productId) : undefined,
    user: t.userId || undefined,
  });

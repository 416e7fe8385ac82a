/** Tasks: the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { fromProviderText as text, fromProviderId as id } from '../mapping';

export interface TaskRecord {
  id: string;
  taskTypeId: string;
  taskTypeName: string;
  taskStatusId: string;
  taskStatusName: string;
  subject: string;
  description: string;
  productId: string | null;
  productCode: string | null;
  productName: string | null;
  userId: string | null;
  userName: string | null;
}

export function toTaskRecord(raw: Item<'tasks.list' | 'tasks.get'>): TaskRecord {
  return {
    id: id(raw.id),
    taskTypeId: id(raw.TaskTypeId),
    taskTypeName: text(raw.Tasktype) ?? '',
    taskStatusId: id(raw.TaskStatusId),
    taskStatusName: text(raw.TaskStatus) ?? '',
    subject: text(raw.Subject) ?? '',
    description: text(raw.Description) ?? '',
    productId: text(raw.ProductId),
    productCode: text(raw.ProductCode),
    productName: text(raw.Product),
    userId: text(raw.UserId),
    userName: text(raw.User),
  };
}

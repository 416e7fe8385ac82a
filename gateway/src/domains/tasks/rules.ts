import { userError, type RefusalRule } from '../../errors';
import type { UpdateTaskInput, UserError } from '../../generated/graphql';

export const TASK_REFUSALS: RefusalRule[] = [
  { pattern: /subject is required/i, code: 'INVALID_INPUT', field: 'subject' },
  { pattern: /description is required/i, code: 'INVALID_INPUT', field: 'description' },
  { pattern: /^task type not found/i, code: 'NOT_FOUND', field: 'taskTypeId' },
  { pattern: /^task status not found/i, code: 'NOT_FOUND', field: 'taskStatusId' },
  { pattern: /^product not found/i, code: 'NOT_FOUND', field: 'productId' },
  { pattern: /^user not found/i, code: 'NOT_FOUND', field: 'userId' },
  { pattern: /^task not found/i, code: 'NOT_FOUND', field: 'id' },
];

const isId = (v: string | null | undefined) => typeof v === 'string' && /^\d+$/.test(v);

/** Spec 02 §5: subject and description required; checked here first, on the field. */
export function taskErrors(input: UpdateTaskInput): UserError[] {
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
  return errors;
}

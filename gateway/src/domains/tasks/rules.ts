import { updateTaskRules } from '@backoffice/shared/rules/tasks';
import { inputErrors, type RefusalRule } from '../../errors/errors';
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

/** Spec 02 §5: the shared task rules (subject and description required, 200 and 4000 characters, ids), checked here first, on the field. */
export const taskErrors = (input: UpdateTaskInput): UserError[] => inputErrors(updateTaskRules, input);

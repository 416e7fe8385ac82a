/** The rules of a task (spec 02 §2.10, §5): type and status, subject and description required, each within its limit. */
import { z } from 'zod/mini';
import { recordId, requiredText } from './core';

/** The longest subject and description a task takes (the task form counts towards them). */
export const TASK_LIMITS = { subject: 200, description: 4000 } as const;

/** What the edit-task form changes. */
export const taskFieldRules = z.object({
  subject: requiredText(TASK_LIMITS.subject),
  description: requiredText(TASK_LIMITS.description),
  taskTypeId: recordId(),
  taskStatusId: recordId(),
  productId: z.nullish(recordId()),
  userId: z.nullish(z.string()),
});

/** updateTask's input: the form's fields and the task's id. */
export const updateTaskRules = z.extend(taskFieldRules, { id: recordId() });

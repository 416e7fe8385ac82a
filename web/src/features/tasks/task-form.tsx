import { useApolloClient, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { taskFieldRules } from '@backoffice/shared/rules/tasks';
import { FormDialog, FormDialogActions } from '../../ui/form-dialog';
import { Notice } from '../../ui/notify';
import { TaskDocument, TaskFormOptionsDocument, UpdateTaskDocument, type TaskFormOptionsQuery, type TaskRowFragment } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { useFormSave } from '../../core/form-save';
import { TEXT_LIMITS, textLimitProps } from '../../core/text-limits';

export interface TaskFormValues {
  taskTypeId: string;
  taskStatusId: string;
  subject: string;
  description: string;
  productId: string | null;
  userId: string | null;
}

const FIELDS = ['taskTypeId', 'taskStatusId', 'subject', 'description', 'productId', 'userId'] as const;

/** The form's values for a task: its defaults, and "Load their changes" after a conflict. */
function taskValues(task: TaskRowFragment): TaskFormValues {
  return {
    taskTypeId: task.taskType.id,
    taskStatusId: task.taskStatus.id,
    subject: task.subject,
    description: task.description,
    productId: task.product?.id ?? null,
    userId: task.user?.id ?? null,
  };
}

/** The history names the task's links by the graph's fields; the form by their ids. */
const FIELDS_OF_CHANGE = { taskType: ['taskTypeId'], taskStatus: ['taskStatusId'], product: ['productId'], user: ['userId'] } as const;

/** The edit-task modal (spec 02 §2.10): type, status, subject and description (required), product, user. */
export function TaskDialog({ task, onClose, onSaved }: { task: TaskRowFragment | null; onClose: () => void; onSaved: (task: TaskRowFragment) => void }) {
  const { t } = useTranslation(['tasks', 'common', 'app']);
  return (
    <FormDialog open={task !== null} onClose={onClose} aria-labelledby="task-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="task-dialog-title">{t('tasks:edit.title', { id: task?.id ?? '' })}</DialogTitle>
      {task && <TaskForm task={task} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function TaskForm({ task, onCancel, onSaved }: { task: TaskRowFragment; onCancel: () => void; onSaved: (task: TaskRowFragment) => void }) {
  const { t } = useTranslation(['tasks', 'common', 'app']);
  const options = useQuery(TaskFormOptionsDocument, { fetchPolicy: 'cache-first' });
  const form = useForm<TaskFormValues>({
    // The shared task rules, which updateTask checks too: required, 200 and 4000 characters.
    resolver: rulesResolver(taskFieldRules, describeRules(t, { REQUIRED: t('tasks:validation.required') })),
    defaultValues: taskValues(task),
  });
  const client = useApolloClient();
  const save = useFormSave({
    form,
    fields: FIELDS,
    // A save refused because someone else changed the task keeps the input and says what changed.
    conflict: {
      version: task.version,
      reload: async () => (await client.query({ query: TaskDocument, variables: { id: task.id }, fetchPolicy: 'network-only' })).data?.task,
      fieldsOf: taskValues,
      fieldsOfChange: FIELDS_OF_CHANGE,
    },
    send: async (values, { mutate, expectedVersion }) => {
      const input = { id: task.id, expectedVersion, ...values, subject: values.subject.trim(), description: values.description.trim() };
      const payload = (await mutate(UpdateTaskDocument, { input }))?.updateTask;
      return { payload, record: payload?.task };
    },
    refetch: ['Tasks'],
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [subject, description] = useWatch({ control, name: ['subject', 'description'] });
  const subjectLimit = textLimitProps(subject, TEXT_LIMITS.taskSubject, t, errors.subject?.message);
  const descriptionLimit = textLimitProps(description, TEXT_LIMITS.taskDescription, t, errors.description?.message);
  const sections = { control, errors, options, task };

  return (
    <form noValidate onSubmit={save.submit}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Notice message={save.message} duration={4000} onClose={save.clearProblem} sx={{ mb: 0 }} />
          {save.conflictPanel}
          <TaskKindFields {...sections} />
          <TextField
            {...muiField(register('subject'))}
            label={t('tasks:fields.subject')}
            required
            fullWidth
            autoFocus
            error={!!errors.subject}
            helperText={subjectLimit.helperText}
            slotProps={{ htmlInput: subjectLimit.htmlInput }}
          />
          <TextField
            {...muiField(register('description'))}
            label={t('tasks:fields.description')}
            required
            fullWidth
            multiline
            minRows={3}
            error={!!errors.description}
            helperText={descriptionLimit.helperText}
            slotProps={{ htmlInput: descriptionLimit.htmlInput }}
          />
          <TaskLinkFields {...sections} />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onCancel} saving={save.saving} keyShortcuts={save.keyShortcuts} />
    </form>
  );
}

interface SectionProps {
  control: Control<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  options: { data?: TaskFormOptionsQuery; loading: boolean };
  /** The task as it is: its type, status, product and user stay choosable before the lists load. */
  task: TaskRowFragment;
}

/** The task's type and status, side by side. */
function TaskKindFields({ control, errors, options, task }: SectionProps) {
  const { t } = useTranslation('tasks');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        name="taskTypeId"
        control={control}
        render={({ field }) => (
          <TextField {...field} select label={t('fields.taskType')} fullWidth required error={!!errors.taskTypeId} helperText={errors.taskTypeId?.message}>
            {(options.data?.taskTypes ?? [task.taskType]).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="taskStatusId"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            select
            label={t('fields.taskStatus')}
            fullWidth
            required
            error={!!errors.taskStatusId}
            helperText={errors.taskStatusId?.message}
          >
            {(options.data?.taskStatuses ?? [task.taskStatus]).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}

/** The product and the user the task is about, each picked from its list. */
function TaskLinkFields({ control, errors, options, task }: SectionProps) {
  const { t } = useTranslation('tasks');
  const products = options.data?.products.nodes ?? [];
  const staff = options.data?.staffMembers ?? [];
  return (
    <>
      <Controller
        name="productId"
        control={control}
        render={({ field }) => (
          <Autocomplete
            options={products}
            loading={options.loading}
            value={products.find((p) => p.id === field.value) ?? (task.product && task.product.id === field.value ? task.product : null)}
            onChange={(_e, value) => field.onChange(value?.id ?? null)}
            getOptionLabel={(p) => `${p.code} — ${p.name}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('fields.product')} error={!!errors.productId} helperText={errors.productId?.message} />}
          />
        )}
      />
      <Controller
        name="userId"
        control={control}
        render={({ field }) => (
          <Autocomplete
            options={staff}
            loading={options.loading}
            value={staff.find((u) => u.id === field.value) ?? (task.user && task.user.id === field.value ? task.user : null)}
            onChange={(_e, value) => field.onChange(value?.id ?? null)}
            getOptionLabel={(u) => u.userName}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('fields.user')} error={!!errors.userId} helperText={errors.userId?.message} />}
          />
        )}
      />
    </>
  );
}

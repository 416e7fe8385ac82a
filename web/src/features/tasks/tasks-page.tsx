import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, toListVariables, type DataTableColumn, type TableQuery } from '../../ui/data-table';
import { useNotify } from '../../ui/notify';
import { TasksDocument, type TaskField, type TaskRowFragment, type TasksQuery } from '../../generated/graphql';
import { describeError } from '../../app/errors';
import { TaskDialog } from './task-form';

/** The task overview (spec 02 §2.10): Id, Task type, Subject, Task status, User, Action; filter; edit modal. */
export function TasksPage() {
  const { t } = useTranslation(['tasks', 'common', 'app']);
  const notify = useNotify();
  const client = useApolloClient();
  const [query, setQuery] = useState<TableQuery | null>(null);
  const [editing, setEditing] = useState<TaskRowFragment | null>(null);
  const variables = useMemo(() => (query ? toListVariables<TaskField>(query) : undefined), [query]);
  const tasks = useQuery(TasksDocument, { variables, skip: !variables, notifyOnNetworkStatusChange: true });
  const list = (tasks.data ?? tasks.previousData)?.tasks as TasksQuery['tasks'] | undefined;
  const columns = useMemo<DataTableColumn<TaskRowFragment>[]>(
    () => [
      { field: 'id', headerName: t('tasks:columns.id'), type: 'id', width: 80 },
      { field: 'taskType', headerName: t('tasks:columns.taskType'), width: 170, valueGetter: (row) => row.taskType.name },
      { field: 'subject', headerName: t('tasks:columns.subject'), minWidth: 200, flex: 1.2 },
      { field: 'description', headerName: t('tasks:columns.description'), minWidth: 200, flex: 1.5, hiddenByDefault: true },
      { field: 'taskStatus', headerName: t('tasks:columns.taskStatus'), width: 150, valueGetter: (row) => row.taskStatus.name },
      { field: 'user', headerName: t('tasks:columns.user'), width: 170, valueGetter: (row) => row.user?.userName ?? '' },
      { field: 'product', headerName: t('tasks:columns.product'), width: 120, valueGetter: (row) => row.product?.code ?? '' },
      {
        field: 'action',
        headerName: t('tasks:columns.action'),
        type: 'actions',
        width: 80,
        renderCell: (row) => (
          <Tooltip title={t('common:actions.edit')}>
            <IconButton aria-label={t('tasks:edit.aria', { id: row.id, subject: row.subject })} onClick={() => setEditing(row)} size="small">
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('tasks:title')}
      </Typography>
      <DataTable
        id="tasks"
        aria-label={t('tasks:title')}
        mode="server"
        rows={list?.nodes ?? []}
        rowCount={list?.totalCount ?? 0}
        columns={columns}
        loading={tasks.loading}
        error={tasks.error ? describeError(tasks.error, t) : undefined}
        onRetry={() => void tasks.refetch().catch(() => undefined)}
        onQueryChange={setQuery}
        defaultSort={{ field: 'id', direction: 'desc' }}
        defaultPageSize={50}
        pageSizeOptions={[25, 50, 100]}
        exportTo={{
          name: t('tasks:title'),
          fetchPage: async (q, offset, limit) => {
            const { data } = await client.query({
              query: TasksDocument,
              variables: { ...toListVariables<TaskField>(q), page: { offset, limit } },
              fetchPolicy: 'no-cache',
            });
            return { rows: data?.tasks.nodes ?? [], totalCount: data?.tasks.totalCount ?? 0 };
          },
        }}
      />
      <TaskDialog
        task={editing}
        onClose={() => setEditing(null)}
        onSaved={(task) => {
          setEditing(null);
          notify.success(t('tasks:edit.saved', { id: task.id }));
        }}
      />
    </Stack>
  );
}

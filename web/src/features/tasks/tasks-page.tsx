import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, toListVariables, type DataTableColumn, type TableQuery, type TableSetup } from '../../ui/data-table';
import { ListPage, LIST_TABLE_SX } from '../../ui/list-page';
import { useNotify } from '../../ui/notify';
import { TasksDocument, type TaskField, type TaskRowFragment, type TasksQueryVariables } from '../../generated/graphql';
import { useServerList } from '../../core/list-page';
import Box from '@mui/material/Box';
import { lazyPart, PartSuspense, preloadProps, useOpenedOnce } from '../../ui/lazy-part';

const taskVariables = (query: TableQuery): TasksQueryVariables => toListVariables<TaskField>(query);

/** The task overview (spec 02 §2.10): Id, Task type, Subject, Task status, User, Action; filter; edit modal. */
/** The edit dialog (react-hook-form, the shared rules, the product autocomplete): loaded when first opened, or on hover/focus of the table. */
const TaskDialog = lazyPart(() => import('./task-form').then((m) => m.TaskDialog));

/** The table's setup besides its columns: what it shows first (useServerList hands it on to the DataTable). */
const TABLE: Omit<TableSetup<TaskRowFragment>, 'columns'> = {
  id: 'tasks',
  defaultSort: { field: 'id', direction: 'desc' },
  defaultPageSize: 50,
  pageSizeOptions: [25, 50, 100],
};

export function TasksPage() {
  const { t } = useTranslation(['tasks', 'common', 'app']);
  const notify = useNotify();
  const [editing, setEditing] = useState<TaskRowFragment | null>(null);
  const dialogOpened = useOpenedOnce(editing !== null);
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

  const tasks = useServerList({
    query: TasksDocument,
    variables: taskVariables,
    list: (data) => data.tasks,
    exportName: t('tasks:title'),
    table: { ...TABLE, columns },
  });
  return (
    <ListPage title={t('tasks:title')}>
      <Box {...preloadProps(TaskDialog)} sx={LIST_TABLE_SX}>
        <DataTable aria-label={t('tasks:title')} {...tasks.table} />
      </Box>
      {dialogOpened && (
        <PartSuspense>
          <TaskDialog
            task={editing}
            onClose={() => setEditing(null)}
            onSaved={(task) => {
              setEditing(null);
              notify.success(t('tasks:edit.saved', { id: task.id }));
            }}
          />
        </PartSuspense>
      )}
    </ListPage>
  );
}

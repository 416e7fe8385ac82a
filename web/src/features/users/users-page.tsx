import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { ListPage, LIST_TABLE_SX } from '../../ui/list-page';
import { useNotify } from '../../ui/notify';
import { SlideIn } from '../../ui/slide-in';
import { DeleteUserDocument, RolesDocument, UsersDocument, type UserRowFragment } from '../../generated/graphql';
import { acceptedOrReread } from '../../core/history/refusals';
import { useListState, useRowDelete } from '../../core/list-page';
import Box from '@mui/material/Box';
import { lazyPart, PartSuspense, preloadProps } from '../../ui/lazy-part';
import { RowActions } from '../../ui/row-actions';

/** The add/edit form (react-hook-form, the shared rules): loaded when opened, or on hover/focus of the table and Add. */
const UserForm = lazyPart(() => import('./user-form').then((m) => m.UserForm));

type Editing = { kind: 'add' } | { kind: 'edit'; user: UserRowFragment };

/** Spec 01 §2 Users: active users, add and edit in a slide-in, delete after confirmation. */
export function UsersPage() {
  const { t } = useTranslation(['users', 'common', 'app']);
  const notify = useNotify();
  const users = useQuery(UsersDocument, { notifyOnNetworkStatusChange: true });
  const [editing, setEditing] = useState<Editing | null>(null);
  // The role list is needed only once a form opens.
  const roles = useQuery(RolesDocument, { skip: editing === null });
  const [deleteUser] = useMutation(DeleteUserDocument, {
    refetchQueries: ({ data }) => (data?.deleteUser.userErrors.length === 0 ? [UsersDocument] : []),
    awaitRefetchQueries: true,
  });
  const deletion = useRowDelete<UserRowFragment>(
    async (row) => {
      const { data } = await deleteUser({ variables: { id: row.id, expectedVersion: row.version } });
      // A rejection keeps the dialog open and is explained in it; refused because someone else changed the user, the list is read anew.
      await acceptedOrReread(data?.deleteUser, () => users.refetch());
      notify.success(t('users:deleted'));
    },
    {
      confirmTitle: t('users:confirmDelete.title'),
      confirmMessage: (row) => t('users:confirmDelete.message', { who: row.userName === row.email ? row.email : `${row.userName} (${row.email})` }),
    },
  );
  const askDelete = deletion.ask;
  const state = useListState(users);

  const columns = useMemo<DataTableColumn<UserRowFragment>[]>(
    () => [
      { field: 'userName', headerName: t('users:columns.userName'), flex: 1, minWidth: 180 },
      { field: 'email', headerName: t('users:columns.email'), flex: 1, minWidth: 200 },
      {
        field: 'active',
        headerName: t('users:columns.active'),
        type: 'boolean',
        width: 90,
        align: 'center',
        renderCell: (row) => (
          <CheckCircleIcon
            fontSize="small"
            sx={{ color: row.active ? 'success.main' : 'action.disabled', verticalAlign: 'middle' }}
            titleAccess={row.active ? t('users:active.yes') : t('users:active.no')}
          />
        ),
      },
      {
        field: 'action',
        headerName: t('users:columns.action'),
        type: 'actions',
        width: 100,
        renderCell: (row) => (
          <RowActions
            editLabel={t('users:actions.edit', { name: row.userName })}
            onEdit={() => setEditing({ kind: 'edit', user: row })}
            deleteLabel={t('users:actions.delete', { name: row.userName })}
            onDelete={() => askDelete(row)}
          />
        ),
      },
    ],
    [t, askDelete],
  );

  const onSaved = () => {
    notify.success(editing?.kind === 'edit' ? t('users:updated') : t('users:created'));
    setEditing(null);
  };

  // Only active users are listed (spec); the gateway already filters, this keeps it so after cache updates.
  const rows = useMemo(() => (users.data?.users ?? []).filter((u) => u.active), [users.data]);

  return (
    <ListPage title={t('users:title')}>
      <Box {...preloadProps(UserForm)} sx={LIST_TABLE_SX}>
        <DataTable
          id="users"
          aria-label={t('users:title')}
          rows={rows}
          columns={columns}
          {...state}
          toolbarActions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
              {t('users:add')}
            </Button>
          }
        />
      </Box>
      <SlideIn open={editing !== null} onClose={() => setEditing(null)} title={editing?.kind === 'edit' ? t('users:editTitle') : t('users:addTitle')}>
        {editing && (
          <PartSuspense>
            <UserForm
              key={editing.kind === 'edit' ? editing.user.id : 'add'}
              user={editing.kind === 'edit' ? editing.user : null}
              roles={roles.data?.roles ?? []}
              rolesLoading={roles.loading}
              rolesError={roles.error}
              onSaved={onSaved}
            />
          </PartSuspense>
        )}
      </SlideIn>
      {deletion.dialogs}
    </ListPage>
  );
}

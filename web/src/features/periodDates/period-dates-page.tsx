import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { useNotify } from '../../ui/notify';
import { SlideIn } from '../../ui/slide-in';
import { DeletePeriodDateDocument, PeriodDatesDocument, type PeriodDateRowFragment } from '../../generated/graphql';
import { describeError, describeFailure, RefusedError } from '../../app/errors';
import { PeriodDateForm } from './period-date-form';
import { RowActions } from '../../ui/row-actions';

type Editing = { kind: 'add' } | { kind: 'edit'; periodDate: PeriodDateRowFragment };

const period = (p: PeriodDateRowFragment) => `${String(p.month).padStart(2, '0')}-${p.year}`;

/** Spec 01 §2 Period Date (administrators): not paginated; add/edit in a side form; delete after confirmation. */
export function PeriodDatesPage() {
  const { t } = useTranslation(['periodDates', 'common', 'app']);
  const notify = useNotify();
  const list = useQuery(PeriodDatesDocument, { notifyOnNetworkStatusChange: true });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<PeriodDateRowFragment | null>(null);
  const [deletePeriodDate] = useMutation(DeletePeriodDateDocument, {
    refetchQueries: ({ data }) => (data?.deletePeriodDate.userErrors.length === 0 ? [PeriodDatesDocument] : []),
    awaitRefetchQueries: true,
  });

  const columns = useMemo<DataTableColumn<PeriodDateRowFragment>[]>(
    () => [
      { field: 'id', headerName: t('periodDates:columns.id'), type: 'number', width: 90, valueFormatter: (v) => String(v) },
      { field: 'year', headerName: t('periodDates:columns.year'), type: 'number', width: 110, valueFormatter: (v) => String(v) },
      { field: 'month', headerName: t('periodDates:columns.month'), type: 'number', width: 110 },
      { field: 'newDate', headerName: t('periodDates:columns.newDate'), type: 'date', flex: 1, minWidth: 140 },
      {
        field: 'action',
        headerName: t('periodDates:columns.action'),
        type: 'actions',
        width: 100,
        renderCell: (row) => (
          <RowActions
            editLabel={t('periodDates:actions.edit', { period: period(row) })}
            onEdit={() => setEditing({ kind: 'edit', periodDate: row })}
            deleteLabel={t('periodDates:actions.delete', { period: period(row) })}
            onDelete={() => setDeleting(row)}
          />
        ),
      },
    ],
    [t],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    const { data } = await deletePeriodDate({ variables: { id: deleting.id } });
    const refusal = data?.deletePeriodDate.userErrors[0];
    if (refusal) throw new RefusedError(refusal);
    notify.success(t('periodDates:deleted'));
  };

  const onSaved = () => {
    notify.success(editing?.kind === 'edit' ? t('periodDates:updated') : t('periodDates:created'));
    setEditing(null);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('periodDates:title')}
      </Typography>
      <DataTable
        id="period-dates"
        aria-label={t('periodDates:title')}
        rows={list.data?.periodDates ?? []}
        columns={columns}
        paginated={false}
        loading={list.loading}
        error={list.error ? describeError(list.error, t) : undefined}
        onRetry={() => void list.refetch().catch(() => undefined)}
        toolbarActions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
            {t('periodDates:add')}
          </Button>
        }
      />
      <SlideIn
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? t('periodDates:editTitle') : t('periodDates:addTitle')}
        width={420}
      >
        {editing && (
          <PeriodDateForm
            key={editing.kind === 'edit' ? editing.periodDate.id : 'add'}
            periodDate={editing.kind === 'edit' ? editing.periodDate : null}
            onSaved={onSaved}
          />
        )}
      </SlideIn>
      <ConfirmDialog
        open={deleting !== null}
        title={t('periodDates:confirmDelete.title')}
        message={t('periodDates:confirmDelete.message')}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        formatError={(error) => describeFailure(error, t)}
      />
    </Stack>
  );
}

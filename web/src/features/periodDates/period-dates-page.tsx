import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { ListPage, LIST_TABLE_SX } from '../../ui/list-page';
import { useNotify } from '../../ui/notify';
import { SlideIn } from '../../ui/slide-in';
import { DeletePeriodDateDocument, PeriodDatesDocument, type PeriodDateRowFragment } from '../../generated/graphql';
import { acceptedOrReread } from '../../core/history/refusals';
import { useListState, useRowDelete } from '../../core/list-page';
import Box from '@mui/material/Box';
import { lazyPart, PartSuspense, preloadProps } from '../../ui/lazy-part';
import { RowActions } from '../../ui/row-actions';

/** The add/edit form (react-hook-form, the shared rules, the date field): loaded when opened, or on hover/focus of what opens it. */
const PeriodDateForm = lazyPart(() => import('./period-date-form').then((m) => m.PeriodDateForm));

type Editing = { kind: 'add' } | { kind: 'edit'; periodDate: PeriodDateRowFragment };

const period = (p: PeriodDateRowFragment) => `${String(p.month).padStart(2, '0')}-${p.year}`;

/** Spec 01 §2 Period Date (administrators): not paginated; add/edit in a side form; delete after confirmation. */
export function PeriodDatesPage() {
  const { t } = useTranslation(['periodDates', 'common', 'app']);
  const notify = useNotify();
  const list = useQuery(PeriodDatesDocument, { notifyOnNetworkStatusChange: true });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deletePeriodDate] = useMutation(DeletePeriodDateDocument, {
    refetchQueries: ({ data }) => (data?.deletePeriodDate.userErrors.length === 0 ? [PeriodDatesDocument] : []),
    awaitRefetchQueries: true,
  });
  const deletion = useRowDelete<PeriodDateRowFragment>(
    async (row) => {
      const { data } = await deletePeriodDate({ variables: { id: row.id, expectedVersion: row.version } });
      // refused because someone else changed it: the list is read anew, so the row shows what is now
      await acceptedOrReread(data?.deletePeriodDate, () => list.refetch());
      notify.success(t('periodDates:deleted'));
    },
    { confirmTitle: t('periodDates:confirmDelete.title'), confirmMessage: () => t('periodDates:confirmDelete.message') },
  );
  const askDelete = deletion.ask;
  const state = useListState(list);

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
            onDelete={() => askDelete(row)}
          />
        ),
      },
    ],
    [t, askDelete],
  );

  const onSaved = () => {
    notify.success(editing?.kind === 'edit' ? t('periodDates:updated') : t('periodDates:created'));
    setEditing(null);
  };

  return (
    <ListPage title={t('periodDates:title')}>
      <Box {...preloadProps(PeriodDateForm)} sx={LIST_TABLE_SX}>
        <DataTable
          id="period-dates"
          aria-label={t('periodDates:title')}
          rows={list.data?.periodDates ?? []}
          columns={columns}
          paginated={false}
          {...state}
          toolbarActions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
              {t('periodDates:add')}
            </Button>
          }
        />
      </Box>
      <SlideIn
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? t('periodDates:editTitle') : t('periodDates:addTitle')}
        width={420}
      >
        {editing && (
          <PartSuspense>
            <PeriodDateForm
              key={editing.kind === 'edit' ? editing.periodDate.id : 'add'}
              periodDate={editing.kind === 'edit' ? editing.periodDate : null}
              onSaved={onSaved}
            />
          </PartSuspense>
        )}
      </SlideIn>
      {deletion.dialogs}
    </ListPage>
  );
}

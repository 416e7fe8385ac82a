import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLink, DataTable, toListVariables, useKeptState, type DataTableColumn, type TableQuery, type TableSetup } from '../../ui/data-table';
import { ListPage, LIST_TABLE_SX } from '../../ui/list-page';
import Box from '@mui/material/Box';
import {
  ChangesDocument,
  type ChangeField,
  type ChangesQueryVariables,
  type HistoryEntryFieldsFragment,
  type HistoryRecordType,
} from '../../generated/graphql';
import { useServerList } from '../../core/list-page';
import { useHistoryWords } from '../../core/history';
import { ChangesFilters, NO_CHANGE_FILTERS, toChangeFilter, type ChangesScreenFilters } from './changes-filters';

type Row = HistoryEntryFieldsFragment;

/**
 * The table's sort and page and the screen's filters as the `changes` arguments. The column
 * fields at, user, recordType and action are the ChangeField values (AT, USER, …) in camelCase.
 */
export function toChangesVariables(query: TableQuery, screen: ChangesScreenFilters): ChangesQueryVariables {
  const { sort, page } = toListVariables<ChangeField>(query);
  return { filter: toChangeFilter(screen), sort, page };
}

/** Where an owner opens: its detail panel, or the overview that shows it; null for a kind no screen opens by id. */
export function ownerRoute(type: HistoryRecordType, id: string): string | null {
  switch (type) {
    case 'SALES_ORDER':
      return `/sales-order/${encodeURIComponent(id)}`;
    case 'PURCHASE_ORDER':
      return `/purchase-order/${encodeURIComponent(id)}`;
    case 'PRODUCT':
      return `/product/${encodeURIComponent(id)}`;
    case 'TASK':
      return '/task-overview';
    default:
      return null;
  }
}

/** The table's setup besides its columns: newest first, as the gateway answers without a sort. */
const TABLE: Omit<TableSetup<Row>, 'columns'> = {
  id: 'changes',
  defaultSort: { field: 'at', direction: 'desc' },
  defaultPageSize: 100,
  pageSizeOptions: [25, 50, 100],
};

// The gateway filters by ChangeFilter, not the table's generic conditions: the screen's toolbar filters instead.
const OWN_FILTERS = { filterable: false, searchable: false } as const;

/** Every change recorded (issue 33), for Administrator and Boekhouding: who changed what and when, filtered, sorted, Excel. */
export function ChangesPage() {
  const { t } = useTranslation('history');
  const words = useHistoryWords();
  const [screen, setScreen] = useKeptState<ChangesScreenFilters>('changes.screenFilters', NO_CHANGE_FILTERS);

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { field: 'at', headerName: t('entry.at'), width: 125, ...OWN_FILTERS, valueFormatter: (_v, row) => words.time(row.at) },
      { field: 'user', headerName: t('entry.user'), width: 160, ...OWN_FILTERS, valueGetter: (row) => words.user(row.userName) },
      { field: 'recordType', headerName: t('entry.recordType'), width: 125, ...OWN_FILTERS, valueGetter: (row) => words.recordType(row.recordType) },
      { field: 'recordId', headerName: t('entry.recordId'), type: 'id', width: 70, sortable: false, ...OWN_FILTERS },
      {
        field: 'owner',
        headerName: t('entry.owner'),
        width: 150,
        sortable: false,
        ...OWN_FILTERS,
        valueGetter: (row) => t('entry.owned', { type: words.recordType(row.ownerType), id: row.ownerId }),
        renderCell: (row, value) => {
          const to = ownerRoute(row.ownerType, row.ownerId);
          return to ? (
            <CellLink to={to} aria-label={t('changes.openOwner', { type: words.recordType(row.ownerType), id: row.ownerId })}>
              {String(value)}
            </CellLink>
          ) : (
            String(value)
          );
        },
      },
      { field: 'action', headerName: t('entry.action'), width: 140, ...OWN_FILTERS, valueGetter: (row) => words.action(row.action) },
      {
        field: 'changes',
        headerName: t('entry.changes'),
        // the widest column gets what is left: at 1280 px it starts on screen
        minWidth: 220,
        flex: 1,
        sortable: false,
        ...OWN_FILTERS,
        valueGetter: (row) => words.changes(row.changes),
        // a long list of fields is cut in the cell: all of it on hover (and in the export)
        renderCell: (_row, value) => <span title={String(value ?? '')}>{String(value ?? '')}</span>,
      },
    ],
    [t, words],
  );

  const changes = useServerList({
    query: ChangesDocument,
    variables: useCallback((query: TableQuery) => toChangesVariables(query, screen), [screen]),
    list: (data) => data.changes,
    exportName: t('changes.title'),
    table: { ...TABLE, columns },
  });

  return (
    <ListPage title={t('changes.title')}>
      <Box sx={LIST_TABLE_SX}>
        <DataTable aria-label={t('changes.title')} {...changes.table} toolbarActions={<ChangesFilters value={screen} onChange={setScreen} />} />
      </Box>
    </ListPage>
  );
}

import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { CellLink, DataTable, toListVariables, useKeptState, type DataTableColumn, type TableQuery, type TableSetup } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import {
  MonthEndCountDocument,
  MonthEndDocument,
  MonthEndTotalsDocument,
  type MonthEndField,
  type MonthEndQueryVariables,
  type MonthEndRowFieldsFragment,
} from '../../generated/graphql';
import { useServerList } from '../../core/list-page';
import { BookingCell } from './booking-cell';
import { bookedValue, MonthEndFilters, NO_SCREEN_FILTERS, type MonthEndScreenFilters } from './month-end-filters';
import { MonthEndTotals } from './month-end-totals';

/** The table's query and the screen's booking filters as the gateway's `monthEnd` arguments. */
export function toMonthEndVariables(query: TableQuery, screen: MonthEndScreenFilters): MonthEndQueryVariables {
  const list = toListVariables<MonthEndField>(query);
  return {
    ...list,
    filter: {
      ...list.filter,
      incompleteOnly: screen.incompleteOnly,
      salesBooked: bookedValue(screen.sales),
      purchaseBooked: bookedValue(screen.purchase),
      transportBooked: bookedValue(screen.transport),
    },
  };
}

type Row = MonthEndRowFieldsFragment;

export interface MonthEndPageProps {
  /** The sales-order detail panel for /month-end/:id (composed by the app). */
  orderPanel?: ReactNode;
}

/** The table's setup besides its columns: what it shows first (useServerList hands it on to the DataTable). */
const TABLE: Omit<TableSetup<Row>, 'columns'> = {
  id: 'monthEnd',
  defaultSort: { field: 'loadingDate', direction: 'desc' },
  defaultPageSize: 100,
  pageSizeOptions: [25, 50, 100],
};

/**
 * Month end (spec 02 §2.13): per item the sales, purchase and transport sides with their
 * bookings; filtered, sorted and paged by the provider; totals over every filtered row; Excel.
 */
export function MonthEndPage({ orderPanel }: MonthEndPageProps) {
  const { t } = useTranslation(['monthEnd', 'app']);
  const [screen, setScreen] = useKeptState<MonthEndScreenFilters>('monthEnd.screenFilters', NO_SCREEN_FILTERS);

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const orderLink = (id: string | null | undefined, to: string, label: string) =>
      id ? (
        <CellLink to={to} aria-label={label}>
          {id}
        </CellLink>
      ) : null;
    return [
      { field: 'productCode', headerName: t('columns.productCode'), width: 120 },
      { field: 'loadingDate', headerName: t('columns.loadingDate'), type: 'date', width: 110 },
      {
        field: 'salesOrderId',
        headerName: t('columns.salesOrderId'),
        type: 'id',
        width: 90,
        renderCell: (r) => orderLink(r.salesOrderId, `/month-end/${r.salesOrderId}`, t('openSales', { id: r.salesOrderId })),
      },
      { field: 'salesBooking', headerName: t('columns.salesBooking'), width: 140, renderCell: (r) => <BookingCell booking={r.salesBooking} /> },
      { field: 'salesQuantity', headerName: t('columns.salesQuantity'), type: 'number', width: 100 },
      { field: 'salesAmount', headerName: t('columns.salesAmount'), type: 'money', width: 120 },
      {
        field: 'purchaseOrderId',
        headerName: t('columns.purchaseOrderId'),
        type: 'id',
        width: 90,
        renderCell: (r) => orderLink(r.purchaseOrderId, `/month-end/purchase/${r.purchaseOrderId}`, t('openPurchase', { id: r.purchaseOrderId })),
      },
      { field: 'purchaseBooking', headerName: t('columns.purchaseBooking'), width: 140, renderCell: (r) => <BookingCell booking={r.purchaseBooking} /> },
      { field: 'purchaseQuantity', headerName: t('columns.purchaseQuantity'), type: 'number', width: 100 },
      { field: 'purchaseAmount', headerName: t('columns.purchaseAmount'), type: 'money', width: 120 },
      {
        field: 'transportOrderId',
        headerName: t('columns.transportOrderId'),
        type: 'id',
        width: 90,
        renderCell: (r) => orderLink(r.transportOrderId, `/month-end/purchase/${r.transportOrderId}`, t('openTransport', { id: r.transportOrderId })),
      },
      {
        field: 'transportBooking',
        headerName: t('columns.transportBooking'),
        width: 140,
        renderCell: (r) => <BookingCell booking={r.transportBooking} needed={r.needsTransport} />,
      },
      { field: 'transportQuantity', headerName: t('columns.transportQuantity'), type: 'number', width: 100 },
      { field: 'transportAmount', headerName: t('columns.transportAmount'), type: 'money', width: 120 },
    ];
  }, [t]);

  const result = useServerList({
    query: MonthEndDocument,
    variables: useCallback((query: TableQuery) => toMonthEndVariables(query, screen), [screen]),
    list: (data) => data.monthEnd,
    exportName: t('title'),
    table: { ...TABLE, columns },
  });
  // the count and the totals of the filter, asked apart from the page: cached by the filter, so
  // paging and sorting reuse them (the previous filter's count stays until the new one is in)
  const filter = result.variables?.filter;
  const count = useQuery(MonthEndCountDocument, { variables: { filter }, skip: !result.variables });
  const totals = useQuery(MonthEndTotalsDocument, { variables: { filter }, skip: !result.variables });
  const rowCount = (count.data ?? count.previousData)?.monthEnd.totalCount;

  return (
    <ListPage title={t('title')}>
      <DataTable
        aria-label={t('title')}
        {...result.table}
        rowCount={rowCount ?? result.table.rows.length}
        toolbarActions={<MonthEndFilters value={screen} onChange={setScreen} />}
      />
      <MonthEndTotals totals={totals.data?.monthEnd.totals} count={count.data?.monthEnd.totalCount} error={totals.error ?? count.error} />
      {orderPanel}
    </ListPage>
  );
}

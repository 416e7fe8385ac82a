import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { DemurrageDocument, type DemurrageRowFieldsFragment } from '../../generated/graphql';
import { useListState } from '../../core/list-page';
import { DemurrageLegend, STATUS_STYLE, StatusLabel } from './demurrage-status';

export interface DemurragePageProps {
  /** The sales-order detail panel (composed by the app; features do not import each other). */
  orderPanel?: ReactNode;
}

/**
 * Demurrage (spec 02 §2.12): containers of demurrage suppliers with their arrival and picking
 * dates, coloured by the data's status, with a legend; by picking date; not paged. The id opens the
 * sales order's detail panel.
 */
export function DemurragePage({ orderPanel }: DemurragePageProps) {
  const { t } = useTranslation(['demurrage', 'app']);
  const list = useQuery(DemurrageDocument, { notifyOnNetworkStatusChange: true });
  const data = list.data?.demurrage;
  const state = useListState(list);

  const columns = useMemo<DataTableColumn<DemurrageRowFieldsFragment>[]>(() => {
    // a name the provider gave without a code that several entries share: said in words, never a guessed code
    const named = (r: DemurrageRowFieldsFragment, column: 'CUSTOMER' | 'SHIPPING_COMPANY', name: string | undefined) =>
      name && r.ambiguousNames.includes(column) ? t(`ambiguousName.${column}`, { name }) : (name ?? null);
    return [
      {
        field: 'id',
        headerName: t('columns.id'),
        type: 'id',
        width: 80,
        renderCell: (row) => (
          <Link
            component={RouterLink}
            to={`/demurrage/${row.id}`}
            aria-label={t('open', { id: row.id })}
            underline="always"
            sx={{ color: 'inherit', fontWeight: 500 }}
          >
            {row.id}
          </Link>
        ),
      },
      { field: 'customer', headerName: t('columns.customer'), minWidth: 150, flex: 1.2, valueGetter: (r) => named(r, 'CUSTOMER', r.customer?.name) },
      { field: 'supplier', headerName: t('columns.supplier'), minWidth: 140, flex: 1, valueGetter: (r) => r.supplier.name },
      {
        field: 'shippingCompany',
        headerName: t('columns.shippingCompany'),
        minWidth: 120,
        flex: 0.8,
        valueGetter: (r) => named(r, 'SHIPPING_COMPANY', r.shippingCompany?.name),
      },
      { field: 'container', headerName: t('columns.container'), width: 130 },
      { field: 'productCode', headerName: t('columns.productCode'), width: 120 },
      { field: 'salesUnit', headerName: t('columns.salesUnit'), width: 90, valueGetter: (r) => r.salesUnit?.code ?? null },
      { field: 'salesQuantity', headerName: t('columns.salesQuantity'), type: 'number', width: 110 },
      { field: 'arrivalDate', headerName: t('columns.arrivalDate'), type: 'date', width: 115 },
      { field: 'pickingDate', headerName: t('columns.pickingDate'), type: 'date', width: 115 },
      { field: 'pickupReference', headerName: t('columns.pickupReference'), width: 130 },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 190,
        flex: 1,
        valueGetter: (r) => t(`status.${r.status}`),
        valueFormatter: (_v, r) =>
          `${t(`status.${r.status}`)}${r.daysWaiting !== null && r.daysWaiting !== undefined ? ` · ${t('days', { count: r.daysWaiting })}` : ''}`,
        renderCell: (r) => <StatusLabel status={r.status} days={r.daysWaiting ?? null} />,
      },
    ];
  }, [t]);

  return (
    <ListPage title={t('title')}>
      <DemurrageLegend freeDays={data?.freeDays ?? null} />
      <DataTable
        id="demurrage"
        aria-label={t('title')}
        rows={data?.nodes ?? []}
        columns={columns}
        {...state}
        paginated={false}
        defaultSort={{ field: 'pickingDate', direction: 'asc' }}
        getRowColor={(r) => STATUS_STYLE[r.status].color}
        exportTo={{ name: t('title') }}
      />
      {orderPanel}
    </ListPage>
  );
}

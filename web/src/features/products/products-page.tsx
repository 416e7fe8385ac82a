import { useCallback, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, toListVariables, type TableQuery, type TableSetup } from '../../ui/data-table';
import { ListPage, LIST_TABLE_SX } from '../../ui/list-page';
import { useStableNavigate } from '../../ui/navigation';
import { useNotify } from '../../ui/notify';
import { SlideIn } from '../../ui/slide-in';
import { ErrorState, LoadingState } from '../../ui/states';
import {
  DeleteProductDocument,
  ProductDocument,
  ProductsDocument,
  ProductTotalDocument,
  type ProductFactsFragment,
  type ProductField,
  type ProductRowFragment,
  type ProductsQueryVariables,
} from '../../generated/graphql';
import { describeError } from '../../core/errors';
import { acceptedOrReread } from '../../core/history/refusals';
import { useRowDelete, useServerList } from '../../core/list-page';
import { useMe } from '../../core/session';
import Box from '@mui/material/Box';
import { lazyPart, PartSuspense, preloadProps } from '../../ui/lazy-part';
import { useProductColumns } from './product-columns';

/** The add/copy form and the detail panel (prices, their forms): loaded when opened, or on hover/focus of the table and Add. */
const ProductForm = lazyPart(() => import('./product-form').then((m) => m.ProductForm));
const ProductDetail = lazyPart(() => import('./product-detail').then((m) => m.ProductDetail));

type Editing = { kind: 'add' } | { kind: 'copy'; id: string };

const productVariables = (query: TableQuery): ProductsQueryVariables => toListVariables<ProductField>(query);

/** Who may do what on the product screens. */
export function useProductRights() {
  const { me } = useMe();
  return { isAdministrator: me?.roles.includes('ADMINISTRATOR') ?? false, canApprove: me?.capabilities.approvePrices ?? false };
}

/** The table's setup besides its columns: what it shows first (useServerList hands it on to the DataTable). */
const TABLE: Omit<TableSetup<ProductRowFragment>, 'columns'> = { id: 'products', defaultSort: { field: 'code', direction: 'asc' } };

/**
 * Spec 01 §2 Products list: paged, searched, filtered and sorted by the gateway (the list grows
 * with the business); the product code opens the detail panel at /product/:id, so a reload keeps it.
 */
export function ProductsPage() {
  const { t } = useTranslation(['products', 'common', 'app']);
  const notify = useNotify();
  const navigate = useStableNavigate();
  const client = useApolloClient();
  const { id: openId } = useParams();
  const rights = useProductRights();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleteProduct] = useMutation(DeleteProductDocument);
  const openProduct = useQuery(ProductDocument, { variables: { id: openId ?? '' }, skip: !openId });
  const reloadList = useCallback(() => client.refetchQueries({ include: [ProductsDocument, ProductTotalDocument] }), [client]);
  const deletion = useRowDelete<ProductRowFragment>(
    async (row) => {
      const { data } = await deleteProduct({ variables: { id: row.id, expectedVersion: row.version } });
      // refused because someone else changed it: the list is read anew, so the row shows what is now
      await acceptedOrReread(data?.deleteProduct, reloadList);
      notify.success(t('products:deleted'));
      if (openId === row.id) navigate('/product');
      await reloadList();
    },
    { confirmTitle: t('products:confirmDelete.title'), confirmMessage: (row) => t('products:confirmDelete.message', { code: row.code }) },
  );
  const askDelete = deletion.ask;

  const copy = useCallback((id: string) => setEditing({ kind: 'copy', id }), []);
  const columns = useProductColumns(copy, askDelete);

  const list = useServerList({
    query: ProductsDocument,
    variables: productVariables,
    list: (data) => data.products,
    exportName: t('products:title'),
    table: { ...TABLE, columns },
  });
  // The unfiltered count is only shown beside a filtered one: "(filtered from N total records)".
  const filter = list.variables?.filter;
  const filtering = !!filter && (!!filter.search || (filter.conditions?.length ?? 0) > 0);
  const total = useQuery(ProductTotalDocument, { skip: !filtering });

  const onCreated = (product: ProductFactsFragment) => {
    notify.success(editing?.kind === 'copy' ? t('products:copied') : t('products:created'));
    setEditing(null);
    void reloadList();
    // Spec §4: after create the product detail opens.
    navigate(`/product/${product.id}`);
  };

  const openCode = openProduct.data?.product?.code;

  return (
    <ListPage title={t('products:title')}>
      <Box {...preloadProps(ProductForm, ProductDetail)} sx={LIST_TABLE_SX}>
        <DataTable
          aria-label={t('products:title')}
          {...list.table}
          totalRowCount={total.data?.products.totalCount}
          toolbarActions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
              {t('products:add')}
            </Button>
          }
        />
      </Box>
      <SlideIn
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.kind === 'copy' ? 'products:copyTitle' : 'products:addTitle')}
        width={520}
      >
        <PartSuspense>
          {editing?.kind === 'add' && <ProductForm mode="add" isAdministrator={rights.isAdministrator} onSaved={onCreated} />}
          {editing?.kind === 'copy' && <CopyProductForm key={editing.id} id={editing.id} isAdministrator={rights.isAdministrator} onSaved={onCreated} />}
        </PartSuspense>
      </SlideIn>
      <SlideIn
        open={!!openId}
        onClose={() => navigate('/product')}
        title={openCode ? t('products:detail.title', { code: openCode }) : t('products:detail.titleLoading')}
        width={760}
      >
        <PartSuspense>
          {openId && <ProductDetail key={openId} productId={openId} isAdministrator={rights.isAdministrator} canApprove={rights.canApprove} />}
        </PartSuspense>
      </SlideIn>
      {deletion.dialogs}
    </ListPage>
  );
}

function CopyProductForm({ id, isAdministrator, onSaved }: { id: string; isAdministrator: boolean; onSaved: (product: ProductFactsFragment) => void }) {
  const { t } = useTranslation(['products', 'app']);
  const source = useQuery(ProductDocument, { variables: { id } });
  if (source.data?.product) return <ProductForm mode="copy" product={source.data.product} isAdministrator={isAdministrator} onSaved={onSaved} />;
  if (source.error) return <ErrorState message={describeError(source.error, t)} onRetry={() => void source.refetch().catch(() => undefined)} />;
  if (source.loading) return <LoadingState />;
  return <ErrorState title={t('products:detail.notFoundTitle')} message={t('products:detail.notFound', { id })} />;
}

/** /product-detail?id=7 (the old address) opens the same panel at /product/7. */
export function ProductDetailRedirect() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Navigate to={id ? `/product/${encodeURIComponent(id)}` : '/product'} replace />;
}

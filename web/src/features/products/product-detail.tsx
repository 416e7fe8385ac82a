import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ErrorState, LoadingState } from '../../ui/states';
import { useNotify } from '../../ui/notify';
import { ProductDocument, ProductHistoryDocument } from '../../generated/graphql';
import { describeError } from '../../core/errors';
import { HistorySection, useHistoryLoader } from '../../core/history';
import { ProductEditDialog } from './product-edit-dialog';
import { ProductFacts } from './product-facts';
import { PriceTable } from './price-table';
import { SendToAccountingButton } from './send-to-accounting-button';
import { usePriceEditing } from './use-price-editing';

export interface ProductDetailProps {
  productId: string;
  isAdministrator: boolean;
  canApprove: boolean;
}

/**
 * The product detail panel's content (spec 01 §2): facts, files, edit, send to the accounting
 * package, and the purchase, sales and transport price lists.
 */
export function ProductDetail({ productId, isAdministrator, canApprove }: ProductDetailProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const notify = useNotify();
  const query = useQuery(ProductDocument, { variables: { id: productId }, notifyOnNetworkStatusChange: true });
  const [editOpen, setEditOpen] = useState(false);
  const prices = usePriceEditing(productId);
  const loadHistory = useHistoryLoader(ProductHistoryDocument, { id: productId }, (data) => data.product?.history);
  const product = query.data?.product;

  if (!product) {
    if (query.error) return <ErrorState message={describeError(query.error, t)} onRetry={() => void query.refetch().catch(() => undefined)} />;
    if (query.loading) return <LoadingState />;
    return <ErrorState title={t('products:detail.notFoundTitle')} message={t('products:detail.notFound', { id: productId })} />;
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => setEditOpen(true)}
          aria-label={t('products:actions.edit')}
        >
          {t('common:actions.edit')}
        </Button>
        <SendToAccountingButton productId={product.id} version={product.version} code={product.code} name={product.name} booking={product.accountingBooking} />
      </Box>
      <ProductFacts product={product} />
      <Divider sx={{ mt: 2 }} />
      <PriceTable
        kind="purchase"
        productId={product.id}
        prices={product.purchasePrices}
        canApprove={canApprove}
        onAdd={() => prices.add('purchase')}
        onEdit={(price) => prices.edit('purchase', price)}
      />
      <PriceTable
        kind="sales"
        productId={product.id}
        prices={product.salesPrices}
        canApprove={canApprove}
        onAdd={() => prices.add('sales')}
        onEdit={(price) => prices.edit('sales', price)}
      />
      <PriceTable
        kind="transport"
        productId={product.id}
        prices={product.transportPrices}
        canApprove={canApprove}
        onAdd={() => prices.add('transport')}
        onEdit={(price) => prices.edit('transport', price)}
      />
      <Divider sx={{ mt: 2 }} />
      <HistorySection loadPage={loadHistory} id="product-history-title" />
      {prices.element}
      <ProductEditDialog
        product={editOpen ? product : null}
        isAdministrator={isAdministrator}
        onClose={() => setEditOpen(false)}
        onSaved={() => {
          notify.success(t('products:updated'));
          setEditOpen(false);
        }}
      />
    </Box>
  );
}

import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import AddIcon from '@mui/icons-material/Add';
import { ErrorState, LoadingState } from '../../ui/states';
import { ProductDocument } from '../../generated/graphql';
import { describeError } from '../../core/errors';
import type { ProductDetailsModalProps } from '../../core/product-details-slot';
import { ProductFacts } from './product-facts';
import { PRICE_KINDS } from './price-view';
import { usePriceEditing } from './use-price-editing';

/**
 * 'Product Details' (spec 01 §2, spec 02 §2.4): the product's facts with buttons to add a
 * purchase, sales or transport price, e.g. when an order line finds no price. Opened from the
 * sales order's add-line dialog through app/product-details-slot; static backdrop.
 */
export function ProductDetailsModal({ productId, onClose }: ProductDetailsModalProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const titleId = useId();
  return (
    <Dialog open={productId !== null} onClose={(_e, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('products:detailsModal.title')}</DialogTitle>
      {productId !== null && <ProductDetailsBody productId={productId} />}
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ProductDetailsBody({ productId }: { productId: string }) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const query = useQuery(ProductDocument, { variables: { id: productId } });
  const prices = usePriceEditing(productId);
  const product = query.data?.product;
  return (
    <DialogContent>
      {product ? (
        <>
          <ProductFacts product={product} showFiles={false} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            {PRICE_KINDS.map((kind) => (
              <Button key={kind} variant="outlined" startIcon={<AddIcon />} onClick={() => prices.add(kind)}>
                {t(`products:prices.add.${kind}`)}
              </Button>
            ))}
          </Box>
          {prices.element}
        </>
      ) : query.error ? (
        <ErrorState message={describeError(query.error, t)} onRetry={() => void query.refetch().catch(() => undefined)} />
      ) : query.loading ? (
        <LoadingState />
      ) : (
        <ErrorState title={t('products:detail.notFoundTitle')} message={t('products:detail.notFound', { id: productId })} />
      )}
    </DialogContent>
  );
}

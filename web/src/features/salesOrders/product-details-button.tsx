import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useProductDetailsModal } from '../../core/product-details-slot';

/**
 * Opens the products feature's 'Product Details' modal (spec 01 §2, spec 02 §2.4) for the product
 * of the line, to add a purchase, sales or transport price when the line finds none. The app shell
 * provides the modal (app/product-details-slot).
 */
export function ProductDetailsButton({ productId }: { productId: string | null }) {
  const { t } = useTranslation('salesOrders');
  const [open, setOpen] = useState(false);
  const ProductDetailsModal = useProductDetailsModal();
  return (
    <>
      <Button startIcon={<InfoOutlined />} onClick={() => setOpen(true)} disabled={!productId || !ProductDetailsModal}>
        {t('line.productDetails')}
      </Button>
      {ProductDetailsModal && <ProductDetailsModal productId={open ? productId : null} onClose={() => setOpen(false)} />}
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { ProductFactsFragment } from '../../generated/graphql';
import { ProductForm } from './product-form';

export interface ProductEditDialogProps {
  product: ProductFactsFragment | null;
  isAdministrator: boolean;
  onClose: () => void;
  onSaved: (product: ProductFactsFragment) => void;
}

/** The Edit product modal (spec 01 §2): static backdrop, so a stray click does not lose changes. */
export function ProductEditDialog({ product, isAdministrator, onClose, onSaved }: ProductEditDialogProps) {
  const { t } = useTranslation(['products', 'ui']);
  const titleId = useId();
  return (
    <Dialog open={product !== null} onClose={(_e, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('products:editTitle', { code: product?.code ?? '' })}
      </DialogTitle>
      {/* Beside the title, not in it: the dialog's name is the title alone. */}
      <IconButton onClick={onClose} aria-label={t('ui:slideIn.close')} title={t('ui:slideIn.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {product && <ProductForm key={product.id} mode="edit" product={product} isAdministrator={isAdministrator} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

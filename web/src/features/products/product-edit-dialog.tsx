import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ProductFactsFragment } from '../../generated/graphql';
import { FormDialog, GuardedCloseButton } from '../../ui/form-dialog';
import { ProductForm } from './product-form';

export interface ProductEditDialogProps {
  product: ProductFactsFragment | null;
  isAdministrator: boolean;
  onClose: () => void;
  onSaved: (product: ProductFactsFragment) => void;
}

/** The Edit product modal (spec 01 §2): static backdrop; Esc and × ask first when something was changed. */
export function ProductEditDialog({ product, isAdministrator, onClose, onSaved }: ProductEditDialogProps) {
  const { t } = useTranslation(['products', 'ui']);
  const titleId = useId();
  return (
    <FormDialog open={product !== null} onClose={onClose} staticBackdrop aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('products:editTitle', { code: product?.code ?? '' })}
      </DialogTitle>
      {/* Beside the title, not in it: the dialog's name is the title alone. */}
      <GuardedCloseButton label={t('ui:slideIn.close')} sx={{ position: 'absolute', right: 8, top: 8 }} />
      <DialogContent>
        {product && <ProductForm key={product.id} mode="edit" product={product} isAdministrator={isAdministrator} onSaved={onSaved} />}
      </DialogContent>
    </FormDialog>
  );
}

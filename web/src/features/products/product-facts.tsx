import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { formatDecimal } from '../../ui/money';
import type { ProductFactsFragment } from '../../generated/graphql';
import { fileUrl } from '../../ui/files';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </>
  );
}

const named = (x: { code: string; name: string } | null | undefined) => (x ? `${x.name} (${x.code})` : null);

/** Product code, supplier, product, customer, group, units, kilogram, comment and files (spec 01 §2 Product detail). */
export function ProductFacts({ product, showFiles = true }: { product: ProductFactsFragment; showFiles?: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Box>
      <Box
        component="dl"
        aria-label={t('detail.facts')}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        <Fact label={t('fields.code')}>{product.code}</Fact>
        <Fact label={t('fields.supplier')}>{named(product.supplier)}</Fact>
        <Fact label={t('fields.product')}>{product.name}</Fact>
        <Fact label={t('fields.description')}>{product.description}</Fact>
        <Fact label={t('fields.customer')}>{named(product.customer)}</Fact>
        <Fact label={t('fields.productGroup')}>{product.productGroup?.name}</Fact>
        <Fact label={t('fields.salesUnit')}>{product.salesUnit?.name}</Fact>
        <Fact label={t('fields.purchaseUnit')}>{product.purchaseUnit?.name}</Fact>
        <Fact label={t('fields.kilogram')}>{formatDecimal(product.kilogram, 3, 0)}</Fact>
        <Fact label={t('fields.approver')}>{product.approver?.userName}</Fact>
        <Fact label={t('fields.note')}>{product.note}</Fact>
        <Fact label={t('fields.accountingBooking')}>{product.accountingBooking ?? t('detail.notSent')}</Fact>
      </Box>
      {showFiles && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('detail.files')}
          </Typography>
          {product.documents.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('detail.noFiles')}
            </Typography>
          ) : (
            <Box component="ul" aria-label={t('detail.files')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {product.documents.map((doc) => (
                <Box component="li" key={doc.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.25 }}>
                  <AttachFileIcon fontSize="small" color="action" />
                  <Link href={fileUrl(doc.id)} download={doc.fileName} variant="body2">
                    {doc.fileName}
                  </Link>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/date-field';
import { formatDecimal, formatMoney } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { DeletePurchaseManualLineDocument, type PurchaseManualLineFieldsFragment, type PurchaseOrderDetailFragment } from '../../generated/graphql';
import { describeFailure } from '../../app/errors';
import { ManualLineDialog } from './manual-line-dialog';
import { acceptedOrThrow } from './payloads';

export interface ManualLinesProps {
  order: PurchaseOrderDetailFragment;
  locked: boolean;
  defaultVatCode: string | null;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

/** The custom products table (spec 02 §2.7): product, quantity, price, amount, VAT amount, reporting date, edit, delete ('Are you sure?'). */
export function ManualLines({ order, locked, defaultVatCode, confirm }: ManualLinesProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const notify = useNotify();
  const [editing, setEditing] = useState<PurchaseManualLineFieldsFragment | 'new' | null>(null);
  const [remove] = useMutation(DeletePurchaseManualLineDocument, { refetchQueries: ['PurchaseOrders'] });

  const askDelete = (line: PurchaseManualLineFieldsFragment) =>
    void confirm({
      message: t('purchaseOrders:manual.confirmDelete'),
      confirmLabel: t('common:actions.delete'),
      cancelLabel: t('common:actions.cancel'),
      formatError: (error) => describeFailure(error, t),
      onConfirm: async () => {
        acceptedOrThrow((await remove({ variables: { purchaseOrderId: order.id, id: line.id } })).data?.deletePurchaseManualLine);
        notify.success(t('purchaseOrders:manual.deleted'));
      },
    });

  return (
    <Box component="section" aria-labelledby="purchase-manual-title">
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 0.5 }}>
        <Typography id="purchase-manual-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {t('purchaseOrders:manual.title')}
        </Typography>
        {!locked && (
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('purchaseOrders:manual.add')}
          </Button>
        )}
      </Stack>
      {order.manualLines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('purchaseOrders:manual.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="purchase-manual-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('purchaseOrders:manual.product')}</TableCell>
                <TableCell>{t('purchaseOrders:manual.description')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:manual.quantity')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:manual.price')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:manual.amount')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:manual.vatAmount')}</TableCell>
                <TableCell>{t('purchaseOrders:manual.reportingDate')}</TableCell>
                {!locked && <TableCell align="right">{t('purchaseOrders:lines.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {order.manualLines.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{m.product ? `${m.product.code} – ${m.product.name}` : ''}</TableCell>
                  <TableCell>{m.description}</TableCell>
                  <TableCell align="right">{formatDecimal(m.quantity, 3, 0)}</TableCell>
                  <TableCell align="right">{formatMoney(m.price)}</TableCell>
                  <TableCell align="right">{formatMoney(m.amount)}</TableCell>
                  <TableCell align="right">{formatMoney(m.vatAmount)}</TableCell>
                  <TableCell>{formatDate(m.reportingDate)}</TableCell>
                  {!locked && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" aria-label={t('purchaseOrders:manual.edit', { description: m.description })} onClick={() => setEditing(m)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        sx={{ color: 'error.main' }}
                        aria-label={t('purchaseOrders:manual.delete', { description: m.description })}
                        onClick={() => askDelete(m)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && (
        <ManualLineDialog
          order={order}
          line={editing === 'new' ? null : editing}
          defaultVatCode={defaultVatCode}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success(t('purchaseOrders:manual.saved'));
          }}
        />
      )}
    </Box>
  );
}

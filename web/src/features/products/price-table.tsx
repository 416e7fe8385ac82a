import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useConfirm } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/date-field';
import { formatMoney } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import {
  ApprovePurchasePriceDocument,
  ApproveSalesPriceDocument,
  ApproveTransportPriceDocument,
  DeletePurchasePriceDocument,
  DeleteSalesPriceDocument,
  type PricingType,
} from '../../generated/graphql';
import { describeFailure } from '../../core/errors';
import { acceptedOrReread } from '../../core/history';
import { useReadProduct } from './use-read-product';
import type { EditablePrice } from './price-form';
import type { PriceKind } from './price-rules';
import { usePriceView, visiblePrices } from './price-view';

export interface PriceRow extends EditablePrice {
  isApproved: boolean;
  /** Purchase and sales only; transport prices are never deleted from the interface. */
  canDelete?: boolean;
  pricingType?: PricingType | null;
}

export interface PriceTableProps {
  kind: PriceKind;
  productId: string;
  prices: readonly PriceRow[];
  /** Administrators approve prices. */
  canApprove: boolean;
  onAdd: () => void;
  onEdit: (price: PriceRow) => void;
}

/** Approve and delete a price of the list, each after its question; a refusal is said in the question's dialog. */
function usePriceActions(kind: PriceKind, productId: string) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const [approvePurchase] = useMutation(ApprovePurchasePriceDocument);
  const [approveSales] = useMutation(ApproveSalesPriceDocument);
  const [approveTransport] = useMutation(ApproveTransportPriceDocument);
  const [deletePurchase] = useMutation(DeletePurchasePriceDocument);
  const [deleteSales] = useMutation(DeleteSalesPriceDocument);
  // a refusal because someone else changed the price reads the product anew, so the lists show what is now
  const readProduct = useReadProduct(productId);

  const approve = async (price: PriceRow) => {
    // The answer carries all three lists of the product: they reload together (spec §4).
    const variables = { id: price.id, productId, expectedVersion: price.version };
    const payload =
      kind === 'purchase'
        ? (await approvePurchase({ variables })).data?.approvePurchasePrice
        : kind === 'sales'
          ? (await approveSales({ variables })).data?.approveSalesPrice
          : (await approveTransport({ variables })).data?.approveTransportPrice;
    await acceptedOrReread(payload, readProduct);
    notify.success(t('products:prices.approved'));
  };

  const remove = async (price: PriceRow) => {
    const variables = { id: price.id, productId, expectedVersion: price.version };
    const payload =
      kind === 'purchase' ? (await deletePurchase({ variables })).data?.deletePurchasePrice : (await deleteSales({ variables })).data?.deleteSalesPrice;
    await acceptedOrReread(payload, readProduct);
    notify.success(t('products:prices.deleted'));
  };

  const askApprove = (price: PriceRow) =>
    void confirm({
      title: t('products:prices.approveTitle'),
      message: t('products:prices.approveQuestion'),
      confirmLabel: t('common:actions.ok'),
      cancelLabel: t('common:actions.cancel'),
      confirmColor: 'primary',
      onConfirm: () => approve(price),
      formatError: (error) => describeFailure(error, t),
    });

  const askDelete = (price: PriceRow) =>
    void confirm({
      title: t('products:prices.deleteTitle'),
      message: t('products:prices.deleteQuestion'),
      confirmLabel: t('common:actions.delete'),
      cancelLabel: t('common:actions.cancel'),
      onConfirm: () => remove(price),
      formatError: (error) => describeFailure(error, t),
    });
  return { askApprove, askDelete, dialog };
}

/**
 * One of the product's three price lists (spec 01 §2): Latest / All (remembered per list), add,
 * edit, Approve on unapproved rows (administrators, after confirmation), delete where allowed.
 */
export function PriceTable({ kind, productId, prices, canApprove, onAdd, onEdit }: PriceTableProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const headingId = useId();
  const [view, setView] = usePriceView(kind);
  const { askApprove, askDelete, dialog } = usePriceActions(kind, productId);
  const rows = visiblePrices(prices, kind, view);
  const transport = kind === 'transport';
  const title = t(`prices.title.${kind}`);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, next) => next && setView(next)}
          aria-label={t('products:prices.view', { list: title })}
        >
          <ToggleButton value="latest" sx={{ py: 0.25 }}>
            {t('products:prices.latest')}
          </ToggleButton>
          <ToggleButton value="all" sx={{ py: 0.25 }}>
            {t('products:prices.all')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={onAdd} aria-label={t(`products:prices.add.${kind}`)}>
          {t('common:actions.add')}
        </Button>
      </Box>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            {transport && <TableCell>{t('products:prices.columns.transporter')}</TableCell>}
            {transport && <TableCell>{t('products:prices.columns.pricingType')}</TableCell>}
            <TableCell align="right">{t('products:prices.columns.price')}</TableCell>
            <TableCell>{t('products:prices.columns.startDate')}</TableCell>
            <TableCell>{t('products:prices.columns.endDate')}</TableCell>
            <TableCell>{t('products:prices.columns.status')}</TableCell>
            <TableCell align="right">{t('products:prices.columns.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={transport ? 7 : 5} sx={{ color: 'text.secondary' }}>
                {t('products:prices.none')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((price) => (
            <PriceTableRow
              key={price.id}
              price={price}
              transport={transport}
              canApprove={canApprove}
              onApprove={() => askApprove(price)}
              onEdit={() => onEdit(price)}
              onDelete={() => askDelete(price)}
            />
          ))}
        </TableBody>
      </Table>
      {dialog}
    </Box>
  );
}

interface PriceTableRowProps {
  price: PriceRow;
  transport: boolean;
  canApprove: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A price of the list: its values, its approval (or the button to approve it) and its edit and delete. */
function PriceTableRow({ price, transport, canApprove, onApprove, onEdit, onDelete }: PriceTableRowProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const described = `${transport && price.transporter ? `${price.transporter.name} ` : ''}${formatMoney(price.price)} ${formatDate(price.startDate)}`;
  return (
    <TableRow>
      {transport && <TableCell>{price.transporter ? `${price.transporter.name} (${price.transporter.code})` : '—'}</TableCell>}
      {transport && <TableCell>{price.pricingType ? t(`products:pricingType.${price.pricingType}`) : '—'}</TableCell>}
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatMoney(price.price)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(price.startDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(price.endDate)}</TableCell>
      <TableCell>
        {price.isApproved ? (
          <Chip size="small" color="success" variant="outlined" label={t('products:prices.isApproved')} />
        ) : canApprove ? (
          <Button size="small" variant="contained" color="success" onClick={onApprove} aria-label={t('products:prices.approveRow', { price: described })}>
            {t('products:prices.approve')}
          </Button>
        ) : (
          <Chip size="small" color="warning" variant="outlined" label={t('products:prices.notApproved')} />
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('common:actions.edit')}>
          <IconButton size="small" aria-label={t('products:prices.editRow', { price: described })} onClick={onEdit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {!transport && price.canDelete && (
          <Tooltip title={t('common:actions.delete')}>
            <IconButton size="small" aria-label={t('products:prices.deleteRow', { price: described })} onClick={onDelete} sx={{ color: 'error.main' }}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}

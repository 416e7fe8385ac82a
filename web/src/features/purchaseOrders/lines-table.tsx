import { Fragment, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatDate } from '../../ui/date-field';
import { formatDecimal, formatMoney, parseDecimalInput } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import {
  DeletePurchaseOrderLineDocument,
  UpdatePurchaseLineVatDocument,
  UpdatePurchaseTransportPriceDocument,
  type PurchaseOrderDetailFragment,
  type PurchaseOrderLineFieldsFragment,
} from '../../generated/graphql';
import { AmountInput } from './amount-input';
import { acceptedOrThrow } from './payloads';
import { isVatAmountTyping, parseVatAmount } from './purchase-order-rules';

/** Spec 02 §9: the 'VAT amount saved' toast shows for 850 ms. */
export const VAT_SAVED_MS = 850;

type Line = PurchaseOrderLineFieldsFragment;

export interface LinesTableProps {
  order: PurchaseOrderDetailFragment;
  locked: boolean;
  askDelete: (message: string, run: () => Promise<unknown>) => void;
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

const priceTyping = (text: string) => /^[\d.,€\s]*$/.test(text);
const parsePrice = (text: string) => {
  const parsed = parseDecimalInput(text.replace('€', ''));
  return parsed !== null && !parsed.startsWith('-') && (parsed.split('.')[1] ?? '').length <= 4 ? parsed : null;
};

/**
 * The products table of a purchase invoice (spec 02 §2.7): regular lines (product, quantity,
 * unit, price, amount, VAT amount, reporting date) or transport lines (pricing type, price, VAT
 * code, VAT amount). VAT amounts, and transport prices, are saved on Enter or leaving the field.
 */
export function LinesTable({ order, locked, askDelete }: LinesTableProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const notify = useNotify();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [updateVat] = useMutation(UpdatePurchaseLineVatDocument, { refetchQueries: ['PurchaseOrders'] });
  const [updatePrice] = useMutation(UpdatePurchaseTransportPriceDocument, { refetchQueries: ['PurchaseOrders'] });
  const [deleteLine] = useMutation(DeletePurchaseOrderLineDocument, { refetchQueries: ['PurchaseOrders'] });
  const transport = order.isTransport;
  // what a line is called in labels: its product (or pricing type) and packing slip, which tell lines apart
  const nameOf = (line: Line) =>
    [transport ? t(`purchaseOrders:pricingType.${line.pricingType ?? 'BLOCK_FREIGHT'}`) : (line.product?.code ?? ''), line.packingSlip ?? ''].join(' ').trim();
  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (order.lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('purchaseOrders:lines.empty')}
      </Typography>
    );
  }

  const vatInput = (line: Line) => (
    <AmountInput
      value={line.vatAmount}
      label={t('purchaseOrders:lines.vatAmountOf', { product: nameOf(line) })}
      accepts={isVatAmountTyping}
      parse={parseVatAmount}
      disabled={locked}
      invalidText={t('purchaseOrders:validation.vatAmount')}
      onSave={async (_value, typed) => {
        acceptedOrThrow(
          (await updateVat({ variables: { input: { purchaseOrderId: order.id, lineId: line.id, vatAmount: typed } } })).data?.updatePurchaseLineVat,
        );
        notify.success(t('purchaseOrders:lines.vatSaved'), VAT_SAVED_MS);
      }}
    />
  );
  const columns = transport ? 7 : 9;

  return (
    <TableContainer>
      <Table size="small" aria-label={transport ? t('purchaseOrders:lines.transportTitle') : t('purchaseOrders:lines.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {transport ? (
              <>
                <TableCell>{t('purchaseOrders:lines.columns.pricingType')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:lines.columns.price')}</TableCell>
                <TableCell>{t('purchaseOrders:lines.columns.vatCode')}</TableCell>
              </>
            ) : (
              <>
                <TableCell>{t('purchaseOrders:lines.columns.product')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:lines.columns.quantity')}</TableCell>
                <TableCell>{t('purchaseOrders:lines.columns.unit')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:lines.columns.price')}</TableCell>
                <TableCell align="right">{t('purchaseOrders:lines.columns.amount')}</TableCell>
              </>
            )}
            <TableCell align="right">{t('purchaseOrders:lines.columns.vatAmount')}</TableCell>
            {!transport && <TableCell>{t('purchaseOrders:lines.columns.reportingDate')}</TableCell>}
            <TableCell align="right">{t('purchaseOrders:lines.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => {
            const isOpen = expanded.has(line.id);
            const name = nameOf(line);
            return (
              <Fragment key={line.id}>
                <TableRow sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={isOpen}
                      aria-label={isOpen ? t('purchaseOrders:lines.collapse', { product: name }) : t('purchaseOrders:lines.expand', { product: name })}
                      onClick={() => toggle(line.id)}
                    >
                      {isOpen ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
                    </IconButton>
                  </TableCell>
                  {transport ? (
                    <>
                      <TableCell>{line.pricingType ? t(`purchaseOrders:pricingType.${line.pricingType}`) : ''}</TableCell>
                      <TableCell align="right">
                        {line.isPriceEditable && !locked ? (
                          <AmountInput
                            value={line.price}
                            label={t('purchaseOrders:lines.priceOf', { product: name })}
                            accepts={priceTyping}
                            parse={parsePrice}
                            invalidText={t('purchaseOrders:validation.price')}
                            onSave={async (value) => {
                              acceptedOrThrow(
                                (await updatePrice({ variables: { input: { purchaseOrderId: order.id, lineId: line.id, price: value } } })).data
                                  ?.updatePurchaseTransportPrice,
                              );
                              notify.success(t('purchaseOrders:lines.priceSaved'), VAT_SAVED_MS);
                            }}
                          />
                        ) : (
                          formatMoney(line.price)
                        )}
                      </TableCell>
                      <TableCell>{line.vatCode ? `${line.vatCode.code} – ${line.vatCode.description}` : ''}</TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell>{line.product ? `${line.product.code} – ${line.product.name}` : ''}</TableCell>
                      <TableCell align="right">{formatDecimal(line.quantity, 3, 0)}</TableCell>
                      <TableCell>{line.unit?.name ?? ''}</TableCell>
                      <TableCell align="right">{formatMoney(line.price)}</TableCell>
                      <TableCell align="right">{formatMoney(line.amount)}</TableCell>
                    </>
                  )}
                  <TableCell align="right">{vatInput(line)}</TableCell>
                  {!transport && <TableCell>{formatDate(line.reportingDate)}</TableCell>}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {line.salesOrderId && (
                      <Tooltip title={t('purchaseOrders:lines.openSalesOrder', { id: line.salesOrderId })}>
                        <IconButton
                          size="small"
                          component="a"
                          href={`/sales-order/${line.salesOrderId}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('purchaseOrders:lines.openSalesOrder', { id: line.salesOrderId })}
                        >
                          <OpenInNewIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {!locked && (
                      <Tooltip title={t('common:actions.delete')}>
                        <IconButton
                          size="small"
                          sx={{ color: 'error.main' }}
                          aria-label={t('purchaseOrders:lines.delete', { product: name })}
                          onClick={() =>
                            askDelete(t('purchaseOrders:lines.confirmDelete', { product: name }), async () =>
                              acceptedOrThrow((await deleteLine({ variables: { purchaseOrderId: order.id, id: line.id } })).data?.deletePurchaseOrderLine),
                            )
                          }
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={columns} sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}>
                    <Collapse in={isOpen} unmountOnExit>
                      <Box component="dl" sx={{ m: 0, py: 1, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
                        <Fact label={t('purchaseOrders:lines.packingSlip')} value={line.packingSlip} />
                        <Fact label={t('purchaseOrders:lines.container')} value={line.container} />
                        <Fact label={t('purchaseOrders:lines.shippingDocument')} value={line.shippingDocument} />
                        <Fact label={t('purchaseOrders:lines.vatCode')} value={line.vatCode ? `${line.vatCode.code} – ${line.vatCode.description}` : null} />
                        {transport && <Fact label={t('purchaseOrders:lines.columns.product')} value={line.product?.code} />}
                        {transport && <Fact label={t('purchaseOrders:lines.columns.amount')} value={formatMoney(line.amount)} />}
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

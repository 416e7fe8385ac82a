import { Fragment, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { formatDate } from '../../ui/date-field';
import { Fact } from '../../ui/facts';
import { formatDecimal, formatMoney } from '../../ui/money';
import {
  DeleteSalesOrderLineDocument,
  DeleteSalesOrderTextLineDocument,
  DeleteSalesOrderTransportDocument,
  type SalesOrderDetailFragment,
  type SalesOrderLineFieldsFragment,
  type SalesOrderTransportFieldsFragment,
} from '../../generated/graphql';
import { acceptedOrThrow } from './payloads';
import { usePricingTypeLabel } from './transport-dialogs';

type Line = SalesOrderLineFieldsFragment;
type Transport = SalesOrderTransportFieldsFragment;

// The sales-order panel's three lists, each a section with its own add, edit and delete buttons.

/** The dialog the panel opens; the sections ask for one through onOpen. */
export type OrderDialog =
  | { kind: 'editOrder' }
  | { kind: 'addLine' }
  | { kind: 'editLine'; line: Line }
  | { kind: 'selectTransport'; line: Line }
  | { kind: 'editTransport'; transport: Transport }
  | { kind: 'textLine'; textLine: { id: string; text: string } | null };

export interface OrderSectionProps {
  order: SalesOrderDetailFragment;
  /** A completed order not unlocked: no buttons that change it. */
  locked: boolean;
  /** A completed order the user unlocked: mutations say so. */
  unlocked: boolean;
  onOpen: (dialog: OrderDialog) => void;
  /** Confirms, then runs the delete (its failure shown in the confirm dialog). */
  askDelete: (message: string, run: () => Promise<unknown>) => void;
}

const quantity = (value: string | null | undefined) => formatDecimal(value ?? null, 3, 0);

export function Section({ title, id, action, children }: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 0.5 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** The order lines, each with its shipping facts to unfold. */
export function OrderLinesSection({ order, locked, unlocked, onOpen, askDelete }: OrderSectionProps) {
  const { t } = useTranslation(['salesOrders', 'common']);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [deleteLine] = useMutation(DeleteSalesOrderLineDocument);
  const productOf = (line: Line) => `${line.product.code} – ${line.product.name}`;
  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Section
      title={t('salesOrders:lines.title')}
      id="order-lines-title"
      action={
        !locked && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => onOpen({ kind: 'addLine' })}>
            {t('salesOrders:lines.add')}
          </Button>
        )
      }
    >
      {order.lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('salesOrders:lines.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="order-lines-title" sx={{ '& th': { lineHeight: 1.25, verticalAlign: 'bottom' } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{t('salesOrders:lines.columns.product')}</TableCell>
                <TableCell align="right">{t('salesOrders:lines.columns.salesQuantity')}</TableCell>
                <TableCell align="right">{t('salesOrders:lines.columns.salesPrice')}</TableCell>
                <TableCell align="right">{t('salesOrders:lines.columns.salesAmount')}</TableCell>
                <TableCell align="right">{t('salesOrders:lines.columns.purchaseQuantity')}</TableCell>
                <TableCell align="right">{t('salesOrders:lines.columns.purchasePrice')}</TableCell>
                <TableCell align="right">{t('salesOrders:lines.columns.purchaseAmount')}</TableCell>
                {!locked && <TableCell align="right">{t('salesOrders:lines.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => {
                const isOpen = expanded.has(line.id);
                const product = productOf(line);
                return (
                  <Fragment key={line.id}>
                    <TableRow sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-expanded={isOpen}
                          aria-label={isOpen ? t('salesOrders:lines.collapse', { product }) : t('salesOrders:lines.expand', { product })}
                          onClick={() => toggle(line.id)}
                        >
                          {isOpen ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
                        </IconButton>
                      </TableCell>
                      <TableCell>{product}</TableCell>
                      <TableCell align="right">
                        {quantity(line.salesQuantity)} {line.salesUnit?.name}
                      </TableCell>
                      <TableCell align="right">{formatMoney(line.salesPrice)}</TableCell>
                      <TableCell align="right">{formatMoney(line.salesAmount)}</TableCell>
                      <TableCell align="right">
                        {quantity(line.purchaseQuantity)} {line.purchaseUnit?.name}
                      </TableCell>
                      <TableCell align="right">{formatMoney(line.purchasePrice)}</TableCell>
                      <TableCell align="right">{formatMoney(line.purchaseAmount)}</TableCell>
                      {!locked && (
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <Tooltip title={t('salesOrders:transports.add', { product })}>
                            <IconButton
                              size="small"
                              aria-label={t('salesOrders:transports.add', { product })}
                              onClick={() => onOpen({ kind: 'selectTransport', line })}
                            >
                              <LocalShippingOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('common:actions.edit')}>
                            <IconButton size="small" aria-label={t('salesOrders:lines.edit', { product })} onClick={() => onOpen({ kind: 'editLine', line })}>
                              <EditOutlinedIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('common:actions.delete')}>
                            <IconButton
                              size="small"
                              sx={{ color: 'error.main' }}
                              aria-label={t('salesOrders:lines.delete', { product })}
                              onClick={() =>
                                askDelete(t('salesOrders:lines.confirmDelete', { product }), async () =>
                                  acceptedOrThrow(
                                    (await deleteLine({ variables: { salesOrderId: order.id, id: line.id, unlocked } })).data?.deleteSalesOrderLine,
                                  ),
                                )
                              }
                            >
                              <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      )}
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={locked ? 8 : 9} sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}>
                        <Collapse in={isOpen} unmountOnExit>
                          <Box component="dl" sx={{ m: 0, py: 1, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
                            <Fact label={t('salesOrders:line.packingSlip')}>{line.packingSlip}</Fact>
                            <Fact label={t('salesOrders:line.container')}>{line.container}</Fact>
                            <Fact label={t('salesOrders:line.shippingDocument')}>{line.shippingDocument}</Fact>
                            <Fact label={t('salesOrders:line.reportingDate')}>{formatDate(line.reportingDate)}</Fact>
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
      )}
    </Section>
  );
}

/** The transports of the order's lines. */
export function OrderTransportsSection({ order, locked, unlocked, onOpen, askDelete }: OrderSectionProps) {
  const { t } = useTranslation(['salesOrders', 'common']);
  const pricingLabel = usePricingTypeLabel();
  const [deleteTransport] = useMutation(DeleteSalesOrderTransportDocument);
  const lineById = new Map(order.lines.map((l) => [l.id, l]));
  return (
    <Section title={t('salesOrders:transports.title')} id="order-transports-title">
      {order.transports.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('salesOrders:transports.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="order-transports-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('salesOrders:transports.columns.transporter')}</TableCell>
                <TableCell>{t('salesOrders:transports.columns.line')}</TableCell>
                <TableCell>{t('salesOrders:transports.columns.pricingType')}</TableCell>
                <TableCell align="right">{t('salesOrders:transports.columns.price')}</TableCell>
                <TableCell>{t('salesOrders:transports.columns.packingSlip')}</TableCell>
                <TableCell>{t('salesOrders:transports.columns.container')}</TableCell>
                <TableCell>{t('salesOrders:transports.columns.shippingDocument')}</TableCell>
                {!locked && <TableCell align="right">{t('salesOrders:transports.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {order.transports.map((tr) => {
                const line = tr.line ? lineById.get(tr.line.id) : undefined;
                return (
                  <TableRow key={tr.id}>
                    <TableCell>{tr.transporter.name}</TableCell>
                    <TableCell>{line ? line.product.code : ''}</TableCell>
                    <TableCell>{pricingLabel(tr.pricingType)}</TableCell>
                    <TableCell align="right">{formatMoney(tr.price)}</TableCell>
                    <TableCell>{tr.packingSlip}</TableCell>
                    <TableCell>{tr.container}</TableCell>
                    <TableCell>{tr.shippingDocument}</TableCell>
                    {!locked && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          size="small"
                          aria-label={t('salesOrders:transports.edit', { transporter: tr.transporter.name })}
                          onClick={() => onOpen({ kind: 'editTransport', transport: tr })}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          sx={{ color: 'error.main' }}
                          aria-label={t('salesOrders:transports.delete', { transporter: tr.transporter.name })}
                          onClick={() =>
                            askDelete(t('salesOrders:transports.confirmDelete', { transporter: tr.transporter.name }), async () =>
                              acceptedOrThrow(
                                (await deleteTransport({ variables: { salesOrderId: order.id, id: tr.id, unlocked } })).data?.deleteSalesOrderTransport,
                              ),
                            )
                          }
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

/** The order's free text lines. */
export function OrderTextLinesSection({ order, locked, unlocked, onOpen, askDelete }: OrderSectionProps) {
  const { t } = useTranslation(['salesOrders', 'common']);
  const [deleteTextLine] = useMutation(DeleteSalesOrderTextLineDocument);
  return (
    <Section
      title={t('salesOrders:textLines.title')}
      id="order-text-lines-title"
      action={
        !locked && (
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => onOpen({ kind: 'textLine', textLine: null })}>
            {t('salesOrders:textLines.add')}
          </Button>
        )
      }
    >
      {order.textLines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('salesOrders:textLines.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="order-text-lines-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('salesOrders:textLines.text')}</TableCell>
              {!locked && <TableCell align="right">{t('salesOrders:transports.columns.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {order.textLines.map((tl) => (
              <TableRow key={tl.id}>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{tl.text}</TableCell>
                {!locked && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: 100 }}>
                    <IconButton size="small" aria-label={t('salesOrders:textLines.edit')} onClick={() => onOpen({ kind: 'textLine', textLine: tl })}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      sx={{ color: 'error.main' }}
                      aria-label={t('salesOrders:textLines.delete')}
                      onClick={() =>
                        askDelete(t('salesOrders:textLines.confirmDelete'), async () =>
                          acceptedOrThrow(
                            (await deleteTextLine({ variables: { salesOrderId: order.id, id: tl.id, unlocked } })).data?.deleteSalesOrderTextLine,
                          ),
                        )
                      }
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

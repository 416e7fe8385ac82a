import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { formatDate } from '../../ui/date-field';
import { DeleteLineAction, DetailSection, DetailTable, EditLineAction, LineAction } from '../../ui/detail-table';
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
import { acceptedOrReread } from '../../core/history';
import { AddLineButton, useShortcut } from '../../core/shortcuts';
import { useReadOrder } from './use-read-order';
import { usePricingTypeLabel } from './transport-dialogs';

type Line = SalesOrderLineFieldsFragment;
type Transport = SalesOrderTransportFieldsFragment;

// The sales-order panel's three lists, each a section with its own add, edit and delete buttons.

/** The dialog the panel opens; the sections ask for one through onOpen. */
export type OrderDialog =
  | { kind: 'editOrder' }
  | { kind: 'addLine' }
  | { kind: 'editLine'; line: Line }
  | { kind: 'selectTransport'; line: Line; next?: boolean }
  | { kind: 'editTransport'; transport: Transport }
  | { kind: 'textLine'; textLine: { id: string; version: string; text: string } | null };

export interface OrderSectionProps {
  order: SalesOrderDetailFragment;
  /** A completed order not unlocked: no buttons that change it. */
  locked: boolean;
  /** A completed order the user unlocked: mutations say so. */
  unlocked: boolean;
  /** Opens a dialog; the focus goes back to `opener` (else to what had it) when the dialogs close. */
  onOpen: (dialog: OrderDialog, opener?: HTMLElement | null) => void;
  /** Confirms, then runs the delete (its failure shown in the confirm dialog). */
  askDelete: (message: string, run: () => Promise<unknown>) => void;
}

const quantity = (value: string | null | undefined) => formatDecimal(value ?? null, 3, 0);

/** The order lines, each with its shipping facts to unfold. */
export function OrderLinesSection({ order, locked, unlocked, onOpen, askDelete }: OrderSectionProps) {
  const { t } = useTranslation(['salesOrders', 'common']);
  const [deleteLine] = useMutation(DeleteSalesOrderLineDocument);
  const readOrder = useReadOrder(order.id);
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useShortcut('addLine', () => onOpen({ kind: 'addLine' }, addButton.current), { within: section, enabled: !locked });
  const productOf = (line: Line) => `${line.product.code} – ${line.product.name}`;
  const column = (
    key: 'salesQuantity' | 'salesPrice' | 'salesAmount' | 'purchaseQuantity' | 'purchasePrice' | 'purchaseAmount',
    cell: (line: Line) => string,
  ) => ({
    key,
    header: t(`salesOrders:lines.columns.${key}`),
    align: 'right' as const,
    cell,
  });

  return (
    <DetailSection
      ref={section}
      title={t('salesOrders:lines.title')}
      id="order-lines-title"
      action={
        !locked && (
          <AddLineButton ref={addButton} onClick={() => onOpen({ kind: 'addLine' })}>
            {t('salesOrders:lines.add')}
          </AddLineButton>
        )
      }
    >
      <DetailTable
        rows={order.lines}
        rowKey={(line) => line.id}
        labelledBy="order-lines-title"
        empty={t('salesOrders:lines.empty')}
        columns={[
          { key: 'product', header: t('salesOrders:lines.columns.product'), cell: productOf },
          column('salesQuantity', (line) => `${quantity(line.salesQuantity)} ${line.salesUnit?.name ?? ''}`),
          column('salesPrice', (line) => formatMoney(line.salesPrice)),
          column('salesAmount', (line) => formatMoney(line.salesAmount)),
          column('purchaseQuantity', (line) => `${quantity(line.purchaseQuantity)} ${line.purchaseUnit?.name ?? ''}`),
          column('purchasePrice', (line) => formatMoney(line.purchasePrice)),
          column('purchaseAmount', (line) => formatMoney(line.purchaseAmount)),
        ]}
        details={{
          expandLabel: (line) => t('salesOrders:lines.expand', { product: productOf(line) }),
          collapseLabel: (line) => t('salesOrders:lines.collapse', { product: productOf(line) }),
          content: (line) => (
            <>
              <Fact label={t('salesOrders:line.packingSlip')}>{line.packingSlip}</Fact>
              <Fact label={t('salesOrders:line.container')}>{line.container}</Fact>
              <Fact label={t('salesOrders:line.shippingDocument')}>{line.shippingDocument}</Fact>
              <Fact label={t('salesOrders:line.reportingDate')}>{formatDate(line.reportingDate)}</Fact>
            </>
          ),
        }}
        actions={
          locked
            ? undefined
            : {
                header: t('salesOrders:lines.columns.actions'),
                cell: (line) => {
                  const product = productOf(line);
                  return (
                    <>
                      <LineAction
                        icon={<LocalShippingOutlined fontSize="small" />}
                        label={t('salesOrders:transports.add', { product })}
                        tooltip={t('salesOrders:transports.add', { product })}
                        onClick={() => onOpen({ kind: 'selectTransport', line })}
                      />
                      <EditLineAction
                        label={t('salesOrders:lines.edit', { product })}
                        tooltip={t('common:actions.edit')}
                        onClick={() => onOpen({ kind: 'editLine', line })}
                      />
                      <DeleteLineAction
                        label={t('salesOrders:lines.delete', { product })}
                        tooltip={t('common:actions.delete')}
                        onClick={() =>
                          askDelete(t('salesOrders:lines.confirmDelete', { product }), async () =>
                            acceptedOrReread(
                              (await deleteLine({ variables: { salesOrderId: order.id, id: line.id, unlocked, expectedVersion: line.version } })).data
                                ?.deleteSalesOrderLine,
                              readOrder,
                            ),
                          )
                        }
                      />
                    </>
                  );
                },
              }
        }
      />
    </DetailSection>
  );
}

/** The transports of the order's lines. */
export function OrderTransportsSection({ order, locked, unlocked, onOpen, askDelete }: OrderSectionProps) {
  const { t } = useTranslation(['salesOrders', 'common']);
  const pricingLabel = usePricingTypeLabel();
  const [deleteTransport] = useMutation(DeleteSalesOrderTransportDocument);
  const readOrder = useReadOrder(order.id);
  const lineById = new Map(order.lines.map((l) => [l.id, l]));
  const header = (key: string) => t(`salesOrders:transports.columns.${key}`);
  return (
    <DetailSection title={t('salesOrders:transports.title')} id="order-transports-title">
      <DetailTable
        rows={order.transports}
        rowKey={(tr) => tr.id}
        labelledBy="order-transports-title"
        empty={t('salesOrders:transports.empty')}
        columns={[
          { key: 'transporter', header: header('transporter'), cell: (tr) => tr.transporter.name },
          { key: 'line', header: header('line'), cell: (tr) => (tr.line ? (lineById.get(tr.line.id)?.product.code ?? '') : '') },
          { key: 'pricingType', header: header('pricingType'), cell: (tr) => pricingLabel(tr.pricingType) },
          { key: 'price', header: header('price'), align: 'right', cell: (tr) => formatMoney(tr.price) },
          { key: 'packingSlip', header: header('packingSlip'), cell: (tr) => tr.packingSlip },
          { key: 'container', header: header('container'), cell: (tr) => tr.container },
          { key: 'shippingDocument', header: header('shippingDocument'), cell: (tr) => tr.shippingDocument },
        ]}
        actions={
          locked
            ? undefined
            : {
                header: header('actions'),
                cell: (tr) => (
                  <>
                    <EditLineAction
                      label={t('salesOrders:transports.edit', { transporter: tr.transporter.name })}
                      onClick={() => onOpen({ kind: 'editTransport', transport: tr })}
                    />
                    <DeleteLineAction
                      label={t('salesOrders:transports.delete', { transporter: tr.transporter.name })}
                      onClick={() =>
                        askDelete(t('salesOrders:transports.confirmDelete', { transporter: tr.transporter.name }), async () =>
                          acceptedOrReread(
                            (await deleteTransport({ variables: { salesOrderId: order.id, id: tr.id, unlocked, expectedVersion: tr.version } })).data
                              ?.deleteSalesOrderTransport,
                            readOrder,
                          ),
                        )
                      }
                    />
                  </>
                ),
              }
        }
      />
    </DetailSection>
  );
}

/** The order's free text lines. */
export function OrderTextLinesSection({ order, locked, unlocked, onOpen, askDelete }: OrderSectionProps) {
  const { t } = useTranslation(['salesOrders', 'common']);
  const [deleteTextLine] = useMutation(DeleteSalesOrderTextLineDocument);
  const readOrder = useReadOrder(order.id);
  return (
    <DetailSection
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
      <DetailTable
        rows={order.textLines}
        rowKey={(tl) => tl.id}
        labelledBy="order-text-lines-title"
        empty={t('salesOrders:textLines.empty')}
        columns={[{ key: 'text', header: t('salesOrders:textLines.text'), cell: (tl) => tl.text, sx: { whiteSpace: 'pre-wrap' } }]}
        actions={
          locked
            ? undefined
            : {
                header: t('salesOrders:transports.columns.actions'),
                width: 100,
                cell: (tl) => (
                  <>
                    <EditLineAction label={t('salesOrders:textLines.edit')} onClick={() => onOpen({ kind: 'textLine', textLine: tl })} />
                    <DeleteLineAction
                      label={t('salesOrders:textLines.delete')}
                      onClick={() =>
                        askDelete(t('salesOrders:textLines.confirmDelete'), async () =>
                          acceptedOrReread(
                            (await deleteTextLine({ variables: { salesOrderId: order.id, id: tl.id, unlocked, expectedVersion: tl.version } })).data
                              ?.deleteSalesOrderTextLine,
                            readOrder,
                          ),
                        )
                      }
                    />
                  </>
                ),
              }
        }
      />
    </DetailSection>
  );
}

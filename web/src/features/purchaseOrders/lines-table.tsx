import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatDate } from '../../ui/date-field';
import { DeleteLineAction, DetailTable, LineAction, type DetailColumn } from '../../ui/detail-table';
import { Fact } from '../../ui/facts';
import { MONEY_DECIMALS } from '@backoffice/shared/decimal';
import { formatDecimal, formatMoney } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import {
  DeletePurchaseOrderLineDocument,
  UpdatePurchaseLineVatDocument,
  UpdatePurchaseTransportPriceDocument,
  type PurchaseOrderDetailFragment,
  type PurchaseOrderLineFieldsFragment,
} from '../../generated/graphql';
import { AmountInput } from './amount-input';
import { acceptedOrReread } from '../../core/history';
import { useReadPurchaseOrder } from './use-read-purchase-order';

/** Spec 02 §9: the 'VAT amount saved' toast shows for 850 ms. */
export const VAT_SAVED_MS = 850;

/** A transport price takes four decimals, as the gateway's rule. */
const PRICE_DECIMALS = 4;

type Line = PurchaseOrderLineFieldsFragment;

export interface LinesTableProps {
  order: PurchaseOrderDetailFragment;
  locked: boolean;
  askDelete: (message: string, run: () => Promise<unknown>) => void;
}

/** The VAT amount and transport price edited in place; a refusal because someone else changed the line reads the invoice anew. */
function useAmountCells(order: PurchaseOrderDetailFragment, locked: boolean, nameOf: (line: Line) => string) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const notify = useNotify();
  const [updateVat] = useMutation(UpdatePurchaseLineVatDocument, { refetchQueries: ['PurchaseOrders'] });
  const [updatePrice] = useMutation(UpdatePurchaseTransportPriceDocument, { refetchQueries: ['PurchaseOrders'] });
  const readOrder = useReadPurchaseOrder(order.id);

  const priceCell = (line: Line) =>
    line.isPriceEditable && !locked ? (
      <AmountInput
        value={line.price}
        label={t('purchaseOrders:lines.priceOf', { product: nameOf(line) })}
        decimals={PRICE_DECIMALS}
        invalidText={t('purchaseOrders:validation.price')}
        onSave={async (value) => {
          await acceptedOrReread(
            (await updatePrice({ variables: { input: { purchaseOrderId: order.id, lineId: line.id, price: value, expectedVersion: line.version } } })).data
              ?.updatePurchaseTransportPrice,
            readOrder,
          );
          notify.success(t('purchaseOrders:lines.priceSaved'), VAT_SAVED_MS);
        }}
      />
    ) : (
      formatMoney(line.price)
    );

  const vatCell = (line: Line) => (
    <AmountInput
      value={line.vatAmount}
      label={t('purchaseOrders:lines.vatAmountOf', { product: nameOf(line) })}
      decimals={MONEY_DECIMALS}
      disabled={locked}
      invalidText={t('purchaseOrders:validation.vatAmount')}
      onSave={async (_value, typed) => {
        await acceptedOrReread(
          (await updateVat({ variables: { input: { purchaseOrderId: order.id, lineId: line.id, vatAmount: typed, expectedVersion: line.version } } })).data
            ?.updatePurchaseLineVat,
          readOrder,
        );
        notify.success(t('purchaseOrders:lines.vatSaved'), VAT_SAVED_MS);
      }}
    />
  );
  return { priceCell, vatCell };
}

/**
 * The products table of a purchase invoice (spec 02 §2.7): regular lines (product, quantity,
 * unit, price, amount, VAT amount, reporting date) or transport lines (pricing type, price, VAT
 * code, VAT amount). VAT amounts, and transport prices, are saved on Enter or leaving the field.
 */
export function LinesTable({ order, locked, askDelete }: LinesTableProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const [deleteLine] = useMutation(DeletePurchaseOrderLineDocument, { refetchQueries: ['PurchaseOrders'] });
  // a refusal because someone else changed the line reads the invoice anew, so the table shows what is now
  const readOrder = useReadPurchaseOrder(order.id);
  const transport = order.isTransport;
  // what a line is called in labels: its product (or pricing type) and packing slip, which tell lines apart
  const nameOf = (line: Line) =>
    [transport ? t(`purchaseOrders:pricingType.${line.pricingType ?? 'BLOCK_FREIGHT'}`) : (line.product?.code ?? ''), line.packingSlip ?? ''].join(' ').trim();
  const header = (key: string) => t(`purchaseOrders:lines.columns.${key}`);
  const quantityOf = (line: Line) => [formatDecimal(line.quantity, 3, 0), line.unit?.name ?? ''].join(' ').trim();
  const vatCodeOf = (line: Line) => (line.vatCode ? `${line.vatCode.code} – ${line.vatCode.description}` : '');

  const { priceCell, vatCell } = useAmountCells(order, locked, nameOf);

  // A transport invoice's lines are priced per pricing type; a regular one's per product, quantity and unit.
  const kindColumns: DetailColumn<Line>[] = transport
    ? [
        { key: 'pricingType', header: header('pricingType'), cell: (line) => (line.pricingType ? t(`purchaseOrders:pricingType.${line.pricingType}`) : '') },
        // quantity × price = amount, so that the invoice's total can be followed (block freight: 1 × the price)
        { key: 'quantity', header: header('quantity'), align: 'right', cell: quantityOf },
        { key: 'price', header: header('price'), align: 'right', cell: priceCell },
        { key: 'amount', header: header('amount'), align: 'right', cell: (line) => formatMoney(line.amount) },
        { key: 'vatCode', header: header('vatCode'), cell: vatCodeOf },
      ]
    : [
        { key: 'product', header: header('product'), cell: (line) => (line.product ? `${line.product.code} – ${line.product.name}` : '') },
        { key: 'quantity', header: header('quantity'), align: 'right', cell: (line) => formatDecimal(line.quantity, 3, 0) },
        { key: 'unit', header: header('unit'), cell: (line) => line.unit?.name ?? '' },
        { key: 'price', header: header('price'), align: 'right', cell: (line) => formatMoney(line.price) },
        { key: 'amount', header: header('amount'), align: 'right', cell: (line) => formatMoney(line.amount) },
      ];

  return (
    <DetailTable
      rows={order.lines}
      rowKey={(line) => line.id}
      label={transport ? t('purchaseOrders:lines.transportTitle') : t('purchaseOrders:lines.title')}
      empty={t('purchaseOrders:lines.empty')}
      columns={[
        ...kindColumns,
        { key: 'vatAmount', header: header('vatAmount'), align: 'right', cell: vatCell },
        !transport && { key: 'reportingDate', header: header('reportingDate'), cell: (line) => formatDate(line.reportingDate) },
      ]}
      details={{
        expandLabel: (line) => t('purchaseOrders:lines.expand', { product: nameOf(line) }),
        collapseLabel: (line) => t('purchaseOrders:lines.collapse', { product: nameOf(line) }),
        content: (line) => (
          <>
            <Fact label={t('purchaseOrders:lines.packingSlip')}>{line.packingSlip}</Fact>
            <Fact label={t('purchaseOrders:lines.container')}>{line.container}</Fact>
            <Fact label={t('purchaseOrders:lines.shippingDocument')}>{line.shippingDocument}</Fact>
            <Fact label={t('purchaseOrders:lines.vatCode')}>{vatCodeOf(line)}</Fact>
            {transport && <Fact label={header('product')}>{line.product?.code}</Fact>}
          </>
        ),
      }}
      actions={{
        header: header('actions'),
        cell: (line) => (
          <>
            {line.salesOrderId && (
              <LineAction
                icon={<OpenInNewIcon fontSize="small" />}
                label={t('purchaseOrders:lines.openSalesOrder', { id: line.salesOrderId })}
                tooltip={t('purchaseOrders:lines.openSalesOrder', { id: line.salesOrderId })}
                href={`/sales-order/${line.salesOrderId}`}
              />
            )}
            {!locked && (
              <DeleteLineAction
                label={t('purchaseOrders:lines.delete', { product: nameOf(line) })}
                tooltip={t('common:actions.delete')}
                onClick={() =>
                  askDelete(t('purchaseOrders:lines.confirmDelete', { product: nameOf(line) }), async () =>
                    acceptedOrReread(
                      (await deleteLine({ variables: { purchaseOrderId: order.id, id: line.id, expectedVersion: line.version } })).data
                        ?.deletePurchaseOrderLine,
                      readOrder,
                    ),
                  )
                }
              />
            )}
          </>
        ),
      }}
    />
  );
}

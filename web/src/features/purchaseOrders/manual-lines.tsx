import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/date-field';
import { DeleteLineAction, DetailSection, DetailTable, EditLineAction } from '../../ui/detail-table';
import { formatDecimal, formatMoney } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { useDialogState } from '../../ui/focus-return';
import { AddLineButton, useShortcut } from '../../core/shortcuts';
import { DeletePurchaseManualLineDocument, type PurchaseManualLineFieldsFragment, type PurchaseOrderDetailFragment } from '../../generated/graphql';
import { ManualLineDialog } from './manual-line-dialog';
import { acceptedOrReread } from '../../core/history';
import { useReadPurchaseOrder } from './use-read-purchase-order';

export interface ManualLinesProps {
  order: PurchaseOrderDetailFragment;
  locked: boolean;
  defaultVatCode: string | null;
  /** Confirms, then runs the delete (its failure shown in the confirm dialog). */
  askDelete: (message: string, run: () => Promise<unknown>) => void;
}

/** The custom products table (spec 02 §2.7): product, quantity, price, amount, VAT amount, reporting date, edit, delete ('Are you sure?'). */
export function ManualLines({ order, locked, defaultVatCode, askDelete }: ManualLinesProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const notify = useNotify();
  // `round` gives each new line of a run (Enter in the last field) a fresh form
  const [editing, setEditing] = useDialogState<{ line: PurchaseManualLineFieldsFragment | 'new'; round: number }>();
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useShortcut('addLine', () => setEditing({ line: 'new', round: 0 }, addButton.current), { within: section, enabled: !locked });
  const [remove] = useMutation(DeletePurchaseManualLineDocument, { refetchQueries: ['PurchaseOrders'] });
  const header = (key: string) => t(`purchaseOrders:manual.${key}`);
  // a refusal because someone else changed the line reads the invoice anew, so the table shows what is now
  const readOrder = useReadPurchaseOrder(order.id);

  return (
    <DetailSection
      ref={section}
      title={t('purchaseOrders:manual.title')}
      id="purchase-manual-title"
      action={
        !locked && (
          <AddLineButton ref={addButton} variant="outlined" onClick={() => setEditing({ line: 'new', round: 0 })}>
            {t('purchaseOrders:manual.add')}
          </AddLineButton>
        )
      }
    >
      <DetailTable
        rows={order.manualLines}
        rowKey={(m) => m.id}
        labelledBy="purchase-manual-title"
        empty={t('purchaseOrders:manual.empty')}
        columns={[
          { key: 'product', header: header('product'), cell: (m) => (m.product ? `${m.product.code} – ${m.product.name}` : '') },
          { key: 'description', header: header('description'), cell: (m) => m.description },
          { key: 'quantity', header: header('quantity'), align: 'right', cell: (m) => formatDecimal(m.quantity, 3, 0) },
          { key: 'price', header: header('price'), align: 'right', cell: (m) => formatMoney(m.price) },
          { key: 'amount', header: header('amount'), align: 'right', cell: (m) => formatMoney(m.amount) },
          { key: 'vatAmount', header: header('vatAmount'), align: 'right', cell: (m) => formatMoney(m.vatAmount) },
          { key: 'reportingDate', header: header('reportingDate'), cell: (m) => formatDate(m.reportingDate) },
        ]}
        actions={
          locked
            ? undefined
            : {
                header: t('purchaseOrders:lines.columns.actions'),
                cell: (m) => (
                  <>
                    <EditLineAction label={t('purchaseOrders:manual.edit', { description: m.description })} onClick={() => setEditing({ line: m, round: 0 })} />
                    <DeleteLineAction
                      label={t('purchaseOrders:manual.delete', { description: m.description })}
                      onClick={() =>
                        askDelete(t('purchaseOrders:manual.confirmDelete'), async () => {
                          await acceptedOrReread(
                            (await remove({ variables: { purchaseOrderId: order.id, id: m.id, expectedVersion: m.version } })).data?.deletePurchaseManualLine,
                            readOrder,
                          );
                          notify.success(t('purchaseOrders:manual.deleted'));
                        })
                      }
                    />
                  </>
                ),
              }
        }
      />
      {editing !== null && (
        <ManualLineDialog
          key={editing.round}
          order={order}
          line={editing.line === 'new' ? null : editing.line}
          defaultVatCode={defaultVatCode}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setEditing(next ? { line: 'new', round: editing.round + 1 } : null);
            notify.success(t('purchaseOrders:manual.saved'));
          }}
        />
      )}
    </DetailSection>
  );
}

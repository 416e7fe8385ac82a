import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useStableNavigate } from '../../ui/navigation';
import Alert from '@mui/material/Alert';
import { SlideIn } from '../../ui/slide-in';
import { ErrorState, LoadingState } from '../../ui/states';
import { lazyPart, PartSuspense } from '../../ui/lazy-part';
import { PurchaseOrderDocument } from '../../generated/graphql';
import { describeError } from '../../core/errors';

/**
 * The invoice's header, lines, manual lines and their forms and dialogs: loaded when an invoice is
 * first opened (or earlier by `preloadPurchaseOrderView`), in parallel with its query, so the
 * overview's first render carries none of it.
 */
const OrderView = lazyPart(() => import('./purchase-order-view').then((m) => m.PurchaseOrderView));

/** Starts loading the panel's content (the invoice view with its forms); call it before a row is opened. */
export const preloadPurchaseOrderView = OrderView.preload;

export interface PurchaseOrderDetailPanelProps {
  /** The invoice to show; null keeps the panel closed. */
  orderId: string | null;
  onClose: () => void;
}

/** The slide-in 'Purchase invoice #id' (spec 02 §2.7), opened at /purchase-order/:id. */
export function PurchaseOrderDetailPanel({ orderId, onClose }: PurchaseOrderDetailPanelProps) {
  const { t } = useTranslation('purchaseOrders');
  return (
    <SlideIn open={orderId !== null} onClose={onClose} title={t('detail.title', { id: orderId ?? '' })} width={1080}>
      {orderId !== null && <PurchaseOrderDetail key={orderId} orderId={orderId} />}
    </SlideIn>
  );
}

/**
 * The panel of the invoice in the URL (/purchase-order/7): the only part of the overview that
 * follows its route, so opening or closing an invoice does not render the overview's table again.
 * Another screen opens it in place under a route parameter of its own and closes it back to itself
 * (month end: /month-end/purchase/7 → /month-end), where the user's list is as it was left.
 */
export function PurchaseOrderPanelOfRoute({ closeTo = '/purchase-order', param = 'id' }: { closeTo?: string; param?: string }) {
  const id = useParams()[param];
  const navigate = useStableNavigate();
  return <PurchaseOrderDetailPanel orderId={id ?? null} onClose={() => navigate(closeTo)} />;
}

/** An invoice's place on the overview, its panel open. */
export function purchaseOrderPath(id: string): string {
  return `/purchase-order/${id}`;
}

export function PurchaseOrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  // the view's code loads beside the query (panels opened from other screens had no hover to start it)
  useEffect(() => void OrderView.preload(), []);
  const result = useQuery(PurchaseOrderDocument, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = result.data?.purchaseOrder;
  if (!order) {
    if (result.loading) return <LoadingState label={t('purchaseOrders:detail.loading')} />;
    if (result.error) return <ErrorState message={describeError(result.error, t)} onRetry={() => void result.refetch().catch(() => undefined)} />;
    return <Alert severity="warning">{t('purchaseOrders:detail.notFound', { id: orderId })}</Alert>;
  }
  return (
    <PartSuspense fallback={<LoadingState label={t('purchaseOrders:detail.loading')} />}>
      <OrderView order={order} />
    </PartSuspense>
  );
}

import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useStableNavigate } from '../../ui/navigation';
import Alert from '@mui/material/Alert';
import { useNotify } from '../../ui/notify';
import { SlideIn } from '../../ui/slide-in';
import { ErrorState, LoadingState } from '../../ui/states';
import { lazyPart, PartSuspense } from '../../ui/lazy-part';
import { SalesOrderDocument } from '../../generated/graphql';
import { describeError } from '../../core/errors';

/**
 * The order's sections, documents and every form and dialog of the panel: loaded when an order is
 * first opened (or earlier by `preloadSalesOrderView`, e.g. when the pointer is over the overview's
 * rows), in parallel with the order's query, so the overview's first render carries none of it.
 */
const OrderView = lazyPart(() => import('./order-view').then((m) => m.OrderView));

/** Starts loading the panel's content (the order view with its forms); call it before a row is opened. */
export const preloadSalesOrderView = OrderView.preload;

/**
 * Sends an order's detail query at once (a click on its link), before the screen renders the
 * panel: the panel's own query then joins the request under way (Apollo deduplicates identical
 * queries in flight) instead of leaving after the page and the panel have rendered.
 */
export function prefetchSalesOrder(client: ApolloClient, id: string): void {
  prefetchedAt.set(id, Date.now());
  client.query({ query: SalesOrderDocument, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/** When each order was last asked by a click on its link (prefetchSalesOrder). */
const prefetchedAt = new Map<string, number>();
/** A panel opened this long after its link's click takes the order that click asked for. */
const PREFETCH_FRESH_MS = 10_000;

/**
 * The panel's fetch policy: an order its link has just asked for is read from that answer (or
 * joins the request still under way), not asked a second time; an order opened any other way
 * (another screen, a reload, a link opened long ago) shows what the cache has and asks again.
 */
export function detailFetchPolicy(id: string, now = Date.now()): 'cache-first' | 'cache-and-network' {
  const at = prefetchedAt.get(id);
  return at !== undefined && now - at < PREFETCH_FRESH_MS ? 'cache-first' : 'cache-and-network';
}

export interface SalesOrderDetailPanelProps {
  /** The order to show; null keeps the panel closed. */
  orderId: string | null;
  onClose: () => void;
  /** Opens another order (after a copy). */
  onOpenOrder: (id: string) => void;
}

/**
 * The slide-in 'Order #id' (spec 02 §2.3). The overview opens it at /sales-order/:id; quality,
 * demurrage and month-end can open it the same way.
 */
export function SalesOrderDetailPanel({ orderId, onClose, onOpenOrder }: SalesOrderDetailPanelProps) {
  const { t } = useTranslation('salesOrders');
  return (
    <SlideIn open={orderId !== null} onClose={onClose} title={t('detail.title', { id: orderId ?? '' })} width={1080}>
      {orderId !== null && <SalesOrderDetail key={orderId} orderId={orderId} onOpenOrder={onOpenOrder} />}
    </SlideIn>
  );
}

/**
 * The panel of the order in the URL (`:id` of the route it is rendered in, e.g. /sales-order/7,
 * /demurrage/7): the only part of an overview that follows its route. The overview itself reads
 * no route, so opening or closing an order renders the panel, not the overview's table.
 */
export function SalesOrderPanelOfRoute({ closeTo, openTo = salesOrderPath }: { closeTo: string; openTo?: (id: string) => string }) {
  const { id } = useParams();
  const navigate = useStableNavigate();
  return <SalesOrderDetailPanel orderId={id ?? null} onClose={() => navigate(closeTo)} onOpenOrder={(next) => navigate(openTo(next))} />;
}

/** An order's place on the sales-order overview, its panel open. */
export function salesOrderPath(id: string): string {
  return `/sales-order/${id}`;
}

export function SalesOrderDetail({ orderId, onOpenOrder }: { orderId: string; onOpenOrder: (id: string) => void }) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const notify = useNotify();
  // the view's code loads beside the query (panels opened from other screens had no hover to start it)
  useEffect(() => void OrderView.preload(), []);
  // decided once per opened order: a later render must not turn a cache-first panel into a second request
  const [fetchPolicy] = useState(() => detailFetchPolicy(orderId));
  const result = useQuery(SalesOrderDocument, { variables: { id: orderId }, fetchPolicy });
  const order = result.data?.salesOrder;
  if (!order) {
    if (result.loading) return <LoadingState label={t('salesOrders:detail.loading')} />;
    if (result.error) return <ErrorState message={describeError(result.error, t)} onRetry={() => void result.refetch().catch(() => undefined)} />;
    return <Alert severity="warning">{t('salesOrders:detail.notFound', { id: orderId })}</Alert>;
  }
  return (
    <PartSuspense fallback={<LoadingState label={t('salesOrders:detail.loading')} />}>
      <OrderView order={order} onOpenOrder={onOpenOrder} notify={notify} />
    </PartSuspense>
  );
}

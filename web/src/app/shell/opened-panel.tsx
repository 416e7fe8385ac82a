import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { lazyPart, PartSuspense } from '../../ui/lazy-part';

/** The detail panels the composed screens open in place; their code (and the order's query) loads on the first open. */
export const SalesOrderPanel = lazyPart(() => import('../../features/salesOrders/panel').then((m) => m.SalesOrderPanelOfRoute));
export const PurchaseOrderPanel = lazyPart(() => import('../../features/purchaseOrders/panel').then((m) => m.PurchaseOrderPanelOfRoute));

/**
 * Renders a screen's panel once its route names a record (`param`), and keeps it for its slide-out:
 * month end, demurrage and quality then carry none of the panels' code (issue 42, ~5 KiB each).
 */
export function WhenOpened({ param = 'id', children }: { param?: string; children: ReactNode }) {
  const named = Boolean(useParams()[param]);
  const [opened, setOpened] = useState(named);
  if (named && !opened) setOpened(true);
  return opened ? <PartSuspense>{children}</PartSuspense> : null;
}

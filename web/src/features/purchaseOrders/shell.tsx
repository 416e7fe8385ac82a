import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { FeatureShell } from '../../core/feature-shell';

const PurchaseOrdersPage = lazy(() => import('./index').then((m) => ({ default: m.PurchaseOrdersPage })));
const PurchaseOrderDetailRedirect = lazy(() => import('./index').then((m) => ({ default: m.PurchaseOrderDetailRedirect })));

export const shell: FeatureShell = {
  routes: [
    // The overview with its open detail panel (/purchase-order/7); month end's purchase and transport ids link here.
    { path: 'purchase-order/:id?', element: <PurchaseOrdersPage /> },
    { path: 'purchase-order-detail', element: <PurchaseOrderDetailRedirect /> },
  ],
  menu: [{ order: 50, kind: 'link', to: '/purchase-order', label: 'purchaseOrders:menu.purchaseOrders', icon: ReceiptIcon }],
};

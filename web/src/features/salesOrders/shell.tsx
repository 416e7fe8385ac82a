import { lazy } from 'react';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { FeatureShell } from '../../core/feature-shell';

const SalesOrdersPage = lazy(() => import('./index').then((m) => ({ default: m.SalesOrdersPage })));
const SalesOrderDetailRedirect = lazy(() => import('./index').then((m) => ({ default: m.SalesOrderDetailRedirect })));

export const shell: FeatureShell = {
  routes: [
    // The overview with its open detail panel (/sales-order/7): one route, so opening an order keeps the table.
    { path: 'sales-order/:id?', element: <SalesOrdersPage /> },
    { path: 'sales-order-detail', element: <SalesOrderDetailRedirect /> },
  ],
  menu: [{ order: 40, kind: 'link', to: '/sales-order', label: 'salesOrders:menu.salesOrders', icon: ShoppingCartIcon }],
};

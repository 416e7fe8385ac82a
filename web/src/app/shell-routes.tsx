import { lazy, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { Capability, Me } from './session';
import { can } from './menu';

// Screens with tables load on demand: the DataGrid stays out of the login page's bundle.
const UsersPage = lazy(() => import('../features/users').then((m) => ({ default: m.UsersPage })));
const PeriodDatesPage = lazy(() => import('../features/periodDates').then((m) => ({ default: m.PeriodDatesPage })));
const SalesOrdersPage = lazy(() => import('../features/salesOrders').then((m) => ({ default: m.SalesOrdersPage })));
const SalesOrderDetailRedirect = lazy(() => import('../features/salesOrders').then((m) => ({ default: m.SalesOrderDetailRedirect })));
const PurchaseOrdersPage = lazy(() => import('../features/purchaseOrders').then((m) => ({ default: m.PurchaseOrdersPage })));
const PurchaseOrderDetailRedirect = lazy(() => import('../features/purchaseOrders').then((m) => ({ default: m.PurchaseOrderDetailRedirect })));
const ProductsPage = lazy(() => import('../features/products').then((m) => ({ default: m.ProductsPage })));
const ProductDetailRedirect = lazy(() => import('../features/products').then((m) => ({ default: m.ProductDetailRedirect })));
const DashboardPage = lazy(() => import('../features/invoicing').then((m) => ({ default: m.DashboardPage })));
const QualityRoute = lazy(() => import('./quality-route').then((m) => ({ default: m.QualityRoute })));
const TasksPage = lazy(() => import('../features/tasks').then((m) => ({ default: m.TasksPage })));
const DemurrageRoute = lazy(() => import('./order-panel-routes').then((m) => ({ default: m.DemurrageRoute })));
const MonthEndRoute = lazy(() => import('./order-panel-routes').then((m) => ({ default: m.MonthEndRoute })));
const ChangePricePage = lazy(() => import('../features/products').then((m) => ({ default: m.ChangePricePage })));

export interface ShellRoute {
  path: string;
  element: ReactElement;
  /** Without this capability the route is not registered at all: the URL shows "not found". */
  requires?: Capability;
}

/** Every screen inside the shell (spec 01 §2, spec 02 §2). */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'user', element: <UsersPage />, requires: 'manageUsers' },
  { path: 'user-detail', element: <Navigate to="/user" replace />, requires: 'manageUsers' },
  // One route for the list and its open detail panel (/product/7), so opening a product keeps the table.
  { path: 'product/:id?', element: <ProductsPage /> },
  { path: 'product-detail', element: <ProductDetailRedirect /> },
  // The overview with its open detail panel (/sales-order/7): one route, so opening an order keeps the table.
  { path: 'sales-order/:id?', element: <SalesOrdersPage /> },
  { path: 'sales-order-detail', element: <SalesOrderDetailRedirect /> },
  // The overview with its open detail panel (/purchase-order/7); month end's purchase and transport ids link here.
  { path: 'purchase-order/:id?', element: <PurchaseOrdersPage /> },
  { path: 'purchase-order-detail', element: <PurchaseOrderDetailRedirect /> },
  { path: 'task-overview', element: <TasksPage /> },
  // The overview with a sales order's detail panel open (/quality-overview/7).
  { path: 'quality-overview/:id?', element: <QualityRoute /> },
  { path: 'demurrage/:id?', element: <DemurrageRoute /> },
  { path: 'change-price', element: <ChangePricePage /> },
  { path: 'period-date', element: <PeriodDatesPage />, requires: 'managePeriodDates' },
  { path: 'month-end/:id?', element: <MonthEndRoute /> },
];

export function allowedRoutes(me: Me, routes: readonly ShellRoute[] = SHELL_ROUTES): ShellRoute[] {
  return routes.filter((route) => can(me, route.requires));
}

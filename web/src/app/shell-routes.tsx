import { lazy, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { NotBuiltPage } from '../features/placeholders';
import type { Capability, Me } from '../features/session';
import { can } from './menu';

// Screens with tables load on demand: the DataGrid stays out of the login page's bundle.
const UsersPage = lazy(() => import('../features/users').then((m) => ({ default: m.UsersPage })));
const PeriodDatesPage = lazy(() => import('../features/periodDates').then((m) => ({ default: m.PeriodDatesPage })));
const SalesOrdersPage = lazy(() => import('../features/salesOrders').then((m) => ({ default: m.SalesOrdersPage })));
const SalesOrderDetailRedirect = lazy(() => import('../features/salesOrders').then((m) => ({ default: m.SalesOrderDetailRedirect })));
const ProductsPage = lazy(() => import('../features/products').then((m) => ({ default: m.ProductsPage })));
const ProductDetailRedirect = lazy(() => import('../features/products').then((m) => ({ default: m.ProductDetailRedirect })));
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
  { path: 'dashboard', element: <NotBuiltPage screen="dashboard" /> },
  { path: 'user', element: <UsersPage />, requires: 'manageUsers' },
  { path: 'user-detail', element: <Navigate to="/user" replace />, requires: 'manageUsers' },
  // One route for the list and its open detail panel (/product/7), so opening a product keeps the table.
  { path: 'product/:id?', element: <ProductsPage /> },
  { path: 'product-detail', element: <ProductDetailRedirect /> },
  // The overview with its open detail panel (/sales-order/7): one route, so opening an order keeps the table.
  { path: 'sales-order/:id?', element: <SalesOrdersPage /> },
  { path: 'sales-order-detail', element: <SalesOrderDetailRedirect /> },
  // /purchase-order/:id: month end's purchase and transport ids link here
  { path: 'purchase-order/:id?', element: <NotBuiltPage screen="purchaseOrders" /> },
  { path: 'purchase-order-detail', element: <NotBuiltPage screen="purchaseOrderDetail" /> },
  { path: 'task-overview', element: <NotBuiltPage screen="tasks" /> },
  { path: 'quality-overview', element: <NotBuiltPage screen="quality" /> },
  { path: 'demurrage/:id?', element: <DemurrageRoute /> },
  { path: 'change-price', element: <ChangePricePage /> },
  { path: 'period-date', element: <PeriodDatesPage />, requires: 'managePeriodDates' },
  { path: 'month-end/:id?', element: <MonthEndRoute /> },
];

export function allowedRoutes(me: Me, routes: readonly ShellRoute[] = SHELL_ROUTES): ShellRoute[] {
  return routes.filter((route) => can(me, route.requires));
}

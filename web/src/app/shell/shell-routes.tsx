import { lazy } from 'react';
import type { Me } from '../../core/session';
import { can, type ShellRoute } from '../../core/feature-shell';
import { featureShells } from './feature-shells';

// Screens the app composes from two features (the sales-order panel inside another screen).
const QualityRoute = lazy(() => import('./quality-route').then((m) => ({ default: m.QualityRoute })));
const DemurrageRoute = lazy(() => import('./order-panel-routes').then((m) => ({ default: m.DemurrageRoute })));
const MonthEndRoute = lazy(() => import('./order-panel-routes').then((m) => ({ default: m.MonthEndRoute })));

/** The app's own screens; their sidebar entries are in menu.ts. */
const APP_ROUTES: readonly ShellRoute[] = [
  // The overview with a sales order's detail panel open (/quality-overview/7).
  { path: 'quality-overview/:id?', element: <QualityRoute /> },
  { path: 'demurrage/:id?', element: <DemurrageRoute /> },
  { path: 'month-end/:id?', element: <MonthEndRoute /> },
  // a purchase or transport invoice opened in place: closing it returns to the month end as it was
  { path: 'month-end/purchase/:purchaseId', element: <MonthEndRoute /> },
];

/** Every screen inside the shell (spec 01 §2, spec 02 §2): each feature's and the app's. */
export const SHELL_ROUTES: readonly ShellRoute[] = [...Object.values(featureShells).flatMap((shell) => shell.routes), ...APP_ROUTES];

export function allowedRoutes(me: Me, routes: readonly ShellRoute[] = SHELL_ROUTES): ShellRoute[] {
  return routes.filter((route) => can(me, route.requires));
}

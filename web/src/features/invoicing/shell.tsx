import { lazy } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { FeatureShell } from '../../core/feature-shell';

// The quality overview is the app's (app/shell/quality-route.tsx composes it with the sales-order panel).
const DashboardPage = lazy(() => import('./index').then((m) => ({ default: m.DashboardPage })));

export const shell: FeatureShell = {
  routes: [{ path: 'dashboard', element: <DashboardPage /> }],
  menu: [{ order: 10, kind: 'link', to: '/dashboard', label: 'invoicing:menu.dashboard', icon: DashboardIcon }],
};

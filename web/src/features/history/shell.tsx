import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import type { FeatureShell } from '../../core/feature-shell';

const ChangesPage = lazy(() => import('./index').then((m) => ({ default: m.ChangesPage })));

// The gateway's `changes` is NOT_ORDERVERWERKER, the capability manageUsers is the same rule (Administrator, Boekhouding).
export const shell: FeatureShell = {
  routes: [{ path: 'changes', element: <ChangesPage />, requires: 'manageUsers' }],
  menu: [{ order: 120, kind: 'link', to: '/changes', label: 'history:menu.changes', icon: HistoryIcon, requires: 'manageUsers' }],
};

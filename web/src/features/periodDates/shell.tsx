import { lazy } from 'react';
import EventIcon from '@mui/icons-material/Event';
import type { FeatureShell } from '../../core/feature-shell';

const PeriodDatesPage = lazy(() => import('./index').then((m) => ({ default: m.PeriodDatesPage })));

export const shell: FeatureShell = {
  routes: [{ path: 'period-date', element: <PeriodDatesPage />, requires: 'managePeriodDates' }],
  menu: [{ order: 110, kind: 'link', to: '/period-date', label: 'periodDates:menu.periodDates', icon: EventIcon, requires: 'managePeriodDates' }],
};

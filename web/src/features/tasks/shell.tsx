import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { FeatureShell } from '../../core/feature-shell';

const TasksPage = lazy(() => import('./index').then((m) => ({ default: m.TasksPage })));

export const shell: FeatureShell = {
  routes: [{ path: 'task-overview', element: <TasksPage /> }],
  menu: [{ order: 60, kind: 'link', to: '/task-overview', label: 'tasks:menu.tasks', icon: AssignmentIcon }],
};

import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import type { FeatureShell } from '../../core/feature-shell';

const UsersPage = lazy(() => import('./index').then((m) => ({ default: m.UsersPage })));

export const shell: FeatureShell = {
  routes: [
    { path: 'user', element: <UsersPage />, requires: 'manageUsers' },
    { path: 'user-detail', element: <Navigate to="/user" replace />, requires: 'manageUsers' },
  ],
  menu: [{ order: 20, kind: 'link', to: '/user', label: 'users:menu.users', icon: PeopleIcon, requires: 'manageUsers' }],
};

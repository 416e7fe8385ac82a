import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage, LoginPage } from '../features/session';
import type { Me } from './session';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RequireSession } from './require-session';
import { RouteErrorBoundary } from './route-error-boundary';
import { LoadingState } from '../ui/states';
import { allowedRoutes } from './shell-routes';

// The shell (side navigation, top bar, every route's lazy page) loads after the login form:
// the first screen carries only what signing in needs.
const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));

function ShellLoading() {
  const { t } = useTranslation('app');
  return <LoadingState label={t('app:shell.checkingSession')} minHeight="60vh" />;
}

/** The screens inside the shell that this user may open; the others are not registered. */
function ShellRoutes({ me }: { me: Me }) {
  return (
    <Routes>
      <Route element={<AppShell me={me} />}>
        <Route index element={<Navigate to="/sales-order" replace />} />
        {allowedRoutes(me).map((route) => (
          <Route key={route.path} path={route.path} element={<RouteErrorBoundary>{route.element}</RouteErrorBoundary>} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Spec 01 §2: /login and /update-password outside the shell, everything else behind the guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          path="/login"
          element={
            <RouteErrorBoundary>
              <LoginPage />
            </RouteErrorBoundary>
          }
        />
        <Route
          path="/update-password"
          element={
            <RouteErrorBoundary>
              <ChangePasswordPage />
            </RouteErrorBoundary>
          }
        />
      </Route>
      <Route
        path="/*"
        element={
          <RequireSession>
            {(me) => (
              <Suspense fallback={<ShellLoading />}>
                <ShellRoutes me={me} />
              </Suspense>
            )}
          </RequireSession>
        }
      />
    </Routes>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ChangePasswordPage, LoginPage } from '../features/session';
import { PublicLayout } from './public-layout';
import { RequireSession } from './require-session';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import { LoadingState } from '../ui/states';
import { HomeScreenPreload } from '../core/home-screen';
import { preloadHomeScreen } from './preload-home-screen';

// The signed-in app (Apollo Client, side navigation, top bar, every route's lazy page with its
// texts) loads after the login form: the first screen carries only what signing in needs.
const SignedInApp = lazy(() => import('./shell/signed-in-app').then((m) => ({ default: m.SignedInApp })));

function ShellLoading() {
  const { t } = useTranslation('app');
  return <LoadingState label={t('app:shell.checkingSession')} minHeight="60vh" />;
}

/** Spec 01 §2: /login and /update-password outside the shell, everything else behind the guard. */
export function AppRoutes() {
  return (
    <HomeScreenPreload.Provider value={preloadHomeScreen}>
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
                  <SignedInApp me={me} />
                </Suspense>
              )}
            </RequireSession>
          }
        />
      </Routes>
    </HomeScreenPreload.Provider>
  );
}

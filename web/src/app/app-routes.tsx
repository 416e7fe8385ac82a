import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage, LoginPage, type Me } from '../features/session';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RequireSession } from './require-session';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell } from './shell/app-shell';
import { allowedRoutes } from './shell-routes';

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
        <Route path="/login" element={<RouteErrorBoundary><LoginPage /></RouteErrorBoundary>} />
        <Route path="/update-password" element={<RouteErrorBoundary><ChangePasswordPage /></RouteErrorBoundary>} />
      </Route>
      <Route path="/*" element={<RequireSession>{(me) => <ShellRoutes me={me} />}</RequireSession>} />
    </Routes>
  );
}

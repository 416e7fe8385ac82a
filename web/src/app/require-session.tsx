import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe, type Me } from '../core/session';
import { ErrorState, LoadingState } from '../ui/states';
import { describeError, isUnauthenticated } from '../core/errors';

/**
 * The guard. There is no token in the browser (the session is an httpOnly cookie): a session
 * exists exactly when the `me` query returns a user. Without one the user goes to /login.
 */
export function RequireSession({ children }: { children: (me: Me) => ReactNode }) {
  const { t } = useTranslation('app');
  const { me, loading, error, refetch } = useMe();

  if (loading && !me) {
    return <LoadingState label={t('app:shell.checkingSession')} minHeight="60vh" />;
  }
  if (error && !me && !isUnauthenticated(error)) {
    // The gateway could not be asked: say so rather than pretend the user is signed out.
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
        <ErrorState title={t('app:shell.sessionError')} message={describeError(error, t)} onRetry={() => void refetch()} />
      </Box>
    );
  }
  if (!me) return <ToLogin />;
  return <>{children(me)}</>;
}

/**
 * To /login, remembering where the user was. Its own component so that only it reads the location:
 * the guard, and the whole signed-in app it renders, do not render again on every route change.
 */
function ToLogin() {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: location.pathname }} />;
}

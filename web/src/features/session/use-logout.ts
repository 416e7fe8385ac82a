import { useCallback, useLayoutEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { clearMe } from '../../app/session/session-cache';
import { useRequestState } from './use-sign-in';

/**
 * Signs out: the gateway ends the session and clears its cookie, the browser forgets every cached
 * answer, and the user lands on /login. Rejects (and keeps the user signed in) when the gateway
 * could not be told, because the cookie would still be valid.
 *
 * `logout` keeps its identity while the user moves between screens: react-router's navigate is a
 * new function on every route change, and a new `logout` would make the top bar and the sidebar
 * (memoized, see AppShell) render again on every click on an order.
 */
export function useLogout(): { logout: () => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const { logOut, ended } = useSession();
  const [logout, { loading }] = useRequestState(
    useCallback(async () => {
      await logOut();
      await client.clearStore();
      clearMe(client.cache);
      ended();
      navigateRef.current('/login', { replace: true });
    }, [client, logOut, ended]),
  );
  return { logout, loading };
}

import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSession } from '../../core/session';
import { clearMe } from '../../core/session/session-cache';
import { useStableNavigate } from '../../ui/navigation';
import { useRequestState } from './use-sign-in';

/**
 * Signs out: the gateway ends the session and clears its cookie, the browser forgets every cached
 * answer, and the user lands on /login. Rejects (and keeps the user signed in) when the gateway
 * could not be told, because the cookie would still be valid.
 *
 * `logout` keeps its identity while the user moves between screens, and the shell that uses it
 * does not follow the route (the app's stable navigate: ui/navigation).
 */
export function useLogout(): { logout: () => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useStableNavigate();
  const { logOut, ended } = useSession();
  const [logout, { loading }] = useRequestState(
    useCallback(async () => {
      await logOut();
      await client.clearStore();
      clearMe(client.cache);
      ended();
      navigate('/login', { replace: true });
    }, [client, logOut, ended, navigate]),
  );
  return { logout, loading };
}

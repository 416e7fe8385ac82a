import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../generated/graphql';
import { clearMe } from '../../app/session';

/**
 * Signs out: the gateway clears its cookie, the browser forgets every cached answer, and the user
 * lands on /login. Rejects (and keeps the user signed in) when the gateway could not be told,
 * because the cookie would still be valid.
 */
export function useLogout(): { logout: () => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(LogoutDocument);
  const logout = useCallback(async () => {
    await mutate();
    await client.clearStore();
    clearMe(client.cache);
    navigate('/login', { replace: true });
  }, [client, mutate, navigate]);
  return { logout, loading };
}

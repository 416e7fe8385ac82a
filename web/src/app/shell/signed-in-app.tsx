import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { createApolloClient, onSessionEnded } from '../../core/apollo/apollo';
import { useAppConfig } from '../../core/config';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { useSession, type Me } from '../../core/session';
import { writeMe } from '../../core/session/session-cache';
import { allowedRoutes } from './shell-routes';
import { AppShell } from './app-shell';
import { HOME_PATH } from '../../core/home-screen';

/**
 * Apollo Client for the signed-in app, loaded with it (the login screens do without). Its cache
 * starts with the signed-in user, so screens that read `me` with their data ask nothing more; a
 * request refused as UNAUTHENTICATED ends the session, and the guard sends the user to /login.
 * A client handed in from outside (tests, over mocks) is used as it is.
 */
function SignedInApollo({ me, children }: { me: Me; children: ReactNode }) {
  const outer = useContext(getApolloContext()).client as ApolloClient | undefined;
  const { graphqlUrl } = useAppConfig();
  const { ended } = useSession();
  const client = useMemo(() => outer ?? createApolloClient({ uri: graphqlUrl }), [outer, graphqlUrl]);
  // before the screens' first queries read the cache (once per client)
  useState(() => writeMe(client.cache, me));
  useEffect(() => onSessionEnded(client, ended), [client, ended]);
  return outer ? <>{children}</> : <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** The screens inside the shell that this user may open; the others are not registered. */
export function SignedInApp({ me }: { me: Me }) {
  return (
    <SignedInApollo me={me}>
      <Routes>
        <Route element={<AppShell me={me} />}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {allowedRoutes(me).map((route) => (
            <Route key={route.path} path={route.path} element={<RouteErrorBoundary>{route.element}</RouteErrorBoundary>} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </SignedInApollo>
  );
}

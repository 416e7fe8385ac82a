import { useMemo, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '../ui/providers';
import { createApolloClient } from './apollo';
import { AppConfigProvider, DEFAULT_CONFIG, type AppConfig } from './config';

/** Everything around the routes: configuration, Apollo, i18n, theme, date pickers, toasts, router. */
export function AppProviders({ config, client, children }: { config?: Partial<AppConfig>; client?: ApolloClient; children: ReactNode }) {
  const graphqlUrl = config?.graphqlUrl ?? DEFAULT_CONFIG.graphqlUrl;
  // UNAUTHENTICATED clears the cached user; the guard then sends the user to /login.
  const apollo = useMemo(() => client ?? createApolloClient({ uri: graphqlUrl }), [client, graphqlUrl]);
  return (
    <AppConfigProvider config={config}>
      <ApolloProvider client={apollo}>
        <UiProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </UiProvider>
      </ApolloProvider>
    </AppConfigProvider>
  );
}

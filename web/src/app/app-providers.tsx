import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '../ui/theme/providers';
import { StableNavigateProvider } from '../ui/navigation';
import { AppConfigProvider, DEFAULT_CONFIG, type AppConfig } from '../core/config';
import { createGatewayRequest, SessionProvider, type GatewayRequest } from '../core/session';

/**
 * Everything around the routes: configuration, the session, i18n, theme, toasts, router. Apollo
 * Client is not here: the signed-in app brings it (app/shell/signed-in-app.tsx), so the login
 * screens load without it.
 */
export function AppProviders({ config, request, children }: { config?: Partial<AppConfig>; request?: GatewayRequest; children: ReactNode }) {
  const graphqlUrl = config?.graphqlUrl ?? DEFAULT_CONFIG.graphqlUrl;
  const sessionRequest = useMemo(() => request ?? createGatewayRequest({ uri: graphqlUrl }), [request, graphqlUrl]);
  return (
    <AppConfigProvider config={config}>
      <SessionProvider request={sessionRequest}>
        <UiProvider>
          <BrowserRouter>
            <StableNavigateProvider>{children}</StableNavigateProvider>
          </BrowserRouter>
        </UiProvider>
      </SessionProvider>
    </AppConfigProvider>
  );
}

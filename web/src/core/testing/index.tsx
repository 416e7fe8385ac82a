/**
 * Test helpers for the features and the app (not a test file itself): the real Apollo link chain
 * (error link included) over a MockLink, a memory router, and the UI providers.
 */
import type { ReactElement } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { StableNavigateProvider } from '../../ui/navigation';
import type { Language } from '../../i18n';
import { MeDocument } from '../../generated/graphql';
import { SessionProvider, type GatewayRequest, type Me } from '../session';
import { createApolloClient } from '../apollo/apollo';
import { AppConfigProvider, type AppConfig } from '../config';

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function me(userName: string, displayName: string, roles: Me['roles'], caps: Partial<Me['capabilities']>): Me {
  return {
    __typename: 'Me',
    userName,
    displayName,
    roles,
    capabilities: {
      __typename: 'Capabilities',
      manageUsers: false,
      managePeriodDates: false,
      approvePrices: false,
      deleteOrders: false,
      sendToAccounting: false,
      ...caps,
    },
  };
}

export const ADMINISTRATOR = me('admin@example.be', 'An Admin', ['ADMINISTRATOR'], {
  manageUsers: true,
  managePeriodDates: true,
  approvePrices: true,
  deleteOrders: true,
  sendToAccounting: true,
});
export const ORDERVERWERKER = me('order@example.be', 'Olivier Order', ['ORDERVERWERKER'], {});
export const BOEKHOUDING = me('boek@example.be', 'Bea Boekhouding', ['BOEKHOUDING'], { manageUsers: true, sendToAccounting: true });

/** The answer of the guard's `me` query. */
export function meMock(user: Me | null): Mock {
  return { request: { query: MeDocument }, result: { data: { me: user } } };
}

/** Shows where the router is, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** jsdom matches no media query; desktop makes `min-width` queries match (permanent sidebar). */
export function setViewport(desktop: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: desktop && /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export interface RenderOptions {
  route?: string;
  mocks?: readonly Mock[];
  language?: Language;
  config?: Partial<AppConfig>;
}

/**
 * The session's requests sent through the test's Apollo client, so the same mocks answer them
 * (in the app they go by fetch: session/gateway-request.ts, tested on its own).
 */
export function requestThrough(client: ApolloClient): GatewayRequest {
  return async (document, variables) => {
    const mutation = document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    const { data } = mutation
      ? await client.mutate({ mutation: document, variables: variables as Record<string, unknown> })
      : await client.query({ query: document, variables: variables as Record<string, unknown>, fetchPolicy: 'network-only' });
    return data as never;
  };
}

/** Renders any element with the session and Apollo (both over mocks), router and UI providers. */
export function renderWithApollo(ui: ReactElement, { route = '/', mocks = [], language, config }: RenderOptions = {}) {
  const client = createApolloClient({ terminatingLink: new MockLink(mocks, { defaultOptions: { delay: 0 } }) });
  const result = renderWithProviders(
    <AppConfigProvider config={config}>
      <SessionProvider request={requestThrough(client)}>
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[route]}>
            <StableNavigateProvider>
              {ui}
              <LocationProbe />
            </StableNavigateProvider>
          </MemoryRouter>
        </ApolloProvider>
      </SessionProvider>
    </AppConfigProvider>,
    { language },
  );
  return { ...result, client };
}

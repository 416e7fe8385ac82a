/**
 * Test helpers for the app and its features (not a test file itself): the real Apollo link chain
 * (error link included) over a MockLink, a memory router, and the UI providers.
 */
import type { ReactElement } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import type { Language } from '../i18n';
import { MeDocument } from '../generated/graphql';
import type { Me } from './session';
import { createApolloClient } from './apollo';
import { AppConfigProvider, type AppConfig } from './config';
import { AppRoutes } from './app-routes';

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

/** Renders any element with Apollo (over mocks), router and UI providers. */
export function renderWithApollo(ui: ReactElement, { route = '/', mocks = [], language, config }: RenderOptions = {}) {
  const client = createApolloClient({ terminatingLink: new MockLink(mocks, { defaultOptions: { delay: 0 } }) });
  const result = renderWithProviders(
    <AppConfigProvider config={config}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </AppConfigProvider>,
    { language },
  );
  return { ...result, client };
}

/** Renders the whole application at a route. */
export function renderApp(options: RenderOptions = {}) {
  return renderWithApollo(<AppRoutes />, options);
}

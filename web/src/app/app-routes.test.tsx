import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LogoutDocument, MeDocument, MySessionsDocument, UsersDocument } from '../generated/graphql';
import { ADMINISTRATOR, BOEKHOUDING, meMock, ORDERVERWERKER, setViewport, type Mock } from '../core/testing';
import { renderApp } from './render-app';

function menu() {
  return within(screen.getByRole('navigation', { name: /Hoofdmenu|Main menu/ }));
}

function menuLabels(): string[] {
  return menu()
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

// Whole-app renders: 4–6 s each on a quiet machine, several times that beside the e2e suite in CI.
jest.setTimeout(60_000);

describe('routes and guard', () => {
  beforeEach(() => setViewport(true));
  afterEach(() => setViewport(false));

  it('sends a visitor without session from a shell route to /login', async () => {
    renderApp({ route: '/product', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends / to /login without a session and to /sales-order with one', async () => {
    const { unmount } = renderApp({ route: '/', mocks: [meMock(null)] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    unmount();
    renderApp({ route: '/', mocks: [meMock(ORDERVERWERKER)] });
    // The navigation shows once the lazily loaded sales-order screen is there (a transition).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sales-order'), { timeout: 10_000 });
  });

  it('shows the Administrator every entry, including users and period dates', async () => {
    renderApp({ route: '/nowhere', mocks: [meMock(ADMINISTRATOR)], config: { monthEndReportUrl: 'https://reports.example/month-end' } });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Gebruikers',
      'Producten',
      'Verkooporders',
      'Aankoopfacturen',
      'Taken',
      'Facturatie',
      'Demurrage',
      'Maandafsluiting',
      'Prijswijzigingen',
      'Periodedatums',
      'Wijzigingen',
      'Maandrapport',
    ]);
    expect(screen.getByText('Rapporten')).toBeInTheDocument();
  });

  it('hides users and period dates from the Orderverwerker', async () => {
    renderApp({ route: '/nowhere', mocks: [meMock(ORDERVERWERKER)] });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    const labels = menuLabels();
    expect(labels).not.toContain('Gebruikers');
    expect(labels).not.toContain('Periodedatums');
    expect(labels).toContain('Verkooporders');
    expect(labels).toContain('Prijswijzigingen');
  });

  it('does not register /user for the Orderverwerker: the URL shows "not found"', async () => {
    renderApp({ route: '/user', mocks: [meMock(ORDERVERWERKER)] });
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gebruikers' })).not.toBeInTheDocument();
  });

  it('guards /period-date for roles other than Administrator', async () => {
    renderApp({ route: '/period-date', mocks: [meMock(BOEKHOUDING)] });
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(menuLabels()).toContain('Gebruikers');
    expect(menuLabels()).not.toContain('Periodedatums');
  });

  it('opens the users screen for the Administrator', async () => {
    renderApp({
      route: '/user-detail',
      mocks: [meMock(ADMINISTRATOR), { request: { query: UsersDocument }, result: { data: { users: [] } } }],
    });
    // The screen is loaded on demand (with the DataGrid), which takes a moment under jsdom.
    expect(await screen.findByRole('heading', { name: 'Gebruikers' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user');
  });

  it('opens the month-end report in a new tab from the configured URL, and hides the entry when none is set', async () => {
    const { unmount } = renderApp({ route: '/nowhere', mocks: [meMock(ORDERVERWERKER)], config: { monthEndReportUrl: 'https://reports.example/month-end' } });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    const link = menu().getByRole('link', { name: /Maandrapport/ });
    expect(link).toHaveAttribute('href', 'https://reports.example/month-end');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // the month-end screen itself is a normal entry
    expect(menu().getByRole('link', { name: 'Maandafsluiting' })).toHaveAttribute('href', '/month-end');
    unmount();
    renderApp({ route: '/nowhere', mocks: [meMock(ORDERVERWERKER)], config: { monthEndReportUrl: '' } });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    expect(menu().queryByRole('link', { name: /Maandrapport/ })).toBeNull();
    expect(menu().queryByText('Rapporten')).toBeNull();
    expect(menu().getByRole('link', { name: 'Maandafsluiting' })).toBeInTheDocument();
  });

  it('switches the language: menu and screen texts follow, and the choice is remembered', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/nowhere', mocks: [meMock(ADMINISTRATOR)] });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    await user.click(screen.getByRole('button', { name: 'En' }));
    expect(menuLabels()).toContain('Users');
    expect(menuLabels()).toContain('Change price');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(localStorage.getItem('backoffice.language')).toBe('en_US');
    await user.click(screen.getByRole('button', { name: 'Nl' }));
    expect(menuLabels()).toContain('Gebruikers');
  });

  it('shows the signed-in user and signs out: the cache is cleared and the user lands on /login', async () => {
    const user = userEvent.setup();
    const { client } = renderApp({
      route: '/nowhere',
      mocks: [meMock(ADMINISTRATOR), { request: { query: LogoutDocument }, result: { data: { logout: { __typename: 'LogoutPayload', ok: true } } } }],
    });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('An Admin');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Afmelden' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(client.cache.readQuery({ query: MeDocument })?.me).toBeNull();
  });

  it("opens the user's sessions and the password change from the account menu", async () => {
    const user = userEvent.setup();
    const mine = {
      __typename: 'UserSession',
      id: 's1',
      startedAt: '2026-12-07T08:00:00Z',
      lastUsedAt: '2026-12-07T08:30:00Z',
      userAgent: 'Firefox 133 on Linux',
      current: true,
    };
    renderApp({ route: '/nowhere', mocks: [meMock(ADMINISTRATOR), { request: { query: MySessionsDocument }, result: { data: { mySessions: [mine] } } }] });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    await user.click(screen.getByRole('button', { name: 'Accountmenu van An Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Uw sessies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uw sessies' });
    expect(await within(dialog).findByText('Firefox 133 on Linux')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Accountmenu van An Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/update-password'));
  });

  it('a request refused as UNAUTHENTICATED ends the session in the browser and returns to /login', async () => {
    const mocks: Mock[] = [
      meMock(ADMINISTRATOR),
      { request: { query: UsersDocument }, result: { errors: [new GraphQLError('Session ended', { extensions: { code: 'UNAUTHENTICATED' } })] } },
    ];
    renderApp({ route: '/user', mocks });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it('on a small screen the burger opens the sidebar', async () => {
    setViewport(false);
    const user = userEvent.setup();
    renderApp({ route: '/nowhere', mocks: [meMock(ADMINISTRATOR)] });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    expect(menuLabels()).toContain('Gebruikers');
    await user.click(menu().getByRole('link', { name: 'Producten' }));
    // The products screen loads on demand: the navigation completes once its chunk is there.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product'), { timeout: 15_000 });
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
  });
});

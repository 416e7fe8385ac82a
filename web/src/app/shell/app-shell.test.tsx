import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { ADMINISTRATOR, renderWithApollo, setViewport } from '../../core/testing';
import { AppShell } from './app-shell';

// Counted: the top bar's language switch and the sidebar render again only when the shell's parts do.
const renders = { languageSwitch: 0, sideNav: 0 };
jest.mock('./language-switch', () => {
  const actual = jest.requireActual<typeof import('./language-switch')>('./language-switch');
  return {
    LanguageSwitch: (props: Parameters<typeof actual.LanguageSwitch>[0]) => {
      renders.languageSwitch += 1;
      return <actual.LanguageSwitch {...props} />;
    },
  };
});
jest.mock('./side-nav', () => {
  const actual = jest.requireActual<typeof import('./side-nav')>('./side-nav');
  return {
    SideNav: (props: Parameters<typeof actual.SideNav>[0]) => {
      renders.sideNav += 1;
      return <actual.SideNav {...props} />;
    },
  };
});

function Screen() {
  const { id } = useParams();
  return (
    <>
      <output data-testid="open">{id ?? 'none'}</output>
      <Link to="/sales-order/7">open 7</Link>
      <Link to="/sales-order">close</Link>
    </>
  );
}

describe('AppShell', () => {
  beforeEach(() => setViewport(true));
  afterEach(() => setViewport(false));

  it('follows a route change in the screen and the active menu entry, without rendering the top bar or the sidebar again', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApollo(
      <Routes>
        <Route element={<AppShell me={ADMINISTRATOR} />}>
          <Route path="/sales-order/:id?" element={<Screen />} />
        </Route>
      </Routes>,
      { route: '/sales-order' },
    );
    expect(await screen.findByTestId('open')).toHaveTextContent('none');
    const salesOrders = screen.getByRole('link', { name: 'Verkooporders' });
    await waitFor(() => expect(salesOrders).toHaveClass('active'));
    const before = { ...renders };
    expect(before.languageSwitch).toBeGreaterThan(0);

    await user.click(screen.getByRole('link', { name: 'open 7' }));
    expect(await screen.findByTestId('open')).toHaveTextContent('7');
    await user.click(screen.getByRole('link', { name: 'close' }));
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('none'));

    // the menu still marks where the user is: its links follow the route themselves
    expect(screen.getByRole('link', { name: 'Verkooporders' })).toHaveClass('active');
    expect(renders).toEqual(before);
  });
});

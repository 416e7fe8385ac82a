import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { RequireSession } from './require-session';
import { meMock, ORDERVERWERKER, renderWithApollo } from '../core/testing';

function LoginProbe() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return <p>login, then {state?.from}</p>;
}

describe('RequireSession', () => {
  it('renders the signed-in app once for the session, not again on every route change', async () => {
    const user = userEvent.setup({ delay: null });
    let renders = 0;
    function SignedIn() {
      renders += 1;
      return <Link to="/sales-order/7">open 7</Link>;
    }
    renderWithApollo(
      <Routes>
        <Route path="/*" element={<RequireSession>{() => <SignedIn />}</RequireSession>} />
      </Routes>,
      { route: '/sales-order', mocks: [meMock(ORDERVERWERKER)] },
    );
    const link = await screen.findByRole('link', { name: 'open 7' });
    const before = renders;
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sales-order/7'));
    expect(renders).toBe(before);
  });

  it('sends a visitor without a session to /login, remembering where they were', async () => {
    renderWithApollo(
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/*" element={<RequireSession>{() => <p>app</p>}</RequireSession>} />
      </Routes>,
      { route: '/month-end', mocks: [meMock(null)] },
    );
    expect(await screen.findByText('login, then /month-end')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

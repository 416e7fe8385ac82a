import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, Link } from 'react-router-dom';
import { renderWithProviders, screen } from '../../../test/render';
import { RouteErrorBoundary } from './route-error-boundary';
import { LocationProbe } from '../../core/testing';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <h1>Fragile works</h1>;
}

/** A screen with state of its own (a page number), and a link to another URL of its own route. */
function Overview() {
  const [page, setPage] = useState(1);
  return (
    <>
      <h1>Page {page}</h1>
      <button type="button" onClick={() => setPage((p) => p + 1)}>
        next
      </button>
      <Link to="/orders/412">open 412</Link>
      <Link to="/orders">close</Link>
    </>
  );
}

function app(language: 'nl_BE' | 'en_US', start = '/fragile') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[start]}>
      <Link to="/other">other</Link>
      <Routes>
        <Route
          path="/fragile"
          element={
            <RouteErrorBoundary>
              <Fragile />
            </RouteErrorBoundary>
          }
        />
        <Route
          path="/other"
          element={
            <RouteErrorBoundary>
              <h1>Other screen</h1>
            </RouteErrorBoundary>
          }
        />
        <Route path="/sales-order" element={<h1>Start</h1>} />
        <Route
          path="/orders/:id?"
          element={
            <RouteErrorBoundary>
              <Overview />
            </RouteErrorBoundary>
          }
        />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { language },
  );
}

describe('RouteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    broken = true;
    // React reports the caught error to the console; keep the test output clean.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a translated message with a way back instead of a white page, in Dutch', async () => {
    const user = userEvent.setup();
    app('nl_BE');
    expect(screen.getByRole('heading', { name: 'Er ging iets mis op dit scherm' })).toBeInTheDocument();
    expect(screen.queryByText(/render failed/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Naar de startpagina' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sales-order');
    expect(screen.getByRole('heading', { name: 'Start' })).toBeInTheDocument();
  });

  it('in English; retry renders the screen again, another URL starts afresh', async () => {
    const user = userEvent.setup();
    app('en_US');
    expect(screen.getByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Fragile works' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'other' }));
    expect(screen.getByRole('heading', { name: 'Other screen' })).toBeInTheDocument();
  });

  it('keeps the screen, and what it holds, through another URL of its own route (a detail panel opened and closed)', async () => {
    const user = userEvent.setup();
    app('en_US', '/orders');
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('heading', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'open 412' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/412');
    await user.click(screen.getByRole('link', { name: 'close' }));
    expect(screen.getByRole('heading', { name: 'Page 3' })).toBeInTheDocument();
  });
});

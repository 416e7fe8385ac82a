import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { StableNavigateProvider } from '../navigation';
import { CellLink } from './cell-link';

// Each render of a CellLink asks for the app's navigate once: counted, the links' renders.
const linkRenders = { count: 0 };
jest.mock('../navigation', () => {
  const actual = jest.requireActual<typeof import('../navigation')>('../navigation');
  return {
    ...actual,
    useStableNavigate: () => {
      linkRenders.count += 1;
      return actual.useStableNavigate();
    },
  };
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderLinks(onOpen = jest.fn()) {
  renderWithProviders(
    <MemoryRouter initialEntries={['/sales-order']}>
      <StableNavigateProvider>
        <Routes>
          <Route
            path="/sales-order/:id?"
            element={
              <>
                <CellLink to="/sales-order/412" aria-label="Order 412 openen" onOpen={onOpen}>
                  412
                </CellLink>
                <CellLink to="/sales-order/411" aria-label="Order 411 openen">
                  411
                </CellLink>
              </>
            }
          />
        </Routes>
        <Where />
      </StableNavigateProvider>
    </MemoryRouter>,
  );
}

describe('CellLink', () => {
  it('opens its route in the app on a click, after onOpen, and keeps its href for a new tab', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpen = jest.fn();
    renderLinks(onOpen);
    const link = screen.getByRole('link', { name: 'Order 412 openen' });
    expect(link).toHaveAttribute('href', '/sales-order/412');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/sales-order/412');
  });

  it('leaves a Ctrl-, Cmd-, Shift- or middle-click to the browser', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Order 411 openen' });
    // after the app's handler: whether it left the browser's default (jsdom cannot open a tab, so stop it there)
    const leftToBrowser: boolean[] = [];
    const watch = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) fireEvent.click(link, init);
    document.removeEventListener('click', watch);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/sales-order$/);
  });

  it('does not render again when the route changes (a router Link reads the location and did, for every row)', async () => {
    const user = userEvent.setup({ delay: null });
    renderLinks();
    const before = linkRenders.count;
    expect(before).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('link', { name: 'Order 412 openen' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/sales-order/412');
    expect(linkRenders.count).toBe(before);
  });
});

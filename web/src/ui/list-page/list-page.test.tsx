import { required } from '../required';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { BookedText } from './booked-text';
import { ChoiceSelect } from './choice-select';
import { ListPage } from './list-page';
import { readRememberedChoice, useRememberedChoice } from './remembered-choice';

type Show = 'ALL' | 'OPEN' | 'DONE';
const SHOWS: readonly Show[] = ['ALL', 'OPEN', 'DONE'];
const KEY = 'test.show';

describe('ListPage', () => {
  it('titles the screen with one heading above what it holds', () => {
    renderWithProviders(
      <ListPage title="Verkooporders">
        <p>de tabel</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Verkooporders' })).toBeInTheDocument();
    expect(screen.getByText('de tabel')).toBeInTheDocument();
  });
});

describe('BookedText', () => {
  it('shows a booking number with its check, and nothing before the booking', () => {
    const { container, rerender } = renderWithProviders(<BookedText booking="VF-2025-0042" />);
    expect(screen.getByText('VF-2025-0042')).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    rerender(<BookedText booking={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ChoiceSelect', () => {
  it('offers the choices in their order with their words and answers the one picked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <ChoiceSelect<Show>
        label="Toon"
        value="OPEN"
        choices={SHOWS.map((value) => ({ value, label: { ALL: 'Alles', OPEN: 'Niet afgewerkt', DONE: 'Afgewerkt' }[value] }))}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Toon' });
    expect(select).toHaveTextContent('Niet afgewerkt');
    await user.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alles', 'Niet afgewerkt', 'Afgewerkt']);
    await user.click(required(options[2], 'the third option'));
    expect(onChange).toHaveBeenCalledWith('DONE');
  });
});

describe('useRememberedChoice', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('starts with the fallback, stores nothing until chosen, then remembers the choice for the next visit', () => {
    const first = renderHook(() => useRememberedChoice(KEY, SHOWS, 'OPEN'));
    expect(first.result.current[0]).toBe('OPEN');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    act(() => first.result.current[1]('DONE'));
    expect(first.result.current[0]).toBe('DONE');
    expect(window.localStorage.getItem(KEY)).toBe('DONE');
    first.unmount();
    expect(renderHook(() => useRememberedChoice(KEY, SHOWS, 'OPEN')).result.current[0]).toBe('DONE');
  });

  it('ignores a stored value that is no choice, and still switches when storage is blocked', () => {
    window.localStorage.setItem(KEY, 'constructor');
    expect(readRememberedChoice(KEY, SHOWS, 'OPEN')).toBe('OPEN');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const { result } = renderHook(() => useRememberedChoice(KEY, SHOWS, 'ALL'));
    expect(result.current[0]).toBe('ALL');
    act(() => result.current[1]('OPEN'));
    expect(result.current[0]).toBe('OPEN');
  });
});

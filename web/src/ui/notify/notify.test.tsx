import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { useNotify } from './notification-provider';
import { Notice } from './notice';
import i18n, { setLanguage, LANGUAGE_STORAGE_KEY } from '../../i18n';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Saved it')}>ok</button>
      <button onClick={() => notify.error('Broke it')}>bad</button>
    </>
  );
}

describe('useNotify', () => {
  afterEach(() => jest.useRealTimers());

  it('hides a success toast after 2 s and an error toast after 4 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Buttons />);
    await user.click(screen.getByText('ok'));
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('Saved it')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200)); // 2 s passed: closing
    act(() => jest.advanceTimersByTime(1000)); // exit transition done
    expect(screen.queryByText('Saved it')).not.toBeInTheDocument();
    await user.click(screen.getByText('bad'));
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Broke it')).toBeInTheDocument(); // errors stay 4 s
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Broke it')).not.toBeInTheDocument();
  });

  it('a success gives way to the next message at once, even under a resting pointer; an error keeps its time', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Buttons />);
    await user.click(screen.getByText('ok'));
    // the pointer rests on the toast: its own timer stands still
    await user.hover(screen.getByText('Saved it'));
    await user.click(screen.getByText('bad'));
    act(() => jest.advanceTimersByTime(1000)); // the success's exit transition, far less than its 2 s
    expect(screen.queryByText('Saved it')).not.toBeInTheDocument();
    expect(screen.getByText('Broke it')).toBeInTheDocument();
    // a success after an error waits for the error's time
    await user.click(screen.getByText('ok'));
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByText('Broke it')).toBeInTheDocument();
    expect(screen.queryByText('Saved it')).not.toBeInTheDocument(); // queued
    act(() => jest.advanceTimersByTime(1600));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Broke it')).not.toBeInTheDocument();
    expect(screen.getByText('Saved it')).toBeInTheDocument();
  });

  it('can be closed with its close button, labelled in the UI language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />, { language: 'en_US' });
    await user.click(screen.getByText('bad'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(screen.queryByText('Broke it')).not.toBeInTheDocument();
  });
});

describe('Notice', () => {
  afterEach(() => jest.useRealTimers());

  it('calls onClose after its duration and renders nothing without a message', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    const { rerender } = renderWithProviders(<Notice message="Duplicated Product!" duration={4000} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Duplicated Product!');
    act(() => jest.advanceTimersByTime(3999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Notice message="" />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('i18n', () => {
  it('starts in Dutch, switches to English and remembers the choice', async () => {
    expect(i18n.t('ui:table.noRecords')).toBe('Geen gegevens beschikbaar');
    await setLanguage('en_US');
    expect(i18n.t('ui:table.noRecords')).toBe('No records available');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
    expect(document.documentElement.lang).toBe('en-US');
    await setLanguage('nl_BE');
    expect(i18n.t('common:actions.delete')).toBe('Verwijderen');
  });

  it('has the same keys in both languages for the namespaces owned here', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
    for (const ns of ['common', 'ui']) {
      const nl = i18n.getResourceBundle('nl_BE', ns) as object;
      const en = i18n.getResourceBundle('en_US', ns) as object;
      expect(keys(nl).sort()).toEqual(keys(en).sort());
    }
  });
});

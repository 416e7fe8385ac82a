import { useState } from 'react';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { renderWithProviders } from '../../../test/render';
import { DateField } from './date-field';
import { INVALID_DATE } from './date';

const today = () => new Date(2025, 5, 17);

function Controlled({ initial = null, onValue }: { initial?: string | null; onValue: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField
        label="Loading date"
        value={value}
        today={today}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <output data-testid="value">{value ?? 'null'}</output>
      <button onClick={() => setValue('2030-01-02')}>set from outside</button>
    </>
  );
}

describe('DateField', () => {
  it('shows the value as dd-MM-yyyy', () => {
    renderWithProviders(<DateField label="Date" value="2024-03-05" onChange={() => undefined} />);
    expect(screen.getByLabelText('Date')).toHaveValue('05-03-2024');
  });

  it('treats the provider empty date as empty', () => {
    renderWithProviders(<DateField label="Date" value="1900-01-01T00:00:00" onChange={() => undefined} />);
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });

  it('reads ddMM as day and month of this year and normalises on Tab', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Loading date');
    await user.type(input, '0503');
    expect(onValue).not.toHaveBeenCalled(); // short forms wait until the user leaves
    await user.tab();
    expect(input).toHaveValue('05-03-2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-03-05');
    expect(screen.getByTestId('value')).toHaveTextContent('2025-03-05');
  });

  it('steps a day with ↑ and ↓ (from today when empty), says so, and costs one Tab: the calendar is Alt+↓', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Loading date');
    expect(input).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowDown ArrowUp ArrowDown');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('18-06-2025');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('16-06-2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-06-16');
    await user.clear(input);
    await user.type(input, '31-12-2025{ArrowUp}');
    expect(input).toHaveValue('01-01-2026');
    // text that is no date stays as typed
    await user.clear(input);
    await user.type(input, 'morgen{ArrowUp}');
    expect(input).toHaveValue('morgen');
    // Tab leaves the field for the next control, past the calendar button
    await user.tab();
    expect(screen.getByRole('button', { name: 'set from outside' })).toHaveFocus();
  });

  it('reads a bare day number as that day of this month', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    await user.type(screen.getByLabelText('Loading date'), '5');
    await user.tab();
    expect(screen.getByLabelText('Loading date')).toHaveValue('05-06-2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-06-05');
  });

  it('passes a complete d-M-yyyy date on while typing and pads it on Enter', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Loading date');
    await user.type(input, '5-3-2024');
    expect(onValue).toHaveBeenLastCalledWith('2024-03-05');
    expect(input).toHaveValue('5-3-2024');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('05-03-2024');
  });

  it('keeps invalid input, shows an error in the UI language and reports INVALID_DATE (not null, which would wipe a stored date)', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled initial="2024-01-01" onValue={onValue} />, { language: 'en_US' });
    const input = screen.getByLabelText('Loading date');
    await user.clear(input);
    await user.type(input, '31-04-2025');
    await user.tab();
    expect(input).toHaveValue('31-04-2025');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid date, use dd-mm-yyyy')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith(INVALID_DATE);
    // Correcting it clears the error.
    await user.clear(input);
    await user.type(input, '30-04-2025');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(onValue).toHaveBeenLastCalledWith('2025-04-30');
  });

  it('shows the Dutch error text by default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateField label="Datum" value={null} onChange={() => undefined} today={today} />);
    await user.type(screen.getByLabelText('Datum'), '2902');
    await user.tab();
    expect(screen.getByText('Ongeldige datum, gebruik dd-mm-jjjj')).toBeInTheDocument();
    expect(screen.getByLabelText('Datum')).toHaveValue('2902');
  });

  it('reports null when emptied', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled initial="2024-01-01" onValue={onValue} />);
    await user.clear(screen.getByLabelText('Loading date'));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('follows a value set from outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled initial="2024-01-01" onValue={() => undefined} />);
    await user.click(screen.getByText('set from outside'));
    expect(screen.getByLabelText('Loading date')).toHaveValue('02-01-2030');
  });

  it('picks a date from the calendar', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled initial="2024-03-05" onValue={onValue} />, { language: 'en_US' });
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    expect(onValue).toHaveBeenLastCalledWith('2024-03-20');
    expect(screen.getByLabelText('Loading date')).toHaveValue('20-03-2024');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  });

  it('gives the focus back to the field when Esc closes the calendar (the next Esc is the form’s)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled initial="2024-03-05" onValue={jest.fn()} />, { language: 'en_US' });
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Loading date')).toHaveFocus());
    expect(screen.getByLabelText('Loading date')).toHaveValue('05-03-2024');
  });

  it('works inside a react-hook-form Controller', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ start: string | null }>({ defaultValues: { start: '2024-01-01' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <Controller
            name="start"
            control={control}
            rules={{ required: 'Start is required' }}
            render={({ field, fieldState }) => (
              <DateField {...field} label="Start" today={today} error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    renderWithProviders(<Form />);
    const input = screen.getByLabelText('Start');
    await user.clear(input);
    await user.type(input, '1502{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start: '2025-02-15' }));
    await user.clear(input);
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('Start is required')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

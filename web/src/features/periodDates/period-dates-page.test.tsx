import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeletePeriodDateDocument, PeriodDatesDocument, type PeriodDateRowFragment } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { PeriodDatesPage } from './period-dates-page';

const pd = (id: string, year: number, month: number, newDate: string | null): PeriodDateRowFragment => ({
  __typename: 'PeriodDate',
  id,
  version: `period-v${id}`,
  year,
  month,
  newDate,
});
const listMock = (periodDates: PeriodDateRowFragment[]): Mock => ({ request: { query: PeriodDatesDocument }, result: { data: { periodDates } } });

describe('PeriodDatesPage', () => {
  it('lists period dates with the new date as dd-MM-yyyy, all on one page', async () => {
    const many = Array.from({ length: 30 }, (_, i) => pd(String(i + 10), 2023, (i % 12) + 1, '2024-01-05'));
    renderWithApollo(<PeriodDatesPage />, { language: 'en_US', mocks: [listMock([pd('1', 2025, 1, '2025-02-05'), ...many])] });
    expect(await screen.findByText('05-02-2025', {}, { timeout: 15_000 })).toBeInTheDocument();
    for (const header of ['Id', 'Year', 'Month', 'NewDate', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('2025')).toBeInTheDocument(); // no thousands separator in a year
    expect(screen.getAllByText('05-01-2024')).toHaveLength(30); // not paginated
  });

  it('opens the side form titled Add Period Date', async () => {
    const user = userEvent.setup();
    renderWithApollo(<PeriodDatesPage />, { language: 'en_US', mocks: [listMock([])] });
    await user.click(await screen.findByRole('button', { name: 'Add period date' }, { timeout: 15_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Add Period Date' });
    // the form's code loads when the panel opens (a lazy part); focus then lands in its first field
    expect(await within(panel).findByRole('textbox', { name: /^Year/ })).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApollo(<PeriodDatesPage />, {
      mocks: [
        listMock([pd('1', 2025, 1, '2025-02-05'), pd('2', 2025, 2, '2025-03-04')]),
        {
          request: { query: DeletePeriodDateDocument, variables: { id: '2', expectedVersion: 'period-v2' } },
          result: { data: { deletePeriodDate: { __typename: 'DeletePeriodDatePayload', deletedId: '2', userErrors: [] } } },
        },
        listMock([pd('1', 2025, 1, '2025-02-05')]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Periode 02-2025 verwijderen' }, { timeout: 15_000 }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Weet u zeker dat u dit wilt doen?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByText('04-03-2025')).not.toBeInTheDocument());
    expect(screen.getByText('05-02-2025')).toBeInTheDocument();
  });
});

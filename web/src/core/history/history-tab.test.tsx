import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SalesOrderHistoryDocument, type HistoryEntryFieldsFragment } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../testing';
import { HistorySection, useHistoryLoader } from './history-tab';

function entry(id: string, overrides: Partial<HistoryEntryFieldsFragment> = {}): HistoryEntryFieldsFragment {
  return {
    __typename: 'HistoryEntry',
    id,
    at: '2025-07-01T08:30:00Z',
    userName: 'bea@example.be',
    recordType: 'SALES_ORDER',
    recordId: '412',
    ownerType: 'SALES_ORDER',
    ownerId: '412',
    action: 'CHANGED',
    changes: [{ __typename: 'FieldChange', field: 'customerReference', oldValue: 'PO-1', newValue: 'PO-2' }],
    ...overrides,
  };
}

function historyMock(offset: number, nodes: HistoryEntryFieldsFragment[], totalCount: number) {
  const asked = jest.fn(() => ({ data: { salesOrder: { __typename: 'SalesOrder', id: '412', history: { __typename: 'HistoryList', totalCount, nodes } } } }));
  const mock: Mock = { request: { query: SalesOrderHistoryDocument, variables: { id: '412', page: { offset, limit: 50 } } }, result: asked };
  return { mock, asked };
}

function OrderHistory() {
  const loadPage = useHistoryLoader(SalesOrderHistoryDocument, { id: '412' }, (data) => data.salesOrder?.history);
  return <HistorySection loadPage={loadPage} />;
}

describe('HistorySection', () => {
  it('asks nothing until opened, then lists the entries newest first in words: Brussels time, user or outside Backoffice, the part changed', async () => {
    const user = userEvent.setup({ delay: null });
    const first = historyMock(
      0,
      [
        entry('2', {
          at: '2025-07-01T08:30:00Z',
          userName: null,
          action: 'CHANGED_OUTSIDE',
          recordType: 'SALES_ORDER_LINE',
          recordId: '71',
          changes: [{ __typename: 'FieldChange', field: 'salesPrice', oldValue: '212.5', newValue: '215' }],
        }),
        entry('1', { at: '2025-01-10T23:15:00Z' }),
      ],
      2,
    );
    renderWithApollo(<OrderHistory />, { mocks: [first.mock] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.asked).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Historiek tonen' }));
    const table = await screen.findByRole('table', { name: 'Historiek' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // summer time (UTC+2) and winter time (UTC+1)
    expect(rows[0]).toHaveTextContent('01-07-2025 10:30');
    expect(rows[0]).toHaveTextContent('Buiten Backoffice');
    expect(rows[0]).toHaveTextContent('Gewijzigd buiten Backoffice');
    expect(rows[0]).toHaveTextContent('Orderregel 71');
    expect(rows[0]).toHaveTextContent('Verkoopprijs: 212.5 → 215');
    expect(rows[1]).toHaveTextContent('11-01-2025 00:15');
    expect(rows[1]).toHaveTextContent('bea@example.be');
    expect(rows[1]).toHaveTextContent('Gewijzigd');
    expect(rows[1]).toHaveTextContent('Referentie klant: PO-1 → PO-2');
    expect(first.asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  });

  it('pages on with "Load more", 50 at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const page1 = historyMock(
      0,
      Array.from({ length: 50 }, (_, i) => entry(`a${i}`)),
      51,
    );
    const page2 = historyMock(50, [entry('b0', { action: 'CREATED', changes: [] })], 51);
    renderWithApollo(<OrderHistory />, { mocks: [page1.mock, page2.mock] });
    await user.click(screen.getByRole('button', { name: 'Historiek tonen' }));
    expect(await screen.findByText('50 van 51')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Historiek' })).getAllByRole('row')).toHaveLength(52));
    expect(screen.getByText('Aangemaakt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  });

  it('says a failure in the error words, with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const failed: Mock = {
      request: { query: SalesOrderHistoryDocument, variables: { id: '412', page: { offset: 0, limit: 50 } } },
      error: new TypeError('offline'),
    };
    renderWithApollo(<OrderHistory />, { mocks: [failed] });
    await user.click(screen.getByRole('button', { name: 'Historiek tonen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De server is niet bereikbaar');
  });
});

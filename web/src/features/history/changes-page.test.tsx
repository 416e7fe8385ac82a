import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangesDocument, type ChangeFilter, type HistoryEntryFieldsFragment } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { ChangesPage, ownerRoute } from './changes-page';

const entry = (id: string, over: Partial<HistoryEntryFieldsFragment> = {}): HistoryEntryFieldsFragment => ({
  __typename: 'HistoryEntry',
  id,
  at: '2024-10-27T01:30:00Z',
  userName: 'jan@example.be',
  recordType: 'SALES_ORDER',
  recordId: '412',
  ownerType: 'SALES_ORDER',
  ownerId: '412',
  action: 'CHANGED',
  changes: [{ __typename: 'FieldChange', field: 'customerReference', oldValue: 'PO-1', newValue: 'PO-2' }],
  ...over,
});

const changesMock = (filter: ChangeFilter, nodes: HistoryEntryFieldsFragment[], sort = [{ field: 'AT', direction: 'DESC' }]): Mock => ({
  request: { query: ChangesDocument, variables: { filter, sort, page: { offset: 0, limit: 100 } } },
  result: { data: { changes: { __typename: 'HistoryList', totalCount: nodes.length, nodes } } },
});

describe('ChangesPage', () => {
  it('asks the changes with the filter the user set and shows them in words, at Brussels time', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApollo(<ChangesPage />, {
      mocks: [
        changesMock({}, [entry('a', { userName: null, action: 'CHANGED_OUTSIDE', recordType: 'PRODUCT', recordId: '7', ownerType: 'PRODUCT', ownerId: '7' })]),
        changesMock({ recordTypes: ['SALES_ORDER'] }, [entry('b', { userName: 'piet@example.be' })]),
        changesMock({ userName: 'jan@example.be', recordTypes: ['SALES_ORDER'] }, [entry('c', { at: '2024-07-01T10:05:00Z', action: 'CREATED', changes: [] })]),
        changesMock({ userName: 'jan@example.be', recordId: '412', recordTypes: ['SALES_ORDER'] }, [entry('d', { action: 'DELETED', changes: [] })]),
      ],
    });
    // every change first, newest first: an outside change reads as such
    expect(await screen.findByText('Gewijzigd buiten Backoffice', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('grid')).getByText('Buiten Backoffice')).toBeInTheDocument(); // the user column
    expect(screen.getByRole('link', { name: 'Open Product 7' })).toHaveAttribute('href', '/product/7');

    await user.click(screen.getByRole('combobox', { name: 'Soort record' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Verkooporder' }));
    expect(await screen.findByText('piet@example.be')).toBeInTheDocument();
    expect(screen.getByText('27-10-2024 02:30')).toBeInTheDocument();
    expect(screen.getByText('Referentie klant: PO-1 → PO-2')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Gebruikersnaam' }), 'jan@example.be');
    expect(await screen.findByText('Aangemaakt')).toBeInTheDocument();
    expect(screen.getByText('01-07-2024 12:05')).toBeInTheDocument(); // summer time: UTC+2
    expect(screen.getByText('jan@example.be')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Verkooporder 412' })).toHaveAttribute('href', '/sales-order/412');
    expect(screen.queryByText('piet@example.be')).not.toBeInTheDocument();

    // one record: only digits are typed in
    await user.type(screen.getByRole('textbox', { name: 'Record-id' }), '41x2');
    expect(screen.getByRole('textbox', { name: 'Record-id' })).toHaveValue('412');
    expect(await screen.findByText('Verwijderd')).toBeInTheDocument();
  });

  it('sorts by user through the query, with no search box of the table (the toolbar filters instead)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApollo(<ChangesPage />, {
      language: 'en_US',
      mocks: [changesMock({}, [entry('a')]), changesMock({}, [entry('b', { userName: 'ann@example.be' })], [{ field: 'USER', direction: 'ASC' }])],
    });
    expect(await screen.findByText('jan@example.be', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('columnheader', { name: 'User' }));
    expect(await screen.findByText('ann@example.be')).toBeInTheDocument();
    expect(screen.getByText('Changed')).toBeInTheDocument();
  });

  it('opens an owner where its screen shows it', () => {
    expect(ownerRoute('SALES_ORDER', '5')).toBe('/sales-order/5');
    expect(ownerRoute('PURCHASE_ORDER', '6')).toBe('/purchase-order/6');
    expect(ownerRoute('PRODUCT', '7')).toBe('/product/7');
    expect(ownerRoute('TASK', '8')).toBe('/task-overview');
    expect(ownerRoute('PERIOD_DATE', '9')).toBeNull();
  });
});

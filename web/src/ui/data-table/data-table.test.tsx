import { useMemo, useState } from 'react';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { DataTable, type DataTableProps } from './data-table';
import { settingsKey } from './settings';
import type { DataTableColumn, TableQuery } from './types';
import { required } from '../required';

interface Product {
  id: number;
  code: string;
  name: string;
  price: string | null;
  startDate: string;
  active: boolean;
}

const names = ['Tarwe', 'Maïs', 'Gerst', 'Soja', 'Raapzaad', 'Haver', 'Rogge', 'Spelt', 'Zonnebloempitten', 'Lijnzaad', 'Erwten', 'Bonen'];
const products: Product[] = names.map((name, i) => ({
  id: i + 1,
  code: `P${String(i + 1).padStart(3, '0')}`,
  name,
  price: i === 3 ? null : `${(i + 1) * 100}.5`,
  startDate: `2024-0${(i % 9) + 1}-15`,
  active: i % 3 !== 0,
}));

const columns: DataTableColumn<Product>[] = [
  { field: 'code', headerName: 'Productcode', width: 110 },
  { field: 'name', headerName: 'Product' },
  { field: 'price', headerName: 'Sales price', type: 'money' },
  { field: 'startDate', headerName: 'Start date', type: 'date' },
  { field: 'active', headerName: 'Active', type: 'boolean' },
];

function Table(props: Partial<DataTableProps<Product>>) {
  return <DataTable<Product> id="products-test" rows={products} columns={columns} pageSizeOptions={[5, 10, 25]} defaultPageSize={5} {...props} />;
}

// hidden: the grid is aria-hidden while the filter panel (a popover) is open.
const grid = () => screen.getByRole('grid', { hidden: true });
const bodyRows = () => within(grid()).queryAllByRole('row', { hidden: true }).slice(1); // first row holds the headers
const header = (field: string) => {
  const el = grid().querySelector<HTMLElement>(`[role="columnheader"][data-field="${field}"]`);
  if (!el) throw new Error(`no header ${field}`);
  return el;
};
const menuButton = (field: string) => {
  const el = header(field).querySelector<HTMLElement>('button[aria-haspopup="menu"]');
  if (!el) throw new Error(`no column menu button for ${field}`);
  return el;
};
const rowTexts = () => bodyRows().map((r) => within(r).getAllByRole('gridcell', { hidden: true })[0]?.textContent);

async function openFilters(user: ReturnType<typeof userEvent.setup>, name = 'Filters') {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('dialog', { name: /Filter/ });
}

// DataGrid renders are slow in jsdom: the longest tests here take 5–7 s on a quiet machine and
// 4–5× that while the e2e suite runs beside jest (npm test), so they get twice the default 30 s.
jest.setTimeout(60_000);

describe('DataTable', () => {
  it('shows the first page with formatted cells and the range', () => {
    renderWithProviders(<Table />, { language: 'en_US' });
    expect(rowTexts()).toEqual(['P001', 'P002', 'P003', 'P004', 'P005']);
    const first = required(bodyRows()[0], 'the first row');
    expect(first).toHaveTextContent('€ 100,50');
    expect(first).toHaveTextContent('15-01-2024');
    expect(within(first).getByLabelText('No')).toBeInTheDocument(); // boolean shown as an icon
    expect(within(required(bodyRows()[1], 'row 1')).getByLabelText('Yes')).toBeInTheDocument();
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  });

  it("names a header's menu button with the browser's own title, not a MUI tooltip per button", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table />, { language: 'en_US' });
    const menu = menuButton('name');
    expect(menu).toHaveAttribute('title', 'Menu');
    expect(menu).toHaveAttribute('aria-label', 'Product column menu'); // its name stays its own
    await user.hover(menu);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('names every screen-reader label in the language of the app, where MUI has no Dutch of its own', () => {
    renderWithProviders(<Table />, { language: 'nl_BE' });
    expect(menuButton('name')).toHaveAttribute('aria-label', 'Kolommenu Product');
    expect(grid().querySelector('[aria-label*="column menu"]')).toBeNull();
  });

  it('keeps every column in the DOM with disableVirtualization (jsdom never virtualizes; the sales-order e2e checks a browser)', () => {
    renderWithProviders(<Table disableVirtualization />, { language: 'en_US' });
    expect(rowTexts()).toEqual(['P001', 'P002', 'P003', 'P004', 'P005']);
    for (const field of ['code', 'name', 'price', 'startDate', 'active']) expect(header(field)).toBeInTheDocument();
    expect(within(required(bodyRows()[0], 'row 0')).getAllByRole('gridcell', { hidden: true })).toHaveLength(columns.length);
  });

  it('pages with previous/next and changes the page size', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table />, { language: 'en_US' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rowTexts()).toEqual(['P006', 'P007', 'P008', 'P009', 'P010']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rowTexts()).toEqual(['P011', 'P012']);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(rowTexts()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('shows everything on one page when not paginated, even beyond 100 rows', () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ ...required(products[0], 'a product'), id: i + 1, code: `X${i + 1}` }));
    renderWithProviders(<Table rows={many} paginated={false} />, { language: 'en_US' });
    expect(bodyRows()).toHaveLength(130);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByText('130 records')).toBeInTheDocument();
  });

  it('quick search filters case-insensitively and says how many records there are in total', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table />, { language: 'en_US' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ZAAD');
    expect(rowTexts()).toEqual(['P005', 'P010']);
    expect(screen.getByText(/1–2 of 2/)).toHaveTextContent('(filtered from 12 total records)');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(screen.getByText('Nothing found - sorry')).toBeInTheDocument();
  });

  it('says so in Dutch when there are no records at all', () => {
    renderWithProviders(<Table rows={[]} />);
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
  });

  it('says "Niets gevonden - sorry" and "(gefilterd uit …)" in Dutch', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table />);
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'tarwe');
    expect(screen.getByText(/gefilterd uit 12 records in totaal/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'xyz');
    expect(screen.getByText('Niets gevonden - sorry')).toBeInTheDocument();
  });

  it('filters with several conditions joined by And, then Or', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table defaultPageSize={25} pageSizeOptions={[25]} />, { language: 'en_US' });
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    // A text column starts with Contains; a money column with Is; back to text: Contains again.
    const fresh = within(panel).getByRole('group', { name: 'Filter 1' });
    expect(within(fresh).getByLabelText('Operator')).toHaveValue('contains');
    await user.selectOptions(within(fresh).getByLabelText('Column'), 'Sales price');
    expect(within(fresh).getByLabelText('Operator')).toHaveValue('is');
    await user.selectOptions(within(fresh).getByLabelText('Column'), 'Productcode');
    expect(within(fresh).getByLabelText('Operator')).toHaveValue('contains');
    let first = within(panel).getByRole('group', { name: 'Filter 1' });
    await user.selectOptions(within(first).getByLabelText('Column'), 'Product');
    await user.selectOptions(within(first).getByLabelText('Operator'), 'contains');
    await user.type(within(first).getByLabelText('Value'), 'e');
    await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const second = within(panel).getByRole('group', { name: 'Filter 2' });
    await user.selectOptions(within(second).getByLabelText('Column'), 'Sales price');
    await user.selectOptions(within(second).getByLabelText('Operator'), 'between');
    await user.type(within(second).getByLabelText('From'), '200');
    await user.type(within(second).getByLabelText('To'), '1.000,5');
    // Product contains "e" AND price between 200 and 1000.50
    expect(rowTexts()).toEqual(['P003', 'P006', 'P007', 'P008', 'P009']);
    await user.click(within(panel).getByRole('button', { name: 'Or' }));
    first = within(panel).getByRole('group', { name: 'Filter 1' });
    // Product contains "e" OR price between …: adds P002 (Maïs, 200.5); P001 Tarwe has an e already
    expect(rowTexts()).toEqual(['P001', 'P002', 'P003', 'P005', 'P006', 'P007', 'P008', 'P009', 'P010', 'P011', 'P012']);
    await user.click(within(first).getByRole('button', { name: 'Remove condition' }));
    expect(rowTexts()).toEqual(['P002', 'P003', 'P005', 'P006', 'P007', 'P008', 'P009', 'P010']);
    expect(within(panel).getByRole('button', { name: 'Add condition' })).toHaveFocus(); // focus is not lost with the row
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The active condition is listed as a chip that can be removed.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips).toHaveTextContent('Sales price Between 200 – 1.000,5');
    await user.click(within(chips).getByTestId('CancelIcon'));
    expect(rowTexts()).toHaveLength(12);
  });

  it('filters dates with Between through the date field and booleans with True/False', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table defaultPageSize={25} pageSizeOptions={[25]} />, { language: 'en_US' });
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const row = within(panel).getByRole('group', { name: 'Filter 1' });
    await user.selectOptions(within(row).getByLabelText('Column'), 'Start date');
    await user.selectOptions(within(row).getByLabelText('Operator'), 'between');
    await user.type(within(row).getByLabelText('From'), '1-3-2024');
    await user.type(within(row).getByLabelText('To'), '15-05-2024');
    expect(rowTexts()).toEqual(['P003', 'P004', 'P005', 'P012']);
    await user.selectOptions(within(row).getByLabelText('Column'), 'Active');
    expect(within(row).getByLabelText('Operator')).toHaveValue('true');
    expect(within(row).queryByLabelText('From')).not.toBeInTheDocument();
    expect(rowTexts()).toEqual(['P002', 'P003', 'P005', 'P006', 'P008', 'P009', 'P011', 'P012']);
    await user.selectOptions(within(row).getByLabelText('Operator'), 'false');
    expect(rowTexts()).toEqual(['P001', 'P004', 'P007', 'P010']);
  });

  it('says beside the field, and under the toolbar, that a number with letters or an impossible date does not filter', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table defaultPageSize={25} pageSizeOptions={[25]} />, { language: 'en_US' });
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const row = within(panel).getByRole('group', { name: 'Filter 1' });
    await user.selectOptions(within(row).getByLabelText('Column'), 'Sales price');
    await user.type(within(row).getByLabelText('Value'), '12abc');
    expect(within(row).getByText('Not a number: this condition does not filter')).toBeInTheDocument();
    expect(within(row).getByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');
    expect(rowTexts()).toHaveLength(12); // not applied, not half applied
    expect(screen.getByRole('list', { name: 'Filters that are not applied', hidden: true })).toHaveTextContent(
      'Sales price is “12abc”: cannot be read, not applied',
    );
    expect(screen.queryByRole('list', { name: 'Active filters', hidden: true })).not.toBeInTheDocument();
    // Between with a readable lower bound and an unreadable upper one is not applied either.
    await user.selectOptions(within(row).getByLabelText('Operator'), 'between');
    await user.type(within(row).getByLabelText('From'), '{Control>}a{/Control}500');
    await user.type(within(row).getByLabelText('To'), 'x');
    expect(within(row).getByText('Not a number: this condition does not filter')).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(12);
    await user.clear(within(row).getByLabelText('To'));
    expect(within(row).queryByText(/Not a number/)).not.toBeInTheDocument();
    expect(rowTexts()).toEqual(['P005', 'P006', 'P007', 'P008', 'P009', 'P010', 'P011', 'P012']);

    await user.selectOptions(within(row).getByLabelText('Column'), 'Start date');
    await user.selectOptions(within(row).getByLabelText('Operator'), 'is');
    await user.type(within(row).getByLabelText('Value'), '31-02-2024{Tab}');
    expect(within(row).getByText('Not a date: this condition does not filter')).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(12);
    expect(screen.getByRole('list', { name: 'Filters that are not applied', hidden: true })).toHaveTextContent(
      'Start date is “?”: cannot be read, not applied',
    );
    await user.clear(within(row).getByLabelText('Value'));
    await user.type(within(row).getByLabelText('Value'), '15-02-2024{Tab}');
    expect(within(row).queryByText(/Not a date/)).not.toBeInTheDocument();
    expect(rowTexts()).toEqual(['P002', 'P011']);
    expect(screen.queryByRole('list', { name: 'Filters that are not applied', hidden: true })).not.toBeInTheDocument();
  });

  it('says it in Dutch too', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table defaultPageSize={25} pageSizeOptions={[25]} />, { language: 'nl_BE' });
    const panel = await openFilters(user, 'Filters');
    await user.click(within(panel).getByRole('button', { name: 'Voorwaarde toevoegen' }));
    const row = within(panel).getByRole('group', { name: 'Filteren 1' });
    await user.selectOptions(within(row).getByLabelText('Kolom'), 'Sales price');
    await user.type(within(row).getByLabelText('Waarde'), 'tien');
    expect(within(row).getByText('Geen getal: deze voorwaarde filtert niet')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Filters die niet toegepast worden', hidden: true })).toHaveTextContent('onleesbaar, niet toegepast');
  });

  it('offers "Filter by this field" and "Hide column" in the column menu', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table />, { language: 'en_US' });
    expect(menuButton('name')).toHaveAttribute('aria-label', 'Product column menu');
    await user.click(menuButton('name'));
    await user.click(await screen.findByRole('menuitem', { name: 'Filter by this field', hidden: true }) /* popper is 'reference-hidden' in jsdom */);
    const panel = await screen.findByRole('dialog', { name: /Filter/ });
    const row = within(panel).getByRole('group', { name: 'Filter 1' });
    expect(within(row).getByLabelText('Column')).toHaveValue('name');
    expect(within(row).getByLabelText('Value')).toHaveFocus();
    await user.keyboard('soja');
    expect(rowTexts()).toEqual(['P004']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(menuButton('price'));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide column', hidden: true }));
    await waitFor(() => expect(grid().querySelector('[data-field="price"]')).toBeNull());
    // The columns menu shows it again.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Sales price' });
    expect(item).toHaveAttribute('aria-checked', 'false');
    await user.click(item);
    expect(header('price')).toHaveTextContent('Sales price');
  });

  it('searches only visible columns', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(settingsKey('products-test'), JSON.stringify({ v: 1, columnVisibility: { name: false } }));
    renderWithProviders(<Table />, { language: 'en_US' });
    expect(grid().querySelector('[data-field="name"]')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tarwe');
    expect(screen.getByText('Nothing found - sorry')).toBeInTheDocument();
  });

  it('sorts by a column header click, as its type dictates', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Table defaultSort={{ field: 'price', direction: 'desc' }} />, { language: 'en_US' });
    expect(rowTexts()).toEqual(['P012', 'P011', 'P010', 'P009', 'P008']);
    await user.click(within(header('code')).getByText('Productcode'));
    expect(rowTexts()).toEqual(['P001', 'P002', 'P003', 'P004', 'P005']);
    await user.click(within(header('code')).getByText('Productcode'));
    expect(rowTexts()).toEqual(['P012', 'P011', 'P010', 'P009', 'P008']);
  });

  it('remembers page size, filters, sort and hidden columns per table id', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<Table />, { language: 'en_US' });
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await user.click(within(header('name')).getByText('Product'));
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const row = within(panel).getByRole('group', { name: 'Filter 1' });
    await user.selectOptions(within(row).getByLabelText('Column'), 'Active');
    await user.keyboard('{Escape}');
    unmount();

    const stored = JSON.parse(localStorage.getItem(settingsKey('products-test')) ?? '{}');
    expect(stored).toMatchObject({
      pageSize: 10,
      sort: [{ field: 'name', direction: 'asc' }],
      filters: { join: 'and', conditions: [{ field: 'active', operator: 'true' }] },
    });

    renderWithProviders(<Table />, { language: 'en_US' });
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
    expect(rowTexts()).toEqual(['P012', 'P011', 'P003', 'P006', 'P002', 'P005', 'P008', 'P009']); // active, by name (Bonen, Erwten, Gerst …)
    // Another table id starts fresh.
    renderWithProviders(<DataTable<Product> id="other" rows={products} columns={columns} />, { language: 'en_US' });
    expect(screen.getAllByRole('grid')[1]).toBeInTheDocument();
  });

  it('remembers the quick search: leaving the list and coming back finds it as it was left (issue 34)', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<Table />, { language: 'en_US' });
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'Maïs');
    const searched = rowTexts();
    expect(searched.length).toBeLessThan(5);
    unmount();

    renderWithProviders(<Table />, { language: 'en_US' });
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('Maïs');
    expect(rowTexts()).toEqual(searched);
  });

  it('ignores remembered settings that no longer fit the columns', () => {
    localStorage.setItem(
      settingsKey('products-test'),
      JSON.stringify({
        v: 1,
        pageSize: 999,
        sort: [{ field: 'gone', direction: 'asc' }],
        filters: { join: 'and', conditions: [{ id: 'x', field: 'gone', operator: 'is', value: '1' }] },
      }),
    );
    renderWithProviders(<Table />, { language: 'en_US' });
    expect(rowTexts()).toEqual(['P001', 'P002', 'P003', 'P004', 'P005']);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  });

  it('opens a row on click and on Enter, but not when a button in the row is used', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowClick = jest.fn();
    const onDelete = jest.fn();
    const withAction: DataTableColumn<Product>[] = [
      ...columns,
      { field: 'action', headerName: 'Action', type: 'actions', renderCell: (row) => <button onClick={() => onDelete(row.id)}>delete {row.code}</button> },
    ];
    renderWithProviders(<Table columns={withAction} onRowClick={onRowClick} />, { language: 'en_US' });
    await user.click(within(required(bodyRows()[1], 'row 1')).getByText('Maïs'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await user.click(screen.getByRole('button', { name: 'delete P003' }));
    expect(onDelete).toHaveBeenCalledWith(3);
    expect(onRowClick).toHaveBeenCalledTimes(1);
    within(required(bodyRows()[3], 'row 3')).getAllByRole('gridcell')[0]?.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('shows an error in words with a retry button', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = jest.fn();
    renderWithProviders(<Table rows={[]} error={new Error('The provider does not answer')} onRetry={onRetry} />, { language: 'en_US' });
    expect(screen.getByRole('alert')).toHaveTextContent('The provider does not answer');
    expect(screen.queryByText('No records available')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows a spinner while loading', () => {
    renderWithProviders(<Table rows={[]} loading />, { language: 'en_US' });
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(screen.queryByText('No records available')).not.toBeInTheDocument();
  });

  it('colours rows with the colour the data supplies', () => {
    renderWithProviders(<Table getRowColor={(row) => (row.id === 2 ? 'rgb(200, 0, 0)' : undefined)} />, { language: 'en_US' });
    expect(bodyRows()[1]).toHaveStyle({ color: 'rgb(200, 0, 0)' });
    expect(bodyRows()[0]).not.toHaveStyle({ color: 'rgb(200, 0, 0)' });
  });

  describe('server mode', () => {
    function ServerTable({ onQuery }: { onQuery: (q: TableQuery) => void }) {
      const [query, setQuery] = useState<TableQuery | null>(null);
      const page = useMemo(() => {
        if (!query) return [];
        const start = query.page * query.pageSize;
        return products.slice(start, start + query.pageSize);
      }, [query]);
      return (
        <Table
          mode="server"
          rows={page}
          rowCount={42}
          totalRowCount={100}
          onQueryChange={(q) => {
            onQuery(q);
            setQuery(q);
          }}
        />
      );
    }

    it('reports the query instead of filtering, and pages through rowCount', async () => {
      const user = userEvent.setup({ delay: null });
      const onQuery = jest.fn();
      renderWithProviders(<ServerTable onQuery={onQuery} />, { language: 'en_US' });
      expect(onQuery).toHaveBeenCalledTimes(1);
      expect(onQuery.mock.calls[0][0]).toMatchObject({ search: '', page: 0, pageSize: 5, sort: [], filters: { join: 'and', conditions: [] } });
      await waitFor(() => expect(rowTexts()).toEqual(['P001', 'P002', 'P003', 'P004', 'P005']));
      expect(screen.getByText('1–5 of 42')).toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
      // Rows are not filtered locally; the query is reported once typing pauses.
      expect(rowTexts()).toHaveLength(5);
      await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'zzz', page: 0 })));
      expect(onQuery.mock.calls.filter(([q]) => q.search.startsWith('z')).length).toBe(1); // debounced
      expect(screen.getByText(/1–5 of 42/)).toHaveTextContent('(filtered from 100 total records)');

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 })));
      await waitFor(() => expect(rowTexts()).toEqual(['P006', 'P007', 'P008', 'P009', 'P010']));
    });

    it('reports only complete conditions, with numbers normalised', async () => {
      const user = userEvent.setup({ delay: null });
      const onQuery = jest.fn();
      renderWithProviders(<ServerTable onQuery={onQuery} />, { language: 'en_US' });
      const panel = await openFilters(user);
      await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
      const row = within(panel).getByRole('group', { name: 'Filter 1' });
      await user.selectOptions(within(row).getByLabelText('Column'), 'Sales price');
      await user.type(within(row).getByLabelText('Value'), '1.234,5');
      await waitFor(() =>
        expect(onQuery).toHaveBeenLastCalledWith(
          expect.objectContaining({ filters: { join: 'and', conditions: [expect.objectContaining({ field: 'price', operator: 'is', value: '1234.5' })] } }),
        ),
      );
      await act(async () => new Promise((r) => setTimeout(r, 300)));
      expect(onQuery.mock.calls.every(([q]) => q.filters.conditions.every((c: { value?: string }) => c.value !== undefined))).toBe(true);
    });
  });
});

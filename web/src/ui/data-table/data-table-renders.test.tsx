import { useMemo, useState } from 'react';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { DataTable, FILL_MIN_HEIGHT_PX, SERVER_DEBOUNCE_MS } from './data-table';
import type { DataTableColumn, TableQuery } from './types';

// What keeps the grid fast (issue 15): it renders its rows again only when they change, and the
// server is asked at once for a click, after a short pause for typing.

interface Order {
  id: number;
  customer: { code: string; name: string };
  quantity: string;
}

const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, customer: { code: `C${i}`, name: `Klant ${i + 1}` }, quantity: `${i + 1}.5` }));

jest.setTimeout(60_000); // DataGrid renders are slow in jsdom, slower still while e2e runs beside jest (see data-table.test.tsx)

const grid = () => screen.getByRole('grid', { hidden: true });
const bodyRows = () => within(grid()).queryAllByRole('row', { hidden: true }).slice(1);

describe('DataTable renders', () => {
  it('leaves its cells alone when the rows come again with the same data, and shows a changed value', () => {
    const renderCustomer = jest.fn((row: Order) => <span>{row.customer.name}</span>);
    const columns: DataTableColumn<Order>[] = [
      { field: 'id', headerName: 'Order', type: 'id' },
      { field: 'customer', headerName: 'Customer', renderCell: renderCustomer },
      { field: 'quantity', headerName: 'Quantity', type: 'number' },
    ];
    const table = (rows: Order[]) => <DataTable<Order> id="renders-test" rows={rows} columns={columns} pageSizeOptions={[5]} />;
    const { rerender } = renderWithProviders(table(orders), { language: 'en_US' });
    expect(bodyRows()).toHaveLength(5);
    const calls = renderCustomer.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(5);

    // A new list of new objects with the same data (as Apollo hands after writing an order again).
    rerender(table(orders.map((o) => ({ ...o, customer: { ...o.customer } }))));
    expect(renderCustomer.mock.calls.length).toBe(calls);

    // One value changed: that row is shown with it.
    rerender(table(orders.map((o) => (o.id === 2 ? { ...o, customer: { ...o.customer, name: 'Nieuwe klant' } } : o))));
    expect(bodyRows()[1]).toHaveTextContent('Nieuwe klant');
    expect(renderCustomer.mock.calls.length).toBeGreaterThan(calls);
  });

  it('says nothing of a count while its first rows load (no "0 records"), then counts them', () => {
    const columns: DataTableColumn<Order>[] = [{ field: 'id', headerName: 'Order', type: 'id' }];
    const table = (rows: Order[], loading: boolean) => (
      <DataTable<Order> id="loading-test" rows={rows} columns={columns} loading={loading} pageSizeOptions={[0]} />
    );
    const { rerender } = renderWithProviders(table([], true));
    const footer = () => screen.getAllByRole('status').find((s) => /records| van |Laden/.test(s.textContent ?? ''));
    expect(footer()).toHaveTextContent('Laden…');
    expect(screen.queryByText(/^0 records/)).not.toBeInTheDocument();
    rerender(table(orders.slice(0, 3), false));
    expect(footer()).toHaveTextContent(/^(3 records|1–3 van 3)$/);
    rerender(table([], false));
    expect(footer()).toHaveTextContent('0 records');
  });

  it('fills its screen and scrolls its own rows instead of growing with them (only the rows in view are rendered)', () => {
    const columns: DataTableColumn<Order>[] = [{ field: 'id', headerName: 'Order', type: 'id' }];
    const { unmount } = renderWithProviders(<DataTable<Order> id="fill-test" rows={orders} columns={columns} pageSizeOptions={[100]} />);
    // autoHeight would make the grid as high as all its rows, so it would render every one of them
    expect(grid().closest('.MuiDataGrid-root')).not.toHaveClass('MuiDataGrid-autoHeight');
    expect(grid().closest('.MuiPaper-root')).toHaveStyle({ flexGrow: '1', minHeight: `${FILL_MIN_HEIGHT_PX}px` });
    unmount();
    // a table with a height keeps it
    renderWithProviders(<DataTable<Order> id="fill-test" rows={orders} columns={columns} height={240} />);
    expect(grid().closest('.MuiDataGrid-root')).not.toHaveClass('MuiDataGrid-autoHeight');
    expect(grid().closest('.MuiDataGrid-root')?.parentElement).toHaveStyle({ height: '240px' });
  });

  describe('server mode', () => {
    const columns: DataTableColumn<Order>[] = [
      { field: 'id', headerName: 'Order', type: 'id' },
      { field: 'customer', headerName: 'Customer', valueGetter: (row) => row.customer.name },
    ];

    /** A server-mode table over `orders`: it answers each query with that page (and tells onQuery). */
    function ServerTable({ onQuery, cols = columns }: { onQuery?: (q: TableQuery) => void; cols?: DataTableColumn<Order>[] }) {
      const [query, setQuery] = useState<TableQuery | null>(null);
      const page = useMemo(() => (query ? orders.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize) : []), [query]);
      return (
        <DataTable<Order>
          id="renders-server-test"
          mode="server"
          rows={page}
          rowCount={orders.length}
          columns={cols}
          pageSizeOptions={[5]}
          onQueryChange={(q) => {
            onQuery?.(q);
            setQuery(q);
          }}
        />
      );
    }

    it("renders a new page's cells once, in the rows already there: never the last page's cells again", async () => {
      const user = userEvent.setup({ delay: null });
      const renderCustomer = jest.fn((row: Order) => <span>{row.customer.name}</span>);
      const cols: DataTableColumn<Order>[] = [
        { field: 'id', headerName: 'Order', type: 'id' },
        { field: 'customer', headerName: 'Customer', renderCell: renderCustomer },
      ];
      renderWithProviders(<ServerTable cols={cols} />, { language: 'en_US' });
      await waitFor(() => expect(bodyRows()).toHaveLength(5));
      const firstRow = bodyRows()[0];
      renderCustomer.mockClear();

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Klant 6'));
      const rendered = renderCustomer.mock.calls.map(([row]) => row.id);
      expect(rendered.filter((id) => id <= 5)).toEqual([]); // the last page's cells are not rendered again
      expect([...new Set(rendered)].sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10]);
      expect(rendered).toHaveLength(5); // each new cell once
      // the rows keep their place: the first row's element now shows the next page's first order
      expect(bodyRows()[0]).toBe(firstRow);
    });

    it('asks at once for the next page and a sort, and for typed text once the typing pauses', async () => {
      const user = userEvent.setup({ delay: null });
      const onQuery = jest.fn();
      renderWithProviders(<ServerTable onQuery={onQuery} />, { language: 'en_US' });
      await waitFor(() => expect(bodyRows()).toHaveLength(5));

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 })); // no waiting

      await user.click(within(grid()).getByRole('columnheader', { name: /Customer/ }));
      expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, sort: [{ field: 'customer', direction: 'asc' }] }));

      const before = onQuery.mock.calls.length;
      await user.click(screen.getByRole('searchbox', { name: 'Search' }));
      await user.paste('Klant 1');
      await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Klant 1', page: 0 })));
      await act(async () => new Promise((resolve) => setTimeout(resolve, SERVER_DEBOUNCE_MS + 50)));
      expect(onQuery).toHaveBeenCalledTimes(before + 1); // once, after the pause
    });
  });
});

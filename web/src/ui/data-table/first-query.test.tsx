import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DataTable } from './data-table';
import { firstTableQuery, type TableSetup } from './first-query';
import { saveTableSettings } from './settings';
import type { DataTableColumn, TableQuery } from './types';

interface Order {
  id: string;
  customer: string;
  loadingDate: string | null;
  note: string;
}

const columns: DataTableColumn<Order>[] = [
  { field: 'id', headerName: 'Id', type: 'id', width: 80 },
  { field: 'customer', headerName: 'Klant' },
  { field: 'loadingDate', headerName: 'Laaddatum', type: 'date' },
  { field: 'note', headerName: 'Notitie', hiddenByDefault: true },
];
const setup: TableSetup<Order> = {
  id: 'orders-first',
  columns,
  pageSizeOptions: [25, 100],
  defaultPageSize: 100,
  defaultSort: { field: 'id', direction: 'desc' },
};

/** The query a server-mode table reports when it mounts. */
async function reportedAtMount(): Promise<TableQuery> {
  const onQueryChange = jest.fn<void, [TableQuery]>();
  renderWithProviders(<DataTable<Order> {...setup} aria-label="Orders" mode="server" rows={[]} rowCount={0} onQueryChange={onQueryChange} />, {
    language: 'nl_BE',
  });
  await waitFor(() => expect(onQueryChange).toHaveBeenCalled());
  return onQueryChange.mock.calls[0]![0];
}

describe('firstTableQuery', () => {
  it("is the query a table reports at mount with its defaults: the screen can ask it before the table's first commit", async () => {
    const first = firstTableQuery(setup);
    expect(first).toMatchObject({ search: '', page: 0, pageSize: 100, sort: [{ field: 'id', direction: 'desc' }] });
    expect(JSON.stringify(await reportedAtMount())).toBe(JSON.stringify(first));
  });

  it('reads the remembered settings as the table does: page size, sort, a filter (normalized), a column shown, the search', async () => {
    saveTableSettings('orders-first', {
      search: 'tarwe',
      columnVisibility: { note: true },
      pageSize: 25,
      sort: [{ field: 'loadingDate', direction: 'asc' }],
      filters: { join: 'or', conditions: [{ id: 'c1', field: 'loadingDate', operator: 'between', value: '2025-03-01', valueTo: '2025-03-31' }] },
    });
    const first = firstTableQuery(setup);
    expect(first).toMatchObject({
      search: 'tarwe',
      pageSize: 25,
      sort: [{ field: 'loadingDate', direction: 'asc' }],
      filters: { join: 'or', conditions: [{ field: 'loadingDate', operator: 'between', value: '2025-03-01', valueTo: '2025-03-31' }] },
    });
    expect(first.searchFields).toContain('note');
    expect(JSON.stringify(await reportedAtMount())).toBe(JSON.stringify(first));
  });
});

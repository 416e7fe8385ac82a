import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { DataTable } from './data-table';
import { firstTableQuery } from './first-query';
import { forgetListPlaces, keepListPlace, keptListPlace, useKeptState } from './list-place';
import type { DataTableColumn } from './types';

interface Row {
  id: number;
  code: string;
}

const rows: Row[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, code: `R${String(i + 1).padStart(2, '0')}` }));
const columns: DataTableColumn<Row>[] = [{ field: 'code', headerName: 'Code' }];

function Table({ id = 'place-test' }: { id?: string }) {
  return <DataTable<Row> id={id} rows={rows} columns={columns} pageSizeOptions={[10, 25]} defaultPageSize={10} height={400} disableVirtualization />;
}

const firstCode = () => within(screen.getByRole('grid')).getAllByRole('gridcell')[0]?.textContent;
const scroller = () => document.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
const nextFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe("a list's place this session (issue 34: leaving a screen lost the user's place)", () => {
  it('comes back on the page and at the scroll it was left on', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(<Table />, { language: 'en_US' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstCode()).toBe('R21');
    scroller().scrollTop = 120;
    fireEvent.scroll(scroller());
    expect(keptListPlace('place-test')).toMatchObject({ page: 2, scrollTop: 120 });
    first.unmount();

    renderWithProviders(<Table />, { language: 'en_US' });
    expect(firstCode()).toBe('R21');
    expect(screen.getByText('21–30 of 40')).toBeInTheDocument();
    await nextFrames();
    expect(scroller().scrollTop).toBe(120);
  });

  it('a server list stays on the kept page while its first answer loads (the count then 0)', () => {
    keepListPlace('place-test', { page: 2 });
    const reported = jest.fn();
    const server = (loading: boolean) => (
      <DataTable<Row>
        id="place-test"
        mode="server"
        rows={loading ? [] : rows.slice(20, 30)}
        rowCount={loading ? 0 : 40}
        loading={loading}
        onQueryChange={reported}
        columns={columns}
        pageSizeOptions={[10, 25]}
        defaultPageSize={10}
        height={400}
        disableVirtualization
      />
    );
    const { rerender } = renderWithProviders(server(true), { language: 'en_US' });
    rerender(server(false));
    expect(screen.getByText('21–30 of 40')).toBeInTheDocument();
    expect(reported.mock.calls.map(([query]) => query.page)).toEqual([2]);
  });

  it('keeps each list apart, and a sign-out forgets them all', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(<Table />, { language: 'en_US' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    first.unmount();
    const other = renderWithProviders(<Table id="another-list" />, { language: 'en_US' });
    expect(firstCode()).toBe('R01');
    other.unmount();
    forgetListPlaces();
    renderWithProviders(<Table />, { language: 'en_US' });
    expect(firstCode()).toBe('R01');
  });

  it("asks a server list's first query on the kept page", async () => {
    const user = userEvent.setup({ delay: null });
    const setup = { id: 'place-test', columns, pageSizeOptions: [10, 25], defaultPageSize: 10 };
    expect(firstTableQuery(setup).page).toBe(0);
    renderWithProviders(<Table />, { language: 'en_US' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstTableQuery(setup).page).toBe(1);
    expect(firstTableQuery({ ...setup, paginated: false }).page).toBe(0);
  });

  it("keeps a screen's own choices beside its table", async () => {
    const user = userEvent.setup({ delay: null });
    function Choice() {
      const [value, setValue] = useKeptState('test.choice', 'all');
      return (
        <button type="button" onClick={() => setValue('booked')}>
          {value}
        </button>
      );
    }
    const first = renderWithProviders(<Choice />);
    await user.click(screen.getByRole('button', { name: 'all' }));
    first.unmount();
    const second = renderWithProviders(<Choice />);
    expect(screen.getByRole('button', { name: 'booked' })).toBeInTheDocument();
    second.unmount();
    forgetListPlaces();
    renderWithProviders(<Choice />);
    expect(screen.getByRole('button', { name: 'all' })).toBeInTheDocument();
  });
});

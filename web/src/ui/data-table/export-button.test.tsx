import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { DataTable } from './data-table';
import type { DataTableColumn, TableQuery } from './types';
import type { SheetData } from './sheet';
import { required } from '../required';

const saveWorkbook = jest.fn<void, [SheetData, string, string]>();
jest.mock('./write-xlsx', () => ({ saveWorkbook: (...args: [SheetData, string, string]) => saveWorkbook(...args) }));

interface Row {
  id: number;
  code: string;
  amount: string;
}
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, code: i % 2 ? `MAIS-${i + 1}` : `TARWE-${i + 1}`, amount: `${i + 1}00.5` }));
const columns: DataTableColumn<Row>[] = [
  { field: 'id', headerName: 'Id', type: 'id' },
  { field: 'code', headerName: 'Code' },
  { field: 'amount', headerName: 'Bedrag', type: 'money' },
  { field: 'action', headerName: 'Actie', type: 'actions', renderCell: () => null },
];

beforeEach(() => {
  saveWorkbook.mockClear();
  localStorage.clear();
});

describe('the export of a table', () => {
  it('client mode: every filtered, sorted row of every page, the visible columns, named after the screen and the day', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable<Row>
        id="export-client"
        rows={rows}
        columns={columns}
        defaultPageSize={10}
        pageSizeOptions={[10]}
        defaultSort={{ field: 'id', direction: 'desc' }}
        exportTo={{ name: 'Producten' }}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'tarwe');
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saveWorkbook).toHaveBeenCalledTimes(1));
    const [sheet, name, file] = required(saveWorkbook.mock.calls[0], 'the saved workbook');
    expect(sheet.headers).toEqual(['Id', 'Code', 'Bedrag']);
    expect(sheet.rows).toHaveLength(15);
    expect(sheet.rows[0]).toEqual([
      { kind: 'number', value: 29, format: 'id' },
      { kind: 'text', value: 'TARWE-29' },
      { kind: 'number', value: 2900.5, format: 'money' },
    ]);
    expect(name).toBe('Producten');
    expect(file).toMatch(/^Producten \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await screen.findByText('15 rijen naar Excel geëxporteerd.')).toBeInTheDocument();
  });

  it('server mode: pages through the list with the table’s query and shows the progress', async () => {
    const user = userEvent.setup();
    const pages: { offset: number; limit: number; search: string }[] = [];
    let release: () => void = () => undefined;
    const fetchPage = jest.fn(async (query: TableQuery, offset: number, limit: number) => {
      pages.push({ offset, limit, search: query.search });
      if (offset > 0) await new Promise<void>((resolve) => (release = resolve));
      const all = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1, code: `C${i + 1}`, amount: '1' }));
      return { rows: all.slice(offset, offset + limit), totalCount: all.length };
    });
    renderWithProviders(
      <DataTable<Row>
        id="export-server"
        mode="server"
        rows={rows.slice(0, 10)}
        rowCount={1500}
        columns={columns}
        onQueryChange={() => undefined}
        exportTo={{ name: 'Verkooporders', fetchPage }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('1.000 van 1.500 rijen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporteren/ })).toBeDisabled();
    release();
    await waitFor(() => expect(saveWorkbook).toHaveBeenCalledTimes(1));
    expect(pages.map((p) => [p.offset, p.limit])).toEqual([
      [0, 1000],
      [1000, 1000],
    ]);
    expect(saveWorkbook.mock.calls[0]?.[0].rows).toHaveLength(1500);
  });

  it('server mode without the count in its pages (month end): pages until a short page, showing the rows so far', async () => {
    const user = userEvent.setup();
    const offsets: number[] = [];
    let release: () => void = () => undefined;
    const fetchPage = jest.fn(async (_query: TableQuery, offset: number, limit: number) => {
      offsets.push(offset);
      if (offset > 0) await new Promise<void>((resolve) => (release = resolve));
      const all = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, code: `C${i + 1}`, amount: '1' }));
      return { rows: all.slice(offset, offset + limit) };
    });
    renderWithProviders(
      <DataTable<Row>
        id="export-uncounted"
        mode="server"
        rows={rows.slice(0, 10)}
        rowCount={2000}
        columns={columns}
        onQueryChange={() => undefined}
        exportTo={{ name: 'Maandafsluiting', fetchPage }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('1.000 rijen')).toBeInTheDocument();
    release();
    await waitFor(() => expect(offsets).toHaveLength(3));
    release();
    await waitFor(() => expect(saveWorkbook).toHaveBeenCalledTimes(1));
    // 2 000 rows: two full pages, then an empty one ends it
    expect(offsets).toEqual([0, 1000, 2000]);
    expect(saveWorkbook.mock.calls[0]?.[0].rows).toHaveLength(2000);
  });

  it('says so when the export fails', async () => {
    const user = userEvent.setup();
    const fetchPage = jest.fn().mockRejectedValue(new Error('offline'));
    renderWithProviders(
      <DataTable<Row>
        id="export-fail"
        mode="server"
        rows={[]}
        rowCount={0}
        columns={columns}
        onQueryChange={() => undefined}
        exportTo={{ name: 'X', fetchPage }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Het exporteren is mislukt. Probeer het zo opnieuw.')).toBeInTheDocument();
    expect(saveWorkbook).not.toHaveBeenCalled();
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DataTable } from './data-table';
import { toGridColumns } from './grid-parts';
import type { DataTableColumn } from './types';

// Issue 34: a narrow column shows a short header; its full name stays its tooltip, its name for a
// screen reader and the menus', and only the short word counts for the column's least width.

interface Row {
  id: number;
  unit: string;
}

const columns: DataTableColumn<Row>[] = [
  { field: 'id', headerName: 'Id', type: 'id', width: 72 },
  { field: 'unit', headerName: 'Verkoopeenheid', shortHeader: 'VK-eenh', width: 60 },
];

jest.setTimeout(60_000); // DataGrid renders are slow in jsdom (see data-table.test.tsx)

describe('a short header', () => {
  it('shows the short word, with the full name as its tooltip and accessible name', () => {
    renderWithProviders(<DataTable<Row> id="short-header-test" rows={[{ id: 1, unit: 'Ton' }]} columns={columns} />, { language: 'nl_BE' });
    const grid = screen.getByRole('grid');
    const header = within(grid).getByRole('columnheader', { name: /^Verkoopeenheid/ });
    expect(header).toHaveTextContent(/^VK-eenh/);
    expect(within(header).getByTitle('Verkoopeenheid')).toBeInTheDocument();
    expect(within(header).getByText('VK-eenh')).toHaveAttribute('aria-hidden', 'true');
    expect(header.querySelector('button[aria-haspopup="menu"]')).toHaveAttribute('aria-label', 'Kolommenu Verkoopeenheid');
  });

  it('counts the short word, not the full name, for the least width of its column', () => {
    const [, unit] = toGridColumns(columns);
    const [, full] = toGridColumns(columns.map(({ shortHeader: _, ...c }) => c));
    expect(unit?.width).toBe(85); // 'VK-eenh': 7 characters
    expect(full?.width).toBe(137); // 'Verkoopeenheid': 14
    expect(unit?.renderHeader).toBeDefined();
    expect(full?.renderHeader).toBeUndefined();
  });
});

import { columnBufferBesidePinned, gridScrollbarSize, GRID_COLUMN_BUFFER_PX, trailingActions } from './grid-parts';
import type { DataTableColumn } from './types';

type Row = { id: number };
const columns: DataTableColumn<Row>[] = [
  { field: 'id', headerName: 'Nr' },
  { field: 'name', headerName: 'Naam', width: 200 },
  { field: 'action', headerName: 'Actie', type: 'actions', width: 80 },
];

describe('columnBufferBesidePinned', () => {
  it('keeps the grid default where nothing is pinned', () => {
    expect(columnBufferBesidePinned(columns.slice(0, 2), [])).toBe(GRID_COLUMN_BUFFER_PX);
  });

  it('takes the pinned columns and the scrollbar strip beside them off the buffer', () => {
    expect(trailingActions(columns)).toEqual(['action']);
    expect(columnBufferBesidePinned(columns, ['action'])).toBe(GRID_COLUMN_BUFFER_PX - 80 - gridScrollbarSize());
  });

  it('counts a pinned column at least as wide as its header needs, and never below 0', () => {
    const wide = [{ field: 'action', headerName: 'Acties op deze regel', type: 'actions' as const, width: 60 }];
    expect(columnBufferBesidePinned(wide, ['action'])).toBe(Math.max(0, GRID_COLUMN_BUFFER_PX - (20 * 7.5 + 32) - gridScrollbarSize()));
    expect(columnBufferBesidePinned([{ ...columns[2]!, width: 400 }], ['action'])).toBe(0);
  });
});

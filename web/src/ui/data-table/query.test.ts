import { applyTableQuery, isConditionComplete, isQueryFiltering, normalizeQuery, operatorsFor, pageOf, sortRows } from './query';
import type { DataTableColumn, FilterCondition, TableQuery } from './types';

interface Order {
  id: number;
  customer: string;
  supplier: string | null;
  loadingDate: string | null;
  amount: string | null;
  quantity: number;
  invoiced: boolean | string;
}

const rows: Order[] = [
  { id: 1, customer: 'Agri Trade NV', supplier: 'Graanhandel De Smet', loadingDate: '2024-03-05', amount: '1234.50', quantity: 24.5, invoiced: true },
  { id: 2, customer: 'Belgafood BV', supplier: 'Molens Van Damme', loadingDate: '2024-03-20T00:00:00', amount: '99.99', quantity: 10, invoiced: false },
  { id: 3, customer: 'agri trade nv', supplier: null, loadingDate: '1900-01-01T00:00:00', amount: '-15', quantity: 3, invoiced: 'True' },
  { id: 4, customer: 'Cargill Antwerpen', supplier: 'Graanhandel De Smet', loadingDate: '2024-04-01', amount: null, quantity: 120, invoiced: 'False' },
  { id: 5, customer: 'Dumoulin', supplier: 'Molens Van Damme', loadingDate: '2023-12-31', amount: '1234.5', quantity: 7.25, invoiced: false },
];

const columns: DataTableColumn<Order>[] = [
  { field: 'id', headerName: 'Id', type: 'number' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'supplier', headerName: 'Supplier' },
  { field: 'loadingDate', headerName: 'Loading date', type: 'date' },
  { field: 'amount', headerName: 'Amount', type: 'money' },
  { field: 'quantity', headerName: 'Quantity', type: 'number' },
  { field: 'invoiced', headerName: 'Invoiced', type: 'boolean' },
  { field: 'actions', headerName: 'Action', type: 'actions' },
];

let nextId = 0;
function cond(field: string, operator: FilterCondition['operator'], value?: string, valueTo?: string): FilterCondition {
  return { id: `c${nextId++}`, field, operator, value, valueTo };
}

function query(partial: Partial<TableQuery> = {}): TableQuery {
  return { search: '', filters: { join: 'and', conditions: [] }, sort: [], page: 0, pageSize: 25, ...partial };
}

const ids = (result: { rows: Order[] }) => result.rows.map((r) => r.id);

function filterIds(conditions: FilterCondition[], join: 'and' | 'or' = 'and') {
  return ids(applyTableQuery(rows, columns, query({ filters: { join, conditions } })));
}

describe('applyTableQuery: quick search', () => {
  it('returns everything for an empty query, with the total', () => {
    const result = applyTableQuery(rows, columns, query());
    expect(ids(result)).toEqual([1, 2, 3, 4, 5]);
    expect(result.total).toBe(5);
  });

  it('is case-insensitive across columns', () => {
    expect(ids(applyTableQuery(rows, columns, query({ search: 'AGRI' })))).toEqual([1, 3]);
    expect(ids(applyTableQuery(rows, columns, query({ search: 'van damme' })))).toEqual([2, 5]);
  });

  it('requires every word to match somewhere', () => {
    expect(ids(applyTableQuery(rows, columns, query({ search: 'graanhandel cargill' })))).toEqual([4]);
  });

  it('finds dates as shown (dd-MM-yyyy) and money as shown', () => {
    expect(ids(applyTableQuery(rows, columns, query({ search: '05-03-2024' })))).toEqual([1]);
    expect(ids(applyTableQuery(rows, columns, query({ search: '1.234,50' })))).toEqual([1, 5]);
    expect(ids(applyTableQuery(rows, columns, query({ search: '1900' })))).toEqual([]); // empty date placeholders are not text
  });

  it('only searches the given (visible) fields', () => {
    expect(ids(applyTableQuery(rows, columns, query({ search: 'graanhandel', searchFields: ['customer'] })))).toEqual([]);
    expect(ids(applyTableQuery(rows, columns, query({ search: 'graanhandel', searchFields: ['supplier'] })))).toEqual([1, 4]);
  });

  it('uses valueFormatter text for search', () => {
    const cols: DataTableColumn<Order>[] = [
      { field: 'invoiced', headerName: 'Invoiced', type: 'boolean', valueFormatter: (v) => (v === true ? 'invoiced' : 'open') },
    ];
    expect(ids(applyTableQuery(rows, cols, query({ search: 'invoiced' })))).toEqual([1]);
  });
});

describe('applyTableQuery: filter conditions', () => {
  it('string Contains and Is, case-insensitive', () => {
    expect(filterIds([cond('customer', 'contains', 'trade')])).toEqual([1, 3]);
    expect(filterIds([cond('customer', 'is', 'agri trade nv')])).toEqual([1, 3]);
    expect(filterIds([cond('customer', 'is', 'agri')])).toEqual([]);
    expect(filterIds([cond('supplier', 'contains', 'smet')])).toEqual([1, 4]);
  });

  it('number Is and Between (inclusive, either bound optional), values as typed', () => {
    expect(filterIds([cond('quantity', 'is', '24,5')])).toEqual([1]);
    expect(filterIds([cond('quantity', 'between', '7,25', '24.5')])).toEqual([1, 2, 5]);
    expect(filterIds([cond('quantity', 'between', '100')])).toEqual([4]);
    expect(filterIds([cond('quantity', 'between', undefined, '5')])).toEqual([3]);
  });

  it('money filters like a number and skips empty amounts', () => {
    expect(filterIds([cond('amount', 'is', '1.234,5')])).toEqual([1, 5]);
    expect(filterIds([cond('amount', 'between', '-20', '100')])).toEqual([2, 3]);
  });

  it('date Is and Between, ignoring time parts and provider empty dates', () => {
    expect(filterIds([cond('loadingDate', 'is', '2024-03-20')])).toEqual([2]);
    expect(filterIds([cond('loadingDate', 'between', '2024-03-01', '2024-03-31')])).toEqual([1, 2]);
    expect(filterIds([cond('loadingDate', 'between', '2024-01-01')])).toEqual([1, 2, 4]);
    expect(filterIds([cond('loadingDate', 'between', undefined, '2024-01-01')])).toEqual([5]);
  });

  it('week Is and Between by the week of a year, never by the week number alone; the server gets 2026-W47', () => {
    const weeks = [
      { id: 1, week: '2024-W47' },
      { id: 2, week: '2025-W47' },
      { id: 3, week: '2026-W47' },
      { id: 4, week: '2026-W48' },
      { id: 5, week: null },
    ];
    const weekColumns: DataTableColumn<(typeof weeks)[number]>[] = [{ field: 'week', headerName: 'Laadweek', type: 'week' }];
    const kept = (...conditions: FilterCondition[]) =>
      applyTableQuery(weeks, weekColumns, query({ filters: { join: 'and', conditions } })).rows.map((r) => r.id);
    expect(operatorsFor('week')).toEqual(['is', 'between']);
    expect(kept(cond('week', 'between', '2026-W47', '48 (2026)'))).toEqual([3, 4]);
    expect(kept(cond('week', 'is', '47-2026'))).toEqual([3]);
    expect(kept(cond('week', 'between', '2024-W01', '2025-W52'))).toEqual([1, 2]);
    // '47' names no one week: the condition does not filter (the panel says why)
    expect(isConditionComplete(cond('week', 'between', '47', '48'), weekColumns[0])).toBe(false);
    const normalized = normalizeQuery(query({ filters: { join: 'and', conditions: [cond('week', 'between', '47 (2026)', 'W48 2026')] } }), weekColumns);
    expect(normalized.filters.conditions.map((c) => [c.value, c.valueTo])).toEqual([['2026-W47', '2026-W48']]);
  });

  it('boolean True and False, also for "True"/"False" strings', () => {
    expect(filterIds([cond('invoiced', 'true')])).toEqual([1, 3]);
    expect(filterIds([cond('invoiced', 'false')])).toEqual([2, 4, 5]);
  });

  it('joins conditions with And', () => {
    expect(filterIds([cond('supplier', 'contains', 'damme'), cond('quantity', 'between', '8')])).toEqual([2]);
  });

  it('joins conditions with Or', () => {
    expect(filterIds([cond('customer', 'contains', 'cargill'), cond('quantity', 'is', '3')], 'or')).toEqual([3, 4]);
  });

  it('ignores incomplete conditions and conditions on unknown columns', () => {
    expect(filterIds([cond('customer', 'contains', '  '), cond('quantity', 'is', 'abc'), cond('nope', 'is', 'x'), cond('loadingDate', 'between')])).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('combines filters with the quick search', () => {
    const result = applyTableQuery(
      rows,
      columns,
      query({ search: 'agri', filters: { join: 'and', conditions: [cond('invoiced', 'true'), cond('quantity', 'is', '3')] } }),
    );
    expect(ids(result)).toEqual([3]);
    expect(result.total).toBe(5);
  });
});

describe('applyTableQuery: sorting', () => {
  it('sorts numbers numerically, both ways', () => {
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'quantity', direction: 'asc' }] })))).toEqual([3, 5, 2, 1, 4]);
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'quantity', direction: 'desc' }] })))).toEqual([4, 1, 2, 5, 3]);
  });

  it('sorts money strings as numbers with empty amounts last', () => {
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'amount', direction: 'asc' }] })))).toEqual([3, 2, 1, 5, 4]);
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'amount', direction: 'desc' }] })))).toEqual([1, 5, 2, 3, 4]);
  });

  it('sorts dates chronologically with empty dates last', () => {
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'loadingDate', direction: 'asc' }] })))).toEqual([5, 1, 2, 4, 3]);
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'loadingDate', direction: 'desc' }] })))).toEqual([4, 2, 1, 5, 3]);
  });

  it('sorts text case-insensitively, stable, nulls last', () => {
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'customer', direction: 'asc' }] })))).toEqual([1, 3, 2, 4, 5]);
    expect(ids(applyTableQuery(rows, columns, query({ sort: [{ field: 'supplier', direction: 'asc' }] })))).toEqual([1, 4, 2, 5, 3]);
  });

  it('sorts text with numbers naturally', () => {
    const data = [{ code: 'P10' }, { code: 'P9' }, { code: 'P100' }];
    expect(sortRows(data, [{ field: 'code', headerName: 'Code' }], [{ field: 'code', direction: 'asc' }]).map((r) => r.code)).toEqual(['P9', 'P10', 'P100']);
  });

  it('does not change the input array', () => {
    const copy = rows.slice();
    applyTableQuery(rows, columns, query({ sort: [{ field: 'quantity', direction: 'desc' }] }));
    expect(rows).toEqual(copy);
  });
});

describe('id columns', () => {
  const data = [{ id: 1000 }, { id: 20 }, { id: 300 }];
  const idColumns: DataTableColumn<{ id: number }>[] = [{ field: 'id', headerName: 'Id', type: 'id' }];
  it('show plain numbers, sort numerically and filter as numbers', () => {
    expect(ids(applyTableQuery(data as Order[], idColumns as DataTableColumn<Order>[], query({ sort: [{ field: 'id', direction: 'asc' }] })))).toEqual([
      20, 300, 1000,
    ]);
    expect(
      ids(
        applyTableQuery(
          data as Order[],
          idColumns as DataTableColumn<Order>[],
          query({ filters: { join: 'and', conditions: [cond('id', 'between', '100', '1000')] } }),
        ),
      ),
    ).toEqual([1000, 300]);
    expect(ids(applyTableQuery(data as Order[], idColumns as DataTableColumn<Order>[], query({ search: '1.000' })))).toEqual([]); // no thousands separator
    expect(ids(applyTableQuery(data as Order[], idColumns as DataTableColumn<Order>[], query({ search: '1000' })))).toEqual([1000]);
  });
});

describe('helpers', () => {
  it('pages rows; page size 0 is everything', () => {
    const data = Array.from({ length: 7 }, (_, i) => i);
    expect(pageOf(data, 0, 3)).toEqual([0, 1, 2]);
    expect(pageOf(data, 2, 3)).toEqual([6]);
    expect(pageOf(data, 0, 0)).toEqual(data);
  });

  it('offers the operators of the spec per type', () => {
    expect(operatorsFor('string')).toEqual(['contains', 'is']);
    expect(operatorsFor('number')).toEqual(['is', 'between']);
    expect(operatorsFor('money')).toEqual(['is', 'between']);
    expect(operatorsFor('date')).toEqual(['is', 'between']);
    expect(operatorsFor('boolean')).toEqual(['true', 'false']);
  });

  it('knows complete conditions and normalises them for a server', () => {
    const amount = columns[4];
    expect(isConditionComplete(cond('amount', 'contains', '5'), amount)).toBe(false); // not an operator for money
    expect(isConditionComplete(cond('amount', 'between', '', '7'), amount)).toBe(true);
    const q = normalizeQuery(
      query({
        search: '  x ',
        filters: {
          join: 'or',
          conditions: [
            { id: 'a', field: 'amount', operator: 'between', value: '1.234,5', valueTo: '' },
            { id: 'b', field: 'customer', operator: 'is', value: '' },
          ],
        },
      }),
      columns,
    );
    expect(q.search).toBe('x');
    expect(q.filters).toEqual({ join: 'or', conditions: [{ id: 'a', field: 'amount', operator: 'between', value: '1234.5' }] });
    expect(isQueryFiltering(query(), columns)).toBe(false);
    expect(isQueryFiltering(query({ search: 'a' }), columns)).toBe(true);
  });
});

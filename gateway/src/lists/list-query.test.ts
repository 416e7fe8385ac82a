import { applyListQuery, fieldKeyOf, type ListFields } from './list-query';

interface Row {
  id: number;
  name: string;
  amount: string | null;
  day: string | null;
  done: boolean;
}

const rows: Row[] = [
  { id: 1, name: 'Tarwe Gent', amount: '1200.50', day: '2026-01-05', done: true },
  { id: 2, name: 'Maïs Antwerpen', amount: '99.9', day: '2026-02-10', done: false },
  { id: 3, name: 'Gerst Gent', amount: null, day: null, done: false },
  { id: 10, name: 'sojaschroot Rotterdam', amount: '5000', day: '2025-12-31', done: true },
];

const fields: ListFields<Row> = {
  id: { type: 'number', get: (r) => r.id },
  name: { type: 'string', get: (r) => r.name },
  amount: { type: 'number', get: (r) => r.amount },
  day: { type: 'date', get: (r) => r.day },
  done: { type: 'boolean', get: (r) => r.done },
};

const ids = (r: { nodes: Row[] }) => r.nodes.map((x) => x.id);

describe('applyListQuery', () => {
  it("takes enum field names (CONSTANT_CASE) and refuses names that are not the list's own", () => {
    expect(fieldKeyOf('LOADING_DATE')).toBe('loadingDate');
    expect(fieldKeyOf('ID')).toBe('id');
    expect(ids(applyListQuery(rows, fields, { sort: [{ field: 'AMOUNT', direction: 'ASC' }] }))).toEqual([2, 1, 10, 3]);
    for (const bad of ['constructor', '__proto__', 'toString', 'CONSTRUCTOR', 'nope']) {
      expect(() => applyListQuery(rows, fields, { sort: [{ field: bad }] })).toThrow(/Unknown field/);
      expect(() => applyListQuery(rows, fields, { filter: { conditions: [{ field: bad, operator: 'IS', value: '1' }] } })).toThrow(/Unknown field/);
    }
  });

  it('searches every word, case-insensitive, in text fields', () => {
    expect(ids(applyListQuery(rows, fields, { filter: { search: 'gent TARWE' } }))).toEqual([1]);
    expect(ids(applyListQuery(rows, fields, { filter: { search: 'gent' } }))).toEqual([1, 3]);
  });

  it('joins conditions with AND or OR', () => {
    const conditions = [
      { field: 'name', operator: 'CONTAINS' as const, value: 'gent' },
      { field: 'done', operator: 'TRUE' as const },
    ];
    expect(ids(applyListQuery(rows, fields, { filter: { join: 'AND', conditions } }))).toEqual([1]);
    expect(ids(applyListQuery(rows, fields, { filter: { join: 'OR', conditions } }))).toEqual([1, 3, 10]);
  });

  it('compares numbers exactly and dates by day, with open-ended BETWEEN', () => {
    expect(ids(applyListQuery(rows, fields, { filter: { conditions: [{ field: 'amount', operator: 'IS', value: '99.90' }] } }))).toEqual([2]);
    expect(ids(applyListQuery(rows, fields, { filter: { conditions: [{ field: 'amount', operator: 'BETWEEN', value: '100' }] } }))).toEqual([1, 10]);
    expect(
      ids(applyListQuery(rows, fields, { filter: { conditions: [{ field: 'day', operator: 'BETWEEN', value: '2026-01-01', valueTo: '2026-01-31' }] } })),
    ).toEqual([1]);
    expect(ids(applyListQuery(rows, fields, { filter: { conditions: [{ field: 'day', operator: 'IS', value: '2025-12-31' }] } }))).toEqual([10]);
  });

  it('sorts numerically, empty values last, by several keys', () => {
    expect(ids(applyListQuery(rows, fields, { sort: [{ field: 'id', direction: 'DESC' }] }))).toEqual([10, 3, 2, 1]);
    expect(ids(applyListQuery(rows, fields, { sort: [{ field: 'amount', direction: 'ASC' }] }))).toEqual([2, 1, 10, 3]);
    expect(
      ids(
        applyListQuery(rows, fields, {
          sort: [
            { field: 'done', direction: 'DESC' },
            { field: 'id', direction: 'ASC' },
          ],
        }),
      ),
    ).toEqual([1, 10, 2, 3]);
    expect(ids(applyListQuery(rows, fields, {}, [{ field: 'name', direction: 'ASC' }]))).toEqual([3, 2, 10, 1]);
  });

  it('pages after filtering and counts the filtered total', () => {
    const r = applyListQuery(rows, fields, { filter: { conditions: [{ field: 'done', operator: 'FALSE' }] }, page: { offset: 1, limit: 1 } });
    expect(r).toEqual({ totalCount: 2, nodes: [rows[2]] });
  });

  it('refuses unknown fields and oversized pages as bad input', () => {
    expect(() => applyListQuery(rows, fields, { sort: [{ field: 'nope', direction: 'ASC' }] })).toThrow(/Unknown field 'nope'/);
    expect(() => applyListQuery(rows, fields, { page: { offset: 0, limit: 100_000 } })).toThrow(/page.limit/);
  });
});

describe('list query bounds', () => {
  const rows = [{ id: 1, name: 'a' }];
  const fields: ListFields<{ id: number; name: string }> = { id: { type: 'number', get: (r) => r.id }, name: { type: 'string', get: (r) => r.name } };
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as { extensions: { code: string; field: string } }).extensions;
    }
    throw new Error('not refused');
  };
  it('refuses long or wordy search text and long filter values, naming the field', () => {
    expect(refusal(() => applyListQuery(rows, fields, { filter: { search: 'x'.repeat(201) } }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.search',
    });
    expect(refusal(() => applyListQuery(rows, fields, { filter: { search: Array(21).fill('w').join(' ') } }))).toMatchObject({ field: 'filter.search' });
    expect(refusal(() => applyListQuery(rows, fields, { filter: { conditions: [{ field: 'NAME', operator: 'IS', value: 'v'.repeat(201) }] } }))).toMatchObject({
      field: 'filter.conditions[0].value',
    });
    expect(
      refusal(() => applyListQuery(rows, fields, { filter: { conditions: Array(51).fill({ field: 'NAME', operator: 'IS', value: 'a' }) } })),
    ).toMatchObject({ field: 'filter.conditions' });
    expect(
      applyListQuery(rows, fields, { filter: { search: 'a '.repeat(20), conditions: [{ field: 'NAME', operator: 'IS', value: 'a'.repeat(200) }] } }).totalCount,
    ).toBe(0);
  });
});

describe('sorting by keys computed once per row', () => {
  const many = (amounts: (string | null)[]) => amounts.map((amount, i) => ({ id: i + 1, name: `r${i}`, amount, day: null, done: false }));

  it("orders decimals exactly, beyond a double's precision too, empty values after ascending and before descending", () => {
    const list = many(['10.5', '9', '100', null, '12345678901234567890.1', '12345678901234567890.05', '-3']);
    const asc = applyListQuery(list, fields, { sort: [{ field: 'AMOUNT', direction: 'ASC' }] }).nodes.map((r) => r.amount);
    expect(asc).toEqual(['-3', '9', '10.5', '100', '12345678901234567890.05', '12345678901234567890.1', null]);
    const desc = applyListQuery(list, fields, { sort: [{ field: 'AMOUNT', direction: 'DESC' }] }).nodes.map((r) => r.amount);
    expect(desc).toEqual([null, '12345678901234567890.1', '12345678901234567890.05', '100', '10.5', '9', '-3']);
  });

  it('answers a list already in order as it is, ties in their order, and sorts one that is out of order by a single pair', () => {
    const inOrder = many(['1', '2', '2', '2', '3', null, null]);
    expect(ids(applyListQuery(inOrder, fields, { sort: [{ field: 'AMOUNT' }] }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(applyListQuery(inOrder, fields, { sort: [{ field: 'AMOUNT', direction: 'DESC' }] }))).toEqual([6, 7, 5, 2, 3, 4, 1]);
    const lastPairSwapped = many(['1', '2', '3', '5', '4']);
    expect(ids(applyListQuery(lastPairSwapped, fields, { sort: [{ field: 'AMOUNT' }] }))).toEqual([1, 2, 3, 5, 4]);
    const firstPairSwapped = many(['2', '1', '3', '4', '5']);
    expect(ids(applyListQuery(firstPairSwapped, fields, { sort: [{ field: 'AMOUNT' }] }))).toEqual([2, 1, 3, 4, 5]);
  });

  it('sorts a whole list once per sort and answers the same order again; a filtered list is sorted on its own', () => {
    const list = many(Array.from({ length: 50 }, (_, i) => String((i * 37) % 50)));
    const get = jest.fn((r: Row) => r.amount);
    const counted: ListFields<Row> = { ...fields, amount: { type: 'number', get } };
    const first = applyListQuery(list, counted, { sort: [{ field: 'AMOUNT' }] }).nodes;
    const calls = get.mock.calls.length;
    expect(applyListQuery(list, counted, { sort: [{ field: 'AMOUNT' }] }).nodes).toEqual(first);
    expect(get.mock.calls.length).toBe(calls);
    const filtered = applyListQuery(list, counted, { sort: [{ field: 'AMOUNT', direction: 'DESC' }], filter: { search: 'r1' } }).nodes;
    expect(filtered.map((r) => r.name)).toEqual(
      ['r19', 'r18', 'r17', 'r16', 'r15', 'r14', 'r13', 'r12', 'r11', 'r10', 'r1'].sort(
        (a, b) => Number(list.find((r) => r.name === b)!.amount) - Number(list.find((r) => r.name === a)!.amount),
      ),
    );
  });
});

import { applyListQuery, type ListArgs } from '../../lists/list-query';
import { PRODUCT_DEFAULT_SORT, PRODUCT_LIST_FIELDS } from '../../domains/products/resolvers';
import type { Item } from '../contract-types';
import { toProductRecord } from '../records';
import { productsQuery } from './products';

/** A catalogue as getProducts answers it: codes out of order, mixed case, digits, repeats and an empty one. */
function answer(count: number): Item<'products.list'>[] {
  const codes = ['p-10', 'P-9', 'P-100', 'a1', 'A1', 'Z', '', 'é2', 'e10', 'P-9'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    Productcode: `${codes[i % codes.length]}${i % 3 === 0 ? '' : String(count - i)}`,
    Product: `Product ${(i * 7) % 13}`,
    Supplier: `Supplier ${i % 5}`,
    SupplierCode: String(200000 + (i % 5)),
    Customer: 'Aveve',
    CustomerCode: '100016',
    SalesPrice: i % 4 === 0 ? null : (i * 3.25) % 50,
    Kilogram: '1000',
    Temporary: i % 6 === 0,
    DeleteButton: i % 2 ? 'True' : 'False',
  }));
}

/** The answer with every read of a field other than the code counted. */
function counted<T extends object>(rows: T[]): { rows: T[]; translated: () => number } {
  const seen = new Set<unknown>();
  const watched = rows.map(
    (row) =>
      new Proxy(row, {
        get(target, key) {
          if (key === 'Product') seen.add(target);
          return Reflect.get(target, key);
        },
      }),
  );
  return { rows: watched, translated: () => seen.size };
}

describe('productsQuery', () => {
  const queries: ListArgs[] = [
    {},
    { page: { offset: 0, limit: 100 } },
    { page: { offset: 95, limit: 10 } },
    { page: { offset: 500, limit: 5 } },
    { sort: [{ field: 'CODE', direction: 'DESC' }], page: { offset: 3, limit: 20 } },
    { sort: [{ field: 'code', direction: 'ASC' }] },
    { filter: { search: '  ', searchFields: ['NAME'], conditions: [] }, page: { offset: 10, limit: 7 } },
    { sort: [{ field: 'NAME', direction: 'DESC' }, { field: 'CODE' }], page: { limit: 30 } },
    { sort: [{ field: 'SALES_PRICE' }], page: { limit: 50 } },
    { filter: { search: 'supplier 3' }, page: { limit: 40 } },
    { filter: { conditions: [{ field: 'IS_TEMPORARY', operator: 'TRUE' }] } },
  ];

  it.each(queries.map((q) => [JSON.stringify(q), q]))('answers %s as applyListQuery over every record does', (_name, args) => {
    const rows = answer(120);
    for (const extra of [true, false]) {
      const expected = applyListQuery(
        rows.map((r) => toProductRecord(r, extra)),
        PRODUCT_LIST_FIELDS,
        args,
        PRODUCT_DEFAULT_SORT,
      );
      expect(productsQuery(rows, PRODUCT_LIST_FIELDS, args, PRODUCT_DEFAULT_SORT, extra)).toEqual(expected);
    }
  });

  it('translates only the page when the query sorts by code alone, and every product otherwise', () => {
    const byCode = counted(answer(300));
    expect(productsQuery(byCode.rows, PRODUCT_LIST_FIELDS, { page: { offset: 20, limit: 25 } }, PRODUCT_DEFAULT_SORT, true).nodes).toHaveLength(25);
    expect(byCode.translated()).toBe(25);

    const byName = counted(answer(300));
    productsQuery(byName.rows, PRODUCT_LIST_FIELDS, { sort: [{ field: 'NAME' }], page: { limit: 25 } }, PRODUCT_DEFAULT_SORT, true);
    expect(byName.translated()).toBe(300);
  });

  it('refuses an unknown sort field and a page too large as the list query does', () => {
    const rows = answer(10);
    expect(() => productsQuery(rows, PRODUCT_LIST_FIELDS, { sort: [{ field: 'PRODUCTCODE' }] }, PRODUCT_DEFAULT_SORT, true)).toThrow(
      /Unknown field 'PRODUCTCODE'/,
    );
    expect(() => productsQuery(rows, PRODUCT_LIST_FIELDS, { page: { limit: 10_001 } }, PRODUCT_DEFAULT_SORT, true)).toThrow(/page.limit/);
  });
});

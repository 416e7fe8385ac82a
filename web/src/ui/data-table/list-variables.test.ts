import { toFieldEnum, toListVariables } from './list-variables';

describe('toListVariables', () => {
  it("turns the table query into a list's arguments with enum field names", () => {
    expect(
      toListVariables({
        search: 'soja',
        searchFields: ['code', 'name'],
        filters: { join: 'or', conditions: [{ id: 'c1', field: 'salesPrice', operator: 'between', value: '10', valueTo: '20.5' }] },
        sort: [{ field: 'supplierName', direction: 'desc' }],
        page: 2,
        pageSize: 25,
      }),
    ).toEqual({
      filter: {
        search: 'soja',
        searchFields: ['CODE', 'NAME'],
        join: 'OR',
        conditions: [{ field: 'SALES_PRICE', operator: 'BETWEEN', value: '10', valueTo: '20.5' }],
      },
      sort: [{ field: 'SUPPLIER_NAME', direction: 'DESC' }],
      page: { offset: 50, limit: 25 },
    });
  });

  it('asks for everything (up to the gateway cap) when the table shows all rows', () => {
    const v = toListVariables({ search: '', filters: { join: 'and', conditions: [] }, sort: [], page: 0, pageSize: 0 });
    expect(v.page).toEqual({ offset: 0, limit: 10000 });
    expect(v.filter.search).toBeNull();
    expect(v.filter.searchFields).toBeNull();
    expect(v.filter.join).toBe('AND');
  });

  it('names fields as the schema enums do', () => {
    expect(toFieldEnum('id')).toBe('ID');
    expect(toFieldEnum('loadingDate')).toBe('LOADING_DATE');
    expect(toFieldEnum('vat2Amount')).toBe('VAT2_AMOUNT');
  });
});

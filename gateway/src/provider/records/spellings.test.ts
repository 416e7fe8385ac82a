import { readSpelled, spellingsRead, unreadSpelling } from './spellings';
import { loadContract } from '../../../../provider/src/contract/contract';
import { mergeProductDetail, toProductRecord } from './products';
import { toSalesOrderRecord } from './salesOrders';

describe('the spellings the gateway reads', () => {
  it('reads the contract spelling only, unless the contract lists another', () => {
    expect(spellingsRead('loadingdate', { $ref: '#/components/schemas/DateTime' })).toEqual(['loadingdate']);
    expect(spellingsRead('loadingdate', { 'x-also-read': ['LoadingDate'] })).toEqual(['loadingdate', 'LoadingDate']);
    expect(readSpelled({ LoadingDate: 'x' }, 'loadingdate', undefined)).toBeUndefined();
    expect(readSpelled({ LoadingDate: 'x' }, 'loadingdate', { 'x-also-read': ['LoadingDate'] })).toBe('x');
  });

  it('names the key of another casing the gateway will not read', () => {
    expect(unreadSpelling(['id', 'LoadingDate'], 'loadingdate', undefined)).toBe('LoadingDate');
    expect(unreadSpelling(['id', 'loadingdate'], 'loadingdate', undefined)).toBeUndefined();
    expect(unreadSpelling(['id', 'LoadingDate'], 'loadingdate', { 'x-also-read': ['LoadingDate'] })).toBeUndefined();
    expect(unreadSpelling(['id'], 'loadingdate', undefined)).toBeUndefined();
  });

  it('agrees with the records: an order answered with LoadingDate has no loading date', () => {
    const raw = { id: 7, LoadingDate: '2026-03-05T00:00:00' } as unknown as Parameters<typeof toSalesOrderRecord>[0];
    expect(toSalesOrderRecord(raw).loadingDate).toBeNull();
    expect(unreadSpelling(Object.keys(raw), 'loadingdate', undefined)).toBe('LoadingDate');
    expect(toSalesOrderRecord({ id: 7, loadingdate: '2026-03-05T00:00:00' }).loadingDate).toBe('2026-03-05');
  });
});

describe('the contract says where the records read another spelling', () => {
  // gateway tests may read the contract: every x-also-read it lists must be read by the record, and no other
  const contract = loadContract();
  const schemas = (contract.document.components as { schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }> }).schemas;
  const listed = Object.entries(schemas).flatMap(([schema, s]) =>
    Object.entries(s.properties ?? {}).flatMap(([field, prop]) =>
      spellingsRead(field, prop)
        .slice(1)
        .map((also) => `${schema}.${field}:${also}`),
    ),
  );

  it('lists them on the product detail only, which mergeProductDetail reads in both spellings', () => {
    expect(listed.sort()).toEqual([
      'ProductDetail.Salesunit:SalesUnit',
      'ProductDetail.kilogram:Kilogram',
      'ProductDetail.product:Product',
      'ProductDetail.productcode:Productcode',
    ]);
    const row = toProductRecord({ id: 1 }, false);
    const merged = mergeProductDetail(row, { Productcode: 'P1', Product: 'Name', SalesUnit: 'KG', Kilogram: '2.5' } as Parameters<
      typeof mergeProductDetail
    >[1]);
    expect([merged.code, merged.name, merged.salesUnitName, merged.kilogram]).toEqual(['P1', 'Name', 'KG', '2.5']);
  });
});

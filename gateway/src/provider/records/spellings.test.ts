import { readSpelled, spellingsRead, unreadSpelling } from './spellings';
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

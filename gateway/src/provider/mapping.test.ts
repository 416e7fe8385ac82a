import {
  fromProviderAmount,
  fromProviderBoolean,
  fromProviderDate,
  fromProviderDecimal,
  fromProviderId,
  fromProviderText,
  isRecordId,
  toProviderDate,
  toProviderDay,
  toProviderDecimal,
} from './mapping';

describe('provider value mapping', () => {
  it('reads provider dates and turns the empty dates into null', () => {
    expect(fromProviderDate('2026-03-05T00:00:00')).toBe('2026-03-05');
    expect(fromProviderDate('2026-03-05')).toBe('2026-03-05');
    expect(fromProviderDate('1900-01-01T00:00:00')).toBeNull();
    expect(fromProviderDate('1970-01-01T00:00:00')).toBeNull();
    expect(fromProviderDate(null)).toBeNull();
    expect(fromProviderDate('garbage')).toBeNull();
  });

  it('takes a date with Z or an offset as its day in Brussels', () => {
    expect(fromProviderDate('2026-03-04T23:00:00Z')).toBe('2026-03-05');
    expect(fromProviderDate('2026-03-05T00:00:00Z')).toBe('2026-03-05');
    expect(fromProviderDate('2026-07-04T22:30:00.000Z')).toBe('2026-07-05');
    expect(fromProviderDate('2026-07-04T21:59:59Z')).toBe('2026-07-04');
    expect(fromProviderDate('2026-03-05T00:00:00+01:00')).toBe('2026-03-05');
    expect(fromProviderDate('2026-03-04T20:00:00-05:00')).toBe('2026-03-05');
    expect(fromProviderDate('2026-03-04T23:00:00+0000')).toBe('2026-03-05');
    expect(fromProviderDate('1900-01-01T00:00:00Z')).toBeNull();
    expect(fromProviderDate('0001-01-01T00:00:00+00:00')).toBeNull();
  });

  it('sends dates as month/day/year', () => {
    expect(toProviderDate('2026-03-05')).toBe('3/5/2026');
    expect(toProviderDate('2026-12-31')).toBe('12/31/2026');
    expect(toProviderDate(null)).toBe('1/1/1900');
  });

  it('keeps decimals exact and accepts a decimal comma', () => {
    expect(fromProviderDecimal(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(fromProviderDecimal('1234,50')).toBe('1234.5');
    expect(fromProviderDecimal('')).toBeNull();
    expect(fromProviderDecimal('abc')).toBeNull();
    expect(toProviderDecimal('12,345')).toBe('12.345');
  });

  it('reads the provider booleans in their several spellings', () => {
    expect(fromProviderBoolean('True')).toBe(true);
    expect(fromProviderBoolean(true)).toBe(true);
    expect(fromProviderBoolean(1)).toBe(true);
    expect(fromProviderBoolean('False')).toBe(false);
    expect(fromProviderBoolean(undefined)).toBe(false);
  });

  it('reads text trimmed, with blank as none', () => {
    expect(fromProviderText('  Cargill ')).toBe('Cargill');
    expect(fromProviderText('   ')).toBeNull();
    expect(fromProviderText(null)).toBeNull();
    expect(fromProviderText(undefined)).toBeNull();
    expect(fromProviderText(7)).toBe('7');
  });

  it('reads ids and codes as text, absent as empty', () => {
    expect(fromProviderId(412)).toBe('412');
    expect(fromProviderId('200001')).toBe('200001');
    expect(fromProviderId(0)).toBe('0');
    expect(fromProviderId(null)).toBe('');
    expect(fromProviderId(undefined)).toBe('');
  });

  it('reads amounts that are always there exactly, an empty one as zero', () => {
    expect(fromProviderAmount('1234,50')).toBe('1234.5');
    expect(fromProviderAmount(0.1)).toBe('0.1');
    expect(fromProviderAmount('')).toBe('0');
    expect(fromProviderAmount(null)).toBe('0');
  });

  it('takes as a record id only the whole numbers the provider can be sent', () => {
    for (const id of ['1', '3001', '999999999999999']) expect(isRecordId(id)).toBe(true);
    // a 16th digit: Number() would round 9007199254740993 to another id
    for (const id of ['', '-1', '1.5', '1e3', ' 7', 'abc', '12a', '9007199254740993']) expect(isRecordId(id)).toBe(false);
  });

  it('leaves a payload date out when there is none', () => {
    expect(toProviderDay('2026-03-05')).toBe('3/5/2026');
    expect(toProviderDay(null)).toBeUndefined();
    expect(toProviderDay('')).toBeUndefined();
  });
});

import {
  decimalLimitReason,
  decimalParts,
  lineAmount,
  parseDecimalInput,
  parseVatAmount,
  readDecimal,
  readTypedDecimal,
  sumAmounts,
  toDecimal,
  vatAmount,
} from './decimal';

describe('the shared decimal', () => {
  it('reads typed input the Belgian way and plain decimals alike', () => {
    expect(parseDecimalInput('1.234,56')).toBe('1234.56');
    expect(parseDecimalInput('1234.56')).toBe('1234.56');
    expect(parseDecimalInput(',5')).toBe('0.5');
    expect(parseDecimalInput('€ 12')).toBe('12');
    expect(parseDecimalInput('1,2,3')).toBeNull();
  });

  it.each<[string, string | null]>([
    // the formats the app shows, and plain ones
    ['1.286,66', '1286.66'],
    ['€ 1.286,66', '1286.66'],
    ['€1.286,66', '1286.66'],
    ['1.286,66 €', '1286.66'],
    ['€ -1.234,56', '-1234.56'],
    ['-€ 1.234,56', '-1234.56'],
    ['- 5', '-5'],
    ['1286,66', '1286.66'],
    ['1286.66', '1286.66'],
    ['1 286,66', '1286.66'],
    ['1\u00a0286,66', '1286.66'],
    ["1'286.66", '1286.66'],
    ['12 345 678,9', '12345678.9'],
    ['1,286.66', '1286.66'],
    ['1.234.567', '1234567'],
    ['0,250', '0.250'],
    // what is no number the app writes: refused rather than read as another number
    ['1 2', null],
    ['12 3456', null],
    ['1€2', null],
    ['€ 1 €', null],
    ['€€1', null],
    ['1.28,6', null],
    ['1.2.3', null],
    ['1,234,567', null],
    ['1,2.3', null],
    ['12a', null],
    ['0x10', null],
  ])('reads typed %p as %p', (typed, value) => {
    expect(parseDecimalInput(typed)).toBe(value);
  });

  it('asks which was meant when a point before three digits could be thousands or decimals', () => {
    expect(readTypedDecimal('1.234', 3)).toEqual({ ok: false, reason: 'AMBIGUOUS', readings: ['1234', '1.234'] });
    expect(readTypedDecimal('-12.500', 4)).toEqual({ ok: false, reason: 'AMBIGUOUS', readings: ['-12500', '-12.500'] });
    expect(readTypedDecimal('€ 100.000')).toEqual({ ok: false, reason: 'AMBIGUOUS', readings: ['100000', '100.000'] });
    // a field with two decimals cannot take 1.234: the app's thousands point is the only reading
    expect(readTypedDecimal('1.234', 2)).toEqual({ ok: true, value: '1234' });
    expect(readTypedDecimal('1.286,66', 2)).toEqual({ ok: true, value: '1286.66' });
    // not ambiguous: a leading 0 leads no thousands group, a comma is the app's decimal, two points are thousands
    for (const [typed, value] of [
      ['0.250', '0.250'],
      ['1,234', '1.234'],
      ['1.2345', '1.2345'],
      ['1.23', '1.23'],
      ['1234.567', '1234.567'],
      ['1.234.567', '1234567'],
      ['1.234,5', '1234.5'],
    ] as const) {
      expect([typed, readTypedDecimal(typed, 3)]).toEqual([typed, { ok: true, value }]);
    }
    expect(readTypedDecimal('abc')).toEqual({ ok: false, reason: 'NOT_A_DECIMAL' });
    expect(readTypedDecimal('')).toEqual({ ok: false, reason: 'NOT_A_DECIMAL' });
  });

  it('reads a VAT amount in every format the app writes money, never as another number', () => {
    for (const [typed, value] of [
      ['1.286,66', '1286.66'],
      ['€ 1.286,66', '1286.66'],
      ['1286,66', '1286.66'],
      ['1286.66', '1286.66'],
      ['1.234', '1234'],
      ['1 000', '1000'],
      [',5', '0.5'],
      ['12 €', '12'],
    ] as const) {
      expect([typed, parseVatAmount(typed)]).toEqual([typed, value]);
    }
    for (const bad of ['1,286', '1.28,66', '-1', '+1', '€ -1', '1,2,3', 'abc', '', '€€1', '12345678901', '0,001']) {
      expect([bad, parseVatAmount(bad)]).toEqual([bad, null]);
    }
  });

  it('says why a number does not fit the provider (10 + 4 digits), leading and trailing zeros aside', () => {
    expect(decimalLimitReason('12345678901')).toBe('TOO_LARGE');
    expect(decimalLimitReason('12.345.678.901,5')).toBe('TOO_LARGE');
    expect(decimalLimitReason('9999999999.9999')).toBeNull();
    expect(decimalLimitReason('0000000001.5')).toBeNull();
    expect(decimalLimitReason('1.23456')).toBe('TOO_MANY_DECIMALS');
    expect(decimalLimitReason('1,23450')).toBeNull();
    expect(decimalLimitReason('1,2345', 3)).toBe('TOO_MANY_DECIMALS');
    expect(decimalLimitReason('abc')).toBeNull();
  });

  it('takes what an API sends in plain notation only, with the reason for a refusal', () => {
    expect(readDecimal(' 42 ')).toEqual({ ok: true, value: '42' });
    expect(readDecimal('1234,56')).toEqual({ ok: true, value: '1234.56' });
    expect(readDecimal('1.23450')).toEqual({ ok: true, value: '1.2345' });
    expect(readDecimal(12.5)).toEqual({ ok: true, value: '12.5' });
    expect(readDecimal('1e5')).toEqual({ ok: false, reason: 'NOT_A_DECIMAL' });
    expect(readDecimal('.5')).toEqual({ ok: false, reason: 'NOT_A_DECIMAL' });
    expect(readDecimal('+5')).toEqual({ ok: false, reason: 'NOT_A_DECIMAL' });
    expect(readDecimal(Number.NaN)).toEqual({ ok: false, reason: 'NOT_A_DECIMAL' });
    expect(readDecimal(1e20)).toEqual({ ok: false, reason: 'TOO_LARGE' });
    expect(readDecimal('1.23456')).toEqual({ ok: false, reason: 'TOO_MANY_DECIMALS' });
  });

  it('refuses what is no plain number', () => {
    for (const text of ['', ' ', 'abc', '0x10', 'Infinity', '1,5']) expect([text, toDecimal(text)]).toEqual([text, null]);
    expect(toDecimal('1e3')?.toString()).toBe('1000');
  });

  it('rounds half up to the cent and adds exactly', () => {
    expect(lineAmount('200.25', '24.5')).toBe('4906.13');
    expect(lineAmount('33.335', '3')).toBe('100.01');
    expect(vatAmount('0.50', '21')).toBe('0.11');
    expect(sumAmounts(['0.10', '0.20', '0.30'])).toBe('0.60');
  });

  it('gives a formatter its digits: rounded half away from zero, never -0', () => {
    expect(decimalParts('1.005', 2)).toEqual({ negative: false, whole: '1', fraction: '01' });
    expect(decimalParts('-0.005', 2)).toEqual({ negative: true, whole: '0', fraction: '01' });
    expect(decimalParts('-0.004', 2)).toEqual({ negative: false, whole: '0', fraction: '00' });
    expect(decimalParts('12.30', 3, 0)).toEqual({ negative: false, whole: '12', fraction: '3' });
    expect(decimalParts('abc', 2)).toBeNull();
  });
});

import { formatEuro, formatInvoiceDate, formatNumber } from './pdf-format';

describe('pro-forma formats', () => {
  it('writes euro amounts and dates in the chosen language', () => {
    expect(formatEuro('1234567.5', 'DUTCH')).toBe('€ 1.234.567,50');
    expect(formatEuro('1234567.5', 'ENGLISH')).toBe('€1,234,567.50');
    expect(formatEuro('-0.1', 'ENGLISH')).toBe('-€0.10');
    expect(formatNumber('12.345', 'DUTCH', 3, 0)).toBe('12,345');
    expect(formatNumber('12.345', 'ENGLISH', 3, 0)).toBe('12.345');
    expect(formatInvoiceDate('2026-12-23', 'DUTCH')).toBe('23-12-2026');
    expect(formatInvoiceDate('2026-12-23', 'ENGLISH')).toBe('12/23/2026');
    expect(formatInvoiceDate(null, 'ENGLISH')).toBe('');
  });
});

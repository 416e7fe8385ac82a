import { addDays, formatDate, parseDate, UNSET_DATE } from './dates';

describe('parseDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T00:00:00', '2024-03-05'],
    ['2024-03-05T13:45:10', '2024-03-05'],
    ['2024-03-05T13:45:10.123Z', '2024-03-05'],
    ['2024-03-05T13:45:10+02:00', '2024-03-05'],
    ['3/5/2024', '2024-03-05'],
    ['03/05/2024', '2024-03-05'],
    ['12/31/2024', '2024-12-31'],
    ['2/29/2024', '2024-02-29'],
    [' 2024-01-01 ', '2024-01-01'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseDate(input)).toBe(expected);
  });

  it.each([
    ['31/12/2024'], // day/month is not accepted: month first
    ['2/29/2023'], // not a leap year
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-04-31'],
    ['2024-03-05T25:00:00'],
    ['05-03-2024'],
    ['20240305'],
    ['0000-01-01'],
    ['yesterday'],
    [''],
  ])('refuses %s', (input) => {
    expect(parseDate(input)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(parseDate(20240305)).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });
});

describe('formatDate', () => {
  it('answers yyyy-MM-ddT00:00:00', () => {
    expect(formatDate('2024-03-05')).toBe('2024-03-05T00:00:00');
    expect(formatDate(new Date(Date.UTC(2024, 2, 5, 22, 30)))).toBe('2024-03-05T00:00:00');
  });

  it('answers 1900-01-01 for an unset date', () => {
    expect(formatDate(null)).toBe(`${UNSET_DATE}T00:00:00`);
    expect(formatDate(undefined)).toBe('1900-01-01T00:00:00');
  });

  it('throws on text that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow('Not a date');
  });
});

describe('addDays', () => {
  it('crosses months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
  });
});

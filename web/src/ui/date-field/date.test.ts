import { dateToIso, formatDate, formatTime, isoToDate, parseDateInput, todayIso } from './date';

// A fixed "today": 17 June 2025 (2025 is not a leap year).
const today = new Date(2025, 5, 17, 15, 30);

describe('parseDateInput', () => {
  it.each<[string, string | null]>([
    ['05-03-2024', '2024-03-05'],
    ['5-3-2024', '2024-03-05'],
    ['5/3/2024', '2024-03-05'],
    ['5.3.2024', '2024-03-05'],
    ['31-12-2025', '2025-12-31'],
    ['  07-01-2026  ', '2026-01-07'],
    ['5-3-24', '2024-03-05'],
    ['05032024', '2024-03-05'],
    ['2024-03-05', '2024-03-05'],
    ['2024-3-5', '2024-03-05'],
    ['2024-03-05T00:00:00', '2024-03-05'],
    ['0503', '2025-03-05'], // ddMM → this year
    ['3112', '2025-12-31'],
    ['5-3', '2025-03-05'],
    ['5', '2025-06-05'], // bare day → this month
    ['05', '2025-06-05'],
    ['30', '2025-06-30'],
    ['31', null], // June has 30 days
    ['0', null], // day 0
    ['00', null],
    ['0003', null],
    ['29-02-2024', '2024-02-29'], // leap year
    ['29-02-2023', null],
    ['29-02-2000', '2000-02-29'], // divisible by 400
    ['29-02-1900', null], // divisible by 100, not 400
    ['2902', null], // 2025 is not a leap year
    ['31-04-2025', null], // April has 30 days
    ['3104', null],
    ['30-04-2025', '2025-04-30'],
    ['32-01-2025', null],
    ['01-13-2025', null],
    ['01-00-2025', null],
    ['2024-02-30', null],
    ['123', null],
    ['12345', null],
    ['abc', null],
    ['5-3-202', null],
    ['', null],
    ['   ', null],
  ])('%p → %p', (input, expected) => {
    expect(parseDateInput(input, today)).toBe(expected);
  });

  it('reads 2902 as 29 February in a leap year', () => {
    expect(parseDateInput('2902', new Date(2024, 0, 10))).toBe('2024-02-29');
  });

  it('uses the current date when no "today" is given', () => {
    const now = new Date();
    expect(parseDateInput(String(1))).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`);
  });

  it('reads day 31 in a month of 31 days', () => {
    expect(parseDateInput('31', new Date(2025, 6, 1))).toBe('2025-07-31');
  });
});

describe('formatDate', () => {
  it.each<[string | null | undefined, string]>([
    ['2024-03-05', '05-03-2024'],
    ['2024-12-31T00:00:00', '31-12-2024'],
    ['2024-12-31T23:59:59.000Z', '31-12-2024'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['1900-01-01', ''],
    ['1900-01-01T00:00:00', ''],
    ['1970-01-01', ''],
    ['1970-01-01T00:00:00Z', ''],
    ['2024-02-30', ''],
    ['nonsense', ''],
  ])('%p → %p', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('conversions', () => {
  it('converts between ISO strings and local dates without shifting the day', () => {
    const d = isoToDate('2024-03-31');
    expect(d?.getFullYear()).toBe(2024);
    expect(d?.getMonth()).toBe(2);
    expect(d?.getDate()).toBe(31);
    expect(dateToIso(d)).toBe('2024-03-31');
    expect(isoToDate('1900-01-01')).toBeNull();
    expect(dateToIso(new Date(Number.NaN))).toBeNull();
    expect(todayIso(today)).toBe('2025-06-17');
  });
});

describe('formatTime', () => {
  it('shows an ISO date-time as its local HH:mm, and nothing for what is not one', () => {
    expect(formatTime(new Date(2026, 10, 27, 9, 5).toISOString())).toBe('09:05');
    expect(formatTime(null)).toBe('');
    expect(formatTime('soon')).toBe('');
  });
});

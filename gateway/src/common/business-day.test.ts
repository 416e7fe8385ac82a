import { addDays, businessDayStart, businessTime, businessToday } from './business-day';

describe('businessToday', () => {
  it('is the day in Brussels: a UTC evening is already the next day there, in winter and in summer', () => {
    expect(businessToday(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(businessToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(businessToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(businessToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});

describe('addDays', () => {
  it('adds calendar days across months, years and a leap day', () => {
    expect(addDays('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
});

describe('businessDayStart', () => {
  it('is midnight in Brussels, also on the days the clock turns', () => {
    expect(businessDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(businessDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // summer time starts at 02:00 on 29 March and ends at 03:00 on 25 October: their midnights keep the day before's offset
    expect(businessDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(businessDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(businessDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(businessDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('businessTime', () => {
  it('shows an instant as dd-MM-yyyy HH:mm in Brussels, winter and summer', () => {
    expect(businessTime('2026-01-15T23:30:00Z')).toBe('16-01-2026 00:30');
    expect(businessTime('2026-07-01T10:05:00Z')).toBe('01-07-2026 12:05');
  });
});

import { addDays, businessToday } from './business-day';

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

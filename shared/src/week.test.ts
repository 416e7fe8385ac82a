import { isoWeekOf, readIsoWeek, weeksInYear } from './week';

describe('a week of a year (ISO 8601)', () => {
  it.each([
    ['2026-11-27', '2026-W48'],
    ['2026-11-16', '2026-W47'],
    ['2025-11-20', '2025-W47'],
    ['2024-11-20', '2024-W47'],
    ['2025-12-29', '2026-W01'], // the Monday of the week holding 1 January 2026 (a Thursday)
    ['2027-01-01', '2026-W53'], // a Friday: still in 2026's last week
    ['2021-01-03', '2020-W53'],
    ['2024-12-30', '2025-W01'],
    ['2026-01-01T12:00:00', '2026-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeekOf(date)).toBe(week);
  });

  it('has no week without a date', () => {
    expect(isoWeekOf(null)).toBeNull();
    expect(isoWeekOf('')).toBeNull();
    expect(isoWeekOf('27-11-2026')).toBeNull();
  });

  it('counts 53 weeks in a year whose 28 December is in week 53', () => {
    expect(weeksInYear(2026)).toBe(53);
    expect(weeksInYear(2020)).toBe(53);
    expect(weeksInYear(2025)).toBe(52);
  });

  it('reads a week of a year as people type it, and refuses a week without its year', () => {
    for (const typed of ['2026-W47', '2026w47', '2026 W47', '2026-47', 'W47 2026', '47-2026', '47 (2026)', ' 2026-W47 ']) {
      expect([typed, readIsoWeek(typed)]).toEqual([typed, '2026-W47']);
    }
    expect(readIsoWeek('2026-W7')).toBe('2026-W07');
    expect(readIsoWeek('2026-W53')).toBe('2026-W53');
    for (const bad of ['47', 'W47', '2025-W53', '2026-W00', '2026-W54', 'week', '', '26-W47']) expect([bad, readIsoWeek(bad)]).toEqual([bad, null]);
  });
});

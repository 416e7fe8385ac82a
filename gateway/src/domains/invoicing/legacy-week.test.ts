import { readLegacyWeek, weekNumberOf } from './legacy-week';

describe('the deprecated loading week', () => {
  it('reads a bare week number as that week of the current year, and a week of a year as such', () => {
    expect(readLegacyWeek('47', '2026-11-27')).toBe('2026-W47');
    expect(readLegacyWeek(' w5 ', '2027-01-03')).toBe('2027-W05');
    expect(readLegacyWeek('2025-W47', '2026-11-27')).toBe('2025-W47');
    expect(readLegacyWeek('53', '2026-11-27')).toBe('2026-W53');
    expect(readLegacyWeek('53', '2027-06-01')).toBeNull(); // 2027 has 52 weeks
    expect(readLegacyWeek('week', '2026-11-27')).toBeNull();
  });

  it('answers the week number of a week of a year', () => {
    expect(weekNumberOf('2026-W07')).toBe(7);
    expect(weekNumberOf(null)).toBeNull();
  });
});

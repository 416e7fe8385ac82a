/**
 * A week of a year as ISO 8601 counts it (weeks start on Monday; week 1 holds the year's first
 * Thursday, so 29-12-2025 is in 2026-W01): written '2026-W47' in both languages, which sorts and
 * compares as text. A week number alone (47) names a week of every year, so it is never enough.
 */

function utcDay(isoDate: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

const label = (year: number, week: number) => `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;

/** The ISO week of a date 'yyyy-MM-dd' as '2026-W47' (its ISO week-year may be the next or the last year); null without a date. */
export function isoWeekOf(isoDate: string | null | undefined): string | null {
  const d = isoDate ? utcDay(isoDate) : null;
  if (!d) return null;
  const weekday = d.getUTCDay() || 7; // Monday 1 … Sunday 7
  const thursday = new Date(d.getTime() + (4 - weekday) * 86_400_000); // the week's Thursday decides its year
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return label(year, week);
}

/** How many ISO weeks a year has: 53 when 28 December falls in week 53, else 52. */
export function weeksInYear(year: number): number {
  return isoWeekOf(`${String(year).padStart(4, '0')}-12-28`)?.endsWith('W53') ? 53 : 52;
}

/**
 * A week of a year as people type it: '2026-W47', '2026W47', '2026 w47', '2026-47', 'W47 2026',
 * '47-2026', '47 (2026)', as '2026-W47'; null for anything else, for a week the year does not have
 * (2026-W53) and for a week number without its year.
 */
export function readIsoWeek(text: string | null | undefined): string | null {
  const s = (text ?? '').trim();
  const yearFirst = /^(\d{4})\s*[-/ ]?\s*[wW]?\s*(\d{1,2})$/.exec(s);
  const weekFirst = /^[wW]?\s*(\d{1,2})\s*[-/ ]?\s*\(?(\d{4})\)?$/.exec(s);
  const [year, week] = yearFirst ? [Number(yearFirst[1]), Number(yearFirst[2])] : weekFirst ? [Number(weekFirst[2]), Number(weekFirst[1])] : [NaN, NaN];
  if (!Number.isInteger(year) || year < 1 || week < 1 || week > weeksInYear(year)) return null;
  return label(year, week);
}

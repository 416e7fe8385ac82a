/**
 * Dates as the provider speaks them. Shared by every domain.
 *
 * Accepted: `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm:ss` (optionally with fractions and a zone, the date
 * part is taken as written) and `M/d/yyyy` (month/day/year). Answered: `yyyy-MM-ddT00:00:00`.
 * An unset date is answered as `1900-01-01T00:00:00`.
 */

/** The date the provider answers for "no date". */
export const UNSET_DATE = '1900-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** True when year-month-day is a real calendar day (year 1..9999). */
export function isValidDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses a date in one of the accepted formats into the canonical `yyyy-MM-dd`,
 * or answers null when the text is not such a date (including impossible days like 2/30/2024).
 */
export function parseDate(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = ISO_DATE.exec(text);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = ISO_DATE_TIME.exec(text))) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const [hh, mm, ss] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
    if (hh > 23 || mm > 59 || ss > 59) return null;
  } else if ((match = US_DATE.exec(text))) {
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    return null;
  }
  if (!isValidDay(y, m, d)) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/**
 * Formats a stored date (`yyyy-MM-dd` text as the database answers it, or a Date taken in UTC)
 * as the provider answers dates; null or undefined is the unset date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return `${UNSET_DATE}T00:00:00`;
  if (value instanceof Date) {
    return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}T00:00:00`;
  }
  const canonical = parseDate(value);
  if (!canonical) throw new Error(`Not a date: ${value}`);
  return `${canonical}T00:00:00`;
}

/** `yyyy-MM-dd` of a Date, in UTC. */
export function toIsoDay(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Adds days to a `yyyy-MM-dd` day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new Error(`Not a day: ${day}`);
  return toIsoDay(new Date(Date.UTC(y, m - 1, d + days)));
}

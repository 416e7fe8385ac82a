// Dates travel as ISO calendar dates ('yyyy-MM-dd') and are shown as dd-MM-yyyy.
// All arithmetic is on year/month/day numbers, so time zones never shift a date.

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** 'yyyy-MM-dd' for a valid calendar date, otherwise null. */
export function toIsoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today as 'yyyy-MM-dd' in local time. */
export function todayIso(today: Date = new Date()): string {
  return `${pad(today.getFullYear(), 4)}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/**
 * 'yyyy-MM-dd' of a date as users type it (d-M-yyyy with - / or ., d-M-yy, ddMMyyyy, ddMM, d-M, a bare
 * day, ISO; a missing year or month is today's), or null when empty or invalid.
 */
export function parseDateInput(text: string | null | undefined, today: Date = new Date()): string | null {
  if (text === null || text === undefined) return null;
  const s = text.trim();
  if (s === '') return null;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  let m: RegExpExecArray | null;

  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s))) {
    return toIsoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(s))) {
    const y = m[3]?.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return toIsoDate(y, Number(m[2]), Number(m[1]));
  }
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.]?$/.exec(s))) {
    return toIsoDate(year, Number(m[2]), Number(m[1]));
  }
  if ((m = /^(\d{2})(\d{2})(\d{4})$/.exec(s))) {
    return toIsoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  }
  if ((m = /^(\d{2})(\d{2})$/.exec(s))) {
    return toIsoDate(year, Number(m[2]), Number(m[1]));
  }
  if ((m = /^(\d{1,2})$/.exec(s))) {
    return toIsoDate(year, month, Number(m[1]));
  }
  return null;
}

/**
 * What a DateField reports for text that is no date (31-02-2026, 00-13-2026, letters): not null,
 * which would read as "no date" and wipe a stored one. Forms refuse it with `dateRules` and Save
 * does nothing until the field holds a date again.
 */
export const INVALID_DATE = 'invalid-date';

export function isInvalidDate(value: unknown): boolean {
  return value === INVALID_DATE;
}

/** True for the provider's "no date" placeholders and for null. */
export function isEmptyDate(iso: string | null | undefined): boolean {
  return !iso || iso.startsWith('1900-01-01') || iso.startsWith('1970-01-01') || iso.startsWith('0001-01-01');
}

/**
 * 'yyyy-MM-dd' (or an ISO date-time) → 'dd-MM-yyyy'. Empty for null, for the provider's
 * empty dates (1900-01-01, 1970-01-01) and for anything that is not a date.
 */
export function formatDate(iso: string | null | undefined): string {
  if (isEmptyDate(iso)) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso as string);
  if (!m || !toIsoDate(Number(m[1]), Number(m[2]), Number(m[3]))) return '';
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** An ISO date-time → its local time 'HH:mm' (when a list was read); empty for anything that is not one. */
export function formatTime(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' → a local Date at midnight (for calendars), or null. */
export function isoToDate(iso: string | null | undefined): Date | null {
  if (isEmptyDate(iso)) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso as string);
  if (!m || !toIsoDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** A local Date → 'yyyy-MM-dd', or null for an invalid date. */
export function dateToIso(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return todayIso(date);
}

import { readIsoWeek } from '@backoffice/shared/week';
import { businessToday } from '../../common/business-day';

/**
 * The deprecated loading week of the quality list (an Int until week-years came): a bare week
 * number means that week of the current year (Europe/Brussels), a week of a year reads as such.
 */
export function readLegacyWeek(text: string | null | undefined, today = businessToday()): string | null {
  const bare = /^\s*[wW]?\s*(\d{1,2})\s*$/.exec(text ?? '');
  return readIsoWeek(bare ? `${today.slice(0, 4)}-W${bare[1]}` : text);
}

/** The week number of '2026-W47' (47), as the deprecated Int field answers it; null without a week. */
export function weekNumberOf(isoWeek: string | null | undefined): number | null {
  const m = /-W(\d{2})$/.exec(isoWeek ?? '');
  return m ? Number(m[1]) : null;
}

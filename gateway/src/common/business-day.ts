/**
 * The business's day. The company works in Brussels: a booking, an invoice's date and the prices
 * "of today" follow the day there, not the server's UTC day (they differ between 23:00 and
 * midnight UTC, 22:00 in summer). The reference provider's database runs in the same zone.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Brussels';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Brussels (the business's day), `yyyy-MM-dd`. */
export function businessToday(now = new Date()): string {
  return DAY.format(now);
}

/** A calendar day plus a number of days, `yyyy-MM-dd` in and out (no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a business day starts (midnight in Brussels), as an ISO string: where a day's period begins. */
export function businessDayStart(day: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(noonUtc);
  // Brussels is UTC+1 or +2: noon UTC reads 13 or 14 there, so its midnight is 23:00 or 22:00 UTC the day before
  const offsetHours = Number(parts) - 12;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000).toISOString();
}

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

const CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the product shows a time: `dd-MM-yyyy HH:mm` in Brussels. */
export function businessTime(instant: string | number): string {
  const [day = '', time = ''] = CLOCK.format(new Date(instant)).split(', ');
  return `${day.split('-').reverse().join('-')} ${time}`;
}

/** The instant a business day starts (midnight in Brussels), as an ISO string: where a day's period begins. */
export function businessDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Brussels is UTC+1 or +2; on the days the clock turns, midnight still has the day before's offset
  for (const hours of [1, 2, 0]) {
    const instant = midnightUtc - hours * 3_600_000;
    if (CLOCK.format(instant).replace(',', '') === `${day} 00:00`) return new Date(instant).toISOString();
  }
  return new Date(midnightUtc).toISOString();
}

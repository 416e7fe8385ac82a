import type { Queryable } from '../db';
import type { SeedContext, Seeder } from './context';

export interface SeedPeriodDate {
  year: number;
  month: number;
  newDate: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * One period date per month of the last years (two, five for large): the day in the next
 * month on which the period closes, a working day between the 5th and the 12th.
 */
export function generatePeriodDates(ctx: SeedContext): SeedPeriodDate[] {
  const random = ctx.random('periodDates');
  const years = ctx.count({ small: 2, demo: 2, large: 5, huge: 5 });
  const thisYear = Number(ctx.today.slice(0, 4));
  const rows: SeedPeriodDate[] = [];
  for (let year = thisYear - years + 1; year <= thisYear; year++) {
    for (let month = 1; month <= 12; month++) {
      let day = random.int(5, 12);
      const next = new Date(Date.UTC(year, month, day));
      while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next.setUTCDate(++day);
      rows.push({
        year,
        month,
        newDate: `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`,
      });
    }
  }
  return rows;
}

export async function seedPeriodDates(db: Queryable, ctx: SeedContext): Promise<SeedPeriodDate[]> {
  const rows = generatePeriodDates(ctx);
  for (const row of rows) {
    await db.query('insert into period_dates (year, month, new_date) values ($1, $2, $3)', [row.year, row.month, row.newDate]);
  }
  return rows;
}

export const seeder: Seeder = { domain: 'periodDates', seed: seedPeriodDates };

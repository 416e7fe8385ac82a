/** Period dates (application backoffice): the day on which the period of a year and month closes. */
import { formatDate } from '../../lib/dates';
import { required } from '../../lib/required';
import { defineProcedure, refuse, type Procedure } from '../registry';
import { date, id, integer, payload } from '../validation';

export const PeriodDateMessages = {
  notFound: 'Period date not found',
  duplicate: 'A period date already exists for this year and month',
} as const;

interface PeriodDateRow {
  id: number;
  year: number;
  month: number;
  new_date: string;
}

const fields = {
  year: integer({ min: 1, max: 9999 }),
  month: integer({ min: 1, max: 12 }),
  newdate: date(),
};

export const getPeriodDates = defineProcedure({
  application: 'backoffice',
  name: 'getPeriodDates',
  kind: 'read',
  payload: payload({}),
  async handler({ db }) {
    const { rows } = await db.query<PeriodDateRow>('select id, year, month, new_date from period_dates order by year, month, id');
    return {
      Items: rows.map((row) => ({ Id: row.id, Jaar: row.year, Maand: row.month, NieuweDatum: formatDate(row.new_date) })),
    };
  },
});

export const postPeriodDate = defineProcedure({
  application: 'backoffice',
  name: 'postPeriodDate',
  kind: 'write',
  payload: payload(fields),
  async handler({ db }, { year, month, newdate }) {
    return db.transaction(async (tx) => {
      const existing = await tx.query('select 1 from period_dates where year = $1 and month = $2', [year, month]);
      if (existing.rows.length) return refuse(PeriodDateMessages.duplicate);
      const { rows } = await tx.query<{ id: number }>('insert into period_dates (year, month, new_date) values ($1, $2, $3) returning id', [
        year,
        month,
        newdate,
      ]);
      return { NewId: required(rows[0], 'the new period date').id };
    });
  },
});

export const putPeriodDate = defineProcedure({
  application: 'backoffice',
  name: 'putPeriodDate',
  kind: 'write',
  payload: payload({ id: id(), ...fields }),
  async handler({ db }, { id: periodId, year, month, newdate }) {
    return db.transaction(async (tx) => {
      const found = await tx.query('select 1 from period_dates where id = $1', [periodId]);
      if (!found.rows.length) return refuse(PeriodDateMessages.notFound);
      const clash = await tx.query('select 1 from period_dates where year = $1 and month = $2 and id <> $3', [year, month, periodId]);
      if (clash.rows.length) return refuse(PeriodDateMessages.duplicate);
      await tx.query('update period_dates set year = $2, month = $3, new_date = $4 where id = $1', [periodId, year, month, newdate]);
      return {};
    });
  },
});

export const deletePeriodDate = defineProcedure({
  application: 'backoffice',
  name: 'deletePeriodDate',
  kind: 'write',
  payload: payload({ id: id() }),
  async handler({ db }, { id: periodId }) {
    const { rowCount } = await db.query('delete from period_dates where id = $1', [periodId]);
    return rowCount ? {} : refuse(PeriodDateMessages.notFound);
  },
});

export const procedures: Procedure[] = [getPeriodDates, postPeriodDate, putPeriodDate, deletePeriodDate];

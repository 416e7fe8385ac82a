// The order lines a changed price concerns, in one shape for every price list: purchase and sales prices
// reprice order lines, transport prices the order's transports; only which rows and which columns differ.
import type { z } from 'zod';
import type { Queryable } from '../../db';
import { formatDate } from '../../lib/dates';
import { defineProcedure, refuse, type Procedure, type ProcedureAnswer } from '../registry';
import { decimal, id, payload } from '../validation';
import { num } from '../products/fields';
import { PriceMessages } from './shared';

/**
 * A row of a lines-to-change query: the line's id, its order, product and loading date, and
 * `list_price`, the price the list gives on that loading date (null when none covers it).
 */
export type LineToChangeRow = Record<string, unknown>;

/** One line of a `get…LinesToChange` answer: the fields every kind shares, with the kind's own in between. */
export function lineToChangeItem(row: LineToChangeRow, own: Record<string, unknown>) {
  return {
    orderLineId: row.id,
    salesOrderId: row.sales_order_id,
    ProductId: row.product_id ?? '',
    ProductCode: row.code ?? '',
    ProductDescription: (row.description as string | null) ?? row.product ?? '',
    Loadingdate: formatDate(row.loading_date as string),
    ...own,
    Price: num(row.list_price),
  };
}

/** `get…LinesToChange`: the lines `select` finds for the payload (orders loading in the period, not completed), with their kind's fields. */
export function linesToChangeProcedure<S extends z.ZodType>(spec: {
  name: string;
  payload: S;
  /** The query and its parameters; it selects the columns of a LineToChangeRow. */
  select: (p: z.output<S>) => [sql: string, params: unknown[]];
  own: (row: LineToChangeRow) => Record<string, unknown>;
}): Procedure<S> {
  return defineProcedure({
    application: 'backoffice',
    name: spec.name,
    kind: 'read',
    payload: spec.payload,
    async handler({ db }, p) {
      const [sql, params] = spec.select(p);
      const { rows } = await db.query<LineToChangeRow>(sql, params);
      return { Items: rows.map((row) => lineToChangeItem(row, spec.own(row))) };
    },
  });
}

/**
 * `update…Lines`: one line gets a new price, in a transaction; refused when the line is not there
 * (`notFound`) or its order is completed (invoiced lines are never repriced).
 */
export function repriceProcedure(spec: {
  name: string;
  /** Selects `is_completed` of the line's order by the line's id ($1). */
  orderOf: string;
  notFound: string;
  /** Sets the line's price ($2) by its id ($1), and whatever follows from it (the amount). */
  update: string;
}): Procedure {
  return defineProcedure({
    application: 'backoffice',
    name: spec.name,
    kind: 'write',
    payload: payload({ orderlineid: id(), newprice: decimal({ min: 0 }) }),
    async handler({ db }, p) {
      return db.transaction((tx) => reprice(tx, spec, p.orderlineid, p.newprice));
    },
  });
}

async function reprice(tx: Queryable, spec: { orderOf: string; notFound: string; update: string }, lineId: number, price: string): Promise<ProcedureAnswer> {
  const { rows } = await tx.query<{ is_completed: boolean }>(spec.orderOf, [lineId]);
  const [order] = rows;
  if (!order) return refuse(spec.notFound);
  if (order.is_completed) return refuse(PriceMessages.orderCompleted);
  await tx.query(spec.update, [lineId, price]);
  return {};
}

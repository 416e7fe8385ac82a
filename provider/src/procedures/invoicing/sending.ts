/**
 * Sending sales invoices to the accounting package (spec 02 §7.4): one order, complete an order,
 * and the dashboard's bulk send. Booking gives the order a booking number and date and marks it
 * completed (completed means invoiced, spec 02 §3); an order is never booked twice.
 */
import type { Queryable } from '../../db';
import { defineProcedure, refuse } from '../registry';
import { body, id } from '../validation';
import { book, InvoicingMessages as M, maySend, ORDER_STATE_SQL, whyNotPostable, type OrderState } from './shared';

async function orderState(db: Queryable, orderId: number): Promise<OrderState | null> {
  const { rows } = await db.query<OrderState>(`${ORDER_STATE_SQL} where o.id = $1 for update of o`, [orderId]);
  return rows[0] ?? null;
}

/** Books one sales invoice: refused when booked or completed already, or when it cannot be posted. */
export const sendSalesOrderToExact = defineProcedure({
  application: 'backoffice',
  name: 'sendSalesOrderToExact',
  kind: 'write',
  payload: body({ salesid: id() }),
  async handler({ db, user }, { salesid }) {
    if (!maySend(user)) return refuse(M.notAllowed);
    return db.transaction(async (tx) => {
      const order = await orderState(tx, salesid);
      if (!order) return refuse(M.notFound);
      if (order.exact_booking) return refuse(M.alreadySent);
      if (order.is_completed) return refuse(M.alreadyCompleted);
      const why = whyNotPostable(order);
      if (why) return refuse(why);
      const booking = await book(tx, salesid);
      return booking ? { Items: [{ salesid, BookingNumber: booking }] } : refuse(M.alreadySent);
    });
  },
});

/**
 * Completes an order: posts it to the accounting package when it is not booked yet (refused with
 * the reason when it cannot be posted), then marks it completed. Refused when completed already.
 */
export const completeSalesOrder = defineProcedure({
  application: 'backoffice',
  name: 'completeSalesOrder',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db, user }, { id: orderId }) {
    if (!maySend(user)) return refuse(M.notAllowed);
    return db.transaction(async (tx) => {
      const order = await orderState(tx, orderId);
      if (!order) return refuse(M.notFound);
      if (order.is_completed) return refuse(M.alreadyCompleted);
      let booking = order.exact_booking;
      if (!booking) {
        const why = whyNotPostable(order);
        if (why) return refuse(why);
        booking = await book(tx, orderId);
      }
      await tx.query('update sales_orders set is_completed = true where id = $1', [orderId]);
      return { Items: [{ id: orderId, BookingNumber: booking ?? '' }] };
    });
  },
});

/**
 * The dashboard's bulk send: books every open sales order that is ready (not booked, not
 * completed, loaded before today, postable). Answers how many it booked (`Sent`, `SentIds`)
 * and, in Items, the open loaded orders it could not book with the reason.
 */
export const sendSalesOrdersToExact = defineProcedure({
  application: 'backoffice',
  name: 'sendSalesOrdersToExact',
  kind: 'write',
  // the spec: GET without a payload
  method: 'GET',
  payload: body({}),
  async handler({ db, user }) {
    if (!maySend(user)) return refuse(M.notAllowed);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<OrderState>(
        `${ORDER_STATE_SQL} where o.exact_booking is null and not o.is_completed and o.loading_date < current_date order by o.id for update of o`,
      );
      const sentIds: number[] = [];
      const refused: { id: number; Message: string }[] = [];
      for (const order of rows) {
        const why = whyNotPostable(order);
        if (why) refused.push({ id: order.id, Message: why });
        else if (await book(tx, order.id)) sentIds.push(order.id);
      }
      return { Items: refused, Sent: sentIds.length, SentIds: sentIds };
    });
  },
});

export const sendingProcedures = [sendSalesOrderToExact, completeSalesOrder, sendSalesOrdersToExact];

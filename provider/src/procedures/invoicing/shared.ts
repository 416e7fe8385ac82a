/** What the invoicing procedures share: messages, who may book, and the readiness of an order. */
import type { Queryable } from '../../db';
import type { AuthUser } from '../../auth/tokens';
import { TO_BE_PLANNED_CUSTOMER } from '../codes';

export const InvoicingMessages = {
  notFound: 'Sales order not found',
  alreadySent: 'This sales order was already sent to the accounting package',
  alreadyCompleted: 'This sales order is already completed',
  noCustomer: 'This sales order has no customer',
  toBePlanned: "The customer of this sales order is 99999998 'Nog te plannen'",
  temporary: 'This sales order is temporary',
  noLines: 'This sales order has no lines',
  notAllowed: 'Only an Administrator or Boekhouding may send to the accounting package',
} as const;

/** Administrators and accounting (Boekhouding) send to the accounting package and complete orders. */
export function maySend(user: AuthUser): boolean {
  return user.roles.includes('Administrator') || user.roles.includes('Boekhouding');
}

export interface OrderState {
  id: number;
  customer_code: string | null;
  is_completed: boolean;
  temporary: boolean;
  exact_booking: string | null;
  loading_date: string | null;
  line_count: number;
}

export const ORDER_STATE_SQL = `
  select o.id, o.customer_code, o.is_completed, o.temporary, o.exact_booking, o.loading_date::text as loading_date,
         (select count(*)::int from sales_order_lines l where l.sales_order_id = o.id) as line_count
    from sales_orders o`;

/**
 * Why an order cannot be posted to the accounting package (spec 02 §2.11: no customer, customer
 * 'Nog te plannen', temporary; and an invoice needs lines), or null when it can.
 */
export function whyNotPostable(o: OrderState): string | null {
  if (!o.customer_code) return InvoicingMessages.noCustomer;
  if (o.customer_code === TO_BE_PLANNED_CUSTOMER) return InvoicingMessages.toBePlanned;
  if (o.temporary) return InvoicingMessages.temporary;
  if (o.line_count === 0) return InvoicingMessages.noLines;
  return null;
}

/** The booking number of a sales invoice: VF, the booking year and the order id. */
export const bookingNumber = (orderId: number, day: string) => `VF${day.slice(0, 4)}${String(orderId).padStart(6, '0')}`;

/**
 * Books an order (booking number and date) and marks it completed, only when nobody booked it
 * in the meantime: the `exact_booking is null` condition makes a second booking impossible.
 * Answers the booking number, or null when it was booked already.
 */
export async function book(db: Queryable, orderId: number): Promise<string | null> {
  const { rows } = await db.query<{ exact_booking: string }>(
    `update sales_orders
        set exact_booking = 'VF' || to_char(current_date, 'YYYY') || lpad(id::text, 6, '0'), booking_date = current_date, is_completed = true
      where id = $1 and exact_booking is null
      returning exact_booking`,
    [orderId],
  );
  return rows[0]?.exact_booking ?? null;
}

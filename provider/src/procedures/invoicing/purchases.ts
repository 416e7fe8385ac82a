/**
 * Purchase invoices as invoicing sees them (tables of 005_purchase_orders.sql, read and booked
 * here, never changed in shape): the purchase invoices of sales orders (the quality overview's
 * row reaches them through its sales order), and the dashboard's bulk send of purchase orders.
 */
import { defineProcedure, refuse } from '../registry';
import { body, id, idList, optional } from '../validation';
import { date, num, str } from '../answers';
import { maySend, InvoicingMessages as M } from './shared';

type Row = Record<string, unknown>;

export const PurchaseSendMessages = {
  noLines: 'This purchase invoice has no lines',
  noInvoiceDate: 'This purchase invoice has no invoice date',
} as const;

/**
 * The purchase invoices that carry lines of the given sales orders, one row per (order, invoice),
 * with totals over the invoice's lines and manual lines. `{orderid}` or `{orderids}`.
 */
export const getSalesOrderPurchaseInvoices = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrderPurchaseInvoices',
  kind: 'read',
  payload: body({ orderid: optional(id()), orderids: optional(idList()) }).refine((p) => p.orderid !== undefined || (p.orderids?.length ?? 0) > 0, {
    message: 'orderid or orderids is required',
  }),
  async handler({ db }, p) {
    const ids = [...new Set([...(p.orderid !== undefined ? [p.orderid] : []), ...(p.orderids ?? [])])];
    const { rows } = await db.query<Row>(
      `select distinct l.sales_order_id, po.id, po.supplier_code, coalesce(s.name, t.name) as supplier_name, po.invoice_number, po.invoice_date,
              po.is_transport, po.booking_number, po.sent_to_accounting,
              (select coalesce(sum(amount), 0) from purchase_order_lines where purchase_order_id = po.id)
                + (select coalesce(sum(amount), 0) from purchase_order_manual_lines where purchase_order_id = po.id) as total_excl_vat,
              (select coalesce(sum(vat_amount), 0) from purchase_order_lines where purchase_order_id = po.id)
                + (select coalesce(sum(vat_amount), 0) from purchase_order_manual_lines where purchase_order_id = po.id) as total_vat
         from purchase_order_lines l
         join purchase_orders po on po.id = l.purchase_order_id
         left join suppliers s on s.code = po.supplier_code
         left join transporters t on t.code = po.supplier_code
        where l.sales_order_id = any($1::int[])
        order by l.sales_order_id, po.id`,
      [ids],
    );
    return {
      Items: rows.map((r) => ({
        orderid: r.sales_order_id,
        id: r.id,
        Supplier: str(r.supplier_name),
        suppliercode: str(r.supplier_code),
        invoicenr: str(r.invoice_number),
        invoicedate: date(r.invoice_date),
        istransport: Boolean(r.is_transport),
        totalExclVAT: num(r.total_excl_vat),
        totalVAT: num(r.total_vat),
        exactBooking: str(r.booking_number),
        sendToExact: Boolean(r.sent_to_accounting),
      })),
    };
  },
});

/**
 * Books every purchase invoice that is ready (not sent, an invoice date, at least one line):
 * booking number IF<year><id>, booked today, sent. Answers `Sent`, `SentIds`, and in Items the
 * unsent invoices it could not book with the reason.
 */
export const sendPurchaseOrdersToExact = defineProcedure({
  application: 'backoffice',
  name: 'sendPurchaseOrdersToExact',
  kind: 'write',
  // the spec: GET without a payload
  method: 'GET',
  payload: body({}),
  async handler({ db, user }) {
    if (!maySend(user)) return refuse(M.notAllowed);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; invoice_date: string | null; line_count: number }>(
        `select po.id, po.invoice_date::text as invoice_date,
                (select count(*)::int from purchase_order_lines where purchase_order_id = po.id)
                  + (select count(*)::int from purchase_order_manual_lines where purchase_order_id = po.id) as line_count
           from purchase_orders po
          where not po.sent_to_accounting and po.booking_number is null
          order by po.id
          for update of po`,
      );
      const sentIds: number[] = [];
      const refused: { id: number; Message: string }[] = [];
      for (const order of rows) {
        if (!order.invoice_date) refused.push({ id: order.id, Message: PurchaseSendMessages.noInvoiceDate });
        else if (order.line_count === 0) refused.push({ id: order.id, Message: PurchaseSendMessages.noLines });
        else {
          const booked = await tx.query(
            `update purchase_orders set booking_number = 'IF' || to_char(current_date, 'YYYY') || lpad(id::text, 6, '0'), booked_on = current_date, sent_to_accounting = true
              where id = $1 and booking_number is null`,
            [order.id],
          );
          if (booked.rowCount) sentIds.push(order.id);
        }
      }
      return { Items: refused, Sent: sentIds.length, SentIds: sentIds };
    });
  },
});

export const purchaseProcedures = [getSalesOrderPurchaseInvoices, sendPurchaseOrdersToExact];

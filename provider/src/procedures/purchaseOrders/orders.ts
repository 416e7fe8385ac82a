/**
 * Purchase order headers (spec 02 §2.5–§2.7, §7.2): the overview with the packing-number filter,
 * the detail, the multiple-invoice check, create, update, delete and send to accounting.
 */
import type { Queryable } from '../../db';
import { required } from '../../lib/required';
import { defineProcedure, refuse, type Refusal } from '../registry';
import { date, str } from '../answers';
import { body, boolean, date as dateField, id, optional, text } from '../validation';
import { checkEditable, isRefusal, isUniqueViolation, PurchaseOrderMessages as M, SUPPLIER_NAME_SQL } from './shared';

type Row = Record<string, unknown>;

/** Headers with their totals: regular, transport and manual lines together. */
const HEADER_SQL = `
  select o.*, ${SUPPLIER_NAME_SQL} as supplier_name,
         (coalesce(l.amount, 0) + coalesce(m.amount, 0))::numeric(14, 2)::text as total_excl_vat,
         (coalesce(l.vat, 0) + coalesce(m.vat, 0))::numeric(14, 2)::text as total_vat,
         (coalesce(l.amount, 0) + coalesce(m.amount, 0) + coalesce(l.vat, 0) + coalesce(m.vat, 0))::numeric(14, 2)::text as total
    from purchase_orders o
    left join (select purchase_order_id, sum(amount) as amount, sum(vat_amount) as vat from purchase_order_lines group by purchase_order_id) l
           on l.purchase_order_id = o.id
    left join (select purchase_order_id, sum(amount) as amount, sum(vat_amount) as vat from purchase_order_manual_lines group by purchase_order_id) m
           on m.purchase_order_id = o.id`;

export function headerItem(r: Row) {
  return {
    id: r.id,
    Supplier: str(r.supplier_name),
    suppliercode: str(r.supplier_code),
    invoicenr: str(r.invoice_number),
    invoicedate: date(r.invoice_date),
    description: str(r.description),
    istransport: Boolean(r.is_transport),
    // sums of the rounded lines, computed in the database and sent as text to stay exact
    totalExclVAT: str(r.total_excl_vat),
    totalVAT: str(r.total_vat),
    total: str(r.total),
    exactBooking: str(r.booking_number),
    bookedOn: date(r.booked_on),
    sendToExact: Boolean(r.sent_to_accounting),
    journal: str(r.journal),
  };
}

/** The overview; `pakbon` keeps the orders with a line whose packing slip contains it (case-insensitive). */
export const getPurchaseOrders = defineProcedure({
  application: 'backoffice',
  name: 'getPurchaseOrders',
  kind: 'read',
  payload: body({ pakbon: optional(text({ max: 100 })) }),
  async handler({ db }, { pakbon }) {
    const filter = pakbon
      ? `where exists (select 1 from purchase_order_lines pl where pl.purchase_order_id = o.id and strpos(lower(pl.packing_slip), lower($1)) > 0)`
      : '';
    const { rows } = await db.query<Row>(`${HEADER_SQL} ${filter} order by o.id`, pakbon ? [pakbon] : []);
    return { Items: rows.map(headerItem) };
  },
});

export const getPurchaseOrder = defineProcedure({
  application: 'backoffice',
  name: 'getPurchaseOrder',
  kind: 'read',
  payload: body({ purchaseorderid: id() }),
  async handler({ db }, { purchaseorderid }) {
    const { rows } = await db.query<Row>(`${HEADER_SQL} where o.id = $1`, [purchaseorderid]);
    const [row] = rows;
    if (!row) return refuse(M.notFound);
    return { Items: [headerItem(row)] };
  },
});

/** Is the invoice number used for the supplier already (ignoring case and surrounding spaces; `id` does not count)? */
async function invoiceTaken(db: Queryable, supplier: string, invoice: string, exceptId?: number): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from purchase_orders where supplier_code = $1 and lower(btrim(invoice_number)) = lower(btrim($2)) and id <> coalesce($3, 0)',
    [supplier, invoice, exceptId ?? null],
  );
  return rows.length > 0;
}

export const checkMultipleInvoice = defineProcedure({
  application: 'backoffice',
  name: 'checkMultipleInvoice',
  kind: 'read',
  payload: body({ supplier: text({ max: 40 }), invoice: text({ max: 100 }), id: optional(id()) }),
  async handler({ db }, { supplier, invoice, id: exceptId }) {
    return { Items: [{ multipleinvoice: (await invoiceTaken(db, supplier, invoice, exceptId)) ? 'true' : 'false' }] };
  },
});

/** A supplier, or a transporter for a transport invoice: does it exist? */
async function checkSupplier(db: Queryable, code: string, isTransport: boolean): Promise<Refusal | null> {
  const table = isTransport ? 'transporters' : 'suppliers';
  const { rows } = await db.query(`select 1 from ${table} where code = $1`, [code]);
  return rows.length ? null : refuse(isTransport ? M.transporterNotFound : M.supplierNotFound);
}

/** Runs a write; a unique-index violation (someone saved the same at the same moment) becomes the business refusal. */
async function guarded<T>(run: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'purchase_orders_invoice')) return refuse(M.alreadyInvoiced);
    if (isUniqueViolation(err, 'purchase_order_lines_')) return refuse(M.alreadyOnPurchaseInvoice);
    throw err;
  }
}

export const postPurchaseOrder = defineProcedure({
  application: 'backoffice',
  name: 'postPurchaseOrder',
  kind: 'write',
  payload: body({
    supplier: text({ max: 40 }),
    invoicenr: text({ max: 100 }),
    invoicedate: optional(dateField()),
    description: text({ max: 1000 }),
    transport: optional(boolean()),
  }),
  async handler({ db, user }, input) {
    const isTransport = input.transport ?? false;
    return guarded(() =>
      db.transaction(async (tx) => {
        const unknown = await checkSupplier(tx, input.supplier, isTransport);
        if (unknown) return unknown;
        if (await invoiceTaken(tx, input.supplier, input.invoicenr)) return refuse(M.alreadyInvoiced);
        const { rows } = await tx.query<{ id: number }>(
          `insert into purchase_orders (supplier_code, invoice_number, invoice_date, description, is_transport, created_by)
           values ($1, $2, coalesce($3::date, current_date), $4, $5, $6) returning id`,
          [input.supplier, input.invoicenr, input.invoicedate ?? null, input.description, isTransport, user.id],
        );
        return { NewId: required(rows[0], 'the new purchase order').id };
      }),
    );
  },
});

/** Changes the header; the transport flag is fixed at create (a different `istransport` is refused). */
export const putPurchaseOrder = defineProcedure({
  application: 'backoffice',
  name: 'putPurchaseOrder',
  kind: 'write',
  payload: body({
    id: id(),
    suppliercode: text({ max: 40 }),
    invoicenr: text({ max: 100 }),
    invoicedate: optional(dateField()),
    description: text({ max: 1000 }),
    istransport: optional(boolean()),
  }),
  async handler({ db }, input) {
    return guarded(() =>
      db.transaction(async (tx) => {
        const order = await checkEditable(tx, input.id);
        if (isRefusal(order)) return order;
        if (input.istransport !== undefined && input.istransport !== order.isTransport) return refuse(M.transportFlagFixed);
        const unknown = await checkSupplier(tx, input.suppliercode, order.isTransport);
        if (unknown) return unknown;
        if (await invoiceTaken(tx, input.suppliercode, input.invoicenr, input.id)) return refuse(M.alreadyInvoiced);
        await tx.query(
          `update purchase_orders set supplier_code = $2, invoice_number = $3, invoice_date = coalesce($4::date, invoice_date), description = $5 where id = $1`,
          [input.id, input.suppliercode, input.invoicenr, input.invoicedate ?? null, input.description],
        );
        if (input.suppliercode !== order.supplierCode) {
          const taken = await tx.query(
            `select 1 from purchase_order_lines mine join purchase_order_lines other
                 on other.supplier_code = $2 and other.purchase_order_id <> $1
                and (other.sales_order_line_id = mine.sales_order_line_id or other.sales_order_transport_id = mine.sales_order_transport_id)
              where mine.purchase_order_id = $1 limit 1`,
            [input.id, input.suppliercode],
          );
          if (taken.rows.length) throw Object.assign(new Error(M.alreadyOnPurchaseInvoice), { code: 'P0001', refusal: true });
          await tx.query('update purchase_order_lines set supplier_code = $2 where purchase_order_id = $1', [input.id, input.suppliercode]);
        }
        return {};
      }),
    ).catch((err: { refusal?: boolean; message: string }) => {
      if (err.refusal) return refuse(err.message);
      throw err;
    });
  },
});

/** Deletes an invoice with its lines, manual lines and documents. Administrators only; never a booked one. */
export const deletePurchaseOrder = defineProcedure({
  application: 'backoffice',
  name: 'deletePurchaseOrder',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db, user }, { id: orderId }) {
    if (!user.roles.includes('Administrator')) return refuse(M.adminOnly);
    return db.transaction(async (tx) => {
      const order = await checkEditable(tx, orderId);
      if (isRefusal(order)) return order;
      await tx.query('delete from purchase_orders where id = $1', [orderId]);
      return {};
    });
  },
});

/**
 * Books the invoice in the accounting package: a booking number (`IF<year><id>`), the booking
 * day, the journal (INK, or TRA for transport) and the sent flag. Never twice, never without lines.
 */
export const sendPurchaseToExact = defineProcedure({
  application: 'backoffice',
  name: 'sendPurchaseToExact',
  kind: 'write',
  payload: body({ purchaseid: id() }),
  async handler({ db }, { purchaseid }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ booking_number: string | null; lines: number }>(
        `select booking_number,
                (select count(*) from purchase_order_lines where purchase_order_id = o.id)::int +
                (select count(*) from purchase_order_manual_lines where purchase_order_id = o.id)::int as lines
           from purchase_orders o where id = $1 for update`,
        [purchaseid],
      );
      const [order] = rows;
      if (!order) return refuse(M.notFound);
      if (order.booking_number) return refuse(M.alreadySent(order.booking_number));
      if (!order.lines) return refuse(M.noLines);
      const booked = await tx.query<{ booking_number: string }>(
        `update purchase_orders
            set booking_number = 'IF' || to_char(current_date, 'YYYY') || lpad(id::text, 6, '0'), booked_on = current_date,
                sent_to_accounting = true, journal = case when is_transport then 'TRA' else 'INK' end
          where id = $1 and booking_number is null returning booking_number`,
        [purchaseid],
      );
      return { Items: [{ BookingNumber: required(booked.rows[0], 'the booked order').booking_number }] };
    });
  },
});

export const orderProcedures = [
  getPurchaseOrders,
  getPurchaseOrder,
  checkMultipleInvoice,
  postPurchaseOrder,
  putPurchaseOrder,
  deletePurchaseOrder,
  sendPurchaseToExact,
];

/** Sales order headers: the overview (all, last 6 months), detail, create, update, copy, delete. */
import type { Queryable } from '../../db';
import { required } from '../../lib/required';
import { defineProcedure, refuse, type Refusal } from '../registry';
import { body, date as dateField, id, idList, optional, text } from '../validation';
import { SalesOrderMessages as M } from './shared';
import { date, num, str } from '../answers';
import { TO_BE_PLANNED_CUSTOMER } from '../codes';

type Row = Record<string, unknown>;

/**
 * Headers with the overview columns of spec 02 §2.1: names of customer, supplier and shipping
 * company, and the first line's units, quantities, product code, packing slip, container and
 * shipping document.
 */
const headerSql = (firstLines: string) => `
  select o.id, o.customer_code, c.name as customer_name, o.supplier_code, s.name as supplier_name,
         o.reference_customer, o.loading_date, o.arrival_date, o.comments, o.shipping_company_code,
         sc.name as shipping_company_name, o.pickup_reference, o.is_completed, o.exact_booking, o.temporary,
         fl.sales_unit, fl.sales_quantity, fl.purchase_unit, fl.purchase_quantity, fl.product_code,
         fl.packing_slip, fl.container, fl.shipping
    from sales_orders o
    left join customers c on c.code = o.customer_code
    join suppliers s on s.code = o.supplier_code
    left join shipping_companies sc on sc.code = o.shipping_company_code
    left join ${firstLines}`;

/** The first line of every order, in one pass (for lists). */
const ALL_FIRST_LINES = `(
      select distinct on (l.sales_order_id) l.sales_order_id, p.sales_unit, l.sales_quantity, p.purchase_unit,
             l.purchase_quantity, p.code as product_code, l.packing_slip, l.container, l.shipping
        from sales_order_lines l join products p on p.id = l.product_id
       order by l.sales_order_id, l.id
    ) fl on fl.sales_order_id = o.id`;

const LIST_SQL = headerSql(ALL_FIRST_LINES);
/** One order's row: the overview's view (migration 010), its first line read through the order's index. */
const DETAIL_SQL = 'select * from sales_order_list o';

export function headerItem(r: Row) {
  const hasLine = r.product_code !== null && r.product_code !== undefined;
  return {
    id: r.id,
    Customer: str(r.customer_name),
    CustomerCode: str(r.customer_code),
    Supplier: str(r.supplier_name),
    SupplierCode: str(r.supplier_code),
    referencecustomer: str(r.reference_customer),
    loadingdate: date(r.loading_date),
    arrivaldate: date(r.arrival_date),
    Comments: str(r.comments),
    Rederij: str(r.shipping_company_name),
    RederijCode: str(r.shipping_company_code),
    Uithaalreferentie: str(r.pickup_reference),
    isCompleted: Boolean(r.is_completed),
    exactBooking: str(r.exact_booking),
    Temporary: Boolean(r.temporary),
    SalesUnit: str(r.sales_unit),
    SalesQuantity: hasLine ? num(r.sales_quantity) : null,
    PurchaseUnit: str(r.purchase_unit),
    PurchaseQuantity: hasLine ? num(r.purchase_quantity) : null,
    ProductCode: str(r.product_code),
    PackingSlip: str(r.packing_slip),
    Container: str(r.container),
    Shipping: str(r.shipping),
  };
}

export const getSalesOrders = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrders',
  kind: 'read',
  payload: body({}),
  async handler({ db }) {
    const { rows } = await db.query<Row>(`${LIST_SQL} order by o.id desc`);
    return { Items: rows.map(headerItem) };
  },
});

export const getSalesOrders6Months = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrders6Months',
  kind: 'read',
  payload: body({}),
  async handler({ db }) {
    const { rows } = await db.query<Row>(
      `${LIST_SQL} where o.loading_date is null or o.loading_date >= (current_date - interval '6 months')::date order by o.id desc`,
    );
    return { Items: rows.map(headerItem) };
  },
});

export const getSalesOrder = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrder',
  kind: 'read',
  // {salesorderids} (an extension of the spec, as for the child lists): several orders in one
  // call, answering the ones that exist, by id
  payload: body({ salesorderid: optional(id()), salesorderids: optional(idList()) }).refine(
    (p) => p.salesorderid !== undefined || p.salesorderids !== undefined,
    {
      message: 'salesorderid or salesorderids is required',
    },
  ),
  async handler({ db }, { salesorderid, salesorderids }) {
    if (salesorderid === undefined) {
      const { rows } = await db.query<Row>(`${DETAIL_SQL} where o.id = any($1::int[]) order by o.id`, [salesorderids ?? []]);
      return { Items: rows.map(headerItem) };
    }
    const { rows } = await db.query<Row>(`${DETAIL_SQL} where o.id = $1`, [salesorderid]);
    const [row] = rows;
    if (!row) return refuse(M.notFound);
    return { Items: [headerItem(row)] };
  },
});

const headerFields = {
  customer: text({ max: 40 }),
  supplier: text({ max: 40 }),
  reference: optional(text({ max: 200 })),
  loadingdate: optional(dateField()),
  arrivaldate: optional(dateField()),
  comments: optional(text()),
  rederij: optional(text({ max: 40 })),
  uithaalreferentie: optional(text({ max: 200 })),
};

interface HeaderInput {
  customer: string;
  supplier: string;
  reference?: string;
  loadingdate?: string;
  arrivaldate?: string;
  comments?: string;
  rederij?: string;
  uithaalreferentie?: string;
}

/**
 * The header rules of spec 02 §5: known customer and supplier; a reference unless the customer
 * is 99999998; for a demurrage supplier a shipping company and pickup reference; the arrival
 * date is kept only for demurrage suppliers. Answers the values to store, or a refusal.
 */
async function checkHeader(db: Queryable, input: HeaderInput): Promise<Refusal | unknown[]> {
  const [customer, supplier, shipping] = await Promise.all([
    db.query('select 1 from customers where code = $1', [input.customer]),
    db.query<{ demurrage: boolean }>('select demurrage from suppliers where code = $1', [input.supplier]),
    input.rederij ? db.query('select 1 from shipping_companies where code = $1', [input.rederij]) : Promise.resolve({ rows: [{}] }),
  ]);
  if (!customer.rows.length) return refuse(M.customerNotFound);
  const [supplierRow] = supplier.rows;
  if (!supplierRow) return refuse(M.supplierNotFound);
  if (!shipping.rows.length) return refuse(M.shippingCompanyNotFound);
  if (!input.reference && input.customer !== TO_BE_PLANNED_CUSTOMER) return refuse(M.referenceRequired);
  const demurrage = supplierRow.demurrage;
  if (demurrage && (!input.rederij || !input.uithaalreferentie)) return refuse(M.demurrageRequired);
  return [
    input.customer,
    input.supplier,
    input.reference ?? null,
    input.loadingdate ?? null,
    demurrage ? (input.arrivaldate ?? null) : null,
    input.comments ?? null,
    input.rederij ?? null,
    input.uithaalreferentie ?? null,
  ];
}

export const postSalesOrder = defineProcedure({
  application: 'backoffice',
  name: 'postSalesOrder',
  kind: 'write',
  payload: body(headerFields),
  async handler({ db, user }, input) {
    return db.transaction(async (tx) => {
      const values = await checkHeader(tx, input);
      if (!Array.isArray(values)) return values;
      const { rows } = await tx.query<{ id: number }>(
        `insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, arrival_date, comments,
                                   shipping_company_code, pickup_reference, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [...values, user.id],
      );
      return { NewId: required(rows[0], 'the new sales order').id };
    });
  },
});

export const putSalesOrder = defineProcedure({
  application: 'backoffice',
  name: 'putSalesOrder',
  kind: 'write',
  payload: body({ id: id(), ...headerFields }),
  async handler({ db }, { id: orderId, ...input }) {
    return db.transaction(async (tx) => {
      const found = await tx.query('select 1 from sales_orders where id = $1', [orderId]);
      if (!found.rows.length) return refuse(M.notFound);
      const values = await checkHeader(tx, input);
      if (!Array.isArray(values)) return values;
      await tx.query(
        `update sales_orders set customer_code = $2, supplier_code = $3, reference_customer = $4, loading_date = $5,
                arrival_date = $6, comments = $7, shipping_company_code = $8, pickup_reference = $9
          where id = $1`,
        [orderId, ...values],
      );
      return {};
    });
  },
});

/**
 * A copy of an order: header, lines (quantities, prices and amounts; not the packing slip,
 * container and shipping document numbers, which belong to one delivery), transports and text
 * lines. The copy is open (not completed, not booked) and has no documents.
 */
export const copySalesOrder = defineProcedure({
  application: 'backoffice',
  name: 'copySalesOrder',
  kind: 'write',
  payload: body({ orderid: id() }),
  async handler({ db, user }, { orderid }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into sales_orders (customer_code, supplier_code, reference_customer, loading_date, arrival_date, comments,
                                   shipping_company_code, pickup_reference, temporary, created_by)
         select customer_code, supplier_code, reference_customer, loading_date, arrival_date, comments,
                shipping_company_code, pickup_reference, temporary, $2
           from sales_orders where id = $1
         returning id`,
        [orderid, user.id],
      );
      const [copied] = rows;
      if (!copied) return refuse(M.notFound);
      const copy = copied.id;
      const lines = await tx.query<{ id: number }>('select id from sales_order_lines where sales_order_id = $1 order by id', [orderid]);
      for (const line of lines.rows) {
        const inserted = await tx.query<{ id: number }>(
          `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity,
                                          purchase_price, purchase_amount, purchase_quantity_changed, reporting_date)
           select $2, product_id, sales_quantity, sales_price, sales_amount, purchase_quantity, purchase_price, purchase_amount,
                  purchase_quantity_changed, reporting_date
             from sales_order_lines where id = $1
           returning id`,
          [line.id, copy],
        );
        await tx.query(
          `insert into sales_order_transports (sales_order_id, sales_order_line_id, transporter_code, pricing_type, price)
           select $2, $3, transporter_code, pricing_type, price from sales_order_transports where sales_order_line_id = $1 order by id`,
          [line.id, copy, required(inserted.rows[0], 'the copied line').id],
        );
      }
      await tx.query(
        `insert into sales_order_transports (sales_order_id, transporter_code, pricing_type, price)
         select $2, transporter_code, pricing_type, price from sales_order_transports
          where sales_order_id = $1 and sales_order_line_id is null order by id`,
        [orderid, copy],
      );
      await tx.query(
        'insert into sales_order_text_lines (sales_order_id, text) select $2, text from sales_order_text_lines where sales_order_id = $1 order by id',
        [orderid, copy],
      );
      return { NewId: copy };
    });
  },
});

/** Deletes an order with everything on it. Administrators only (the provider enforces it too). */
export const deleteSalesOrder = defineProcedure({
  application: 'backoffice',
  name: 'deleteSalesOrder',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db, user }, { id: orderId }) {
    if (!user.roles.includes('Administrator')) return refuse(M.adminOnly);
    const { rowCount } = await db.query('delete from sales_orders where id = $1', [orderId]);
    return rowCount ? {} : refuse(M.notFound);
  },
});

export const orderProcedures = [getSalesOrders, getSalesOrders6Months, getSalesOrder, postSalesOrder, putSalesOrder, copySalesOrder, deleteSalesOrder];

/** Transports of a sales order's lines. */
import { required } from '../../lib/required';
import { defineProcedure, refuse } from '../registry';
import { body, decimal, id, integer, optional, text } from '../validation';
import { checkOpen, orderIds, SalesOrderMessages as M, shippingFields } from './shared';
import { num, str } from '../answers';
import { OWN_TRANSPORT } from '../codes';

type Row = Record<string, unknown>;

export const getSalesOrderTransports = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrderTransports',
  kind: 'read',
  payload: orderIds(),
  async handler({ db }, ids) {
    const { rows } = await db.query<Row>(
      `select t.*, tr.name as transporter_name from sales_order_transports t join transporters tr on tr.code = t.transporter_code
        where t.sales_order_id = any($1::int[]) order by t.sales_order_id, t.id`,
      [ids],
    );
    return {
      Items: rows.map((r) => ({
        id: r.id,
        orderid: r.sales_order_id,
        salesorderlineid: r.sales_order_line_id,
        TransporterCode: str(r.transporter_code),
        Transporter: str(r.transporter_name),
        pricingtype: r.pricing_type === null ? null : Number(r.pricing_type),
        price: num(r.price),
        packingslip: str(r.packing_slip),
        container: str(r.container),
        shipping: str(r.shipping),
      })),
    };
  },
});

/** Books a transport for a line; pricing type 1 or 2 is required unless the transporter is own transport (99999999). */
export const postSalesOrderTransport = defineProcedure({
  application: 'backoffice',
  name: 'postSalesOrderTransport',
  kind: 'write',
  payload: body({
    orderid: id(),
    salesorderlineid: id(),
    transportercode: text({ max: 40 }),
    pricingtype: optional(integer({ min: 1, max: 2 })),
    price: decimal(),
    ...shippingFields(),
  }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const closed = await checkOpen(tx, input.orderid);
      if (closed) return closed;
      const line = await tx.query('select 1 from sales_order_lines where id = $1 and sales_order_id = $2', [input.salesorderlineid, input.orderid]);
      if (!line.rows.length) return refuse(M.lineNotFound);
      const transporter = await tx.query('select 1 from transporters where code = $1', [input.transportercode]);
      if (!transporter.rows.length) return refuse(M.transporterNotFound);
      const own = input.transportercode === OWN_TRANSPORT;
      if (!own && !input.pricingtype) return refuse(M.pricingTypeRequired);
      const { rows } = await tx.query<{ id: number }>(
        `insert into sales_order_transports (sales_order_id, sales_order_line_id, transporter_code, pricing_type, price, packing_slip, container, shipping)
         values ($1, $2, $3, $4, $5::numeric, $6, $7, $8) returning id`,
        [
          input.orderid,
          input.salesorderlineid,
          input.transportercode,
          own ? null : input.pricingtype,
          input.price,
          input.packingslip ?? null,
          input.container?.toUpperCase() ?? null,
          input.shipping ?? null,
        ],
      );
      return { NewId: required(rows[0], 'the new transport').id };
    });
  },
});

/** Changes a transport's packing slip (`packing`, or `packingslip`), container and shipping document. */
export const putSalesOrderTransport = defineProcedure({
  application: 'backoffice',
  name: 'putSalesOrderTransport',
  kind: 'write',
  payload: body({
    id: id(),
    packing: optional(text({ max: 100 })),
    ...shippingFields(),
  }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ sales_order_id: number }>('select sales_order_id from sales_order_transports where id = $1', [input.id]);
      const [transport] = rows;
      if (!transport) return refuse(M.transportNotFound);
      const closed = await checkOpen(tx, transport.sales_order_id);
      if (closed) return closed;
      await tx.query('update sales_order_transports set packing_slip = $2, container = $3, shipping = $4 where id = $1', [
        input.id,
        input.packing ?? input.packingslip ?? null,
        input.container?.toUpperCase() ?? null,
        input.shipping ?? null,
      ]);
      return {};
    });
  },
});

export const deleteSalesOrderTransport = defineProcedure({
  application: 'backoffice',
  name: 'deleteSalesOrderTransport',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ sales_order_id: number }>('select sales_order_id from sales_order_transports where id = $1', [input.id]);
      const [transport] = rows;
      if (!transport) return refuse(M.transportNotFound);
      const closed = await checkOpen(tx, transport.sales_order_id);
      if (closed) return closed;
      await tx.query('delete from sales_order_transports where id = $1', [input.id]);
      return {};
    });
  },
});

export const transportProcedures = [getSalesOrderTransports, postSalesOrderTransport, putSalesOrderTransport, deleteSalesOrderTransport];

/**
 * Lines of a purchase invoice (spec 02 §2.7, §2.8, §7.2): regular lines taken from sales-order
 * lines, transport lines taken from sales-order transports, their VAT, and the transport price.
 * Amount = price × quantity and VAT = amount × the VAT code's percentage, both rounded half up
 * to the cent in the database (numeric), so the totals are the sum of the rounded lines.
 */
import type { Queryable } from '../../db';
import { required } from '../../lib/required';
import { defineProcedure, refuse } from '../registry';
import { date, str } from '../answers';
import { body, decimal, id, idList, optional, text } from '../validation';
import { checkEditable, defaultVatCode, FALLBACK_VAT_CODE, isRefusal, PurchaseOrderMessages as M, parseVatAmount, vatPercentage } from './shared';

type Row = Record<string, unknown>;

const LINE_SQL = `
  select pl.*, p.code as product_code, p.product as product_name, v.description as vat_description, o.booking_number
    from purchase_order_lines pl
    join purchase_orders o on o.id = pl.purchase_order_id
    left join products p on p.id = pl.product_id
    left join vat_codes v on v.code = pl.vat_code`;

function lineItem(r: Row) {
  return {
    id: r.id,
    purchaseorderid: r.purchase_order_id,
    istransport: Boolean(r.is_transport),
    productid: r.product_id ?? null,
    productcode: str(r.product_code),
    product: str(r.product_name),
    quantity: str(r.quantity),
    unit: str(r.unit),
    price: str(r.price),
    amount: str(r.amount),
    btw_amount: str(r.vat_amount),
    reportingdate: date(r.reporting_date),
    VAT: str(r.vat_code),
    VATDescription: str(r.vat_description),
    PackingSlip: str(r.packing_slip),
    Container: str(r.container),
    Shipping: str(r.shipping),
    SalesOrderHeaderId: r.sales_order_id ?? null,
    salesorderlineid: r.sales_order_line_id ?? null,
    transportid: r.sales_order_transport_id ?? null,
    pricingtype: r.pricing_type === null ? null : Number(r.pricing_type),
    // a transport price changes until the invoice is booked
    editablePrice: Boolean(r.is_transport) && !r.booking_number,
  };
}

export const getPurchaseOrderLines = defineProcedure({
  application: 'backoffice',
  name: 'getPurchaseOrderLines',
  kind: 'read',
  payload: body({ purchaseorderid: optional(id()), purchaseorderids: optional(idList()) })
    .transform((p) => [...new Set([...(p.purchaseorderid ? [p.purchaseorderid] : []), ...((p.purchaseorderids as number[] | undefined) ?? [])])])
    .refine((ids) => ids.length > 0, { message: 'purchaseorderid or purchaseorderids is required' }),
  async handler({ db }, ids) {
    const { rows } = await db.query<Row>(`${LINE_SQL} where pl.purchase_order_id = any($1::int[]) order by pl.purchase_order_id, pl.id`, [ids]);
    return { Items: rows.map(lineItem) };
  },
});

type SearchField = 'packing_slip' | 'container' | 'shipping' | 'order';

/**
 * The line search of the add-lines modal: sales-order lines of the supplier's orders (or, for
 * the transport variant, the transporter's transports) whose packing slip, container or shipping
 * document is the number (case-insensitive), or that belong to the order id. Each row says
 * whether it already sits on a purchase invoice of that supplier (`purchaseorderid`).
 */
function searchProcedure(name: string, field: SearchField, transport: boolean) {
  const match =
    field === 'order' ? 'l.sales_order_id = $2::int' : transport ? `lower(coalesce(t.${field}, l.${field})) = lower($2)` : `lower(l.${field}) = lower($2)`;
  const sql = transport
    ? `select t.id, t.sales_order_id, t.pricing_type, t.price, l.sales_quantity, p.sales_unit as unit, p.code as product_code,
              coalesce(t.packing_slip, l.packing_slip) as packing_slip, coalesce(t.container, l.container) as container,
              coalesce(t.shipping, l.shipping) as shipping, l.reporting_date,
              (select pl.purchase_order_id from purchase_order_lines pl where pl.supplier_code = $1 and pl.sales_order_transport_id = t.id) as on_invoice
         from sales_order_transports t
         join sales_order_lines l on l.id = t.sales_order_line_id
         join products p on p.id = l.product_id
        where t.transporter_code = $1 and t.pricing_type is not null and ${match}
        order by t.sales_order_id, t.id limit 500`
    : `select l.id, l.sales_order_id, l.purchase_quantity, l.purchase_price, p.purchase_unit as unit, p.code as product_code,
              l.packing_slip, l.container, l.shipping, l.reporting_date,
              (select pl.purchase_order_id from purchase_order_lines pl where pl.supplier_code = $1 and pl.sales_order_line_id = l.id) as on_invoice
         from sales_order_lines l
         join sales_orders o on o.id = l.sales_order_id
         join products p on p.id = l.product_id
        where o.supplier_code = $1 and ${match}
        order by l.sales_order_id, l.id limit 500`;
  return defineProcedure({
    application: 'backoffice',
    name,
    kind: 'read',
    payload:
      field === 'order'
        ? body({ supplier: text({ max: 40 }), orderid: id() })
        : body({ supplier: text({ max: 40 }), number: text({ max: 100 }), orderid: optional(id()) }),
    async handler({ db }, input: { supplier: string; number?: string; orderid?: number }) {
      const { rows } = await db.query<Row>(sql, [input.supplier, field === 'order' ? input.orderid : input.number]);
      return {
        Items: rows.map((r) => ({
          id: r.id,
          orderid: r.sales_order_id,
          productcode: str(r.product_code),
          pricingtype: r.pricing_type === undefined || r.pricing_type === null ? null : Number(r.pricing_type),
          quantity: str(transport ? (r.pricing_type === 1 ? '1' : r.sales_quantity) : r.purchase_quantity),
          price: str(transport ? r.price : r.purchase_price),
          unit: transport && r.pricing_type === 1 ? '' : str(r.unit),
          PackingSlip: str(r.packing_slip),
          Container: str(r.container),
          Shipping: str(r.shipping),
          reportingdate: date(r.reporting_date),
          purchaseorderid: r.on_invoice ?? null,
        })),
      };
    },
  });
}

export const searchProcedures = [
  searchProcedure('searchPurchaseLinesByPackingSlip', 'packing_slip', false),
  searchProcedure('searchPurchaseLinesByContainer', 'container', false),
  searchProcedure('searchPurchaseLinesByShipping', 'shipping', false),
  searchProcedure('searchPurchaseLinesByOrderId', 'order', false),
  searchProcedure('searchPurchaseTransportLinesByPackingSlip', 'packing_slip', true),
  searchProcedure('searchPurchaseTransportLinesByContainer', 'container', true),
  searchProcedure('searchPurchaseTransportLinesByShipping', 'shipping', true),
  searchProcedure('searchPurchaseTransportLinesByOrderId', 'order', true),
];

/** Is the sales-order line (or transport) on another purchase invoice of the invoice's supplier? */
async function onOtherInvoice(db: Queryable, purchaseId: number, lineId: number, transport: boolean): Promise<boolean> {
  const column = transport ? 'sales_order_transport_id' : 'sales_order_line_id';
  const { rows } = await db.query(
    `select 1 from purchase_order_lines pl join purchase_orders o on o.id = $1
      where pl.${column} = $2 and pl.supplier_code = o.supplier_code`,
    [purchaseId, lineId],
  );
  return rows.length > 0;
}

function checkLinesProcedure(name: string, transport: boolean) {
  return defineProcedure({
    application: 'backoffice',
    name,
    kind: 'read',
    payload: body({ purchaseid: id(), id: id() }),
    async handler({ db }, { purchaseid, id: lineId }) {
      return { Items: [{ multiplelines: (await onOtherInvoice(db, purchaseid, lineId, transport)) ? 'true' : 'false' }] };
    },
  });
}

/** VAT code and amount of a new line: the given code, else the supplier's default, else 12 (regular lines). */
async function vatFor(db: Queryable, code: string | undefined, supplier: string, transport: boolean, amount: string, given: string | undefined) {
  const chosen = code ?? (await defaultVatCode(db, supplier, transport)) ?? FALLBACK_VAT_CODE;
  const percentage = await vatPercentage(db, chosen);
  if (percentage === null) return refuse(M.vatCodeNotFound);
  if (given !== undefined) return { code: chosen, amount: given };
  const { rows } = await db.query<{ vat: string }>('select round($1::numeric * $2::numeric / 100, 2)::text as vat', [amount, percentage]);
  return { code: chosen, amount: required(rows[0], 'the computed VAT').vat };
}

const vatInput = () => optional(text({ max: 40 }));

/** Where a new line comes from: a sales-order line (regular invoice) or a sales-order transport (transport invoice). */
interface LineSource {
  name: string;
  transport: boolean;
  /** Refused on an invoice of the other kind. */
  wrongInvoice: string;
  notFound: string;
  /** Refused when the source is not the invoice's supplier's (transporter's). */
  notOwn: string;
  /**
   * Selects the source by its id ($1) as the new line's columns (sales_order_id, sales_order_line_id,
   * sales_order_transport_id, product_id, pricing_type, quantity, unit, price, line_amount, reporting_date,
   * packing_slip, container, shipping) and `owner`, its supplier or transporter.
   */
  select: string;
}

const INSERT_LINE = `
  insert into purchase_order_lines (purchase_order_id, supplier_code, sales_order_id, sales_order_line_id, sales_order_transport_id, is_transport, product_id,
                                    pricing_type, quantity, unit, price, amount, vat_code, vat_amount, reporting_date, packing_slip, container, shipping)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13, $14::numeric, $15, $16, $17, $18) returning id`;

/** Adds the source line to the invoice: one line per source per supplier, VAT by code (or as given), in one transaction. */
function addLineProcedure(source: LineSource) {
  return defineProcedure({
    application: 'backoffice',
    name: source.name,
    kind: 'write',
    payload: body({ purchaseid: id(), id: id(), btw_amount: vatInput(), vatid: optional(text({ max: 10 })) }),
    async handler({ db }, input) {
      const given = input.btw_amount === undefined ? undefined : parseVatAmount(input.btw_amount);
      if (given === null) return refuse(M.vatAmount);
      return db
        .transaction(async (tx) => {
          const order = await checkEditable(tx, input.purchaseid);
          if (isRefusal(order)) return order;
          if (order.isTransport !== source.transport) return refuse(source.wrongInvoice);
          const { rows } = await tx.query<Row>(source.select, [input.id]);
          const [line] = rows;
          if (!line) return refuse(source.notFound);
          if (line.owner !== order.supplierCode) return refuse(source.notOwn);
          if (await onOtherInvoice(tx, order.id, input.id, source.transport)) return refuse(M.alreadyOnPurchaseInvoice);
          const vat = await vatFor(tx, input.vatid, order.supplierCode, source.transport, String(line.line_amount), given);
          if (isRefusal(vat)) return vat;
          const inserted = await tx.query<{ id: number }>(INSERT_LINE, [
            order.id,
            order.supplierCode,
            line.sales_order_id,
            line.sales_order_line_id,
            line.sales_order_transport_id,
            source.transport,
            line.product_id,
            line.pricing_type,
            line.quantity,
            line.unit,
            line.price,
            line.line_amount,
            vat.code,
            vat.amount,
            line.reporting_date ?? null,
            line.packing_slip,
            line.container,
            line.shipping,
          ]);
          return { NewId: required(inserted.rows[0], 'the inserted purchase line').id };
        })
        .catch(uniqueToRefusal);
    },
  });
}

/** A regular line: the sales-order line's purchase quantity, unit and price. */
export const postPurchaseOrderLine = addLineProcedure({
  name: 'postPurchaseOrderLine',
  transport: false,
  wrongInvoice: M.transportInvoice,
  notFound: M.salesLineNotFound,
  notOwn: M.notOfSupplier,
  select: `
    select l.sales_order_id, l.id as sales_order_line_id, null::integer as sales_order_transport_id, l.product_id, null::integer as pricing_type,
           l.purchase_quantity as quantity, p.purchase_unit as unit, l.purchase_price as price,
           round(l.purchase_price * l.purchase_quantity, 2)::text as line_amount,
           l.reporting_date, l.packing_slip, l.container, l.shipping, o.supplier_code as owner
      from sales_order_lines l join sales_orders o on o.id = l.sales_order_id join products p on p.id = l.product_id where l.id = $1`,
});

/** A transport line: block freight (1) is quantity 1 at the price, a unit price (2) the line's sales quantity. */
export const postPurchaseOrderTransportLine = addLineProcedure({
  name: 'postPurchaseOrderTransportLine',
  transport: true,
  wrongInvoice: M.regularInvoice,
  notFound: M.transportNotFound,
  notOwn: M.notOfTransporter,
  select: `
    select t.sales_order_id, null::integer as sales_order_line_id, t.id as sales_order_transport_id, l.product_id, t.pricing_type,
           case when t.pricing_type = 1 then 1 else l.sales_quantity end as quantity,
           case when t.pricing_type = 1 then null else p.sales_unit end as unit, t.price,
           round(t.price * case when t.pricing_type = 1 then 1 else l.sales_quantity end, 2)::text as line_amount,
           l.reporting_date, coalesce(t.packing_slip, l.packing_slip) as packing_slip, coalesce(t.container, l.container) as container,
           coalesce(t.shipping, l.shipping) as shipping, t.transporter_code as owner
      from sales_order_transports t join sales_order_lines l on l.id = t.sales_order_line_id join products p on p.id = l.product_id
     where t.id = $1 and t.pricing_type is not null`,
});

/** Someone added the same line to another invoice of the supplier at the same moment. */
function uniqueToRefusal(err: { code?: string; message?: string }) {
  if (err?.code === '23505' && /purchase_order_lines_/.test(err.message ?? '')) return refuse(M.alreadyOnPurchaseInvoice);
  throw err;
}

/** VAT of an amount at a code: `Items:[{btw_amount}]`, rounded half up to the cent. */
export const calculatePurchaseVat = defineProcedure({
  application: 'backoffice',
  name: 'calculatePurchaseVat',
  kind: 'read',
  payload: body({ amount: decimal(), vat: text({ max: 10 }) }),
  async handler({ db }, { amount, vat }) {
    const percentage = await vatPercentage(db, vat);
    if (percentage === null) return refuse(M.vatCodeNotFound);
    const { rows } = await db.query<{ vat: string }>('select round($1::numeric * $2::numeric / 100, 2)::text as vat', [amount, percentage]);
    return { Items: [{ btw_amount: required(rows[0], 'the computed VAT').vat }] };
  },
});

/**
 * Changes a line's VAT: `btw_amount` as typed (the VAT amount input rule), or `vatid` alone,
 * which recalculates the amount at that code's percentage.
 */
export const putPurchaseOrderLineVat = defineProcedure({
  application: 'backoffice',
  name: 'putPurchaseOrderLineVat',
  kind: 'write',
  payload: body({ id: id(), btw_amount: vatInput(), vatid: optional(text({ max: 10 })) }),
  async handler({ db }, input) {
    const given = input.btw_amount === undefined ? undefined : parseVatAmount(input.btw_amount);
    if (given === null || (given === undefined && !input.vatid)) return refuse(M.vatAmount);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ purchase_order_id: number; amount: string; vat_code: string | null }>(
        'select purchase_order_id, amount::text as amount, vat_code from purchase_order_lines where id = $1',
        [input.id],
      );
      const [line] = rows;
      if (!line) return refuse(M.lineNotFound);
      const order = await checkEditable(tx, line.purchase_order_id);
      if (isRefusal(order)) return order;
      const code = input.vatid ?? line.vat_code ?? FALLBACK_VAT_CODE;
      const vat = await vatFor(tx, code, order.supplierCode, order.isTransport, line.amount, given);
      if (isRefusal(vat)) return vat;
      await tx.query('update purchase_order_lines set vat_code = $2, vat_amount = $3::numeric where id = $1', [input.id, vat.code, vat.amount]);
      return {};
    });
  },
});

/** A transport line's new price: amount = price × quantity, VAT recalculated at the line's code. */
export const putPurchaseTransportPrice = defineProcedure({
  application: 'backoffice',
  name: 'putPurchaseTransportPrice',
  kind: 'write',
  payload: body({ orderlineid: id(), newprice: decimal({ min: 0 }) }),
  async handler({ db }, { orderlineid, newprice }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ purchase_order_id: number; is_transport: boolean }>(
        'select purchase_order_id, is_transport from purchase_order_lines where id = $1',
        [orderlineid],
      );
      const [line] = rows;
      if (!line) return refuse(M.lineNotFound);
      const order = await checkEditable(tx, line.purchase_order_id);
      if (isRefusal(order)) return order;
      if (!line.is_transport) return refuse(M.notTransportLine);
      await tx.query(
        `update purchase_order_lines pl
            set price = $2::numeric, amount = round($2::numeric * pl.quantity, 2),
                vat_amount = round(round($2::numeric * pl.quantity, 2) * coalesce((select percentage from vat_codes where code = pl.vat_code), 0) / 100, 2)
          where id = $1`,
        [orderlineid, newprice],
      );
      return {};
    });
  },
});

export const deletePurchaseOrderLine = defineProcedure({
  application: 'backoffice',
  name: 'deletePurchaseOrderLine',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db }, { id: lineId }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ purchase_order_id: number }>('select purchase_order_id from purchase_order_lines where id = $1', [lineId]);
      const [line] = rows;
      if (!line) return refuse(M.lineNotFound);
      const order = await checkEditable(tx, line.purchase_order_id);
      if (isRefusal(order)) return order;
      await tx.query('delete from purchase_order_lines where id = $1', [lineId]);
      return {};
    });
  },
});

export const lineProcedures = [
  getPurchaseOrderLines,
  ...searchProcedures,
  checkLinesProcedure('checkMultipleLines', false),
  checkLinesProcedure('checkMultipleTransportLines', true),
  postPurchaseOrderLine,
  postPurchaseOrderTransportLine,
  calculatePurchaseVat,
  putPurchaseOrderLineVat,
  putPurchaseTransportPrice,
  deletePurchaseOrderLine,
];

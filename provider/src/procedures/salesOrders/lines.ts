/** Product lines of a sales order, with the amounts rule of spec 02 §5. */
import { required } from '../../lib/required';
import { defineProcedure, refuse } from '../registry';
import { body, date as dateField, decimal, id, optional } from '../validation';
import { checkOpen, orderIds, SalesOrderMessages as M, shippingFields } from './shared';
import { date, num, str } from '../answers';

type Row = Record<string, unknown>;

const LINE_SQL = `
  select l.*, p.code as product_code, p.product as product_name, p.sales_unit, p.purchase_unit
    from sales_order_lines l join products p on p.id = l.product_id`;

function lineItem(r: Row) {
  return {
    id: r.id,
    orderid: r.sales_order_id,
    productid: r.product_id,
    productcode: str(r.product_code),
    product: str(r.product_name),
    salesquantity: num(r.sales_quantity),
    SalesPrice: num(r.sales_price),
    SalesAmount: num(r.sales_amount),
    purchasequantity: num(r.purchase_quantity),
    purchaseprice: num(r.purchase_price),
    purchaseamount: num(r.purchase_amount),
    purchaseQuantityChanged: Boolean(r.purchase_quantity_changed),
    ReportingDate: date(r.reporting_date),
    PackingSlip: str(r.packing_slip),
    Container: str(r.container),
    Shipping: str(r.shipping),
    SalesUnit: str(r.sales_unit),
    PurchaseUnit: str(r.purchase_unit),
  };
}

export const getSalesOrderLines = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrderLines',
  kind: 'read',
  payload: orderIds(),
  async handler({ db }, ids) {
    const { rows } = await db.query<Row>(`${LINE_SQL} where l.sales_order_id = any($1::int[]) order by l.sales_order_id, l.id`, [ids]);
    return { Items: rows.map(lineItem) };
  },
});

export const getSalesOrderLine = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrderLine',
  kind: 'read',
  payload: body({ id: id() }),
  async handler({ db }, { id: lineId }) {
    const { rows } = await db.query<Row>(`${LINE_SQL} where l.id = $1`, [lineId]);
    const [row] = rows;
    if (!row) return refuse(M.lineNotFound);
    return { Items: [lineItem(row)] };
  },
});

/** The approved price of a list valid on a day (the newest start date wins), as numeric text. */
export const APPROVED_PRICE_SQL = (table: 'sales_prices' | 'purchase_prices') => `
  select price from ${table}
   where product_id = $1 and is_approved and start_date <= $2::date and end_date >= $2::date
   order by start_date desc, id desc limit 1`;

/**
 * Step one of adding a line: product and sales quantity. The prices are the approved ones valid
 * on the loading date (0 when there is none); the purchase quantity follows the sales quantity
 * when the product's units are equal (else 0, to be filled in step two).
 */
export const postSalesOrderLine = defineProcedure({
  application: 'backoffice',
  name: 'postSalesOrderLine',
  kind: 'write',
  payload: body({ orderid: id(), productid: id(), quantity: decimal({ min: 0 }) }),
  async handler({ db }, { orderid, productid, quantity }) {
    return db.transaction(async (tx) => {
      const closed = await checkOpen(tx, orderid);
      if (closed) return closed;
      const [product] = (
        await tx.query<{ sales_unit: string; purchase_unit: string }>('select sales_unit, purchase_unit from products where id = $1', [productid])
      ).rows;
      if (!product) return refuse(M.productNotFound);
      const { rows: order } = await tx.query<{ day: string }>('select coalesce(loading_date, current_date)::text as day from sales_orders where id = $1', [
        orderid,
      ]);
      const day = required(order[0], 'the open order').day;
      const [sales, purchase] = await Promise.all([
        tx.query<{ price: string }>(APPROVED_PRICE_SQL('sales_prices'), [productid, day]),
        tx.query<{ price: string }>(APPROVED_PRICE_SQL('purchase_prices'), [productid, day]),
      ]);
      const salesPrice = sales.rows[0]?.price ?? '0';
      const purchasePrice = purchase.rows[0]?.price ?? '0';
      const purchaseQuantity = product.sales_unit === product.purchase_unit ? quantity : '0';
      const { rows } = await tx.query<{ id: number }>(
        `insert into sales_order_lines (sales_order_id, product_id, sales_quantity, sales_price, sales_amount,
                                        purchase_quantity, purchase_price, purchase_amount)
         values ($1, $2, $3::numeric, $4::numeric, round($3::numeric * $4::numeric, 2),
                 $5::numeric, $6::numeric, round($3::numeric * $6::numeric, 2))
         returning id`,
        [orderid, productid, quantity, salesPrice, purchaseQuantity, purchasePrice],
      );
      return { NewId: required(rows[0], 'the new line').id };
    });
  },
});

/**
 * Step two and the edit form. Amounts (spec 02 §5): sales amount = sales price × sales quantity;
 * while the units are equal and nobody changed the purchase quantity by hand, the purchase
 * quantity follows the sales quantity and the purchase amount is purchase price × sales
 * quantity; once it was changed (a value other than the stored one), purchase price × purchase
 * quantity. Amounts given in the payload are stored as given (the old client computed them).
 */
export const putSalesOrderLine = defineProcedure({
  application: 'backoffice',
  name: 'putSalesOrderLine',
  kind: 'write',
  payload: body({
    orderlineid: id(),
    salesquantity: decimal({ min: 0 }),
    salesprice: decimal(),
    purchasequantity: decimal({ min: 0 }),
    purchaseprice: decimal(),
    salesamount: optional(decimal()),
    purchaseamount: optional(decimal()),
    ...shippingFields(),
    reporting: optional(dateField()),
  }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<Row>(
        `select l.sales_order_id, l.purchase_quantity, l.purchase_quantity_changed, p.sales_unit, p.purchase_unit
           from sales_order_lines l join products p on p.id = l.product_id where l.id = $1`,
        [input.orderlineid],
      );
      const [line] = rows;
      if (!line) return refuse(M.lineNotFound);
      const closed = await checkOpen(tx, Number(line.sales_order_id));
      if (closed) return closed;
      const changed = Boolean(line.purchase_quantity_changed) || Number(input.purchasequantity) !== Number(line.purchase_quantity);
      const follows = line.sales_unit === line.purchase_unit && !changed;
      const purchaseQuantity = follows ? input.salesquantity : input.purchasequantity;
      await tx.query(
        `update sales_order_lines
            set sales_quantity = $2::numeric, sales_price = $3::numeric,
                sales_amount = coalesce($4::numeric, round($2::numeric * $3::numeric, 2)),
                purchase_quantity = $5::numeric, purchase_price = $6::numeric,
                purchase_amount = coalesce($7::numeric, round($5::numeric * $6::numeric, 2)),
                purchase_quantity_changed = $8, packing_slip = $9, container = $10, shipping = $11, reporting_date = $12
          where id = $1`,
        [
          input.orderlineid,
          input.salesquantity,
          input.salesprice,
          input.salesamount ?? null,
          purchaseQuantity,
          input.purchaseprice,
          input.purchaseamount ?? null,
          changed,
          input.packingslip ?? null,
          input.container?.toUpperCase() ?? null,
          input.shipping ?? null,
          input.reporting ?? null,
        ],
      );
      return {};
    });
  },
});

export const deleteSalesOrderLine = defineProcedure({
  application: 'backoffice',
  name: 'deleteSalesOrderLine',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db }, { id: lineId }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ sales_order_id: number }>('select sales_order_id from sales_order_lines where id = $1', [lineId]);
      const [line] = rows;
      if (!line) return refuse(M.lineNotFound);
      const closed = await checkOpen(tx, line.sales_order_id);
      if (closed) return closed;
      await tx.query('delete from sales_order_lines where id = $1', [lineId]);
      return {};
    });
  },
});

export const lineProcedures = [getSalesOrderLines, getSalesOrderLine, postSalesOrderLine, putSalesOrderLine, deleteSalesOrderLine];

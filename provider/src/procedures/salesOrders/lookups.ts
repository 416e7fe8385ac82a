/** Look-ups of the add-line dialog: sales items, units and prices of a product, the duplicate check, transport candidates. */
import { toIsoDay } from '../../lib/dates';
import { defineProcedure, refuse } from '../registry';
import { body, date as dateField, decimal, id, optional, text } from '../validation';
import { APPROVED_PRICE_SQL } from './lines';
import { SalesOrderMessages as M } from './shared';
import { num, str } from '../answers';

type Row = Record<string, unknown>;

/**
 * The products of a customer and supplier, each with priceAvailable 'True' when an approved
 * sales price covers the loading date (today when none is given).
 */
export const getSalesItemsDropdown = defineProcedure({
  application: 'backoffice',
  name: 'getSalesItemsDropdown',
  kind: 'read',
  payload: body({ customercode: text({ max: 40 }), suppliercode: text({ max: 40 }), loadingdate: optional(dateField()) }),
  async handler({ db }, { customercode, suppliercode, loadingdate }) {
    const { rows } = await db.query<Row>(
      `select p.id, p.code, p.product, p.description,
              exists (select 1 from sales_prices sp
                       where sp.product_id = p.id and sp.is_approved
                         and sp.start_date <= coalesce($3::date, current_date) and sp.end_date >= coalesce($3::date, current_date)) as priced
         from products p
        where p.customer_code = $1 and p.supplier_code = $2
        order by p.product, p.code`,
      [customercode, suppliercode, loadingdate ?? null],
    );
    return {
      Items: rows.map((r) => ({
        key: r.id,
        value: `${str(r.code)} ${str(r.product)}${r.description ? ` - ${str(r.description)}` : ''}`,
        code: str(r.code),
        product: str(r.product),
        priceAvailable: r.priced ? 'True' : 'False',
      })),
    };
  },
});

function unitLookup(name: string, column: 'sales_unit' | 'purchase_unit') {
  return defineProcedure({
    application: 'backoffice',
    name,
    kind: 'read',
    payload: body({ productid: id() }),
    async handler({ db }, { productid }) {
      const { rows } = await db.query<{ unit: string }>(`select ${column} as unit from products where id = $1`, [productid]);
      const [product] = rows;
      if (!product) return refuse(M.productNotFound);
      return { Items: [{ Unit: product.unit }] };
    },
  });
}

/**
 * The approved price valid on the day: `Items:[{price}]`, or no items when there is none. The
 * day is `loadingdate` (purchase price) or `orderdate` (sales price), either accepted; today
 * when neither is given.
 */
function priceLookup(name: string, table: 'sales_prices' | 'purchase_prices') {
  return defineProcedure({
    application: 'backoffice',
    name,
    kind: 'read',
    payload: body({ productid: id(), loadingdate: optional(dateField()), orderdate: optional(dateField()) }),
    async handler({ db }, { productid, loadingdate, orderdate }) {
      const product = await db.query('select 1 from products where id = $1', [productid]);
      if (!product.rows.length) return refuse(M.productNotFound);
      const { rows } = await db.query<{ price: string }>(APPROVED_PRICE_SQL(table), [productid, loadingdate ?? orderdate ?? toIsoDay(new Date())]);
      return { Items: rows.map((r) => ({ price: num(r.price) })) };
    },
  });
}

export const PackingMessages = {
  ok: 'No other order line uses this packing slip or shipping document.',
  packingSlip: (number: string, orderId: number) => `Packing slip ${number} is already used for this product on sales order ${orderId}.`,
  shipping: (number: string, orderId: number) => `Shipping document ${number} is already used for this product on sales order ${orderId}.`,
} as const;

/**
 * The duplicate check of a packing slip (`ica`) or shipping document number for a product:
 * another line of the same product with the same number is a duplicate. `orderlineid` (the
 * line being edited) does not count. loadingdate is accepted and not used.
 */
export const checkPacking = defineProcedure({
  application: 'backoffice',
  name: 'checkPacking',
  kind: 'read',
  payload: body({
    productid: id(),
    ica: optional(text({ max: 100 })),
    shipping: optional(text({ max: 100 })),
    loadingdate: optional(dateField()),
    orderlineid: optional(id()),
  }),
  async handler({ db }, { productid, ica, shipping, orderlineid }) {
    const find = (column: 'packing_slip' | 'shipping', value: string) =>
      db.query<{ sales_order_id: number }>(
        `select sales_order_id from sales_order_lines
          where product_id = $1 and lower(${column}) = lower($2) and id <> coalesce($3, 0) order by id limit 1`,
        [productid, value, orderlineid ?? null],
      );
    if (ica) {
      const [other] = (await find('packing_slip', ica)).rows;
      if (other) return { Items: [{ Message: PackingMessages.packingSlip(ica, other.sales_order_id), Duplicate: 'True' }] };
    }
    if (shipping) {
      const [other] = (await find('shipping', shipping)).rows;
      if (other) return { Items: [{ Message: PackingMessages.shipping(shipping, other.sales_order_id), Duplicate: 'True' }] };
    }
    return { Items: [{ Message: PackingMessages.ok, Duplicate: 'False' }] };
  },
});

/**
 * Transporters that can carry a product on a day: its transport prices valid on the loading
 * date (approved or not; the newest start date per transporter and pricing type). `price` is
 * the list price; `amount` the price for the quantity (unit price × quantity, or the block price).
 */
export const getTransportCandidates = defineProcedure({
  application: 'backoffice',
  name: 'getTransportCandidates',
  kind: 'read',
  payload: body({ productid: id(), loadingdate: dateField(), quantity: optional(decimal({ min: 0 })) }),
  async handler({ db }, { productid, loadingdate, quantity }) {
    const { rows } = await db.query<Row>(
      `select distinct on (tp.transporter_code, tp.pricing_type)
              tp.transporter_code, t.name, tp.pricing_type, tp.price, tp.is_approved,
              case when tp.pricing_type = 2 then round(tp.price * coalesce($3::numeric, 0), 2) else tp.price end as amount
         from transport_prices tp join transporters t on t.code = tp.transporter_code
        where tp.product_id = $1 and tp.start_date <= $2::date and tp.end_date >= $2::date
        order by tp.transporter_code, tp.pricing_type, tp.start_date desc, tp.id desc`,
      [productid, loadingdate, quantity ?? null],
    );
    return {
      Items: rows.map((r) => ({
        TransporterCode: str(r.transporter_code),
        TransporterName: str(r.name),
        pricingtype: r.pricing_type === null ? null : Number(r.pricing_type),
        price: num(r.price),
        amount: num(r.amount),
        isApproved: Boolean(r.is_approved),
      })),
    };
  },
});

export const lookupProcedures = [
  getSalesItemsDropdown,
  unitLookup('getProductPurchaseUnit', 'purchase_unit'),
  unitLookup('getProductSalesUnit', 'sales_unit'),
  priceLookup('getProductPurchasePrice', 'purchase_prices'),
  priceLookup('getProductSalesPrice', 'sales_prices'),
  checkPacking,
  getTransportCandidates,
];

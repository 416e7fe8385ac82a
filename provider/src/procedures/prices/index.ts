/**
 * A product's purchase, sales and transport prices: duplicates, approval, deletion, and the order lines a
 * changed price reprices; the rules are in provider/API.md (Prices) and spec 01.
 */
import { addDays, formatDate } from '../../lib/dates';
import { required } from '../../lib/required';
import { defineProcedure, refuse, type Procedure } from '../registry';
import { date, decimal, id, integer, payload } from '../validation';
import { num } from '../products/fields';
import { PriceMessages, EXPIRY_WARNING_DAYS, updatePrice, updateTransportPrice } from './shared';
import { priceListProcedures } from './price-lists';
import { transportProcedures } from './transport-prices';

export { PriceMessages, OWN_TRANSPORT, EXPIRY_WARNING_DAYS, usedPricesQuery, PRICE_ORDER, TRANSPORT_PRICES_SELECT, TRANSPORT_PRICE_ORDER } from './shared';

/** A task 'Prijswijziging' for the product's approver (else the caller): new prices need a look. */
export const postPricechangeTask = defineProcedure({
  application: 'backoffice',
  name: 'postPricechangeTask',
  kind: 'write',
  payload: payload({ productid: id() }),
  async handler({ db, user }, { productid }) {
    const { rows } = await db.query<{ code: string; product: string; approver_id: string | null }>(
      'select code, product, approver_id from products where id = $1',
      [productid],
    );
    const [product] = rows;
    if (!product) return refuse(PriceMessages.productNotFound);
    const { rows: task } = await db.query<{ id: number }>(
      `insert into tasks (task_type, task_status, subject, description, product_id, user_id) values (1, 1, $1, $2, $3, $4) returning id`,
      [
        `Prijswijziging ${product.code} ${product.product}`,
        `Er is een nieuwe prijs ingevoerd voor ${product.code} (${product.product}) door ${user.userName}. Controleer en keur de prijs goed.`,
        productid,
        product.approver_id ?? user.id,
      ],
    );
    return { NewId: required(task[0], 'the new task').id };
  },
});

const PRICE_KIND_NAMES = { 1: 'Inkoop', 2: 'Verkoop', 3: 'Transport' } as const;

/**
 * The Change Price screen: every price (all three lists) whose period holds filterDate, by start
 * date. Colour: red when the price ends within 30 days of filterDate, else orange when it is not
 * approved, else black.
 */
export const getPricesTable = defineProcedure({
  application: 'backoffice',
  name: 'getPricesTable',
  kind: 'read',
  payload: payload({ filterDate: date() }),
  async handler({ db }, { filterDate }) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select price_rows.*, p.code, p.product, p.description, p.supplier_code, p.customer_code from (
         select 1 as kind, x.id, x.product_id, x.start_date, x.end_date, x.price, x.is_approved, pr.purchase_unit as unit,
                pr.supplier_code as relation_code, s.name as relation_name
           from purchase_prices x join products pr on pr.id = x.product_id join suppliers s on s.code = pr.supplier_code
          where $1::date between x.start_date and x.end_date
         union all
         select 2, x.id, x.product_id, x.start_date, x.end_date, x.price, x.is_approved, pr.sales_unit,
                pr.customer_code, c.name
           from sales_prices x join products pr on pr.id = x.product_id join customers c on c.code = pr.customer_code
          where $1::date between x.start_date and x.end_date
         union all
         select 3, x.id, x.product_id, x.start_date, x.end_date, x.price, x.is_approved,
                case x.pricing_type when 1 then 'Blokvracht' when 2 then pr.sales_unit else '' end,
                x.transporter_code, t.name
           from transport_prices x join products pr on pr.id = x.product_id join transporters t on t.code = x.transporter_code
          where $1::date between x.start_date and x.end_date
       ) price_rows join products p on p.id = price_rows.product_id
       order by price_rows.start_date, price_rows.kind, price_rows.id`,
      [filterDate],
    );
    const warnFrom = addDays(filterDate, EXPIRY_WARNING_DAYS);
    return {
      Items: rows.map((r) => ({
        PriceId: r.id,
        Pricingtype: r.kind,
        'Artikel seg 1': r.product,
        'Article seg 2': r.supplier_code,
        'Article seg 3': r.customer_code,
        BeginDatum: formatDate(r.start_date as string),
        EindDatum: formatDate(r.end_date as string),
        Eenheid: r.unit,
        Prijs: num(r.price),
        Product: (r.description as string | null) ?? r.product,
        ProductCode: r.code,
        ProductId: r.product_id,
        Relatiecode: r.relation_code,
        Relatienaam: r.relation_name,
        'Soort prijs': PRICE_KIND_NAMES[r.kind as 1 | 2 | 3],
        color: (r.end_date as string) <= warnFrom ? 'red' : r.is_approved ? 'black' : 'orange',
      })),
    };
  },
});

/** An edit of the Change Price screen. Pricingtype is the price kind: 1 purchase, 2 sales, 3 transport. */
export const updatePricesTable = defineProcedure({
  application: 'backoffice',
  name: 'updatePricesTable',
  kind: 'write',
  payload: payload({ Pricingtype: integer({ min: 1, max: 3 }), PricingId: id(), price: decimal({ min: 0 }), startdate: date(), endDate: date() }),
  async handler({ db }, p) {
    return db.transaction((tx) =>
      p.Pricingtype === 3
        ? updateTransportPrice(tx, p.PricingId, p.price, p.startdate, p.endDate)
        : updatePrice(tx, p.Pricingtype === 1 ? 'purchase' : 'sales', p.PricingId, p.price, p.startdate, p.endDate),
    );
  },
});

export const procedures: Procedure[] = [
  ...priceListProcedures('purchase'),
  ...priceListProcedures('sales'),
  ...transportProcedures,
  postPricechangeTask,
  getPricesTable,
  updatePricesTable,
];

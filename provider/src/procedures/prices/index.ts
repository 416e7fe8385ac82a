/**
 * The three price lists of a product (application backoffice): purchase, sales and transport
 * prices with validity dates and approval; duplicate checks; the order lines a changed price
 * concerns and their repricing; the price-change task; the Change Price screen's table.
 *
 * Rules:
 * - One price per start date: a purchase or sales price of the same product, or a transport price
 *   of the same product, transporter and pricing type, with the same start date is a duplicate.
 * - The price valid on a day is the newest-dated (latest start date) price whose period holds it.
 * - An edit (price or dates) makes an approved price unapproved again: it needs a new approval.
 * - A purchase or sales price can be deleted only when it is not approved and no order line of its
 *   product loads within its period (canDelete). Transport prices are not deleted.
 * - Lines to change are the order lines (transports) whose order loads within the given period and
 *   is not completed (invoiced); invoiced lines are never repriced.
 */
import type { Queryable } from '../../db';
import { addDays, formatDate } from '../../lib/dates';
import { defineProcedure, refuse, type Procedure, type ProcedureAnswer } from '../registry';
import { date, decimal, id, integer, optional, payload, text } from '../validation';
import { num, productIdsPayload } from '../products/fields';

export const PriceMessages = {
  duplicate: 'A price is already available for this start date',
  notFound: 'Price not found',
  productNotFound: 'Product not found',
  transporterNotFound: 'Transporter not found',
  setPricingType: 'Please set pricetype',
  endBeforeStart: 'The end date must not be before the start date',
  approvedNoDelete: 'An approved price cannot be deleted',
  usedNoDelete: 'The price is used on an order line and cannot be deleted',
  onlyAdministrators: 'Only administrators can approve prices',
  lineNotFound: 'Order line not found',
  transportNotFound: 'Transport not found',
  orderCompleted: 'The order is completed (invoiced); its prices cannot change',
} as const;

/** Own transport / franco: no pricing type. */
export const OWN_TRANSPORT = '99999999';

/** Days before its end from which a price shows red on the Change Price screen. */
export const EXPIRY_WARNING_DAYS = 30;

type Kind = 'purchase' | 'sales';

const KINDS: Record<Kind, { table: string; title: string; quantity: string; price: string; amount: string; flag: number }> = {
  purchase: { table: 'purchase_prices', title: 'Purchase', quantity: 'purchase_quantity', price: 'purchase_price', amount: 'purchase_amount', flag: 1 },
  sales: { table: 'sales_prices', title: 'Sales', quantity: 'sales_quantity', price: 'sales_price', amount: 'sales_amount', flag: 2 },
};

interface PriceRow {
  id: number;
  product_id: number;
  start_date: string;
  end_date: string;
  price: string;
  pricing_type: number | null;
  is_approved: boolean;
  used?: boolean;
}

interface TransportPriceRow extends PriceRow {
  transporter_code: string;
  transporter_name: string;
}

const isAdministrator = (roles: string[]) => roles.some((r) => r.toLowerCase() === 'administrator');

async function productExists(db: Queryable, productId: number): Promise<boolean> {
  return (await db.query('select 1 from products where id = $1', [productId])).rows.length > 0;
}

/** True when an order line of the product loads within [start, end]: the price is in use. */
const USED = (alias: string) => `exists (
  select 1 from sales_order_lines l join sales_orders o on o.id = l.sales_order_id
   where l.product_id = ${alias}.product_id and o.loading_date between ${alias}.start_date and ${alias}.end_date)`;

/**
 * The prices of a set of products with `used` computed set-wise: the distinct loading days of
 * those products' order lines are read once (one index scan over lines by product, joined to
 * the orders) and matched to the prices' periods in one join, not one sub-query per price.
 */
export const usedPricesQuery = (table: string) => `
  with prices as materialized (
         select * from ${table} where product_id = any($1::int[])),
       loading_days as (
         select distinct l.product_id, o.loading_date
           from sales_order_lines l join sales_orders o on o.id = l.sales_order_id
          where l.product_id = any($1::int[]) and o.loading_date is not null),
       used as (
         select distinct p.id from prices p
           join loading_days d on d.product_id = p.product_id and d.loading_date between p.start_date and p.end_date)
  select p.*, p.id in (select id from used) as used
    from prices p
   order by p.product_id, p.start_date desc, p.id desc`;

function priceItem(row: PriceRow) {
  const canDelete = !row.is_approved && !row.used;
  return {
    Id: row.id,
    productid: row.product_id,
    Price: num(row.price),
    StartDate: formatDate(row.start_date),
    EndDate: formatDate(row.end_date),
    pricingtype: row.pricing_type ?? '',
    isApproved: row.is_approved,
    canDelete: canDelete ? 'true' : 'false',
  };
}

function transportItem(row: TransportPriceRow) {
  return {
    Id: row.id,
    productid: row.product_id,
    TransporterCode: row.transporter_code,
    Transporter: row.transporter_name,
    pricingtype: row.pricing_type ?? '',
    Price: num(row.price),
    StartDate: formatDate(row.start_date),
    EndDate: formatDate(row.end_date),
    isApproved: row.is_approved,
  };
}

const priceFields = { price: decimal({ min: 0 }), startdate: date(), enddate: date() };

/** The duplicate of a purchase or sales price: same product and start date, other id. */
async function priceDuplicates(db: Queryable, kind: Kind, productId: number, startDate: string, exceptId = 0) {
  const { rows } = await db.query<{ id: number }>(
    `select id from ${KINDS[kind].table} where product_id = $1 and start_date = $2 and id <> $3 order by id`,
    [productId, startDate, exceptId],
  );
  return rows;
}

async function transportDuplicates(db: Queryable, productId: number, transporter: string, pricingType: number | null, startDate: string, exceptId = 0) {
  const { rows } = await db.query<{ id: number }>(
    `select id from transport_prices
      where product_id = $1 and transporter_code = $2 and pricing_type is not distinct from $3 and start_date = $4 and id <> $5 order by id`,
    [productId, transporter, pricingType, startDate, exceptId],
  );
  return rows;
}

const duplicateItems = (rows: { id: number }[]) => ({ Items: rows.map((r) => ({ Id: r.id, Message: PriceMessages.duplicate })) });

/** Changes price and dates of a purchase or sales price (shared by put and the Change Price table). */
async function updatePrice(db: Queryable, kind: Kind, priceId: number, price: string, start: string, end: string): Promise<ProcedureAnswer> {
  if (end < start) return refuse(PriceMessages.endBeforeStart);
  const table = KINDS[kind].table;
  const { rows } = await db.query<PriceRow>(`select * from ${table} where id = $1`, [priceId]);
  if (!rows.length) return refuse(PriceMessages.notFound);
  if ((await priceDuplicates(db, kind, rows[0].product_id, start, priceId)).length) return refuse(PriceMessages.duplicate);
  await db.query(
    `update ${table} set price = $2, start_date = $3, end_date = $4,
            is_approved = is_approved and price = $2 and start_date = $3 and end_date = $4,
            approved_by = case when is_approved and price = $2 and start_date = $3 and end_date = $4 then approved_by end
      where id = $1`,
    [priceId, price, start, end],
  );
  return {};
}

async function updateTransportPrice(db: Queryable, priceId: number, price: string, start: string, end: string): Promise<ProcedureAnswer> {
  if (end < start) return refuse(PriceMessages.endBeforeStart);
  const { rows } = await db.query<PriceRow & { transporter_code: string }>('select * from transport_prices where id = $1', [priceId]);
  if (!rows.length) return refuse(PriceMessages.notFound);
  const row = rows[0];
  if ((await transportDuplicates(db, row.product_id, row.transporter_code, row.pricing_type, start, priceId)).length) return refuse(PriceMessages.duplicate);
  await db.query(
    `update transport_prices set price = $2, start_date = $3, end_date = $4,
            is_approved = is_approved and price = $2 and start_date = $3 and end_date = $4,
            approved_by = case when is_approved and price = $2 and start_date = $3 and end_date = $4 then approved_by end
      where id = $1`,
    [priceId, price, start, end],
  );
  return {};
}

/** The procedures of the purchase or the sales price list. */
function priceListProcedures(kind: Kind): Procedure[] {
  const { table, title } = KINDS[kind];
  return [
    defineProcedure({
      application: 'backoffice',
      name: `get${title}Prices`,
      kind: 'read',
      payload: productIdsPayload(),
      async handler({ db }, productIds) {
        const { rows } = await db.query<PriceRow>(usedPricesQuery(table), [productIds]);
        return { Items: rows.map(priceItem) };
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `post${title}Price`,
      kind: 'write',
      payload: payload({ productid: id(), ...priceFields, pricingtype: optional(integer({ min: 1, max: 2 })) }),
      async handler({ db }, p) {
        if (p.enddate < p.startdate) return refuse(PriceMessages.endBeforeStart);
        return db.transaction(async (tx) => {
          if (!(await productExists(tx, p.productid))) return refuse(PriceMessages.productNotFound);
          if ((await priceDuplicates(tx, kind, p.productid, p.startdate)).length) return refuse(PriceMessages.duplicate);
          const { rows } = await tx.query<{ id: number }>(
            `insert into ${table} (product_id, start_date, end_date, price, pricing_type) values ($1, $2, $3, $4, $5) returning id`,
            [p.productid, p.startdate, p.enddate, p.price, p.pricingtype ?? null],
          );
          return { NewId: rows[0].id };
        });
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `put${title}Price`,
      kind: 'write',
      payload: payload({ id: id(), ...priceFields }),
      async handler({ db }, p) {
        return db.transaction((tx) => updatePrice(tx, kind, p.id, p.price, p.startdate, p.enddate));
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `delete${title}Price`,
      kind: 'write',
      payload: payload({ id: id() }),
      async handler({ db }, { id: priceId }) {
        return db.transaction(async (tx) => {
          const { rows } = await tx.query<PriceRow>(`select p.*, ${USED('p')} as used from ${table} p where p.id = $1`, [priceId]);
          if (!rows.length) return refuse(PriceMessages.notFound);
          if (rows[0].is_approved) return refuse(PriceMessages.approvedNoDelete);
          if (rows[0].used) return refuse(PriceMessages.usedNoDelete);
          await tx.query(`delete from ${table} where id = $1`, [priceId]);
          return {};
        });
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `approve${title}Price`,
      kind: 'write',
      payload: payload({ priceid: id() }),
      async handler({ db, user }, { priceid }) {
        if (!isAdministrator(user.roles)) return refuse(PriceMessages.onlyAdministrators);
        const { rowCount } = await db.query(`update ${table} set is_approved = true, approved_by = $2 where id = $1`, [priceid, user.id]);
        return rowCount ? {} : refuse(PriceMessages.notFound);
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `check${title}PriceDuplicate`,
      kind: 'read',
      payload: payload({ productid: id(), startdate: date(), enddate: optional(date()) }),
      async handler({ db }, p) {
        return duplicateItems(await priceDuplicates(db, kind, p.productid, p.startdate));
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `check${title}PriceDuplicateEdit`,
      kind: 'read',
      payload: payload({ id: id(), startdate: date(), enddate: optional(date()) }),
      async handler({ db }, p) {
        const { rows } = await db.query<{ product_id: number }>(`select product_id from ${table} where id = $1`, [p.id]);
        if (!rows.length) return refuse(PriceMessages.notFound);
        return duplicateItems(await priceDuplicates(db, kind, rows[0].product_id, p.startdate, p.id));
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `get${title}LinesToChange`,
      kind: 'read',
      payload: payload({ productid: id(), startdate: date(), enddate: date() }),
      async handler({ db }, p) {
        const k = KINDS[kind];
        const { rows } = await db.query<Record<string, unknown>>(
          `select l.id, l.sales_order_id, l.product_id, pr.code, pr.description, pr.product, o.loading_date, l.${k.quantity} as quantity, l.${k.price} as line_price,
                  (select x.price from ${table} x where x.product_id = l.product_id and o.loading_date between x.start_date and x.end_date
                    order by x.start_date desc, x.id desc limit 1) as list_price
             from sales_order_lines l join sales_orders o on o.id = l.sales_order_id join products pr on pr.id = l.product_id
            where l.product_id = $1 and o.loading_date between $2 and $3 and not o.is_completed
            order by o.loading_date, l.id`,
          [p.productid, p.startdate, p.enddate],
        );
        return {
          Items: rows.map((r) => ({
            orderLineId: r.id,
            salesOrderId: r.sales_order_id,
            ProductId: r.product_id,
            ProductCode: r.code,
            ProductDescription: (r.description as string | null) ?? r.product,
            Loadingdate: formatDate(r.loading_date as string),
            [`${title}Quantity`]: num(r.quantity),
            [`${title}Price`]: num(r.line_price),
            PricingType: '',
            Price: num(r.list_price),
          })),
        };
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: kind === 'purchase' ? 'updatePricePurchaseLines' : 'updatePriceSalesLines',
      kind: 'write',
      payload: payload({ orderlineid: id(), newprice: decimal({ min: 0 }) }),
      async handler({ db }, p) {
        const k = KINDS[kind];
        return db.transaction(async (tx) => {
          const { rows } = await tx.query<{ is_completed: boolean }>(
            'select o.is_completed from sales_order_lines l join sales_orders o on o.id = l.sales_order_id where l.id = $1',
            [p.orderlineid],
          );
          if (!rows.length) return refuse(PriceMessages.lineNotFound);
          if (rows[0].is_completed) return refuse(PriceMessages.orderCompleted);
          await tx.query(`update sales_order_lines set ${k.price} = $2, ${k.amount} = round($2::numeric * ${k.quantity}, 2) where id = $1`, [p.orderlineid, p.newprice]);
          return {};
        });
      },
    }),
  ];
}

const transportProcedures: Procedure[] = [
  defineProcedure({
    application: 'backoffice',
    name: 'getTransportPrices',
    kind: 'read',
    payload: productIdsPayload(),
    async handler({ db }, productIds) {
      const { rows } = await db.query<TransportPriceRow>(
        `select p.*, t.name as transporter_name from transport_prices p join transporters t on t.code = p.transporter_code
          where p.product_id = any($1::int[]) order by p.product_id, p.start_date desc, t.name, p.pricing_type nulls first, p.id desc`,
        [productIds],
      );
      return { Items: rows.map(transportItem) };
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'postTransportPrice',
    kind: 'write',
    payload: payload({ productid: id(), transportercode: text({ max: 40 }), pricingtype: optional(integer({ min: 1, max: 2 })), ...priceFields }),
    async handler({ db }, p) {
      const own = p.transportercode === OWN_TRANSPORT;
      if (!own && p.pricingtype === undefined) return refuse(PriceMessages.setPricingType);
      if (p.enddate < p.startdate) return refuse(PriceMessages.endBeforeStart);
      const pricingType = own ? null : (p.pricingtype ?? null);
      return db.transaction(async (tx) => {
        if (!(await productExists(tx, p.productid))) return refuse(PriceMessages.productNotFound);
        if (!(await tx.query('select 1 from transporters where code = $1', [p.transportercode])).rows.length) return refuse(PriceMessages.transporterNotFound);
        if ((await transportDuplicates(tx, p.productid, p.transportercode, pricingType, p.startdate)).length) return refuse(PriceMessages.duplicate);
        const { rows } = await tx.query<{ id: number }>(
          'insert into transport_prices (product_id, transporter_code, pricing_type, start_date, end_date, price) values ($1, $2, $3, $4, $5, $6) returning id',
          [p.productid, p.transportercode, pricingType, p.startdate, p.enddate, p.price],
        );
        return { NewId: rows[0].id };
      });
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'putTransportPrice',
    kind: 'write',
    // transporter and pricing type never change on an edit; they are ignored when sent
    payload: payload({ id: id(), ...priceFields }),
    async handler({ db }, p) {
      return db.transaction((tx) => updateTransportPrice(tx, p.id, p.price, p.startdate, p.enddate));
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'approveTransportPrice',
    kind: 'write',
    payload: payload({ priceid: id() }),
    async handler({ db, user }, { priceid }) {
      if (!isAdministrator(user.roles)) return refuse(PriceMessages.onlyAdministrators);
      const { rowCount } = await db.query('update transport_prices set is_approved = true, approved_by = $2 where id = $1', [priceid, user.id]);
      return rowCount ? {} : refuse(PriceMessages.notFound);
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'checkTransportPriceDuplicate',
    kind: 'read',
    payload: payload({ productid: id(), transportercode: text({ max: 40 }), pricingtype: optional(integer({ min: 1, max: 2 })), startdate: date(), enddate: optional(date()) }),
    async handler({ db }, p) {
      const pricingType = p.transportercode === OWN_TRANSPORT ? null : (p.pricingtype ?? null);
      return duplicateItems(await transportDuplicates(db, p.productid, p.transportercode, pricingType, p.startdate));
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'checkTransportPriceDuplicateEdit',
    kind: 'read',
    payload: payload({ id: id(), startdate: date(), enddate: optional(date()) }),
    async handler({ db }, p) {
      const { rows } = await db.query<{ product_id: number; transporter_code: string; pricing_type: number | null }>(
        'select product_id, transporter_code, pricing_type from transport_prices where id = $1',
        [p.id],
      );
      if (!rows.length) return refuse(PriceMessages.notFound);
      const r = rows[0];
      return duplicateItems(await transportDuplicates(db, r.product_id, r.transporter_code, r.pricing_type, p.startdate, p.id));
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'getTransportLinesToChange',
    kind: 'read',
    payload: payload({ transportercode: text({ max: 40 }), startdate: date(), enddate: date() }),
    async handler({ db }, p) {
      const { rows } = await db.query<Record<string, unknown>>(
        `select t.id, t.sales_order_id, l.product_id, pr.code, pr.description, pr.product, o.loading_date, t.pricing_type, t.price as line_price,
                l.purchase_quantity as quantity, t.transporter_code,
                (select x.price from transport_prices x
                  where x.product_id = l.product_id and x.transporter_code = t.transporter_code and x.pricing_type is not distinct from t.pricing_type
                    and o.loading_date between x.start_date and x.end_date order by x.start_date desc, x.id desc limit 1) as list_price
           from sales_order_transports t join sales_orders o on o.id = t.sales_order_id
           left join sales_order_lines l on l.id = t.sales_order_line_id left join products pr on pr.id = l.product_id
          where t.transporter_code = $1 and o.loading_date between $2 and $3 and not o.is_completed
          order by o.loading_date, t.id`,
        [p.transportercode, p.startdate, p.enddate],
      );
      return {
        Items: rows.map((r) => ({
          orderLineId: r.id,
          salesOrderId: r.sales_order_id,
          ProductId: r.product_id ?? '',
          ProductCode: r.code ?? '',
          ProductDescription: (r.description as string | null) ?? r.product ?? '',
          Loadingdate: formatDate(r.loading_date as string),
          TransporterCode: r.transporter_code,
          PurchaseQuantity: num(r.quantity),
          TransportPrice: num(r.line_price),
          PricingType: r.pricing_type ?? '',
          Price: num(r.list_price),
        })),
      };
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'updateTransportPriceLines',
    kind: 'write',
    payload: payload({ orderlineid: id(), newprice: decimal({ min: 0 }) }),
    async handler({ db }, p) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ is_completed: boolean }>(
          'select o.is_completed from sales_order_transports t join sales_orders o on o.id = t.sales_order_id where t.id = $1',
          [p.orderlineid],
        );
        if (!rows.length) return refuse(PriceMessages.transportNotFound);
        if (rows[0].is_completed) return refuse(PriceMessages.orderCompleted);
        await tx.query('update sales_order_transports set price = $2 where id = $1', [p.orderlineid, p.newprice]);
        return {};
      });
    },
  }),
];

/** A task 'Prijswijziging' for the product's approver (else the caller): new prices need a look. */
export const postPricechangeTask = defineProcedure({
  application: 'backoffice',
  name: 'postPricechangeTask',
  kind: 'write',
  payload: payload({ productid: id() }),
  async handler({ db, user }, { productid }) {
    const { rows } = await db.query<{ code: string; product: string; approver_id: string | null }>('select code, product, approver_id from products where id = $1', [productid]);
    if (!rows.length) return refuse(PriceMessages.productNotFound);
    const product = rows[0];
    const { rows: task } = await db.query<{ id: number }>(
      `insert into tasks (task_type, task_status, subject, description, product_id, user_id) values (1, 1, $1, $2, $3, $4) returning id`,
      [
        `Prijswijziging ${product.code} ${product.product}`,
        `Er is een nieuwe prijs ingevoerd voor ${product.code} (${product.product}) door ${user.userName}. Controleer en keur de prijs goed.`,
        productid,
        product.approver_id ?? user.id,
      ],
    );
    return { NewId: task[0].id };
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

export const priceProcedures: Procedure[] = [
  ...priceListProcedures('purchase'),
  ...priceListProcedures('sales'),
  ...transportProcedures,
  postPricechangeTask,
  getPricesTable,
  updatePricesTable,
];

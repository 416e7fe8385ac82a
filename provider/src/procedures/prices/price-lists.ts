import { required } from '../../lib/required';
import { jsonRows } from '../../lib/json-rows';
// The purchase and sales price lists of a product: read, add, edit, approve, delete, and the order lines a change concerns.
import { defineProcedure, refuse, type Procedure } from '../registry';
import { body, date, id, integer, optional, payload } from '../validation';
import { num, productIdsPayload } from '../products/fields';
import {
  PriceMessages,
  Kind,
  KINDS,
  PriceRow,
  isAdministrator,
  productExists,
  USED,
  usedPricesQuery,
  PRICE_ORDER,
  priceItem,
  priceFields,
  priceDuplicates,
  duplicateItems,
  updatePrice,
} from './shared';
import { linesToChangeProcedure, repriceProcedure } from './repricing';

/** The procedures of the purchase or the sales price list. */
export function priceListProcedures(kind: Kind): Procedure[] {
  const k = KINDS[kind];
  const { table, title } = k;
  return [
    defineProcedure({
      application: 'backoffice',
      name: `get${title}Prices`,
      kind: 'read',
      payload: productIdsPayload(),
      async handler({ db }, productIds) {
        return { Items: (await jsonRows<PriceRow>(db, usedPricesQuery(table), [productIds], PRICE_ORDER)).map(priceItem) };
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
          return { NewId: required(rows[0], 'the new price').id };
        });
      },
    }),
    defineProcedure({
      application: 'backoffice',
      name: `put${title}Price`,
      kind: 'write',
      // 01 §3 spells the price's id `Id`; members are matched case-insensitively, as ASP.NET's
      payload: body({ id: id(), ...priceFields }),
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
          const [price] = rows;
          if (!price) return refuse(PriceMessages.notFound);
          if (price.is_approved) return refuse(PriceMessages.approvedNoDelete);
          if (price.used) return refuse(PriceMessages.usedNoDelete);
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
        const [price] = rows;
        if (!price) return refuse(PriceMessages.notFound);
        return duplicateItems(await priceDuplicates(db, kind, price.product_id, p.startdate, p.id));
      },
    }),
    linesToChangeProcedure({
      name: `get${title}LinesToChange`,
      payload: payload({ productid: id(), startdate: date(), enddate: date() }),
      select: (p) => [
        `select l.id, l.sales_order_id, l.product_id, pr.code, pr.description, pr.product, o.loading_date, l.${k.quantity} as quantity, l.${k.price} as line_price,
                (select x.price from ${table} x where x.product_id = l.product_id and o.loading_date between x.start_date and x.end_date
                  order by x.start_date desc, x.id desc limit 1) as list_price
           from sales_order_lines l join sales_orders o on o.id = l.sales_order_id join products pr on pr.id = l.product_id
          where l.product_id = $1 and o.loading_date between $2 and $3 and not o.is_completed
          order by o.loading_date, l.id`,
        [p.productid, p.startdate, p.enddate],
      ],
      own: (r) => ({ [`${title}Quantity`]: num(r.quantity), [`${title}Price`]: num(r.line_price), PricingType: '' }),
    }),
    repriceProcedure({
      name: kind === 'purchase' ? 'updatePricePurchaseLines' : 'updatePriceSalesLines',
      orderOf: 'select o.is_completed from sales_order_lines l join sales_orders o on o.id = l.sales_order_id where l.id = $1',
      notFound: PriceMessages.lineNotFound,
      update: `update sales_order_lines set ${k.price} = $2, ${k.amount} = round($2::numeric * ${k.quantity}, 2) where id = $1`,
    }),
  ];
}

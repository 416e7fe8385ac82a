import { required } from '../../lib/required';
import { jsonRows } from '../../lib/json-rows';
// The transport prices of a product: read, add, edit, approve, and the order transports a change concerns.
import { defineProcedure, refuse, type Procedure } from '../registry';
import { body, date, id, integer, optional, payload, text } from '../validation';
import { num, productIdsPayload } from '../products/fields';
import {
  PriceMessages,
  OWN_TRANSPORT,
  TransportPriceRow,
  TRANSPORT_PRICES_SELECT,
  TRANSPORT_PRICE_ORDER,
  isAdministrator,
  productExists,
  transportItem,
  priceFields,
  transportDuplicates,
  duplicateItems,
  updateTransportPrice,
} from './shared';
import { linesToChangeProcedure, repriceProcedure } from './repricing';

export const transportProcedures: Procedure[] = [
  defineProcedure({
    application: 'backoffice',
    name: 'getTransportPrices',
    kind: 'read',
    payload: productIdsPayload(),
    async handler({ db }, productIds) {
      const rows = await jsonRows<TransportPriceRow>(db, TRANSPORT_PRICES_SELECT, [productIds], TRANSPORT_PRICE_ORDER);
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
        return { NewId: required(rows[0], 'the new transport price').id };
      });
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'putTransportPrice',
    kind: 'write',
    // transporter and pricing type never change on an edit (ignored when sent); 01 §3's `Id` matched case-insensitively
    payload: body({ id: id(), ...priceFields }),
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
    payload: payload({
      productid: id(),
      transportercode: text({ max: 40 }),
      pricingtype: optional(integer({ min: 1, max: 2 })),
      startdate: date(),
      enddate: optional(date()),
    }),
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
      const [r] = rows;
      if (!r) return refuse(PriceMessages.notFound);
      return duplicateItems(await transportDuplicates(db, r.product_id, r.transporter_code, r.pricing_type, p.startdate, p.id));
    },
  }),
  linesToChangeProcedure({
    name: 'getTransportLinesToChange',
    payload: payload({ transportercode: text({ max: 40 }), startdate: date(), enddate: date() }),
    select: (p) => [
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
    ],
    own: (r) => ({
      TransporterCode: r.transporter_code,
      PurchaseQuantity: num(r.quantity),
      TransportPrice: num(r.line_price),
      PricingType: r.pricing_type ?? '',
    }),
  }),
  repriceProcedure({
    name: 'updateTransportPriceLines',
    orderOf: 'select o.is_completed from sales_order_transports t join sales_orders o on o.id = t.sales_order_id where t.id = $1',
    notFound: PriceMessages.transportNotFound,
    update: 'update sales_order_transports set price = $2 where id = $1',
  }),
];

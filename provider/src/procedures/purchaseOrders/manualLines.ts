/**
 * Manual (custom) lines of a purchase invoice (spec 02 §2.9, §3): a product, quantity, price,
 * reporting date, description and VAT code. The amount (price × quantity) and the VAT amount
 * (amount × the code's percentage) are computed here, rounded half up to the cent; the
 * `amount` and `btw_amount` the old client sends are accepted and not used.
 */
import { z } from 'zod';
import { defineProcedure, refuse } from '../registry';
import { date, str } from '../answers';
import { body, date as dateField, decimal, id, idList, optional, text } from '../validation';
import type { Queryable } from '../../db';
import { required } from '../../lib/required';
import { checkEditable, isRefusal, PurchaseOrderMessages as M, vatPercentage } from './shared';

type Row = Record<string, unknown>;

function manualItem(r: Row) {
  return {
    Id: r.id,
    orderid: r.purchase_order_id,
    Product: str(r.product_code ? `${str(r.product_code)} ${str(r.product_name)}` : ''),
    ProductCode: str(r.product_code),
    ProductId: r.product_id,
    Quantity: str(r.quantity),
    Price: str(r.price),
    Amount: str(r.amount),
    VAT: str(r.vat_description),
    VatId: str(r.vat_code),
    btw_amount: str(r.vat_amount),
    ReportingDate: date(r.reporting_date),
    description: str(r.description),
  };
}

export const getPurchaseManualLines = defineProcedure({
  application: 'backoffice',
  name: 'getPurchaseManualLines',
  kind: 'read',
  payload: body({ orderid: optional(id()), orderids: optional(idList()) })
    .transform((p) => [...new Set([...(p.orderid ? [p.orderid] : []), ...((p.orderids as number[] | undefined) ?? [])])])
    .refine((ids) => ids.length > 0, { message: 'orderid or orderids is required' }),
  async handler({ db }, ids) {
    const { rows } = await db.query<Row>(
      `select m.*, p.code as product_code, p.product as product_name, v.description as vat_description
         from purchase_order_manual_lines m join products p on p.id = m.product_id left join vat_codes v on v.code = m.vat_code
        where m.purchase_order_id = any($1::int[]) order by m.purchase_order_id, m.id`,
      [ids],
    );
    return { Items: rows.map(manualItem) };
  },
});

const fields = {
  product: id(),
  quantity: commaDecimal(),
  price: commaDecimal(),
  amount: optional(decimal()),
  btw_amount: optional(text({ max: 40 })),
  reportingdate: optional(dateField()),
  description: text({ max: 1000 }),
  vat: text({ max: 10 }),
};

/** A price or quantity as the form sends it: a decimal comma becomes a point (spec 02 §5). */
function commaDecimal() {
  return z.preprocess((v) => (typeof v === 'string' ? v.replace(',', '.') : v), decimal({ min: 0 }));
}

interface ManualInput {
  product: number;
  quantity: string;
  price: string;
  reportingdate?: string;
  description: string;
  vat: string;
}

/** Checks product and VAT code; answers the values to store (amount and VAT amount computed). */
async function values(db: Queryable, input: ManualInput) {
  if (!(await db.query('select 1 from products where id = $1', [input.product])).rows.length) return refuse(M.productNotFound);
  const percentage = await vatPercentage(db, input.vat);
  if (percentage === null) return refuse(M.vatCodeNotFound);
  const { rows } = await db.query<{ amount: string; vat: string }>(
    'select round($1::numeric * $2::numeric, 2)::text as amount, round(round($1::numeric * $2::numeric, 2) * $3::numeric / 100, 2)::text as vat',
    [input.price, input.quantity, percentage],
  );
  const computed = required(rows[0], 'the computed amounts');
  return [input.product, input.quantity, input.price, computed.amount, input.vat, computed.vat, input.reportingdate ?? null, input.description];
}

export const postPurchaseManualLine = defineProcedure({
  application: 'backoffice',
  name: 'postPurchaseManualLine',
  kind: 'write',
  payload: body({ orderid: id(), ...fields }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const order = await checkEditable(tx, input.orderid);
      if (isRefusal(order)) return order;
      const row = await values(tx, input);
      if (!Array.isArray(row)) return row;
      const { rows } = await tx.query<{ id: number }>(
        `insert into purchase_order_manual_lines (purchase_order_id, product_id, quantity, price, amount, vat_code, vat_amount, reporting_date, description)
         values ($1, $2, $3::numeric, $4::numeric, $5::numeric, $6, $7::numeric, $8, $9) returning id`,
        [order.id, ...row],
      );
      return { NewId: required(rows[0], 'the new manual line').id };
    });
  },
});

export const putPurchaseManualLine = defineProcedure({
  application: 'backoffice',
  name: 'putPurchaseManualLine',
  kind: 'write',
  payload: body({ id: id(), orderid: optional(id()), ...fields }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const found = await tx.query<{ purchase_order_id: number }>('select purchase_order_id from purchase_order_manual_lines where id = $1', [input.id]);
      const [line] = found.rows;
      if (!line || (input.orderid && line.purchase_order_id !== input.orderid)) return refuse(M.manualLineNotFound);
      const order = await checkEditable(tx, line.purchase_order_id);
      if (isRefusal(order)) return order;
      const row = await values(tx, input);
      if (!Array.isArray(row)) return row;
      await tx.query(
        `update purchase_order_manual_lines set product_id = $2, quantity = $3::numeric, price = $4::numeric, amount = $5::numeric, vat_code = $6,
                vat_amount = $7::numeric, reporting_date = $8, description = $9 where id = $1`,
        [input.id, ...row],
      );
      return {};
    });
  },
});

export const deletePurchaseManualLine = defineProcedure({
  application: 'backoffice',
  name: 'deletePurchaseManualLine',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db }, { id: lineId }) {
    return db.transaction(async (tx) => {
      const found = await tx.query<{ purchase_order_id: number }>('select purchase_order_id from purchase_order_manual_lines where id = $1', [lineId]);
      const [line] = found.rows;
      if (!line) return refuse(M.manualLineNotFound);
      const order = await checkEditable(tx, line.purchase_order_id);
      if (isRefusal(order)) return order;
      await tx.query('delete from purchase_order_manual_lines where id = $1', [lineId]);
      return {};
    });
  },
});

export const manualLineProcedures = [getPurchaseManualLines, postPurchaseManualLine, putPurchaseManualLine, deletePurchaseManualLine];

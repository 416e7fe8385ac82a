/** Free text lines of a sales order. */
import { required } from '../../lib/required';
import { defineProcedure, refuse } from '../registry';
import { body, id, text } from '../validation';
import { checkOpen, orderIds, SalesOrderMessages as M } from './shared';

export const getSalesOrderTextLines = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrderTextLines',
  kind: 'read',
  payload: orderIds('salesorderheaderid', 'salesorderheaderids'),
  async handler({ db }, ids) {
    const { rows } = await db.query<{ id: number; sales_order_id: number; text: string }>(
      'select id, sales_order_id, text from sales_order_text_lines where sales_order_id = any($1::int[]) order by sales_order_id, id',
      [ids],
    );
    return { Items: rows.map((r) => ({ id: r.id, salesorderheaderid: r.sales_order_id, text: r.text, description: r.text })) };
  },
});

export const postSalesOrderTextLine = defineProcedure({
  application: 'backoffice',
  name: 'postSalesOrderTextLine',
  kind: 'write',
  payload: body({ salesorderheaderid: id(), text: text({ max: 2000 }) }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const closed = await checkOpen(tx, input.salesorderheaderid);
      if (closed) return closed;
      const { rows } = await tx.query<{ id: number }>('insert into sales_order_text_lines (sales_order_id, text) values ($1, $2) returning id', [
        input.salesorderheaderid,
        input.text,
      ]);
      return { NewId: required(rows[0], 'the new text line').id };
    });
  },
});

/** Finds a text line's order and checks its lock; answers the refusal or null. */
async function checkTextLine(db: Parameters<typeof checkOpen>[0], lineId: number) {
  const { rows } = await db.query<{ sales_order_id: number }>('select sales_order_id from sales_order_text_lines where id = $1', [lineId]);
  const [line] = rows;
  if (!line) return refuse(M.textLineNotFound);
  return checkOpen(db, line.sales_order_id);
}

export const putSalesOrderTextLine = defineProcedure({
  application: 'backoffice',
  name: 'putSalesOrderTextLine',
  kind: 'write',
  payload: body({ id: id(), text: text({ max: 2000 }) }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const refused = await checkTextLine(tx, input.id);
      if (refused) return refused;
      await tx.query('update sales_order_text_lines set text = $2 where id = $1', [input.id, input.text]);
      return {};
    });
  },
});

export const deleteSalesOrderTextLine = defineProcedure({
  application: 'backoffice',
  name: 'deleteSalesOrderTextLine',
  kind: 'write',
  payload: body({ id: id() }),
  async handler({ db }, input) {
    return db.transaction(async (tx) => {
      const refused = await checkTextLine(tx, input.id);
      if (refused) return refused;
      await tx.query('delete from sales_order_text_lines where id = $1', [input.id]);
      return {};
    });
  },
});

export const textLineProcedures = [getSalesOrderTextLines, postSalesOrderTextLine, putSalesOrderTextLine, deleteSalesOrderTextLine];

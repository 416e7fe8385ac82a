/** Documents of a purchase invoice (files uploaded through /api/factory/upload-file). */
import { defineProcedure, refuse } from '../registry';
import { str } from '../answers';
import { body, id, idList, optional } from '../validation';
import { PurchaseOrderMessages as M } from './shared';

export const getPurchaseDocuments = defineProcedure({
  application: 'backoffice',
  name: 'getPurchaseDocuments',
  kind: 'read',
  payload: body({ orderid: optional(id()), orderids: optional(idList()) })
    .transform((p) => [...new Set([...(p.orderid ? [p.orderid] : []), ...((p.orderids as number[] | undefined) ?? [])])])
    .refine((ids) => ids.length > 0, { message: 'orderid or orderids is required' }),
  async handler({ db }, ids) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select d.purchase_order_id, d.file_id, f.name from purchase_order_documents d join files f on f.id = d.file_id
        where d.purchase_order_id = any($1::int[]) order by d.purchase_order_id, d.file_id`,
      [ids],
    );
    return { Items: rows.map((r) => ({ orderid: r.purchase_order_id, FileStorageId: r.file_id, FileName: str(r.name) })) };
  },
});

/** Attaches an uploaded file (also to a booked invoice: the scanned invoice may come later). */
export const postPurchaseDocument = defineProcedure({
  application: 'backoffice',
  name: 'postPurchaseDocument',
  kind: 'write',
  payload: body({ purchaseid: id(), fileid: id() }),
  async handler({ db }, { purchaseid, fileid }) {
    return db.transaction(async (tx) => {
      if (!(await tx.query('select 1 from purchase_orders where id = $1', [purchaseid])).rows.length) return refuse(M.notFound);
      if (!(await tx.query('select 1 from files where id = $1', [fileid])).rows.length) return refuse(M.fileNotFound);
      await tx.query('insert into purchase_order_documents (purchase_order_id, file_id) values ($1, $2) on conflict do nothing', [purchaseid, fileid]);
      return {};
    });
  },
});

export const deletePurchaseDocument = defineProcedure({
  application: 'backoffice',
  name: 'deletePurchaseDocument',
  kind: 'write',
  payload: body({ filestorageid: id(), purchaseid: optional(id()) }),
  async handler({ db }, { filestorageid, purchaseid }) {
    const { rowCount } = await db.query('delete from purchase_order_documents where file_id = $1 and ($2::integer is null or purchase_order_id = $2)', [
      filestorageid,
      purchaseid ?? null,
    ]);
    return rowCount ? {} : refuse(M.documentNotFound);
  },
});

export const documentProcedures = [getPurchaseDocuments, postPurchaseDocument, deletePurchaseDocument];

/** Documents attached to a sales order (files uploaded through /api/factory/upload-file). */
import { defineProcedure, refuse } from '../registry';
import { body, id, optional } from '../validation';
import { orderIds, SalesOrderMessages as M } from './shared';
import { str } from '../answers';

export const getSalesOrderDocuments = defineProcedure({
  application: 'backoffice',
  name: 'getSalesOrderDocuments',
  kind: 'read',
  payload: orderIds(),
  async handler({ db }, ids) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select d.sales_order_id, d.file_id, f.name, d.document_type_id, dt.name as type_name
         from sales_order_documents d join files f on f.id = d.file_id left join document_types dt on dt.id = d.document_type_id
        where d.sales_order_id = any($1::int[]) order by d.sales_order_id, d.file_id`,
      [ids],
    );
    return {
      Items: rows.map((r) => ({
        orderid: r.sales_order_id,
        FileStorageId: r.file_id,
        FileName: str(r.name),
        DocumentTypeId: r.document_type_id ?? null,
        DocumentType: str(r.type_name),
      })),
    };
  },
});

/** Attaches a file with a document type; attaching the same file again changes its type. */
export const postSalesOrderDocument = defineProcedure({
  application: 'backoffice',
  name: 'postSalesOrderDocument',
  kind: 'write',
  payload: body({ orderid: id(), fileid: id(), typeid: optional(id()) }),
  async handler({ db }, { orderid, fileid, typeid }) {
    return db.transaction(async (tx) => {
      if (!(await tx.query('select 1 from sales_orders where id = $1', [orderid])).rows.length) return refuse(M.notFound);
      if (!(await tx.query('select 1 from files where id = $1', [fileid])).rows.length) return refuse(M.fileNotFound);
      if (typeid && !(await tx.query('select 1 from document_types where id = $1', [typeid])).rows.length) return refuse(M.documentTypeNotFound);
      await tx.query(
        `insert into sales_order_documents (sales_order_id, file_id, document_type_id) values ($1, $2, $3)
         on conflict (sales_order_id, file_id) do update set document_type_id = excluded.document_type_id`,
        [orderid, fileid, typeid ?? null],
      );
      return {};
    });
  },
});

/** Detaches a file from its order (the stored file stays downloadable by id). */
export const deleteSalesOrderDocument = defineProcedure({
  application: 'backoffice',
  name: 'deleteSalesOrderDocument',
  kind: 'write',
  payload: body({ filestorageid: id(), orderid: optional(id()) }),
  async handler({ db }, { filestorageid, orderid }) {
    const { rowCount } = await db.query('delete from sales_order_documents where file_id = $1 and ($2::integer is null or sales_order_id = $2)', [
      filestorageid,
      orderid ?? null,
    ]);
    return rowCount ? {} : refuse(M.documentNotFound);
  },
});

export const documentProcedures = [getSalesOrderDocuments, postSalesOrderDocument, deleteSalesOrderDocument];

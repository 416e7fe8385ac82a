/**
 * Products (application backoffice): the list and detail, create, copy, update and delete with
 * their duplicate check, documents, and sending a product to the accounting package.
 *
 * A product may not be deleted once it is used on an order line or booked in the accounting
 * package; the list says so per row (DeleteButton 'False').
 */
import type { Queryable } from '../../db';
import { jsonRows, jsonText } from '../../lib/json-rows';
import { required } from '../../lib/required';
import { defineProcedure, refuse, type Procedure } from '../registry';
import { id, optional, payload, text } from '../validation';
import { productIdsPayload } from './fields';
import { ProductMessages, PRODUCT_ITEMS, PRODUCT_ORDER } from './rows';
import { productFields, changeFields, exists, checkReferences, duplicates, insertProduct, storedProduct, merge, type ProductValues } from './values';

export const getProducts = defineProcedure({
  application: 'backoffice',
  name: 'getProducts',
  kind: 'read',
  payload: payload({}),
  async handler({ db }) {
    return { Items: await jsonText(db, PRODUCT_ITEMS, [], PRODUCT_ORDER) };
  },
});

export const getProduct = defineProcedure({
  application: 'backoffice',
  name: 'getProduct',
  kind: 'read',
  payload: payload({ id: id() }),
  async handler({ db }, { id: productId }) {
    const items = await jsonRows(db, `${PRODUCT_ITEMS} where p.id = $1`, [productId]);
    return items.length ? { Items: items } : refuse(ProductMessages.notFound);
  },
});

export const checkDuplicateProduct = defineProcedure({
  application: 'backoffice',
  name: 'checkDuplicateProduct',
  kind: 'read',
  payload: payload({ product: text({ max: 200 }), suppliercode: text({ max: 40 }), customercode: text({ max: 40 }), id: optional(id()) }),
  async handler({ db }, p) {
    const rows = await duplicates(db, p.product, p.suppliercode, p.customercode, p.id ?? 0);
    return { Items: rows.map((r) => ({ Id: r.id, Productcode: r.code, Message: ProductMessages.duplicate })) };
  },
});

export const postProduct = defineProcedure({
  application: 'backoffice',
  name: 'postProduct',
  kind: 'write',
  payload: payload(productFields),
  async handler({ db }, p) {
    const values: ProductValues = {
      ...p,
      description: p.description ?? null,
      note: p.note ?? null,
      approver: p.approver ?? null,
      producttype: p.producttype ?? null,
      concentration: p.Concentration ?? null,
      addition: p.addition ?? null,
    };
    return db.transaction(async (tx) => {
      const refusal = await checkReferences(tx, values);
      if (refusal) return refusal;
      if ((await duplicates(tx, values.product, values.supplier, values.customer)).length) return refuse(ProductMessages.duplicate);
      return { NewId: await insertProduct(tx, values) };
    });
  },
});

export const putProduct = defineProcedure({
  application: 'backoffice',
  name: 'putProduct',
  kind: 'write',
  payload: payload({ id: id(), ...changeFields }),
  async handler({ db }, { id: productId, ...changes }) {
    return db.transaction(async (tx) => {
      const stored = await storedProduct(tx, productId);
      if (!stored) return refuse(ProductMessages.notFound);
      const v = merge(stored, changes);
      const refusal = await checkReferences(tx, v);
      if (refusal) return refusal;
      if ((await duplicates(tx, v.product, v.supplier, v.customer, productId)).length) return refuse(ProductMessages.duplicate);
      await tx.query(
        `update products set supplier_code = $2, customer_code = $3, product = $4, description = $5, sales_unit = $6, purchase_unit = $7,
                product_group = $8, product_type = $9, kilogram = $10, note = $11, concentration = $12, addition = $13, approver_id = $14
          where id = $1`,
        [
          productId,
          v.supplier,
          v.customer,
          v.product,
          v.description,
          v.salesunit,
          v.purchaseunit,
          v.productgroup,
          v.producttype,
          v.kilogram,
          v.note,
          v.concentration,
          v.addition,
          v.approver,
        ],
      );
      return {};
    });
  },
});

/**
 * A new product from an existing one: the given fields override the source's. The copy gets the
 * source's documents and its latest prices (newest-dated purchase and sales price, newest transport
 * price per transporter and pricing type), not approved; it is not booked.
 */
export const copyProduct = defineProcedure({
  application: 'backoffice',
  name: 'copyProduct',
  kind: 'write',
  payload: payload({ id: id(), ...changeFields }),
  async handler({ db }, { id: sourceId, ...changes }) {
    return db.transaction(async (tx) => {
      const source = await storedProduct(tx, sourceId);
      if (!source) return refuse(ProductMessages.notFound);
      const v = merge(source, changes);
      const refusal = await checkReferences(tx, v);
      if (refusal) return refusal;
      if ((await duplicates(tx, v.product, v.supplier, v.customer)).length) return refuse(ProductMessages.duplicate);
      const newId = await insertProduct(tx, v);
      await tx.query('insert into product_documents (product_id, file_id) select $2, file_id from product_documents where product_id = $1', [sourceId, newId]);
      for (const table of ['purchase_prices', 'sales_prices']) {
        await tx.query(
          `insert into ${table} (product_id, start_date, end_date, price, pricing_type)
           select $2, start_date, end_date, price, pricing_type from ${table} where product_id = $1 order by start_date desc, id desc limit 1`,
          [sourceId, newId],
        );
      }
      await tx.query(
        `insert into transport_prices (product_id, transporter_code, pricing_type, start_date, end_date, price)
         select distinct on (transporter_code, pricing_type) $2::int, transporter_code, pricing_type, start_date, end_date, price
           from transport_prices where product_id = $1 order by transporter_code, pricing_type, start_date desc, id desc`,
        [sourceId, newId],
      );
      return { NewId: newId };
    });
  },
});

export const deleteProduct = defineProcedure({
  application: 'backoffice',
  name: 'deleteProduct',
  kind: 'write',
  payload: payload({ id: id() }),
  async handler({ db }, { id: productId }) {
    return db.transaction(async (tx) => {
      const stored = await storedProduct(tx, productId);
      if (!stored) return refuse(ProductMessages.notFound);
      if (await exists(tx, 'select 1 from sales_order_lines where product_id = $1', productId)) return refuse(ProductMessages.usedOnOrder);
      if (stored.exact_booking) return refuse(ProductMessages.bookedNoDelete);
      await tx.query('delete from products where id = $1', [productId]);
      return {};
    });
  },
});

export const postProductDocument = defineProcedure({
  application: 'backoffice',
  name: 'postProductDocument',
  kind: 'write',
  payload: payload({ productId: id(), FileId: id() }),
  async handler({ db }, { productId, FileId }) {
    if (!(await exists(db, 'select 1 from products where id = $1', productId))) return refuse(ProductMessages.notFound);
    if (!(await exists(db, 'select 1 from files where id = $1', FileId))) return refuse(ProductMessages.fileNotFound);
    await db.query('insert into product_documents (product_id, file_id) values ($1, $2) on conflict do nothing', [productId, FileId]);
    return {};
  },
});

/** `{productId}`, or `{productIds}` for several products at once (the gateway batches). */
export const getProductDocuments = defineProcedure({
  application: 'backoffice',
  name: 'getProductDocuments',
  kind: 'read',
  payload: productIdsPayload('productId', 'productIds'),
  async handler({ db }, productIds) {
    const { rows } = await db.query<{ product_id: number; file_id: number; name: string }>(
      'select d.product_id, d.file_id, f.name from product_documents d join files f on f.id = d.file_id where d.product_id = any($1::int[]) order by d.product_id, f.name, f.id',
      [productIds],
    );
    return { Items: rows.map((r) => ({ ProductId: r.product_id, FileStorageId: r.file_id, FileName: r.name })) };
  },
});

/** The next booking number of the accounting package (numbers from 700001 up). */
export async function nextBookingNumber(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ n: string }>(
    "select (coalesce(max(exact_booking::bigint), 700000) + 1)::text as n from products where exact_booking ~ '^[0-9]{1,15}$'",
  );
  return required(rows[0], 'the next booking number').n;
}

/** Sends a product to the accounting package: it gets a booking number; once only. */
export const sendProductToExact = defineProcedure({
  application: 'backoffice',
  name: 'sendProductToExact',
  kind: 'write',
  payload: payload({ productid: id() }),
  async handler({ db }, { productid }) {
    return db.transaction(async (tx) => {
      const stored = await storedProduct(tx, productid);
      if (!stored) return refuse(ProductMessages.notFound);
      if (stored.exact_booking) return refuse(ProductMessages.alreadyBooked);
      const booking = await nextBookingNumber(tx);
      await tx.query('update products set exact_booking = $2 where id = $1', [productid, booking]);
      return { Items: [{ ExactBooking: booking }] };
    });
  },
});

export const procedures: Procedure[] = [
  getProducts,
  getProduct,
  checkDuplicateProduct,
  postProduct,
  putProduct,
  copyProduct,
  deleteProduct,
  postProductDocument,
  getProductDocuments,
  sendProductToExact,
];

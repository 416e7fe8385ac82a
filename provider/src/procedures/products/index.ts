/**
 * Products (application backoffice): the list and detail, create, copy, update and delete with
 * their duplicate check, documents, and sending a product to the accounting package.
 *
 * A product may not be deleted once it is used on an order line or booked in the accounting
 * package; the list says so per row (DeleteButton 'False').
 */
import type { Queryable } from '../../db';
import { defineProcedure, refuse, type Procedure, type Refusal } from '../registry';
import { decimal, id, integer, optional, payload, text } from '../validation';
import { clearableText, num, productIdsPayload } from './fields';

export const ProductMessages = {
  notFound: 'Product not found',
  duplicate: 'Duplicated Product!',
  supplierNotFound: 'Supplier not found',
  customerNotFound: 'Customer not found',
  unitNotFound: 'Unit not found',
  groupNotFound: 'Product group not found',
  typeNotFound: 'Product type not found',
  approverNotFound: 'Approver not found',
  fileNotFound: 'File not found',
  usedOnOrder: 'The product is used on an order line and cannot be deleted',
  bookedNoDelete: 'The product is booked in the accounting package and cannot be deleted',
  alreadyBooked: 'The product is already booked in the accounting package',
} as const;

/** One product row with everything the list and the detail answer. */
export const PRODUCT_SELECT = `
  select p.id, p.code, p.product, p.description, p.supplier_code, s.name as supplier_name,
         p.customer_code, c.name as customer_name, p.product_group, g.name as product_group_name,
         p.product_type, t.name as product_type_name, p.sales_unit, su.name as sales_unit_name,
         p.purchase_unit, pu.name as purchase_unit_name, p.kilogram, p.note, p.concentration, p.addition,
         p.approver_id, u.user_name as approver_user_name, p.temporary, p.exact_booking,
         (select sp.price from sales_prices sp where sp.product_id = p.id order by sp.start_date desc, sp.id desc limit 1) as sales_price,
         (select pp.price from purchase_prices pp where pp.product_id = p.id order by pp.start_date desc, pp.id desc limit 1) as purchase_price,
         exists (select 1 from sales_order_lines l where l.product_id = p.id) as used
    from products p
    join suppliers s on s.code = p.supplier_code
    join customers c on c.code = p.customer_code
    join product_groups g on g.code = p.product_group
    join units su on su.code = p.sales_unit
    join units pu on pu.code = p.purchase_unit
    left join product_types t on t.id = p.product_type
    left join users u on u.id = p.approver_id`;

export interface ProductRow {
  id: number;
  code: string;
  product: string;
  description: string | null;
  supplier_code: string;
  supplier_name: string;
  customer_code: string;
  customer_name: string;
  product_group: string;
  product_group_name: string;
  product_type: number | null;
  product_type_name: string | null;
  sales_unit: string;
  sales_unit_name: string;
  purchase_unit: string;
  purchase_unit_name: string;
  kilogram: string;
  note: string | null;
  concentration: string | null;
  addition: string | null;
  approver_id: string | null;
  approver_user_name: string | null;
  temporary: boolean;
  exact_booking: string | null;
  sales_price: string | null;
  purchase_price: string | null;
  used: boolean;
}

/** The answer's shape of a product, the list's field names (spec 01 §3) with the detail's extras. */
export function productItem(row: ProductRow) {
  return {
    id: row.id,
    Productcode: row.code,
    Product: row.product,
    Description: row.description ?? '',
    Supplier: row.supplier_name,
    SupplierCode: row.supplier_code,
    Customer: row.customer_name,
    CustomerCode: row.customer_code,
    Productgroup: row.product_group_name,
    ProductGroupCode: row.product_group,
    ProductType: row.product_type,
    ProductTypeName: row.product_type_name ?? '',
    SalesUnit: row.sales_unit_name,
    SalesUnitCode: row.sales_unit,
    PurchaseUnit: row.purchase_unit_name,
    PurchaseUnitCode: row.purchase_unit,
    SalesPrice: num(row.sales_price),
    PurchasePrice: num(row.purchase_price),
    Kilogram: num(row.kilogram),
    Note: row.note ?? '',
    Concentration: row.concentration ?? '',
    Addition: row.addition ?? '',
    Approver: row.approver_id ?? '',
    ApproverUserName: row.approver_user_name ?? '',
    Temporary: row.temporary,
    ExactBooking: row.exact_booking ?? '',
    DeleteButton: row.used || row.exact_booking ? 'False' : 'True',
  };
}

/** The fields of a product's form; the required ones per spec 01 §5 (product too: it names the product). */
const productFields = {
  supplier: text({ max: 40 }),
  customer: text({ max: 40 }),
  product: text({ max: 200 }),
  description: optional(text({ max: 400 })),
  salesunit: text({ max: 20 }),
  productgroup: text({ max: 20 }),
  purchaseunit: text({ max: 20 }),
  kilogram: decimal({ min: 0 }),
  note: optional(text()),
  approver: optional(text({ max: 100 })),
  producttype: optional(integer({ min: 1, max: 2147483647 })),
  concentration: optional(text({ max: 200 })),
  addition: optional(text({ max: 200 })),
};

/** The same fields, each optional, for an update or a copy (absent keeps the current value). */
const changeFields = {
  supplier: optional(text({ max: 40 })),
  customer: optional(text({ max: 40 })),
  product: optional(text({ max: 200 })),
  description: clearableText(400),
  salesunit: optional(text({ max: 20 })),
  productgroup: optional(text({ max: 20 })),
  purchaseunit: optional(text({ max: 20 })),
  kilogram: optional(decimal({ min: 0 })),
  note: clearableText(),
  approver: optional(text({ max: 100 })),
  producttype: optional(integer({ min: 1, max: 2147483647 })),
  concentration: clearableText(200),
  addition: clearableText(200),
};

interface ProductValues {
  supplier: string;
  customer: string;
  product: string;
  description: string | null;
  salesunit: string;
  productgroup: string;
  purchaseunit: string;
  kilogram: string;
  note: string | null;
  approver: string | null;
  producttype: number | null;
  concentration: string | null;
  addition: string | null;
}

async function exists(db: Queryable, sql: string, value: unknown): Promise<boolean> {
  return (await db.query(sql, [value])).rows.length > 0;
}

/** The references of a product's values exist; answers the first refusal. */
async function checkReferences(db: Queryable, v: ProductValues): Promise<Refusal | null> {
  if (!(await exists(db, 'select 1 from suppliers where code = $1', v.supplier))) return refuse(ProductMessages.supplierNotFound);
  if (!(await exists(db, 'select 1 from customers where code = $1', v.customer))) return refuse(ProductMessages.customerNotFound);
  if (!(await exists(db, 'select 1 from units where code = $1', v.salesunit))) return refuse(ProductMessages.unitNotFound);
  if (!(await exists(db, 'select 1 from units where code = $1', v.purchaseunit))) return refuse(ProductMessages.unitNotFound);
  if (!(await exists(db, 'select 1 from product_groups where code = $1', v.productgroup))) return refuse(ProductMessages.groupNotFound);
  if (v.producttype !== null && !(await exists(db, 'select 1 from product_types where id = $1', v.producttype))) return refuse(ProductMessages.typeNotFound);
  if (v.approver && !(await exists(db, 'select 1 from users where id = $1 and is_active', v.approver))) return refuse(ProductMessages.approverNotFound);
  return null;
}

/** Products with the same product (case-insensitive), supplier and customer, other than `exceptId`. */
async function duplicates(db: Queryable, product: string, supplier: string, customer: string, exceptId = 0) {
  const { rows } = await db.query<{ id: number; code: string }>(
    'select id, code from products where lower(product) = lower($1) and supplier_code = $2 and customer_code = $3 and id <> $4 order by id',
    [product, supplier, customer, exceptId],
  );
  return rows;
}

async function nextProductCode(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ n: number }>(
    "select coalesce(max(substring(code from 2)::int), 10000)::int + 1 as n from products where code ~ '^P[0-9]+$'",
  );
  return `P${String(rows[0].n).padStart(6, '0')}`;
}

async function insertProduct(db: Queryable, v: ProductValues): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group,
                           product_type, kilogram, note, concentration, addition, approver_id)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) returning id`,
    [await nextProductCode(db), v.supplier, v.customer, v.product, v.description, v.salesunit, v.purchaseunit, v.productgroup, v.producttype ?? 1, v.kilogram, v.note, v.concentration, v.addition, v.approver],
  );
  return rows[0].id;
}

interface StoredProduct {
  id: number;
  supplier_code: string;
  customer_code: string;
  product: string;
  description: string | null;
  sales_unit: string;
  purchase_unit: string;
  product_group: string;
  product_type: number | null;
  kilogram: string;
  note: string | null;
  concentration: string | null;
  addition: string | null;
  approver_id: string | null;
  exact_booking: string | null;
}

async function storedProduct(db: Queryable, productId: number): Promise<StoredProduct | null> {
  const { rows } = await db.query<StoredProduct>('select * from products where id = $1', [productId]);
  return rows[0] ?? null;
}

/** A stored product's values, overridden by the changes given (undefined keeps, null clears). */
function merge(stored: StoredProduct, changes: Partial<Record<keyof ProductValues, unknown>>): ProductValues {
  const pick = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
  return {
    supplier: pick(changes.supplier as string | undefined, stored.supplier_code),
    customer: pick(changes.customer as string | undefined, stored.customer_code),
    product: pick(changes.product as string | undefined, stored.product),
    description: pick(changes.description as string | null | undefined, stored.description),
    salesunit: pick(changes.salesunit as string | undefined, stored.sales_unit),
    productgroup: pick(changes.productgroup as string | undefined, stored.product_group),
    purchaseunit: pick(changes.purchaseunit as string | undefined, stored.purchase_unit),
    kilogram: pick(changes.kilogram as string | undefined, stored.kilogram),
    note: pick(changes.note as string | null | undefined, stored.note),
    // non-administrators send an empty approver: that keeps the current one
    approver: pick(changes.approver as string | undefined, stored.approver_id),
    producttype: pick(changes.producttype as number | undefined, stored.product_type),
    concentration: pick(changes.concentration as string | null | undefined, stored.concentration),
    addition: pick(changes.addition as string | null | undefined, stored.addition),
  };
}

export const getProducts = defineProcedure({
  application: 'backoffice',
  name: 'getProducts',
  kind: 'read',
  payload: payload({}),
  async handler({ db }) {
    const { rows } = await db.query<ProductRow>(`${PRODUCT_SELECT} order by p.code`);
    return { Items: rows.map(productItem) };
  },
});

export const getProduct = defineProcedure({
  application: 'backoffice',
  name: 'getProduct',
  kind: 'read',
  payload: payload({ id: id() }),
  async handler({ db }, { id: productId }) {
    const { rows } = await db.query<ProductRow>(`${PRODUCT_SELECT} where p.id = $1`, [productId]);
    return rows.length ? { Items: rows.map(productItem) } : refuse(ProductMessages.notFound);
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
      concentration: p.concentration ?? null,
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
        [productId, v.supplier, v.customer, v.product, v.description, v.salesunit, v.purchaseunit, v.productgroup, v.producttype, v.kilogram, v.note, v.concentration, v.addition, v.approver],
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
  return rows[0].n;
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

export const productProcedures: Procedure[] = [
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

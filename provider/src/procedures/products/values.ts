// A product's form values: their fields, reference and duplicate checks, code, insert, and merge with a stored product.
import type { Queryable } from '../../db';
import { required } from '../../lib/required';
import { refuse, type Refusal } from '../registry';
import { decimal, integer, optional, text } from '../validation';
import { clearableText } from './fields';
import { ProductMessages } from './rows';

/** The fields of a product's form; the required ones per spec 01 §5 (product too: it names the product). */
export const productFields = {
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
  // spelt as the spec's payload spells it (01 §3 Product form/payload)
  Concentration: optional(text({ max: 200 })),
  addition: optional(text({ max: 200 })),
};

/** The same fields, each optional, for an update or a copy (absent keeps the current value). */
export const changeFields = {
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
  Concentration: clearableText(200),
  addition: clearableText(200),
};

export interface ProductValues {
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

export async function exists(db: Queryable, sql: string, value: unknown): Promise<boolean> {
  return (await db.query(sql, [value])).rows.length > 0;
}

/** The references of a product's values exist; answers the first refusal. */
export async function checkReferences(db: Queryable, v: ProductValues): Promise<Refusal | null> {
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
export async function duplicates(db: Queryable, product: string, supplier: string, customer: string, exceptId = 0) {
  const { rows } = await db.query<{ id: number; code: string }>(
    'select id, code from products where lower(product) = lower($1) and supplier_code = $2 and customer_code = $3 and id <> $4 order by id',
    [product, supplier, customer, exceptId],
  );
  return rows;
}

export async function nextProductCode(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ n: number }>(
    "select coalesce(max(substring(code from 2)::int), 10000)::int + 1 as n from products where code ~ '^P[0-9]+$'",
  );
  return `P${String(required(rows[0], 'the next product code').n).padStart(6, '0')}`;
}

export async function insertProduct(db: Queryable, v: ProductValues): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group,
                           product_type, kilogram, note, concentration, addition, approver_id)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) returning id`,
    [
      await nextProductCode(db),
      v.supplier,
      v.customer,
      v.product,
      v.description,
      v.salesunit,
      v.purchaseunit,
      v.productgroup,
      v.producttype ?? 1,
      v.kilogram,
      v.note,
      v.concentration,
      v.addition,
      v.approver,
    ],
  );
  return required(rows[0], 'the new product').id;
}

export interface StoredProduct {
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

export async function storedProduct(db: Queryable, productId: number): Promise<StoredProduct | null> {
  const { rows } = await db.query<StoredProduct>('select * from products where id = $1', [productId]);
  return rows[0] ?? null;
}

/** A stored product's values, overridden by the changes given (undefined keeps, null clears). */
export function merge(stored: StoredProduct, changes: Partial<Record<keyof ProductValues | 'Concentration', unknown>>): ProductValues {
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
    concentration: pick(changes.Concentration as string | null | undefined, stored.concentration),
    addition: pick(changes.addition as string | null | undefined, stored.addition),
  };
}

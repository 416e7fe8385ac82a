/** What the sales order procedures share: messages, shipping fields, the order's existence check, owner ids. */
import type { Queryable } from '../../db';
import { refuse, type Refusal } from '../registry';
import { body, id, idList, optional, text } from '../validation';

export const SalesOrderMessages = {
  notFound: 'Sales order not found',
  customerNotFound: 'Customer not found',
  supplierNotFound: 'Supplier not found',
  shippingCompanyNotFound: 'Shipping company not found',
  referenceRequired: 'The customer reference is required (except for customer 99999998 Nog te plannen)',
  demurrageRequired: 'A supplier with demurrage needs a shipping company and a pickup reference',
  adminOnly: 'Only an Administrator may delete a sales order',
  lineNotFound: 'Sales order line not found',
  productNotFound: 'Product not found',
  transportNotFound: 'Transport not found',
  transporterNotFound: 'Transporter not found',
  pricingTypeRequired: 'Please set pricetype',
  textLineNotFound: 'Text line not found',
  documentNotFound: 'Document not found',
  fileNotFound: 'File not found',
  documentTypeNotFound: 'Document type not found',
} as const;

/** A line's or transport's shipping facts as a payload sends them (packing slip, container number, shipping document). */
export const shippingFields = () => ({
  packingslip: optional(text({ max: 100 })),
  container: optional(text({ max: 20 })),
  shipping: optional(text({ max: 100 })),
});

/**
 * Refuses when the order does not exist; answers null when the change may go ahead. A completed
 * order's parts are not locked here: the spec has no lock, the gateway keeps it (and its unlock).
 */
export async function checkOpen(db: Queryable, orderId: number): Promise<Refusal | null> {
  const { rows } = await db.query<{ id: number }>('select id from sales_orders where id = $1', [orderId]);
  return rows[0] ? null : refuse(SalesOrderMessages.notFound);
}

/**
 * `{orderid}` or `{orderids}` (an extension of the spec: the child lists of several orders in one
 * call, as a JSON array or comma-separated, at most 1000); answers the ids.
 */
export function orderIds(idField = 'orderid', listField = 'orderids') {
  return body({ [idField]: optional(id()), [listField]: optional(idList()) })
    .transform((p) => {
      const one = p[idField] as number | undefined;
      const many = (p[listField] as number[] | undefined) ?? [];
      return one === undefined ? many : [...new Set([one, ...many])];
    })
    .refine((ids) => ids.length > 0, { message: `${idField} or ${listField} is required` });
}

import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context';
import { userError, type RefusalRule } from '../../errors';
import type { SalesOrderFields, UserError } from '../../generated/graphql';
import type { SalesOrderHeader } from '../../provider/calls/salesOrders';
import { TO_BE_PLANNED_CUSTOMER } from '../../provider/codes';
import { suppliersLoader } from '../reference/loaders';

/** The provider's refusals that concern one field, and the completed-order lock (before the common rules). */
export const SALES_ORDER_REFUSALS: RefusalRule[] = [
  { pattern: /al gefactureerd|already invoiced/i, code: 'ORDER_COMPLETED' },
  { pattern: /customer reference/i, code: 'INVALID_INPUT', field: 'customerReference' },
  { pattern: /demurrage/i, code: 'INVALID_INPUT', field: 'shippingCompanyCode' },
  { pattern: /pricetype|pricing type/i, code: 'INVALID_INPUT', field: 'pricingType' },
  { pattern: /^customer not found/i, code: 'NOT_FOUND', field: 'customerCode' },
  { pattern: /^supplier not found/i, code: 'NOT_FOUND', field: 'supplierCode' },
  { pattern: /^shipping company not found/i, code: 'NOT_FOUND', field: 'shippingCompanyCode' },
  { pattern: /^product not found/i, code: 'NOT_FOUND', field: 'productId' },
  { pattern: /^transporter not found/i, code: 'NOT_FOUND', field: 'transporterCode' },
  { pattern: /^file not found/i, code: 'NOT_FOUND', field: 'fileId' },
  { pattern: /^document type not found/i, code: 'NOT_FOUND', field: 'documentTypeId' },
];

export const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * The form's rules (spec 02 §5), checked before the provider is asked: customer and supplier,
 * the reference unless the customer is 'Nog te plannen', shipping company and pickup reference
 * for a demurrage supplier. Answers the errors and the header to send (the arrival date only
 * for demurrage suppliers).
 */
export async function checkHeader(ctx: GatewayContext, order: SalesOrderFields): Promise<{ errors: UserError[]; header: SalesOrderHeader }> {
  const errors: UserError[] = [];
  if (blank(order.customerCode)) errors.push(userError('INVALID_INPUT', 'Choose a customer.', 'customerCode'));
  if (blank(order.supplierCode)) errors.push(userError('INVALID_INPUT', 'Choose a supplier.', 'supplierCode'));
  if (blank(order.customerReference) && order.customerCode !== TO_BE_PLANNED_CUSTOMER) {
    errors.push(userError('INVALID_INPUT', 'The customer reference is required (unless the customer is Nog te plannen).', 'customerReference'));
  }
  const supplier = blank(order.supplierCode) ? null : await ctx.loaders.use(suppliersLoader).load(order.supplierCode);
  if (!blank(order.supplierCode) && !supplier) errors.push(userError('NOT_FOUND', 'Unknown supplier.', 'supplierCode'));
  const demurrage = supplier?.hasDemurrage ?? false;
  if (demurrage && blank(order.shippingCompanyCode))
    errors.push(userError('INVALID_INPUT', 'A supplier with demurrage needs a shipping company.', 'shippingCompanyCode'));
  if (demurrage && blank(order.pickupReference))
    errors.push(userError('INVALID_INPUT', 'A supplier with demurrage needs a pickup reference.', 'pickupReference'));
  return { errors, header: { ...order, arrivalDate: demurrage ? order.arrivalDate : undefined } };
}

/** Quantities: not negative, at most three decimals (step 0.001). */
export function quantityErrors(values: Record<string, string>): UserError[] {
  return Object.entries(values)
    .filter(([, v]) => {
      const d = new Decimal(v);
      return d.isNegative() || d.decimalPlaces() > 3;
    })
    .map(([field]) => userError('INVALID_INPUT', 'Enter a quantity of at least 0 with at most three decimals.', field));
}

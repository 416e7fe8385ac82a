import { quantityRules, salesOrderHeaderRules } from '@backoffice/shared/rules/salesOrders';
import type { GatewayContext } from '../../context/context';
import { inputErrors, userError, type RefusalRule } from '../../errors/errors';
import type { SalesOrderFields, UserError } from '../../generated/graphql';
import type { SalesOrderHeader } from '../../provider/calls/salesOrders';
import type { SalesOrderLineRecord, SalesOrderRecord } from '../../provider/records';
import { lineAmount, sameDecimal } from '@backoffice/shared/decimal';
import { customersLoader, entryByName, shippingCompaniesLoader, suppliersLoader } from '../reference/loaders';

/** The provider's refusals that concern one field, and the completed-order lock (before the common rules). */
/** A packing slip or shipping document used on another order (salesOrders.checkPacking's words). */
export const PACKING_REFUSALS: RefusalRule[] = [
  {
    pattern: /^packing slip (.+) is already used for this product on sales order (\d+)/i,
    code: 'PACKING_SLIP_USED',
    field: 'packingSlip',
    facts: (m) => ({ number: m[1] ?? '', salesOrderId: m[2] ?? '' }),
  },
  {
    pattern: /^shipping document (.+) is already used for this product on sales order (\d+)/i,
    code: 'SHIPPING_DOCUMENT_USED',
    field: 'shippingDocument',
    facts: (m) => ({ number: m[1] ?? '', salesOrderId: m[2] ?? '' }),
  },
];

export const SALES_ORDER_REFUSALS: RefusalRule[] = [
  { pattern: /al gefactureerd|already invoiced/i, code: 'ORDER_COMPLETED' },
  ...PACKING_REFUSALS,
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
 * The form's rules (spec 02 §5, the shared sales-order rules), checked before the provider is
 * asked: customer and supplier, the reference unless the customer is 'Nog te plannen', shipping
 * company and pickup reference for a demurrage supplier; and the supplier must exist. Answers the
 * errors and the header to send (the arrival date only for demurrage suppliers).
 */
export async function checkHeader(ctx: GatewayContext, order: SalesOrderFields): Promise<{ errors: UserError[]; header: SalesOrderHeader }> {
  const supplier = blank(order.supplierCode) ? null : await ctx.loaders.use(suppliersLoader).load(order.supplierCode);
  const demurrage = supplier?.hasDemurrage ?? false;
  const errors = inputErrors(salesOrderHeaderRules(demurrage), order);
  if (!blank(order.supplierCode) && !supplier) errors.push(userError('NOT_FOUND', 'Unknown supplier.', 'supplierCode'));
  return { errors, header: { ...order, arrivalDate: demurrage ? order.arrivalDate : undefined } };
}

/** Quantities: given, not negative, at most three decimals (step 0.001), by the shared quantity rule. */
export function quantityErrors(values: Record<string, string>): UserError[] {
  return inputErrors(quantityRules(Object.keys(values)), values);
}

/**
 * Whether a line's purchase quantity was ever changed. Only the extraFields extension says so
 * (purchaseQuantityChanged); without it a purchase quantity other than the sales quantity counts as
 * changed (x-assumed), so that an edit never overwrites it by the sales quantity.
 */
export function purchaseQuantityChangedOf(
  extraFields: boolean,
  line: Pick<SalesOrderLineRecord, 'purchaseQuantityChanged' | 'purchaseQuantity' | 'salesQuantity'>,
): boolean {
  return extraFields ? line.purchaseQuantityChanged : !sameDecimal(line.purchaseQuantity, line.salesQuantity);
}

/**
 * The amounts an update sends (spec 02 §5, §7.1): sales amount = sales price × sales quantity; the
 * purchase amount is purchase price × sales quantity while the units are equal and the purchase
 * quantity was never changed, else purchase price × purchase quantity. Amounts the user gave win.
 */
export function lineAmounts(
  line: Pick<SalesOrderLineRecord, 'purchaseQuantity' | 'purchaseQuantityChanged' | 'salesUnitCode' | 'purchaseUnitCode'> | null,
  change: {
    salesQuantity: string;
    salesPrice: string;
    purchaseQuantity: string;
    purchasePrice: string;
    salesAmount?: string | null;
    purchaseAmount?: string | null;
  },
): { salesAmount: string; purchaseAmount: string } {
  const d = (v: string) => v.replace(',', '.');
  const changed = !line || line.purchaseQuantityChanged || !sameDecimal(d(change.purchaseQuantity), line.purchaseQuantity);
  const follows = line !== null && line.salesUnitCode === line.purchaseUnitCode && !changed;
  return {
    salesAmount: change.salesAmount || lineAmount(d(change.salesPrice), d(change.salesQuantity)),
    purchaseAmount: change.purchaseAmount || lineAmount(d(change.purchasePrice), d(follows ? change.salesQuantity : change.purchaseQuantity)),
  };
}

/**
 * An order the provider named a customer or shipping company of by name only, where several
 * dropdown entries share that name: an edit that sends no code for it is refused on the field, in
 * words, rather than the gateway picking one or sending a blank that would clear it.
 */
export async function ambiguousNameErrors(ctx: GatewayContext, current: SalesOrderRecord, order: SalesOrderFields): Promise<UserError[]> {
  const named = [
    {
      field: 'customerCode',
      code: current.customerCode,
      name: current.customerName,
      sent: order.customerCode,
      find: (name: string) => entryByName(ctx.loaders.use(customersLoader), name),
    },
    {
      field: 'shippingCompanyCode',
      code: current.shippingCompanyCode,
      name: current.shippingCompanyName,
      sent: order.shippingCompanyCode,
      find: (name: string) => entryByName(ctx.loaders.use(shippingCompaniesLoader), name),
    },
  ];
  const errors: UserError[] = [];
  for (const n of named) {
    if (!blank(n.code) || !n.name || !blank(n.sent)) continue;
    const found = await n.find(n.name);
    if (found && 'ambiguous' in found) {
      errors.push(userError('NAME_NOT_UNIQUE', `Several entries are called '${n.name}': choose the right one.`, n.field, { name: n.name }));
    }
  }
  return errors;
}

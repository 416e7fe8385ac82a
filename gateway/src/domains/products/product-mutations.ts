import { newIdOf } from '../../provider/client';
import Decimal from 'decimal.js';
import type { GatewayContext } from '../../context';
import { userError } from '../../errors';
import type { CreateProductInput, MutationResolvers, UpdateProductInput, UserError } from '../../generated/graphql';
import type { ProcedureResult } from '../../provider/client';
import { toProviderProductFields, type ProductRecord } from '../../provider/records';
import { isAdministrator } from '../../session/session';
import { productLoader, productDocumentsLoader } from './loaders';

export const DUPLICATED_PRODUCT = 'Duplicated Product!';

/** The form's required fields (spec 01 §5) and their names in the input. */
const REQUIRED: [keyof CreateProductInput, string][] = [
  ['supplierCode', 'Supplier'],
  ['customerCode', 'Customer'],
  ['name', 'Product'],
  ['salesUnitCode', 'Sales unit'],
  ['productGroupCode', 'Product group'],
  ['purchaseUnitCode', 'Purchase unit'],
];

/** Which input field a provider refusal concerns. */
const REFUSAL_FIELDS: [RegExp, string][] = [
  [/^supplier/i, 'supplierCode'],
  [/^customer/i, 'customerCode'],
  [/^unit/i, 'salesUnitCode'],
  [/^product group/i, 'productGroupCode'],
  [/^product type/i, 'productTypeId'],
  [/^approver/i, 'approverId'],
  [/^file/i, 'fileIds'],
];

export function productRefusal(result: ProcedureResult): UserError {
  const message = result.Message ?? 'The provider refused the change.';
  if (message === DUPLICATED_PRODUCT || /duplicat/i.test(message)) return userError('DUPLICATE', DUPLICATED_PRODUCT, 'name');
  if (/not found/i.test(message)) return userError('NOT_FOUND', message, REFUSAL_FIELDS.find(([re]) => re.test(message))?.[1] ?? null);
  return userError('REFUSED', message);
}

/** Create and copy: every required field filled, kilogram not negative, approver for administrators. */
function validateNew(input: CreateProductInput, admin: boolean): UserError[] {
  const errors: UserError[] = [];
  for (const [field, label] of REQUIRED) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') errors.push(userError('INVALID_INPUT', `${label} is required.`, field));
  }
  if (new Decimal(input.kilogram).isNegative()) errors.push(userError('INVALID_INPUT', 'Kilogram must not be negative.', 'kilogram'));
  if (admin && !input.approverId?.trim()) errors.push(userError('INVALID_INPUT', 'Approver is required.', 'approverId'));
  return errors;
}

/** Update: what is given must not be empty (free text may be, to clear it). */
function validateChange(input: UpdateProductInput): UserError[] {
  const errors: UserError[] = [];
  for (const [field, label] of REQUIRED) {
    const value = input[field as keyof UpdateProductInput];
    if (typeof value === 'string' && value.trim() === '') errors.push(userError('INVALID_INPUT', `${label} must not be empty.`, field));
  }
  if (input.kilogram && new Decimal(input.kilogram).isNegative()) errors.push(userError('INVALID_INPUT', 'Kilogram must not be negative.', 'kilogram'));
  return errors;
}

/** checkDuplicateProduct: success with no items means no duplicate (spec 01 §5). */
async function isDuplicate(ctx: GatewayContext, name: string, supplierCode: string, customerCode: string, exceptId?: string): Promise<boolean> {
  const payload: Record<string, unknown> = { product: name, suppliercode: supplierCode, customercode: customerCode };
  if (exceptId) payload.id = Number(exceptId);
  const result = await ctx.provider.execute('products.checkDuplicate', payload);
  return !result.Success || (result.Items ?? []).length > 0;
}

/** Links uploaded files to the product; a refused file is a userError on `fileIds.<index>`. */
async function attachFiles(ctx: GatewayContext, productId: string, fileIds: readonly string[] | null | undefined): Promise<UserError[]> {
  const errors: UserError[] = [];
  for (const [index, fileId] of (fileIds ?? []).entries()) {
    const result = await ctx.provider.execute('products.attachDocument', { productId: Number(productId), FileId: Number(fileId) });
    if (!result.Success) errors.push(userError(/not found/i.test(result.Message ?? '') ? 'NOT_FOUND' : 'REFUSED', result.Message ?? 'The file could not be attached.', `fileIds.${index}`));
  }
  if (fileIds?.length) ctx.loaders.use(productDocumentsLoader).clear(productId);
  return errors;
}

/** The product as the provider has it now (after a change). */
export async function freshProduct(ctx: GatewayContext, id: string): Promise<ProductRecord | null> {
  const loader = ctx.loaders.use(productLoader);
  loader.clear(id);
  return loader.load(id);
}

const isId = (id: string) => /^\d+$/.test(id);
const notFound = (field: string | null = null) => ({ product: null, userErrors: [userError('NOT_FOUND', 'Product not found', field)] });

export const productMutations: MutationResolvers = {
  async createProduct(_p, { input }, ctx) {
    const admin = isAdministrator(ctx.session);
    const errors = validateNew(input, admin);
    if (errors.length) return { product: null, userErrors: errors };
    if (await isDuplicate(ctx, input.name, input.supplierCode, input.customerCode)) return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    const result = await ctx.provider.execute('products.create', toProviderProductFields(input, admin));
    if (!result.Success) return { product: null, userErrors: [productRefusal(result)] };
    const id = newIdOf(result);
    const fileErrors = await attachFiles(ctx, id, input.fileIds);
    return { product: await freshProduct(ctx, id), userErrors: fileErrors };
  },

  async copyProduct(_p, { input }, ctx) {
    const admin = isAdministrator(ctx.session);
    if (!isId(input.sourceId)) return notFound('sourceId');
    const errors = validateNew(input, admin);
    if (errors.length) return { product: null, userErrors: errors };
    if (await isDuplicate(ctx, input.name, input.supplierCode, input.customerCode)) return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    const result = await ctx.provider.execute('products.copy', { id: Number(input.sourceId), ...toProviderProductFields(input, admin) });
    if (!result.Success) return { product: null, userErrors: [productRefusal(result)] };
    const id = newIdOf(result);
    const fileErrors = await attachFiles(ctx, id, input.fileIds);
    return { product: await freshProduct(ctx, id), userErrors: fileErrors };
  },

  async updateProduct(_p, { input }, ctx) {
    if (!isId(input.id)) return notFound('id');
    const errors = validateChange(input);
    if (errors.length) return { product: null, userErrors: errors };
    const current = await ctx.loaders.use(productLoader).load(input.id);
    if (!current) return notFound('id');
    const name = input.name ?? current.name;
    const supplierCode = input.supplierCode ?? current.supplierCode;
    const customerCode = input.customerCode ?? current.customerCode;
    const identityChanges = name.toLowerCase() !== current.name.toLowerCase() || supplierCode !== current.supplierCode || customerCode !== current.customerCode;
    if (identityChanges && (await isDuplicate(ctx, name, supplierCode, customerCode, input.id))) return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    const result = await ctx.provider.execute('products.update', { id: Number(input.id), ...toProviderProductFields(input, isAdministrator(ctx.session)) });
    if (!result.Success) return { product: null, userErrors: [productRefusal(result)] };
    const fileErrors = await attachFiles(ctx, input.id, input.fileIds);
    return { product: await freshProduct(ctx, input.id), userErrors: fileErrors };
  },

  async deleteProduct(_p, { id }, ctx) {
    if (!isId(id)) return { deletedId: null, userErrors: [userError('NOT_FOUND', 'Product not found')] };
    const result = await ctx.provider.execute('products.delete', { id: Number(id) });
    if (!result.Success) return { deletedId: null, userErrors: [productRefusal(result)] };
    return { deletedId: id, userErrors: [] };
  },

  async attachProductDocuments(_p, { productId, fileIds }, ctx) {
    if (!isId(productId)) return notFound('productId');
    const errors = await attachFiles(ctx, productId, fileIds);
    const product = await freshProduct(ctx, productId);
    if (!product) return notFound('productId');
    return { product, userErrors: errors };
  },

  async sendProductToAccounting(_p, { id }, ctx) {
    if (!isId(id)) return notFound('id');
    const result = await ctx.provider.execute('products.sendToAccounting', { productid: Number(id) });
    if (!result.Success) return { product: null, userErrors: [productRefusal(result)] };
    return { product: await freshProduct(ctx, id), userErrors: [] };
  },
};

import type { GatewayContext } from '../../context/context';
import { refusalErrors, userError } from '../../errors/errors';
import type { MutationResolvers, UserError } from '../../generated/graphql';
import {
  attachProductDocument,
  copyProduct,
  createProduct,
  deleteProduct,
  freshProductRecords,
  isDuplicateProduct,
  sendProductToAccounting,
  updateProduct,
} from '../../provider/calls/products';
import { create } from '../../mutations/created';
import type { Written } from '../../provider/outcome';
import type { ProductRecord } from '../../provider/records';
import { isAdministrator } from '../../session/session';
import { productAnswerLoader, productDocumentsLoader, productLoader, productsByCodeLoader, productsLoader } from './loaders';
import { DUPLICATED_PRODUCT, FILE_REFUSALS, PRODUCT_REFUSALS, validateChange, validateNew } from './rules';
import { inputOf } from '../../mutations/input-bridge';
import { isRecordId } from '../../provider/mapping';
import { versionGate } from '../shared/version-gate';

/** checkDuplicateProduct (spec 01 §5). */
const isDuplicate = (ctx: GatewayContext, name: string, supplierCode: string, customerCode: string) =>
  isDuplicateProduct(ctx.provider, { name, supplierCode, customerCode });

/** Links uploaded files to the product; a refused file is a userError on `fileIds.<index>`. */
async function attachFiles(ctx: GatewayContext, productId: string, fileIds: readonly string[] | null | undefined): Promise<UserError[]> {
  const errors: UserError[] = [];
  for (const [index, fileId] of (fileIds ?? []).entries()) {
    const result = await attachProductDocument(ctx.provider, productId, fileId);
    if (!result.ok) errors.push(...refusalErrors(result.refusal, FILE_REFUSALS, `fileIds.${index}`));
  }
  if (fileIds?.length) ctx.loaders.use(productDocumentsLoader).clear(productId);
  return errors;
}

/**
 * The product as the provider has it now (after a change). Without the extraFields extension its
 * id, codes and prices come from the product list, so this request's list is read afresh too.
 */
export async function freshProduct(ctx: GatewayContext, id: string): Promise<ProductRecord | null> {
  if (!ctx.provider.has('extraFields')) for (const def of [productAnswerLoader, productsLoader, productsByCodeLoader]) ctx.loaders.forget(def);
  const loader = ctx.loaders.use(productLoader);
  loader.clear(id);
  return loader.load(id);
}

/**
 * A new product (or copy): its id from NewId, else the one new product of the catalogue with the
 * name, supplier and customer sent (the duplicate check keeps that trio unique). Its files go with
 * it; saved but not told apart, the files cannot, and the user is told so on `fileIds`.
 */
async function created(
  ctx: GatewayContext,
  key: 'products.create' | 'products.copy',
  input: { name: string; supplierCode: string; customerCode: string; fileIds?: readonly string[] | null },
  write: () => Promise<Written>,
) {
  const name = input.name.trim().toLowerCase();
  const result = await create(ctx.provider, {
    key,
    write,
    list: () => freshProductRecords(ctx.provider),
    matches: (p) => p.name.trim().toLowerCase() === name && p.supplierCode === input.supplierCode && p.customerCode === input.customerCode,
  });
  if (!result.ok) return { product: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
  if (result.id === null) {
    const files = input.fileIds?.length ? [userError('REFUSED', 'The product is saved; attach its files from the product list.', 'fileIds')] : [];
    return { product: null, userErrors: files };
  }
  const fileErrors = await attachFiles(ctx, result.id, input.fileIds);
  return { product: await freshProduct(ctx, result.id), userErrors: fileErrors };
}
const notFound = (field: string | null = null) => ({ product: null, userErrors: [userError('NOT_FOUND', 'Product not found', field)] });

export const productMutations = {
  async createProduct(_p, { input }, ctx) {
    const admin = isAdministrator(ctx.session);
    const errors = validateNew(input, admin);
    if (errors.length) return { product: null, userErrors: errors };
    // a retry of a create that was done would find its own product
    if (!(await ctx.provider.replaying()) && (await isDuplicate(ctx, input.name, input.supplierCode, input.customerCode)))
      return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    return created(ctx, 'products.create', input, () => createProduct(ctx.provider, input, admin));
  },

  async copyProduct(_p, { input }, ctx) {
    const admin = isAdministrator(ctx.session);
    if (!isRecordId(input.sourceId)) return notFound('sourceId');
    const errors = validateNew(input, admin);
    if (errors.length) return { product: null, userErrors: errors };
    // a retry of a create that was done would find its own product
    if (!(await ctx.provider.replaying()) && (await isDuplicate(ctx, input.name, input.supplierCode, input.customerCode)))
      return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    return created(ctx, 'products.copy', input, () => copyProduct(ctx.provider, input.sourceId, input, admin));
  },

  async updateProduct(_p, { input }, ctx) {
    if (!isRecordId(input.id)) return notFound('id');
    const errors = validateChange(input);
    if (errors.length) return { product: null, userErrors: errors };
    const current = await ctx.loaders.use(productLoader).load(input.id);
    if (!current) return notFound('id');
    const name = input.name ?? current.name;
    const supplierCode = input.supplierCode ?? current.supplierCode;
    const customerCode = input.customerCode ?? current.customerCode;
    const identityChanges = name.toLowerCase() !== current.name.toLowerCase() || supplierCode !== current.supplierCode || customerCode !== current.customerCode;
    if (identityChanges && (await isDuplicate(ctx, name, supplierCode, customerCode)))
      return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    const stale = await versionGate(ctx);
    if (stale) return { product: null, userErrors: [stale] };
    const result = await updateProduct(ctx.provider, input.id, input, isAdministrator(ctx.session));
    if (!result.ok) return { product: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    const fileErrors = await attachFiles(ctx, input.id, input.fileIds);
    return { product: await freshProduct(ctx, input.id), userErrors: fileErrors };
  },

  async deleteProduct(_p, args, ctx) {
    const { id } = inputOf(args);
    if (!isRecordId(id)) return { deletedId: null, userErrors: [userError('NOT_FOUND', 'Product not found')] };
    const stale = await versionGate(ctx);
    if (stale) return { deletedId: null, userErrors: [stale] };
    const result = await deleteProduct(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    return { deletedId: id, userErrors: [] };
  },

  async attachProductDocuments(_p, args, ctx) {
    const { productId, fileIds } = inputOf(args);
    if (!isRecordId(productId)) return notFound('productId');
    // no file, no write: then no check either
    const stale = fileIds?.length ? await versionGate(ctx) : null;
    if (stale) return { product: null, userErrors: [stale] };
    const errors = await attachFiles(ctx, productId, fileIds);
    const product = await freshProduct(ctx, productId);
    if (!product) return notFound('productId');
    return { product, userErrors: errors };
  },

  async sendProductToAccounting(_p, args, ctx) {
    const { id } = inputOf(args);
    if (!isRecordId(id)) return notFound('id');
    const stale = await versionGate(ctx);
    if (stale) return { product: null, userErrors: [stale] };
    const result = await sendProductToAccounting(ctx.provider, id);
    if (!result.ok) return { product: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    return { product: await freshProduct(ctx, id), userErrors: [] };
  },
} satisfies MutationResolvers;

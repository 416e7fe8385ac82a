import type { GatewayContext } from '../../context';
import { refusalErrors, userError } from '../../errors';
import type { MutationResolvers, UserError } from '../../generated/graphql';
import {
  attachProductDocument,
  copyProduct,
  createProduct,
  deleteProduct,
  isDuplicateProduct,
  sendProductToAccounting,
  updateProduct,
} from '../../provider/calls/products';
import { createdId } from '../../provider/outcome';
import type { ProductRecord } from '../../provider/records';
import { isAdministrator } from '../../session/session';
import { productAnswerLoader, productDocumentsLoader, productLoader, productsByCodeLoader, productsLoader } from './loaders';
import { DUPLICATED_PRODUCT, FILE_REFUSALS, PRODUCT_REFUSALS, validateChange, validateNew } from './rules';
import { isRecordId } from '../../provider/mapping';

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

const notFound = (field: string | null = null) => ({ product: null, userErrors: [userError('NOT_FOUND', 'Product not found', field)] });

export const productMutations = {
  async createProduct(_p, { input }, ctx) {
    const admin = isAdministrator(ctx.session);
    const errors = validateNew(input, admin);
    if (errors.length) return { product: null, userErrors: errors };
    if (await isDuplicate(ctx, input.name, input.supplierCode, input.customerCode))
      return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    const result = await createProduct(ctx.provider, input, admin);
    if (!result.ok) return { product: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    const id = createdId(result);
    const fileErrors = await attachFiles(ctx, id, input.fileIds);
    return { product: await freshProduct(ctx, id), userErrors: fileErrors };
  },

  async copyProduct(_p, { input }, ctx) {
    const admin = isAdministrator(ctx.session);
    if (!isRecordId(input.sourceId)) return notFound('sourceId');
    const errors = validateNew(input, admin);
    if (errors.length) return { product: null, userErrors: errors };
    if (await isDuplicate(ctx, input.name, input.supplierCode, input.customerCode))
      return { product: null, userErrors: [userError('DUPLICATE', DUPLICATED_PRODUCT, 'name')] };
    const result = await copyProduct(ctx.provider, input.sourceId, input, admin);
    if (!result.ok) return { product: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    const id = createdId(result);
    const fileErrors = await attachFiles(ctx, id, input.fileIds);
    return { product: await freshProduct(ctx, id), userErrors: fileErrors };
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
    const result = await updateProduct(ctx.provider, input.id, input, isAdministrator(ctx.session));
    if (!result.ok) return { product: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    const fileErrors = await attachFiles(ctx, input.id, input.fileIds);
    return { product: await freshProduct(ctx, input.id), userErrors: fileErrors };
  },

  async deleteProduct(_p, { id }, ctx) {
    if (!isRecordId(id)) return { deletedId: null, userErrors: [userError('NOT_FOUND', 'Product not found')] };
    const result = await deleteProduct(ctx.provider, id);
    if (!result.ok) return { deletedId: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    return { deletedId: id, userErrors: [] };
  },

  async attachProductDocuments(_p, { productId, fileIds }, ctx) {
    if (!isRecordId(productId)) return notFound('productId');
    const errors = await attachFiles(ctx, productId, fileIds);
    const product = await freshProduct(ctx, productId);
    if (!product) return notFound('productId');
    return { product, userErrors: errors };
  },

  async sendProductToAccounting(_p, { id }, ctx) {
    if (!isRecordId(id)) return notFound('id');
    const result = await sendProductToAccounting(ctx.provider, id);
    if (!result.ok) return { product: null, userErrors: refusalErrors(result.refusal, PRODUCT_REFUSALS) };
    return { product: await freshProduct(ctx, id), userErrors: [] };
  },
} satisfies MutationResolvers;

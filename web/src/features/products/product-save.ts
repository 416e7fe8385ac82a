import type { Path } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { CopyProductDocument, CreateProductDocument, UpdateProductDocument, type ProductFactsFragment } from '../../generated/graphql';
import type { SendContext, Sent } from '../../core/form-save';
import type { FileUploads } from '../../ui/files';
import { kilogramValue, type ProductFormMode, type ProductFormValues } from './product-rules';

/** The product form's fields, top to bottom (where refusals land). */
export const PRODUCT_FIELDS: readonly Path<ProductFormValues>[] = [
  'supplier',
  'customer',
  'product',
  'description',
  'salesUnit',
  'productGroup',
  'purchaseUnit',
  'approver',
  'kilogram',
  'note',
];

/** The gateway names input fields; the form has its own names for them. */
export const PRODUCT_FIELD_NAMES: Readonly<Record<string, Path<ProductFormValues>>> = {
  supplierCode: 'supplier',
  customerCode: 'customer',
  name: 'product',
  salesUnitCode: 'salesUnit',
  purchaseUnitCode: 'purchaseUnit',
  productGroupCode: 'productGroup',
  approverId: 'approver',
};

export interface ProductSaveSetup {
  mode: ProductFormMode;
  product?: ProductFactsFragment | null;
  isAdministrator: boolean;
  /** The form's files (useFileUploads): uploaded before the save, sent as its fileIds. */
  uploads: FileUploads;
  t: TFunction;
}

/** The product form's send: its files first (a failed upload creates nothing), then add, copy or edit. */
export async function sendProduct(setup: ProductSaveSetup, values: ProductFormValues, ctx: SendContext): Promise<Sent<ProductFactsFragment> | null> {
  const { mode, product, isAdministrator, uploads, t } = setup;
  const fileIds = await uploads.uploadAll();
  if (fileIds === null) return ctx.stop(t('ui:files.failed'));
  const text = (v: string) => v.trim();
  const approverId = isAdministrator ? values.approver || null : null;
  if (mode === 'edit' && product) {
    const input = {
      id: product.id,
      expectedVersion: ctx.expectedVersion,
      supplierCode: values.supplier || null,
      customerCode: values.customer || null,
      name: text(values.product) || null,
      description: text(values.description),
      salesUnitCode: values.salesUnit || null,
      purchaseUnitCode: values.purchaseUnit || null,
      productGroupCode: values.productGroup || null,
      kilogram: kilogramValue(values.kilogram),
      note: text(values.note),
      approverId,
      fileIds,
    };
    const payload = (await ctx.mutate(UpdateProductDocument, { input }))?.updateProduct;
    return { payload, record: payload?.product };
  }
  const input = {
    supplierCode: values.supplier!,
    customerCode: values.customer!,
    name: text(values.product),
    description: text(values.description) || null,
    salesUnitCode: values.salesUnit,
    purchaseUnitCode: values.purchaseUnit,
    productGroupCode: values.productGroup,
    kilogram: kilogramValue(values.kilogram)!,
    note: text(values.note) || null,
    approverId,
    fileIds,
  };
  const payload =
    mode === 'copy' && product
      ? (await ctx.mutate(CopyProductDocument, { input: { ...input, sourceId: product.id } }))?.copyProduct
      : (await ctx.mutate(CreateProductDocument, { input }))?.createProduct;
  return { payload, record: payload?.product };
}

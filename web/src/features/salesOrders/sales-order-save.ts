import type { TFunction } from 'i18next';
import { AttachDocumentToSalesOrderDocument, CreateSalesOrderDocument, UpdateSalesOrderDocument, type SalesOrderDetailFragment } from '../../generated/graphql';
import { describeUserError } from '../../core/errors';
import type { SendContext, Sent } from '../../core/form-save';
import type { FileUploads } from '../../ui/files';
import { defaultDocumentType, demurrageFieldsShown, type SupplierLike } from './sales-order-rules';
import type { SalesOrderFormValues } from './sales-order-fields';

/** The form's fields, top to bottom (where refusals land). */
export const SALES_ORDER_FIELDS = [
  'customerCode',
  'supplierCode',
  'customerReference',
  'shippingCompanyCode',
  'pickupReference',
  'loadingDate',
  'arrivalDate',
  'comments',
] as const;

export interface SalesOrderSaveSetup {
  order: SalesOrderDetailFragment | null | undefined;
  unlocked: boolean;
  uploads: FileUploads;
  /** The supplier of a code, for whether its demurrage fields go along. */
  supplierOf: (code: string | null) => SupplierLike | null;
  documentTypes: readonly { id: string }[];
  t: TFunction;
}

/** The values as the create and update inputs take them (spec 02 §5: the demurrage fields only for a supplier with demurrage). */
function orderInput(values: SalesOrderFormValues, withDemurrage: boolean) {
  return {
    customerCode: values.customerCode!,
    supplierCode: values.supplierCode!,
    customerReference: values.customerReference.trim() || null,
    shippingCompanyCode: withDemurrage ? values.shippingCompanyCode : null,
    pickupReference: withDemurrage ? values.pickupReference.trim() || null : null,
    arrivalDate: withDemurrage ? values.arrivalDate : null,
    loadingDate: values.loadingDate,
    comments: values.comments.trim() || null,
  };
}

/**
 * The sales-order form's send: files first (a failed upload saves nothing), then the create (with
 * the files) or the update (then each new file attached).
 */
export async function sendSalesOrder(
  { order, unlocked, uploads, supplierOf, documentTypes, t }: SalesOrderSaveSetup,
  values: SalesOrderFormValues,
  { mutate, expectedVersion, stop }: SendContext,
): Promise<Sent<SalesOrderDetailFragment> | null> {
  const fields = orderInput(values, demurrageFieldsShown(supplierOf(values.supplierCode)));
  const fileIds = await uploads.uploadAll();
  if (fileIds === null) return stop(); // the failed files say why; nothing is saved yet
  const documentTypeId = defaultDocumentType(documentTypes)?.id ?? null;
  const payload = order
    ? (await mutate(UpdateSalesOrderDocument, { input: { id: order.id, order: fields, unlocked, expectedVersion } }))?.updateSalesOrder
    : (await mutate(CreateSalesOrderDocument, { input: { order: fields, documents: fileIds.map((fileId) => ({ fileId, documentTypeId })) } }))
        ?.createSalesOrder;
  if (!order || !payload?.salesOrder || payload.userErrors.length > 0) return { payload, record: payload?.salesOrder };
  // On edit, new files are attached to the existing order one by one.
  let record = payload.salesOrder;
  const refused = await uploads.attachEach(fileIds, async (fileId) => {
    const input = { salesOrderId: order.id, document: { fileId, documentTypeId } };
    const attached = (await mutate(AttachDocumentToSalesOrderDocument, { input }))?.attachSalesOrderDocument;
    if (attached?.salesOrder && !attached.userErrors[0]) record = attached.salesOrder;
    return attached?.userErrors[0];
  });
  if (refused) return stop(t('salesOrders:attachFailed', { name: refused.name, reason: describeUserError(refused.refusal, t) }));
  return { payload, record };
}

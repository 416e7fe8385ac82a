import type { TFunction } from 'i18next';
import {
  AttachDocumentToPurchaseOrderDocument,
  CreatePurchaseOrderDocument,
  UpdatePurchaseOrderDocument,
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { describeUserError } from '../../core/errors';
import type { SendContext, Sent } from '../../core/form-save';
import type { FileUploads } from '../../ui/files';
import type { PurchaseOrderFormValues } from './purchase-order-fields';

/** The form's fields, top to bottom (where refusals land). */
export const PURCHASE_ORDER_FIELDS = ['isTransport', 'supplierCode', 'invoiceNumber', 'invoiceDate', 'description'] as const;

export interface PurchaseOrderSaveSetup {
  order: PurchaseOrderDetailFragment | null | undefined;
  uploads: FileUploads;
  t: TFunction;
}

/**
 * The purchase-invoice form's send: files first (a failed upload saves nothing), then the create
 * (with the files) or the update (then each new file attached).
 */
export async function sendPurchaseOrder(
  { order, uploads, t }: PurchaseOrderSaveSetup,
  values: PurchaseOrderFormValues,
  { mutate, expectedVersion, stop }: SendContext,
): Promise<Sent<PurchaseOrderDetailFragment> | null> {
  const fileIds = await uploads.uploadAll();
  if (fileIds === null) return stop(); // the failed files say why
  const fields = { supplierCode: values.supplierCode!, invoiceNumber: values.invoiceNumber, invoiceDate: values.invoiceDate, description: values.description };
  const payload = order
    ? (await mutate(UpdatePurchaseOrderDocument, { input: { id: order.id, expectedVersion, ...fields } }))?.updatePurchaseOrder
    : (await mutate(CreatePurchaseOrderDocument, { input: { ...fields, isTransport: values.isTransport, documentFileIds: fileIds } }))?.createPurchaseOrder;
  if (!order || !payload?.purchaseOrder || payload.userErrors.length > 0) return { payload, record: payload?.purchaseOrder };
  let record = payload.purchaseOrder;
  const refused = await uploads.attachEach(fileIds, async (fileId) => {
    const attached = (await mutate(AttachDocumentToPurchaseOrderDocument, { purchaseOrderId: order.id, fileId }))?.attachPurchaseOrderDocument;
    if (attached?.purchaseOrder && !attached.userErrors[0]) record = attached.purchaseOrder;
    return attached?.userErrors[0];
  });
  if (refused) return stop(t('purchaseOrders:attachFailed', { name: refused.name, reason: describeUserError(refused.refusal, t) }));
  return { payload, record };
}

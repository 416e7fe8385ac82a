import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AttachDocumentToPurchaseOrderDocument,
  CreatePurchaseOrderDocument,
  UpdatePurchaseOrderDocument,
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { type FormProblem, type UserErrorLike, describeProblem, describeUserError } from '../../core/errors';
import type { FileUploads } from '../../ui/files';
import { savedRecord } from '../../core/payloads';
import type { PurchaseOrderFormValues } from './purchase-order-fields';

const FIELDS = ['isTransport', 'supplierCode', 'invoiceNumber', 'invoiceDate', 'description'] as const;

export interface PurchaseOrderSaveOptions {
  order: PurchaseOrderDetailFragment | null | undefined;
  onSaved: (order: PurchaseOrderDetailFragment) => void;
  onSavedUnseen?: () => void;
  uploads: FileUploads;
  setError: UseFormSetError<PurchaseOrderFormValues>;
  /** Forgets the form's draft once saved. */
  saved: () => void;
  /** The version the update is based on (the conflict panel's base version). */
  expectedVersion: string | null;
  /** A CHANGED_BY_SOMEONE_ELSE refusal: shown in the conflict panel, the input kept. */
  onConflict: (userError: UserErrorLike) => void;
}

/**
 * The purchase-invoice form's save: files first (a failed upload saves nothing), then the create
 * (with the files) or the update (then each new file attached); refusals on their fields or above the form.
 */
export function usePurchaseOrderSave({ order, onSaved, onSavedUnseen, uploads, setError, saved, expectedVersion, onConflict }: PurchaseOrderSaveOptions) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [createOrder, { loading: creating }] = useMutation(CreatePurchaseOrderDocument, { refetchQueries: ['PurchaseOrders'] });
  const [updateOrder, { loading: updating }] = useMutation(UpdatePurchaseOrderDocument, { refetchQueries: ['PurchaseOrders'] });
  const [attachDocument] = useMutation(AttachDocumentToPurchaseOrderDocument);

  const onSubmit = async (values: PurchaseOrderFormValues) => {
    setProblem(null);
    const fileIds = await uploads.uploadAll();
    if (fileIds === null) return;
    const fields = {
      supplierCode: values.supplierCode!,
      invoiceNumber: values.invoiceNumber,
      invoiceDate: values.invoiceDate,
      description: values.description,
    };
    try {
      const payload = order
        ? (await updateOrder({ variables: { input: { id: order.id, expectedVersion, ...fields } } })).data?.updatePurchaseOrder
        : (await createOrder({ variables: { input: { ...fields, isTransport: values.isTransport, documentFileIds: fileIds } } })).data?.createPurchaseOrder;
      const record = savedRecord(payload, payload?.purchaseOrder, {
        setError,
        fields: FIELDS,
        t,
        setProblem,
        onSavedUnseen,
        onConflict,
        unseenWords: t('purchaseOrders:createdUnseen'),
      });
      if (!record) return;
      let result = record;
      if (order) {
        const refused = await uploads.attachEach(fileIds, async (fileId) => {
          const attached = (await attachDocument({ variables: { purchaseOrderId: order.id, fileId } })).data?.attachPurchaseOrderDocument;
          if (attached?.purchaseOrder && !attached.userErrors[0]) result = attached.purchaseOrder;
          return attached?.userErrors[0];
        });
        if (refused) return setProblem({ words: t('purchaseOrders:attachFailed', { name: refused.name, reason: describeUserError(refused.refusal, t) }) });
      }
      saved();
      onSaved(result);
    } catch (error) {
      setProblem({ error });
    }
  };

  const message = describeProblem(problem, t);
  return { onSubmit, message, clearProblem: () => setProblem(null), saving: creating || updating || uploads.uploading };
}

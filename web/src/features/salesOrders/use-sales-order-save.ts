import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachDocumentToSalesOrderDocument, CreateSalesOrderDocument, UpdateSalesOrderDocument, type SalesOrderDetailFragment } from '../../generated/graphql';
import { type FormProblem, type UserErrorLike, describeProblem, describeUserError } from '../../core/errors';
import type { FileUploads } from '../../ui/files';
import { savedRecord } from '../../core/payloads';
import { defaultDocumentType, demurrageFieldsShown, type SupplierLike } from './sales-order-rules';
import type { SalesOrderFormValues } from './sales-order-fields';

const FIELDS = [
  'customerCode',
  'supplierCode',
  'customerReference',
  'shippingCompanyCode',
  'pickupReference',
  'loadingDate',
  'arrivalDate',
  'comments',
] as const;

export interface SalesOrderSaveOptions {
  order: SalesOrderDetailFragment | null | undefined;
  unlocked: boolean;
  onSaved: (order: SalesOrderDetailFragment) => void;
  onSavedUnseen?: () => void;
  uploads: FileUploads;
  /** The supplier of a code, for whether its demurrage fields go along. */
  supplierOf: (code: string | null) => SupplierLike | null;
  documentTypes: readonly { id: string }[];
  setError: UseFormSetError<SalesOrderFormValues>;
  /** Forgets the form's draft once saved. */
  saved: () => void;
  /** The version the update is based on (the conflict panel's base version). */
  expectedVersion: string | null;
  /** A CHANGED_BY_SOMEONE_ELSE refusal: shown in the conflict panel, the input kept. */
  onConflict: (userError: UserErrorLike) => void;
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
 * The sales-order form's save: files first (a failed upload saves nothing), then the create (with
 * the files) or the update (then each new file attached); refusals on their fields or above the form.
 */
export function useSalesOrderSave(options: SalesOrderSaveOptions) {
  const { order, unlocked, onSaved, onSavedUnseen, uploads, supplierOf, documentTypes, setError, saved, expectedVersion, onConflict } = options;
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [createSalesOrder, { loading: creating }] = useMutation(CreateSalesOrderDocument, { refetchQueries: ['SalesOrders'] });
  const [updateSalesOrder, { loading: updating }] = useMutation(UpdateSalesOrderDocument, { refetchQueries: ['SalesOrders'] });
  const [attachDocument] = useMutation(AttachDocumentToSalesOrderDocument);

  const onSubmit = async (values: SalesOrderFormValues) => {
    setProblem(null);
    const fields = orderInput(values, demurrageFieldsShown(supplierOf(values.supplierCode)));
    const fileIds = await uploads.uploadAll();
    if (fileIds === null) return; // the failed files say why; nothing is saved yet
    const documentTypeId = defaultDocumentType(documentTypes)?.id ?? null;
    const documents = fileIds.map((fileId) => ({ fileId, documentTypeId }));
    try {
      const payload = order
        ? (await updateSalesOrder({ variables: { input: { id: order.id, order: fields, unlocked, expectedVersion } } })).data?.updateSalesOrder
        : (await createSalesOrder({ variables: { input: { order: fields, documents } } })).data?.createSalesOrder;
      const record = savedRecord(payload, payload?.salesOrder, {
        setError,
        fields: FIELDS,
        t,
        setProblem,
        onSavedUnseen,
        onConflict,
        unseenWords: t('salesOrders:createdUnseen'),
      });
      if (!record) return;
      let result = record;
      // On edit, new files are attached to the existing order one by one.
      if (order) {
        const refused = await uploads.attachEach(fileIds, async (fileId) => {
          const document = { fileId, documentTypeId };
          const attached = (await attachDocument({ variables: { input: { salesOrderId: order.id, document } } })).data?.attachSalesOrderDocument;
          if (attached?.salesOrder && !attached.userErrors[0]) result = attached.salesOrder;
          return attached?.userErrors[0];
        });
        if (refused) return setProblem({ words: t('salesOrders:attachFailed', { name: refused.name, reason: describeUserError(refused.refusal, t) }) });
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

import { useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { purchaseHeaderRules } from '@backoffice/shared/rules/purchaseOrders';
import { todayIso } from '../../ui/date-field';
import { FileDropZone, useFileUploads } from '../../ui/files';
import { Notice } from '../../ui/notify';
import { DraftNotice } from '../../ui/close-guard';
import { PurchaseOrderFormOptionsDocument, type PurchaseOrderDetailFragment } from '../../generated/graphql';
import { describeError } from '../../core/errors';
import { useFormSave } from '../../core/form-save';
import { describeRules, rulesResolver } from '../../core/rules';
import { FormSubmitBar } from '../../ui/form-dialog';
import { InvoiceFields, PartyFields, type PurchaseOrderFormValues } from './purchase-order-fields';
import { PURCHASE_ORDER_FIELDS, sendPurchaseOrder } from './purchase-order-save';
import { useReadPurchaseOrder } from './use-read-purchase-order';

export type { PurchaseOrderFormValues } from './purchase-order-fields';

/** Server refusals that name no field stay above the form for 4 seconds. */
export const FORM_ERROR_MS = 4000;

/** The form's values for an invoice (or a new one): its defaults, and "Load their changes" after a conflict. */
export function purchaseOrderFormValues(order: PurchaseOrderDetailFragment | null | undefined): PurchaseOrderFormValues {
  return {
    isTransport: order?.isTransport ?? false,
    supplierCode: order?.supplier.code ?? null,
    invoiceNumber: order?.invoiceNumber ?? '',
    invoiceDate: order ? (order.invoiceDate ?? null) : todayIso(),
    description: order?.description ?? '',
  };
}

export interface PurchaseOrderFormProps {
  /** The invoice to edit; without one the form adds an invoice. */
  order?: PurchaseOrderDetailFragment | null;
  onSaved: (order: PurchaseOrderDetailFragment) => void;
  /** A create the provider saved without saying which invoice it made (the list is refreshed, nothing opens). */
  onSavedUnseen?: () => void;
}

/**
 * The add / edit form of a purchase invoice (spec 02 §2.6), in a slide-in (overview) or a dialog
 * (detail panel). The transport checkbox switches the supplier list to the transporters and is
 * fixed once the invoice exists; the description follows the supplier's default until typed over.
 */
export function PurchaseOrderForm({ order, onSaved, onSavedUnseen }: PurchaseOrderFormProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const editing = !!order;
  const options = useQuery(PurchaseOrderFormOptionsDocument);
  const uploads = useFileUploads((error) => describeError(error, t));

  const form = useForm<PurchaseOrderFormValues>({
    // The shared header rules (supplier, invoice number, description), which the gateway checks too.
    resolver: rulesResolver(purchaseHeaderRules, describeRules(t, { REQUIRED: t('purchaseOrders:validation.required') })),
    defaultValues: purchaseOrderFormValues(order),
  });
  const readOrder = useReadPurchaseOrder(order?.id ?? '');
  const save = useFormSave({
    form,
    fields: PURCHASE_ORDER_FIELDS,
    // A save refused because someone else changed the invoice keeps the input and says what changed.
    conflict: { version: order?.version, reload: () => (order ? readOrder() : Promise.resolve(null)), fieldsOf: purchaseOrderFormValues },
    // Closing with unsaved input asks first (ui/close-guard).
    draft: { draftKey: `purchaseOrder:${order?.id ?? 'new'}`, alsoDirty: uploads.files.length > 0 },
    send: (values, ctx) => sendPurchaseOrder({ order, uploads, t }, values, ctx),
    refetch: ['PurchaseOrders'],
    onSaved,
    onSavedUnseen,
    unseenWords: t('purchaseOrders:createdUnseen'),
  });
  const isTransport = useWatch({ control: form.control, name: 'isTransport' });
  const parties = (isTransport ? options.data?.transporters : options.data?.suppliers) ?? [];

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={save.submit}
      spacing={2}
      sx={{ pt: 1 }}
      aria-label={editing ? t('purchaseOrders:editTitle') : t('purchaseOrders:addTitle')}
    >
      <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
      {save.conflictPanel}
      <DraftNotice guard={save.guard} />
      {options.error && (
        <Alert severity="error">
          {t('purchaseOrders:optionsError')} {describeError(options.error, t)}
        </Alert>
      )}
      <PartyFields form={form} editing={editing} isTransport={isTransport} parties={parties} loading={options.loading} />
      <InvoiceFields form={form} />
      <FileDropZone {...uploads.dropZone} disabled={save.saving} label={t('purchaseOrders:fields.attachments')} />
      <FormSubmitBar>
        <Button type="submit" variant="contained" disabled={save.saving} aria-keyshortcuts={save.keyShortcuts}>
          {save.saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { salesOrderHeaderRules } from '@backoffice/shared/rules/salesOrders';
import { Notice } from '../../ui/notify';
import { DraftNotice } from '../../ui/close-guard';
import { SalesOrderFormOptionsDocument, type SalesOrderDetailFragment } from '../../generated/graphql';
import { useFormSave } from '../../core/form-save';
import { describeError } from '../../core/errors';
import { muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { FileDropZone, useFileUploads } from '../../ui/files';
import { arrivalDateShown, demurrageFieldsShown, referenceRequired, type SupplierLike } from './sales-order-rules';
import { FormSubmitBar } from '../../ui/form-dialog';
import { DateFields, DemurrageFields, PartyFields, ReferenceField, type SalesOrderFormValues } from './sales-order-fields';
import { SALES_ORDER_FIELDS, sendSalesOrder } from './sales-order-save';
import { useReadOrder } from './use-read-order';

export type { SalesOrderFormValues } from './sales-order-fields';

/** Server refusals that name no field stay above the form for 4 seconds (as on the other forms). */
export const FORM_ERROR_MS = 4000;

export interface SalesOrderFormProps {
  /** The order to edit; without one the form adds an order. */
  order?: SalesOrderDetailFragment | null;
  /** Called with the order as the gateway answered it after a save that went through. */
  onSaved: (order: SalesOrderDetailFragment) => void;
  /** A create the provider saved without saying which order it made (the list is refreshed, nothing opens). */
  onSavedUnseen?: () => void;
  /** The user unlocked the completed order being edited (the detail's edit toggle). */
  unlocked?: boolean;
}

/** An order's header as the form's values (an empty form for a new order). */
export function salesOrderFormValues(order: SalesOrderDetailFragment | null | undefined): SalesOrderFormValues {
  return {
    customerCode: order?.customer?.code ?? null,
    supplierCode: order?.supplier.code ?? null,
    customerReference: order?.customerReference ?? '',
    shippingCompanyCode: order?.shippingCompany?.code ?? null,
    pickupReference: order?.pickupReference ?? '',
    loadingDate: order?.loadingDate ?? null,
    arrivalDate: order?.arrivalDate ?? null,
    comments: order?.comments ?? '',
  };
}

/**
 * The add / edit form of a sales order (spec 02 §2.2). It works inside a slide-in (overview) and a
 * dialog (detail panel): the container gives the title. Rules: sales-order-rules.ts.
 */
export function SalesOrderForm({ order, onSaved, onSavedUnseen, unlocked = false }: SalesOrderFormProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const options = useQuery(SalesOrderFormOptionsDocument);
  const uploads = useFileUploads((error) => describeError(error, t));
  const suppliers = options.data?.suppliers ?? [];
  // Until the list arrives, an edited order's own supplier decides what is shown.
  const supplierOf = (code: string | null): SupplierLike | null =>
    suppliers.find((s) => s.code === code) ?? (order && order.supplier.code === code ? order.supplier : null);

  const form = useForm<SalesOrderFormValues>({
    // The shared header rules (createSalesOrder and updateSalesOrder check the same), with the
    // demurrage fields required when the chosen supplier has demurrage.
    resolver: rulesResolver(
      (values) => salesOrderHeaderRules(demurrageFieldsShown(supplierOf(values.supplierCode))),
      describeRules(t, { REQUIRED: t('salesOrders:validation.required'), ARRIVAL_BEFORE_LOADING: t('salesOrders:validation.arrivalBeforeLoading') }),
    ),
    defaultValues: salesOrderFormValues(order),
  });
  const readOrder = useReadOrder(order?.id ?? '');
  const documentTypes = options.data?.documentTypes ?? [];
  const save = useFormSave({
    form,
    fields: SALES_ORDER_FIELDS,
    // A save refused because someone else changed the order keeps the input and says what changed.
    conflict: { version: order?.version, reload: () => (order ? readOrder() : Promise.resolve(null)), fieldsOf: salesOrderFormValues },
    // Closing with input asks first; a draft per order (or the new one) comes back on reopening.
    draft: { draftKey: `salesOrder:${order?.id ?? 'new'}`, alsoDirty: uploads.files.length > 0 },
    send: (values, ctx) => sendSalesOrder({ order, unlocked, uploads, supplierOf, documentTypes, t }, values, ctx),
    refetch: ['SalesOrders'],
    onSaved,
    onSavedUnseen,
    unseenWords: t('salesOrders:createdUnseen'),
  });
  const { register, control, formState } = form;

  const [customerCode, supplierCode] = useWatch({ control, name: ['customerCode', 'supplierCode'] });
  const supplier = supplierOf(supplierCode);
  const demurrage = demurrageFieldsShown(supplier);
  const sections = { control, loading: options.loading, register, errors: formState.errors };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={save.submit}
      spacing={2}
      sx={{ pt: 1 }}
      aria-label={order ? t('salesOrders:editTitle') : t('salesOrders:addTitle')}
    >
      <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
      {save.conflictPanel}
      <DraftNotice guard={save.guard} />
      {options.error && (
        <Alert severity="error">
          {t('salesOrders:optionsError')} {describeError(options.error, t)}
        </Alert>
      )}
      <PartyFields {...sections} options={options.data} demurrage={demurrage} />
      <ReferenceField {...sections} required={referenceRequired(customerCode)} />
      {demurrage && <DemurrageFields {...sections} shippingCompanies={options.data?.shippingCompanies ?? []} />}
      <DateFields control={control} showArrival={arrivalDateShown(supplier, order?.arrivalDate)} />
      <FileDropZone {...uploads.dropZone} disabled={save.saving} label={t('salesOrders:fields.attachments')} />
      <TextField
        {...muiField(register('comments'))}
        label={t('salesOrders:fields.comments')}
        multiline
        minRows={2}
        fullWidth
        error={!!formState.errors.comments}
        helperText={formState.errors.comments?.message}
      />
      <FormSubmitBar>
        <Button type="submit" variant="contained" disabled={save.saving} aria-keyshortcuts={save.keyShortcuts}>
          {save.saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
    </Stack>
  );
}

import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { salesOrderHeaderRules } from '@backoffice/shared/rules/salesOrders';
import { DateField } from '../../ui/date-field';
import { Notice } from '../../ui/notify';
import { DraftNotice, useFormGuard } from '../../ui/close-guard';
import {
  AttachSalesOrderDocumentDocument,
  CreateSalesOrderDocument,
  SalesOrderFormOptionsDocument,
  UpdateSalesOrderDocument,
  type SalesOrderDetailFragment,
  type SalesOrderFormOptionsQuery,
} from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../core/errors';
import { muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { FileDropZone, pendingFile, type PendingFile } from '../../ui/files';
import { uploadFile } from '../../ui/files';
import { fieldRefusals } from './payloads';
import { arrivalDateShown, defaultDocumentType, demurrageFieldsShown, referenceRequired } from './sales-order-rules';
import { FormSubmitBar } from '../../ui/form-dialog';

/** Server refusals that name no field stay above the form for 4 seconds (as on the other forms). */
export const FORM_ERROR_MS = 4000;

export interface SalesOrderFormValues {
  customerCode: string | null;
  supplierCode: string | null;
  customerReference: string;
  shippingCompanyCode: string | null;
  pickupReference: string;
  loadingDate: string | null;
  arrivalDate: string | null;
  comments: string;
}

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

type Options = SalesOrderFormOptionsQuery;
type Customer = Options['customers'][number];
type Supplier = Options['suppliers'][number];
type ShippingCompany = Options['shippingCompanies'][number];
type Problem = { userError: UserErrorLike } | { error: unknown } | { words: string };

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

const label = (item: { code: string; name: string }) => `${item.name} (${item.code})`;

/**
 * The add / edit form of a sales order (spec 02 §2.2). It works inside a slide-in (overview) and a
 * dialog (detail panel): the container gives the title. Rules: sales-order-rules.ts.
 */
export function SalesOrderForm({ order, onSaved, onSavedUnseen, unlocked = false }: SalesOrderFormProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const editing = !!order;
  const options = useQuery(SalesOrderFormOptionsDocument);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [note, setNote] = useState<Customer | null>(null);
  const [uploading, setUploading] = useState(false);
  // Files already stored by an earlier (refused) save are not sent again: key → file id.
  const uploaded = useRef(new Map<string, string>());
  const [createSalesOrder, { loading: creating }] = useMutation(CreateSalesOrderDocument, { refetchQueries: ['SalesOrders'] });
  const [updateSalesOrder, { loading: updating }] = useMutation(UpdateSalesOrderDocument, { refetchQueries: ['SalesOrders'] });
  const [attachDocument] = useMutation(AttachSalesOrderDocumentDocument);

  const form = useForm<SalesOrderFormValues>({
    // The shared header rules (createSalesOrder and updateSalesOrder check the same), with the
    // demurrage fields required when the chosen supplier has demurrage.
    resolver: rulesResolver(
      (values) => salesOrderHeaderRules(demurrageOf(values.supplierCode)),
      describeRules(t, { REQUIRED: t('salesOrders:validation.required'), ARRIVAL_BEFORE_LOADING: t('salesOrders:validation.arrivalBeforeLoading') }),
    ),
    defaultValues: {
      customerCode: order?.customer?.code ?? null,
      supplierCode: order?.supplier.code ?? null,
      customerReference: order?.customerReference ?? '',
      shippingCompanyCode: order?.shippingCompany?.code ?? null,
      pickupReference: order?.pickupReference ?? '',
      loadingDate: order?.loadingDate ?? null,
      arrivalDate: order?.arrivalDate ?? null,
      comments: order?.comments ?? '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  // Closing with input asks first; a draft per order (or the new one) comes back on reopening.
  const guard = useFormGuard(form, { draftKey: `salesOrder:${order?.id ?? 'new'}`, alsoDirty: files.length > 0 });

  const customers = options.data?.customers ?? [];
  const suppliers = options.data?.suppliers ?? [];
  const shippingCompanies = options.data?.shippingCompanies ?? [];
  const [customerCode, supplierCode] = useWatch({ control, name: ['customerCode', 'supplierCode'] });
  // Until the list arrives, an edited order's own supplier decides what is shown.
  const supplier: Pick<Supplier, 'hasDemurrage'> | null =
    suppliers.find((s) => s.code === supplierCode) ?? (order && order.supplier.code === supplierCode ? order.supplier : null);
  const demurrage = demurrageFieldsShown(supplier);
  const showArrival = arrivalDateShown(supplier, order?.arrivalDate);
  const needsReference = referenceRequired(customerCode);

  const uploadAll = async (): Promise<string[] | null> => {
    const ids: string[] = [];
    let failed = false;
    setUploading(true);
    for (const pending of files) {
      const stored = uploaded.current.get(pending.key);
      if (stored) {
        ids.push(stored);
        continue;
      }
      const update = (patch: Partial<PendingFile>) => setFiles((list) => list.map((f) => (f.key === pending.key ? { ...f, ...patch } : f)));
      update({ status: 'uploading', progress: 0, error: undefined });
      try {
        const { id } = await uploadFile(pending.file, ({ loaded, total }) => update({ progress: total ? Math.round((loaded / total) * 100) : 0 }));
        uploaded.current.set(pending.key, id);
        update({ status: 'done', progress: 100 });
        ids.push(id);
      } catch (error) {
        failed = true;
        update({ status: 'failed', error: describeError(error, t) });
      }
    }
    setUploading(false);
    return failed ? null : ids;
  };

  const onSubmit = async (values: SalesOrderFormValues) => {
    setProblem(null);
    const chosenSupplier = suppliers.find((s) => s.code === values.supplierCode) ?? (order?.supplier.code === values.supplierCode ? order.supplier : null);
    const withDemurrage = demurrageFieldsShown(chosenSupplier);
    const fields = {
      customerCode: values.customerCode!,
      supplierCode: values.supplierCode!,
      customerReference: values.customerReference.trim() || null,
      // Spec 02 §5: these go along only for a supplier with the demurrage flag.
      shippingCompanyCode: withDemurrage ? values.shippingCompanyCode : null,
      pickupReference: withDemurrage ? values.pickupReference.trim() || null : null,
      arrivalDate: withDemurrage ? values.arrivalDate : null,
      loadingDate: values.loadingDate,
      comments: values.comments.trim() || null,
    };
    const fileIds = await uploadAll();
    if (fileIds === null) return; // the failed files say why; nothing is saved yet
    const documentTypeId = defaultDocumentType(options.data?.documentTypes ?? [])?.id ?? null;
    const documents = fileIds.map((fileId) => ({ fileId, documentTypeId }));
    try {
      const payload = order
        ? (await updateSalesOrder({ variables: { input: { id: order.id, order: fields, unlocked } } })).data?.updateSalesOrder
        : (await createSalesOrder({ variables: { input: { order: fields, documents } } })).data?.createSalesOrder;
      if (!payload) {
        setProblem({ error: null });
        return;
      }
      if (payload.userErrors.length === 0 && 'recordUnknown' in payload && payload.recordUnknown) {
        if (onSavedUnseen) onSavedUnseen();
        else setProblem({ words: t('salesOrders:createdUnseen') });
        return;
      }
      if (payload.userErrors.length > 0 || !payload.salesOrder) {
        const formLevel = fieldRefusals(payload.userErrors, setError, FIELDS, t);
        if (formLevel) setProblem({ userError: formLevel });
        return;
      }
      let saved = payload.salesOrder;
      // On edit, new files are attached to the existing order one by one.
      if (order) {
        for (const document of documents) {
          const attached = (await attachDocument({ variables: { input: { salesOrderId: order.id, document } } })).data?.attachSalesOrderDocument;
          if (attached?.userErrors[0]) {
            const key = [...uploaded.current].find(([, id]) => id === document.fileId)?.[0];
            const name = files.find((f) => f.key === key)?.file.name ?? document.fileId;
            setProblem({ words: t('salesOrders:attachFailed', { name, reason: describeUserError(attached.userErrors[0], t) }) });
            return;
          }
          if (attached?.salesOrder) saved = attached.salesOrder;
        }
      }
      guard.saved();
      onSaved(saved);
    } catch (error) {
      setProblem({ error });
    }
  };

  const message =
    problem === null
      ? null
      : 'userError' in problem
        ? describeUserError(problem.userError, t)
        : 'words' in problem
          ? problem.words
          : describeError(problem.error, t);
  const saving = creating || updating || uploading;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      spacing={2}
      sx={{ pt: 1 }}
      aria-label={editing ? t('salesOrders:editTitle') : t('salesOrders:addTitle')}
    >
      <Notice message={message} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
      <DraftNotice guard={guard} />
      {options.error && (
        <Alert severity="error">
          {t('salesOrders:optionsError')} {describeError(options.error, t)}
        </Alert>
      )}
      <Controller
        name="customerCode"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete<Customer>
            options={customers}
            value={customers.find((c) => c.code === field.value) ?? null}
            onChange={(_event, chosen) => {
              field.onChange(chosen?.code ?? null);
              if (chosen?.note?.trim()) setNote(chosen);
            }}
            getOptionLabel={label}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            loading={options.loading}
            autoHighlight
            autoSelect
            noOptionsText={t('salesOrders:validation.noOptions')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('salesOrders:fields.customer')}
                required
                autoFocus
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <Controller
        name="supplierCode"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete<Supplier>
            options={suppliers}
            value={suppliers.find((s) => s.code === field.value) ?? null}
            onChange={(_event, chosen) => field.onChange(chosen?.code ?? null)}
            getOptionLabel={label}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            loading={options.loading}
            autoHighlight
            autoSelect
            noOptionsText={t('salesOrders:validation.noOptions')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('salesOrders:fields.supplier')}
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? (demurrage ? t('salesOrders:hints.demurrage') : undefined)}
              />
            )}
          />
        )}
      />
      <TextField
        {...muiField(register('customerReference'))}
        label={t('salesOrders:fields.customerReference')}
        required={needsReference}
        autoComplete="off"
        fullWidth
        error={!!errors.customerReference}
        helperText={errors.customerReference?.message ?? (needsReference ? undefined : t('salesOrders:hints.referenceNotRequired'))}
      />
      {demurrage && (
        <>
          <Controller
            name="shippingCompanyCode"
            control={control}
            render={({ field, fieldState }) => (
              <Autocomplete<ShippingCompany>
                options={shippingCompanies}
                value={shippingCompanies.find((s) => s.code === field.value) ?? null}
                onChange={(_event, chosen) => field.onChange(chosen?.code ?? null)}
                getOptionLabel={label}
                isOptionEqualToValue={(a, b) => a.code === b.code}
                loading={options.loading}
                autoHighlight
                autoSelect
                noOptionsText={t('salesOrders:validation.noOptions')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    label={t('salesOrders:fields.shippingCompany')}
                    required
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
          <TextField
            {...muiField(register('pickupReference'))}
            label={t('salesOrders:fields.pickupReference')}
            required
            autoComplete="off"
            fullWidth
            error={!!errors.pickupReference}
            helperText={errors.pickupReference?.message}
          />
        </>
      )}
      <Controller
        name="loadingDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('salesOrders:fields.loadingDate')} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      {showArrival && (
        <Controller
          name="arrivalDate"
          control={control}
          render={({ field, fieldState }) => (
            <DateField {...field} label={t('salesOrders:fields.arrivalDate')} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
          )}
        />
      )}
      <FileDropZone
        files={files}
        onAdd={(added) => setFiles((list) => [...list, ...added.map(pendingFile)])}
        onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))}
        disabled={saving}
        label={t('salesOrders:fields.attachments')}
      />
      <TextField
        {...muiField(register('comments'))}
        label={t('salesOrders:fields.comments')}
        multiline
        minRows={2}
        fullWidth
        error={!!errors.comments}
        helperText={errors.comments?.message}
      />
      <FormSubmitBar>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
      <Dialog open={note !== null} onClose={() => setNote(null)} aria-labelledby="customer-note-title" maxWidth="xs" fullWidth>
        <DialogTitle id="customer-note-title">{t('salesOrders:customerNote.title', { name: note?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-wrap' }}>{note?.note}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNote(null)} variant="contained" autoFocus>
            {t('salesOrders:customerNote.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );

  function demurrageOf(code: string | null): boolean {
    return demurrageFieldsShown(suppliers.find((s) => s.code === code) ?? (order?.supplier.code === code ? order.supplier : null));
  }
}

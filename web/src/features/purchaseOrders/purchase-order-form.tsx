import { useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { purchaseHeaderRules } from '@backoffice/shared/rules/purchaseOrders';
import { CodeAutocomplete } from '../../ui/code-autocomplete';
import { DateField, todayIso } from '../../ui/date-field';
import { FileDropZone, pendingFile, uploadFile, type PendingFile } from '../../ui/files';
import { Notice } from '../../ui/notify';
import { DraftNotice, useFormGuard } from '../../ui/close-guard';
import {
  AttachPurchaseOrderDocumentDocument,
  CreatePurchaseOrderDocument,
  PurchaseOrderFormOptionsDocument,
  PurchaseSupplierDefaultsDocument,
  UpdatePurchaseOrderDocument,
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../core/errors';
import { muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { fieldRefusals } from './payloads';
import { nextDescription } from './purchase-order-rules';
import { FormSubmitBar } from '../../ui/form-dialog';

/** Server refusals that name no field stay above the form for 4 seconds. */
export const FORM_ERROR_MS = 4000;

export interface PurchaseOrderFormValues {
  isTransport: boolean;
  supplierCode: string | null;
  invoiceNumber: string;
  invoiceDate: string | null;
  description: string;
}

const FIELDS = ['isTransport', 'supplierCode', 'invoiceNumber', 'invoiceDate', 'description'] as const;
type Problem = { userError: UserErrorLike } | { error: unknown } | { words: string };

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
  const client = useApolloClient();
  const options = useQuery(PurchaseOrderFormOptionsDocument);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const uploaded = useRef(new Map<string, string>());
  const lastDefault = useRef<string | null>(null);
  const [createOrder, { loading: creating }] = useMutation(CreatePurchaseOrderDocument, { refetchQueries: ['PurchaseOrders'] });
  const [updateOrder, { loading: updating }] = useMutation(UpdatePurchaseOrderDocument, { refetchQueries: ['PurchaseOrders'] });
  const [attachDocument] = useMutation(AttachPurchaseOrderDocumentDocument);

  const form = useForm<PurchaseOrderFormValues>({
    // The shared header rules (supplier, invoice number, description), which the gateway checks too.
    resolver: rulesResolver(purchaseHeaderRules, describeRules(t, { REQUIRED: t('purchaseOrders:validation.required') })),
    defaultValues: {
      isTransport: order?.isTransport ?? false,
      supplierCode: order?.supplier.code ?? null,
      invoiceNumber: order?.invoiceNumber ?? '',
      invoiceDate: order ? order.invoiceDate : todayIso(),
      description: order?.description ?? '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  // Closing with unsaved input asks first (ui/close-guard).
  const guard = useFormGuard(form, { draftKey: `purchaseOrder:${order?.id ?? 'new'}`, alsoDirty: files.length > 0 });
  const isTransport = useWatch({ control, name: 'isTransport' });
  const parties: readonly { code: string; name: string }[] = (isTransport ? options.data?.transporters : options.data?.suppliers) ?? [];

  /** The chosen supplier's default description replaces the field unless the user typed one. */
  const supplierChosen = async (code: string | null) => {
    if (!code) return;
    try {
      const { data } = await client.query({ query: PurchaseSupplierDefaultsDocument, variables: { code, isTransporter: getValues('isTransport') } });
      const fresh = data?.purchaseSupplier?.defaultDescription ?? null;
      if (getValues('supplierCode') !== code) return; // another supplier was chosen meanwhile
      setValue('description', nextDescription(getValues('description'), lastDefault.current, fresh), { shouldValidate: !!fresh });
      lastDefault.current = fresh;
    } catch {
      // without the default the user types a description; the save says what is missing
    }
  };

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

  const onSubmit = async (values: PurchaseOrderFormValues) => {
    setProblem(null);
    const fileIds = await uploadAll();
    if (fileIds === null) return;
    const fields = {
      supplierCode: values.supplierCode!,
      invoiceNumber: values.invoiceNumber,
      invoiceDate: values.invoiceDate,
      description: values.description,
    };
    try {
      const payload = order
        ? (await updateOrder({ variables: { input: { id: order.id, ...fields } } })).data?.updatePurchaseOrder
        : (await createOrder({ variables: { input: { ...fields, isTransport: values.isTransport, documentFileIds: fileIds } } })).data?.createPurchaseOrder;
      if (!payload) {
        setProblem({ error: null });
        return;
      }
      if (payload.userErrors.length === 0 && 'recordUnknown' in payload && payload.recordUnknown) {
        if (onSavedUnseen) onSavedUnseen();
        else setProblem({ words: t('purchaseOrders:createdUnseen') });
        return;
      }
      if (payload.userErrors.length > 0 || !payload.purchaseOrder) {
        const formLevel = fieldRefusals(payload.userErrors, setError, FIELDS, t);
        if (formLevel) setProblem({ userError: formLevel });
        return;
      }
      let saved = payload.purchaseOrder;
      if (order) {
        for (const fileId of fileIds) {
          const attached = (await attachDocument({ variables: { purchaseOrderId: order.id, fileId } })).data?.attachPurchaseOrderDocument;
          if (attached?.userErrors[0]) {
            const key = [...uploaded.current].find(([, id]) => id === fileId)?.[0];
            const name = files.find((f) => f.key === key)?.file.name ?? fileId;
            setProblem({ words: t('purchaseOrders:attachFailed', { name, reason: describeUserError(attached.userErrors[0], t) }) });
            return;
          }
          if (attached?.purchaseOrder) saved = attached.purchaseOrder;
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
      aria-label={editing ? t('purchaseOrders:editTitle') : t('purchaseOrders:addTitle')}
    >
      <Notice message={message} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
      <DraftNotice guard={guard} />
      {options.error && (
        <Alert severity="error">
          {t('purchaseOrders:optionsError')} {describeError(options.error, t)}
        </Alert>
      )}
      <Controller
        name="isTransport"
        control={control}
        render={({ field }) => (
          <div>
            <FormControlLabel
              label={t('purchaseOrders:fields.isTransport')}
              disabled={editing}
              control={
                <Checkbox
                  name={field.name}
                  inputRef={field.ref}
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    // the other list: the chosen party no longer fits
                    setValue('supplierCode', null);
                  }}
                />
              }
            />
            {editing && <FormHelperText sx={{ mt: 0 }}>{t('purchaseOrders:hints.transportFixed')}</FormHelperText>}
          </div>
        )}
      />
      <Controller
        name="supplierCode"
        control={control}
        render={({ field, fieldState }) => (
          <CodeAutocomplete
            key={isTransport ? 'transporters' : 'suppliers'}
            options={parties}
            value={field.value}
            onChange={(code) => {
              field.onChange(code);
              void supplierChosen(code);
            }}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            label={isTransport ? t('purchaseOrders:fields.transporter') : t('purchaseOrders:fields.supplier')}
            required
            autoFocus={!editing}
            loading={options.loading}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            noOptionsText={t('purchaseOrders:validation.noOptions')}
          />
        )}
      />
      <TextField
        {...muiField(register('invoiceNumber'))}
        label={t('purchaseOrders:fields.invoiceNumber')}
        required
        autoComplete="off"
        fullWidth
        error={!!errors.invoiceNumber}
        helperText={errors.invoiceNumber?.message}
      />
      <Controller
        name="invoiceDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('purchaseOrders:fields.invoiceDate')} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <TextField
        {...muiField(register('description'))}
        label={t('purchaseOrders:fields.description')}
        required
        multiline
        minRows={2}
        fullWidth
        InputLabelProps={{ shrink: true }}
        error={!!errors.description}
        helperText={errors.description?.message}
      />
      <FileDropZone
        files={files}
        onAdd={(added) => setFiles((list) => [...list, ...added.map(pendingFile)])}
        onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))}
        disabled={saving}
        label={t('purchaseOrders:fields.attachments')}
      />
      <FormSubmitBar>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
    </Stack>
  );
}

import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { KILOGRAM_DECIMALS } from '@backoffice/shared/rules/products';
import { Notice } from '../../ui/notify';
import { DraftNotice, useFormGuard } from '../../ui/close-guard';
import {
  CopyProductDocument,
  CreateProductDocument,
  ProductFormOptionsDocument,
  UpdateProductDocument,
  type ProductFactsFragment,
} from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../core/errors';
import { applyInputError, applyUserErrors, muiField } from '../../core/forms';
import { ambiguityText, decimalLimitText } from '../../ui/money';
import { CodeAutocomplete } from './code-autocomplete';
import { FileDropZone, pendingFile, type PendingFile } from '../../ui/files';
import { kilogramProblem, kilogramValue, requiredProductFields, type ProductFormMode, type ProductFormValues } from './product-rules';
import { uploadFile } from '../../ui/files';
import { FormSubmitBar } from '../../ui/form-dialog';

/** Spec 01 §8: refusals that name no field are shown in a red alert for 4 seconds. */
export const FORM_ERROR_MS = 4000;

const FIELDS: readonly Path<ProductFormValues>[] = [
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
const INPUT_TO_FIELD: Record<string, Path<ProductFormValues>> = {
  suppliercode: 'supplier',
  customercode: 'customer',
  name: 'product',
  description: 'description',
  salesunitcode: 'salesUnit',
  purchaseunitcode: 'purchaseUnit',
  productgroupcode: 'productGroup',
  approverid: 'approver',
  kilogram: 'kilogram',
  note: 'note',
};

function onFormField(userError: UserErrorLike): UserErrorLike {
  if (!userError.field) return userError;
  const key = userError.field.replace(/^input\./, '').toLowerCase();
  return { ...userError, field: INPUT_TO_FIELD[key] ?? userError.field };
}

/** A stored decimal ('1000.000') as the user types it ('1000'): no thousands points, comma decimals. */
export function decimalInput(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const [int = '', frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return trimmed ? `${int},${trimmed}` : int;
}

function initialValues(product: ProductFactsFragment | null | undefined): ProductFormValues {
  return {
    supplier: product?.supplier?.code ?? null,
    customer: product?.customer?.code ?? null,
    product: product?.name ?? '',
    description: product?.description ?? '',
    salesUnit: product?.salesUnit?.code ?? '',
    productGroup: product?.productGroup?.code ?? '',
    purchaseUnit: product?.purchaseUnit?.code ?? '',
    approver: product?.approver?.id ?? '',
    kilogram: decimalInput(product?.kilogram),
    note: product?.note ?? '',
  };
}

type Problem = { userError: UserErrorLike } | { error: unknown };

export interface ProductFormProps {
  /** add: a new product; copy: a new product filled from `product`; edit: changes to `product`. */
  mode: ProductFormMode;
  product?: ProductFactsFragment | null;
  /** Administrators see (and must fill) the approver; others send none. */
  isAdministrator: boolean;
  onSaved: (product: ProductFactsFragment) => void;
}

/** The add / copy / edit product form (spec 01 §2 Add product form, Edit product modal; §5). */
export function ProductForm({ mode, product, isAdministrator, onSaved }: ProductFormProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const required = requiredProductFields(mode, isAdministrator);
  const options = useQuery(ProductFormOptionsDocument, { variables: { withApprovers: isAdministrator } });
  const [createProduct, { loading: creating }] = useMutation(CreateProductDocument);
  const [copyProduct, { loading: copying }] = useMutation(CopyProductDocument);
  const [updateProduct, { loading: updating }] = useMutation(UpdateProductDocument);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [customerNote, setCustomerNote] = useState<{ name: string; note: string } | null>(null);
  const form = useForm<ProductFormValues>({ defaultValues: initialValues(product) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  // Closing with input asks first; a draft per form and product comes back on reopening.
  const guard = useFormGuard(form, {
    draftKey: mode === 'add' ? 'product:new' : `product:${mode}:${product?.id ?? ''}`,
    alsoDirty: files.length > 0,
  });

  const requiredRule = (field: keyof ProductFormValues) => (required.has(field) ? { required: t('products:validation.required') } : {});
  const patchFile = (key: string, patch: Partial<PendingFile>) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  /** Uploads what is not uploaded yet; answers the ids, or null when one failed (shown on the file). */
  const uploadAll = async (): Promise<string[] | null> => {
    const ids: string[] = [];
    let failed = false;
    for (const f of files) {
      if (f.status === 'done' && f.id) {
        ids.push(f.id);
        continue;
      }
      patchFile(f.key, { status: 'uploading', progress: 0, error: undefined });
      try {
        const { id } = await uploadFile(f.file, ({ loaded, total }) => patchFile(f.key, { progress: Math.round((loaded / total) * 100) }));
        patchFile(f.key, { status: 'done', progress: 100, id });
        ids.push(id);
      } catch (error) {
        failed = true;
        patchFile(f.key, { status: 'failed', error: describeError(error, t) });
      }
    }
    return failed ? null : ids;
  };

  const onSubmit = async (values: ProductFormValues) => {
    setProblem(null);
    // Files first: a failed upload creates nothing, and a retry sends only what is missing.
    setUploading(true);
    const fileIds = await uploadAll();
    setUploading(false);
    if (fileIds === null) {
      setProblem({ userError: { field: null, code: 'REFUSED', message: t('ui:files.failed') } });
      return;
    }
    const text = (v: string) => v.trim();
    const approverId = isAdministrator ? values.approver || null : null;
    try {
      let payload;
      if (mode === 'edit' && product) {
        const { data } = await updateProduct({
          variables: {
            input: {
              id: product.id,
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
            },
          },
        });
        payload = data?.updateProduct;
      } else {
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
        if (mode === 'copy' && product) {
          const { data } = await copyProduct({ variables: { input: { ...input, sourceId: product.id } } });
          payload = data?.copyProduct;
        } else {
          const { data } = await createProduct({ variables: { input } });
          payload = data?.createProduct;
        }
      }
      if (!payload) {
        setProblem({ error: null });
        return;
      }
      if (payload.userErrors.length > 0) {
        const formLevel = applyUserErrors(payload.userErrors.map(onFormField), setError, FIELDS, (ue) => describeRefusal(ue));
        if (formLevel[0]) setProblem({ userError: formLevel[0] });
        return;
      }
      if (payload.product) {
        guard.saved();
        onSaved(payload.product);
      }
    } catch (error) {
      if (applyInputError(error, setError, FIELDS, t)) return;
      setProblem({ error });
    }
  };

  // The duplicate check answers 'Duplicated Product!' (spec §5): said in the user's language.
  const describeRefusal = (ue: UserErrorLike) => (ue.code === 'DUPLICATE' ? t('products:form.duplicate') : describeUserError(ue, t));
  const message = problem === null ? null : 'userError' in problem ? describeRefusal(problem.userError) : describeError(problem.error, t);
  const saving = creating || copying || updating || uploading;
  const data = options.data;
  const optionsDisabled = options.loading || !!options.error;

  const select = (field: 'salesUnit' | 'productGroup' | 'purchaseUnit' | 'approver', list: ReadonlyArray<{ value: string; label: string }>) => (
    <Controller
      name={field}
      control={control}
      rules={requiredRule(field)}
      render={({ field: f, fieldState }) => (
        <TextField
          select
          label={t(`products:fields.${field}`)}
          required={required.has(field)}
          fullWidth
          name={f.name}
          value={list.some((o) => o.value === f.value) ? f.value : ''}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          disabled={optionsDisabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {!required.has(field) && (
            <MenuItem value="">
              <em>{t('products:form.none')}</em>
            </MenuItem>
          )}
          {list.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const codes = (list: ReadonlyArray<{ code: string; name: string }> | undefined) => (list ?? []).map((x) => ({ value: x.code, label: x.name }));

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2} sx={{ pt: 1 }} aria-label={t(`products:form.title.${mode}`)}>
      <Notice message={message} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
      <DraftNotice guard={guard} />
      {options.error && <Notice message={`${t('products:form.optionsError')} ${describeError(options.error, t)}`} />}
      <Controller
        name="supplier"
        control={control}
        rules={requiredRule('supplier')}
        render={({ field, fieldState }) => (
          <CodeAutocomplete
            label={t('products:fields.supplier')}
            options={data?.suppliers ?? []}
            value={field.value}
            onChange={(code) => field.onChange(code)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            required={required.has('supplier')}
            loading={options.loading}
            disabled={!!options.error}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            autoFocus
          />
        )}
      />
      <Controller
        name="customer"
        control={control}
        rules={requiredRule('customer')}
        render={({ field, fieldState }) => (
          <CodeAutocomplete
            label={t('products:fields.customer')}
            options={data?.customers ?? []}
            value={field.value}
            onChange={(code, customer) => {
              field.onChange(code);
              if (customer?.note?.trim()) setCustomerNote({ name: customer.name, note: customer.note });
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            required={required.has('customer')}
            loading={options.loading}
            disabled={!!options.error}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <TextField
        {...muiField(register('product'))}
        label={t('products:fields.product')}
        autoComplete="off"
        fullWidth
        error={!!errors.product}
        helperText={errors.product?.message}
      />
      <TextField
        {...muiField(register('description'))}
        label={t('products:fields.description')}
        autoComplete="off"
        fullWidth
        error={!!errors.description}
        helperText={errors.description?.message}
      />
      {select('salesUnit', codes(data?.units))}
      {select('productGroup', codes(data?.productGroups))}
      {select('purchaseUnit', codes(data?.units))}
      {isAdministrator &&
        select(
          'approver',
          (data?.approvers ?? []).map((a) => ({ value: a.id, label: a.userName })),
        )}
      <TextField
        {...muiField(
          register('kilogram', {
            validate: (value) => {
              const limit = ambiguityText(value, t, KILOGRAM_DECIMALS) ?? decimalLimitText(value, t, KILOGRAM_DECIMALS);
              if (limit) return limit;
              const key = kilogramProblem(value, required.has('kilogram'));
              return key ? t(`products:validation.${key}`) : true;
            },
          }),
        )}
        label={t('products:fields.kilogram')}
        required={required.has('kilogram')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        autoComplete="off"
        fullWidth
        error={!!errors.kilogram}
        helperText={errors.kilogram?.message}
      />
      <FileDropZone
        label={t('products:fields.attachments')}
        files={files}
        disabled={saving}
        onAdd={(added) => setFiles((list) => [...list, ...added.map(pendingFile)])}
        onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))}
      />
      <TextField
        {...muiField(register('note'))}
        label={t('products:fields.note')}
        multiline
        minRows={3}
        fullWidth
        error={!!errors.note}
        helperText={errors.note?.message}
      />
      <FormSubmitBar>
        <Button type="submit" variant="contained" size="medium" disabled={saving}>
          {uploading ? t('ui:files.uploading') : saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
      <Dialog open={customerNote !== null} onClose={() => setCustomerNote(null)} aria-labelledby="customer-note-title" maxWidth="xs" fullWidth>
        <DialogTitle id="customer-note-title">{t('products:customerNote.title', { name: customerNote?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-wrap' }}>{customerNote?.note}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setCustomerNote(null)} autoFocus>
            {t('common:actions.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Notice } from '../../ui/notify';
import { DraftNotice } from '../../ui/close-guard';
import { ProductFormOptionsDocument, type ProductFactsFragment } from '../../generated/graphql';
import { describeError } from '../../core/errors';
import { muiField } from '../../core/forms';
import { useFormSave } from '../../core/form-save';
import { FileDropZone, useFileUploads } from '../../ui/files';
import { FormSubmitBar } from '../../ui/form-dialog';
import { CodeSelect, codeChoices, CustomerNoteDialog, KilogramField, PartyFields } from './product-fields';
import { requiredProductFields, type ProductFormMode, type ProductFormValues } from './product-rules';
import { PRODUCT_FIELD_NAMES, PRODUCT_FIELDS, sendProduct } from './product-save';
import { useReadProduct } from './use-read-product';

/** Spec 01 §8: refusals that name no field are shown in a red alert for 4 seconds. */
export const FORM_ERROR_MS = 4000;

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
  const uploads = useFileUploads((error) => describeError(error, t));
  const [customerNote, setCustomerNote] = useState<{ name: string; note: string } | null>(null);
  const form = useForm<ProductFormValues>({ defaultValues: initialValues(product) });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const readProduct = useReadProduct(product?.id ?? '');
  const save = useFormSave({
    form,
    fields: PRODUCT_FIELDS,
    fieldNames: PRODUCT_FIELD_NAMES,
    // An edit refused because someone else changed the product keeps the input and says what changed.
    conflict: {
      version: mode === 'edit' ? product?.version : null,
      reload: () => (mode === 'edit' && product ? readProduct() : Promise.resolve(null)),
      fieldsOf: initialValues,
      fieldsOfChange: { name: ['product'] },
    },
    // Closing with input asks first; a draft per form and product comes back on reopening.
    draft: { draftKey: mode === 'add' ? 'product:new' : `product:${mode}:${product?.id ?? ''}`, alsoDirty: uploads.files.length > 0 },
    // The duplicate check answers 'Duplicated Product!' (spec §5): said in the user's language.
    describe: (ue) => (ue.code === 'DUPLICATE' ? t('products:form.duplicate') : null),
    unseenWords: t('products:form.savedUnseen'),
    send: (values, ctx) => sendProduct({ mode, product, isAdministrator, uploads, t }, values, ctx),
    onSaved,
  });
  const data = options.data;
  const lists = { control, required, disabled: options.loading || !!options.error };

  return (
    <Stack component="form" noValidate onSubmit={save.submit} spacing={2} sx={{ pt: 1 }} aria-label={t(`products:form.title.${mode}`)}>
      <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
      {save.conflictPanel}
      <DraftNotice guard={save.guard} />
      {options.error && <Notice message={`${t('products:form.optionsError')} ${describeError(options.error, t)}`} />}
      <PartyFields control={control} required={required} options={options} onCustomerNote={setCustomerNote} />
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
      <CodeSelect {...lists} field="salesUnit" list={codeChoices(data?.units)} />
      <CodeSelect {...lists} field="productGroup" list={codeChoices(data?.productGroups)} />
      <CodeSelect {...lists} field="purchaseUnit" list={codeChoices(data?.units)} />
      {isAdministrator && <CodeSelect {...lists} field="approver" list={(data?.approvers ?? []).map((a) => ({ value: a.id, label: a.userName }))} />}
      <KilogramField register={register} required={required.has('kilogram')} error={errors.kilogram} />
      <FileDropZone label={t('products:fields.attachments')} {...uploads.dropZone} disabled={save.saving} />
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
        <Button type="submit" variant="contained" size="medium" disabled={save.saving} aria-keyshortcuts={save.keyShortcuts}>
          {uploads.uploading ? t('ui:files.uploading') : save.saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
      <CustomerNoteDialog note={customerNote} onClose={() => setCustomerNote(null)} />
    </Stack>
  );
}

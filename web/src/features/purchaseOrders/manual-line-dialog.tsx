import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { checkRules, typedDecimalProblems } from '@backoffice/shared/rules/core';
import { manualLineRules } from '@backoffice/shared/rules/purchaseOrders';
import { DateField, todayIso } from '../../ui/date-field';
import { FormDialog, FormDialogActions } from '../../ui/form-dialog';
import { formatMoney, parseDecimalInput } from '../../ui/money';
import { Notice } from '../../ui/notify';
import {
  AddPurchaseManualLineDocument,
  PurchaseLineAmountsDocument,
  PurchaseManualLineOptionsDocument,
  UpdatePurchaseManualLineDocument,
  type PurchaseManualLineFieldsFragment,
  type PurchaseManualLineOptionsQuery,
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { useFormSave, type SendContext } from '../../core/form-save';
import { saveAndNextField, sentFromLastField } from '../../core/shortcuts';
import { useReadPurchaseOrder } from './use-read-purchase-order';

export interface ManualLineValues {
  productId: string | null;
  quantity: string;
  price: string;
  reportingDate: string | null;
  description: string;
  vatCode: string;
}

const FIELDS = ['productId', 'quantity', 'price', 'reportingDate', 'description', 'vatCode'] as const;
const toInput = (v: string) => v.replace('.', ',');

export interface ManualLineDialogProps {
  order: PurchaseOrderDetailFragment;
  /** The line to edit; null adds one. */
  line: PurchaseManualLineFieldsFragment | null;
  defaultVatCode: string | null;
  onClose: () => void;
  /** `next`: a new line sent by Enter in its last field, the next new line opens. */
  onSaved: (next: boolean) => void;
}

type Form = UseFormReturn<ManualLineValues>;
type Options = PurchaseManualLineOptionsQuery;
type Line = PurchaseManualLineFieldsFragment;

/** The form's values for a line (or a new one): its defaults, and "Load their changes" after a conflict. */
function manualLineValues(line: Line | null, defaultVatCode: string | null): ManualLineValues {
  return {
    productId: line?.product?.id ?? null,
    quantity: line ? toInput(line.quantity) : '1',
    price: line ? toInput(line.price) : '',
    reportingDate: line ? (line.reportingDate ?? null) : todayIso(),
    description: line?.description ?? '',
    vatCode: line?.vatCode?.code ?? defaultVatCode ?? '',
  };
}

/** Amount and VAT amount as the gateway computes them, asked once quantity and price pass their shared rules. */
function useLineAmounts(control: Form['control']) {
  const [quantityText, priceText, vatCode] = useWatch({ control, name: ['quantity', 'price', 'vatCode'] });
  const quantity = parseDecimalInput(quantityText);
  const price = parseDecimalInput(priceText);
  const computable =
    quantity !== null &&
    price !== null &&
    checkRules(manualLineRules.shape.quantity, quantityText).length === 0 &&
    checkRules(manualLineRules.shape.price, priceText).length === 0 &&
    typedDecimalProblems(manualLineRules, { quantity: quantityText, price: priceText }).length === 0;
  const amounts = useQuery(PurchaseLineAmountsDocument, {
    variables: { price: price ?? '0', quantity: quantity ?? '0', vatCode: vatCode || null },
    skip: !computable,
  });
  return computable ? (amounts.data ?? amounts.previousData)?.purchaseLineAmounts : null;
}

/** The add or the update of the line. */
async function sendManualLine(order: ManualLineDialogProps['order'], line: ManualLineDialogProps['line'], values: ManualLineValues, ctx: SendContext) {
  const fields = {
    productId: values.productId!,
    quantity: parseDecimalInput(values.quantity)!,
    price: parseDecimalInput(values.price)!,
    reportingDate: values.reportingDate,
    description: values.description,
    vatCode: values.vatCode,
  };
  const payload = line
    ? (
        await ctx.mutate(UpdatePurchaseManualLineDocument, {
          input: { purchaseOrderId: order.id, id: line.id, expectedVersion: ctx.expectedVersion, line: fields },
        })
      )?.updatePurchaseManualLine
    : (await ctx.mutate(AddPurchaseManualLineDocument, { input: { purchaseOrderId: order.id, line: fields } }))?.addPurchaseManualLine;
  return { payload, record: payload };
}

/** The product, among the supplier's (any, for a transport invoice); the edited line's own until the list arrives. */
function ProductField({
  control,
  products,
  line,
  loading,
}: {
  control: Form['control'];
  products: Options['products']['nodes'];
  line: Line | null;
  loading: boolean;
}) {
  const { t } = useTranslation(['purchaseOrders']);
  return (
    <Controller
      name="productId"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={products}
          value={products.find((p) => p.id === field.value) ?? (line?.product && line.product.id === field.value ? line.product : null)}
          onChange={(_e, chosen) => field.onChange(chosen?.id ?? null)}
          getOptionLabel={(p) => `${p.code} – ${p.name}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={loading}
          autoHighlight
          autoSelect
          noOptionsText={t('purchaseOrders:validation.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={t('purchaseOrders:manual.product')}
              required
              autoFocus
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** A computed amount: read-only. */
function ComputedField({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <TextField label={label} value={value ? formatMoney(value) : ''} fullWidth slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }} />
  );
}

/** The VAT code, among the provider's codes. */
function VatCodeField({ control, vatCodes }: { control: Form['control']; vatCodes: Options['vatCodes'] }) {
  const { t } = useTranslation(['purchaseOrders']);
  return (
    <Controller
      name="vatCode"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={vatCodes.some((v) => v.code === field.value) ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={t('purchaseOrders:manual.vat')}
          required
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {vatCodes.map((v) => (
            <MenuItem key={v.code} value={v.code}>
              {v.code} – {v.description}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The manual (custom) line modal (spec 02 §2.9): product, quantity, price, reporting date,
 * description and VAT code; amount and VAT amount are read-only and computed by the gateway
 * (price × quantity, VAT at the code, both rounded half up to the cent). A decimal comma is fine.
 */
export function ManualLineDialog({ order, line, defaultVatCode, onClose, onSaved }: ManualLineDialogProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const filter = order.isTransport ? null : { conditions: [{ field: 'SUPPLIER_CODE' as const, operator: 'IS' as const, value: order.supplier.code }] };
  const options = useQuery(PurchaseManualLineOptionsDocument, { variables: { filter } });
  const fieldWords = (field: string) => (field === 'quantity' ? t('purchaseOrders:validation.quantity') : t('purchaseOrders:validation.price'));
  const form = useForm<ManualLineValues>({
    // The shared manual-line rules, which the gateway checks too.
    resolver: rulesResolver(
      manualLineRules,
      describeRules(t, {
        REQUIRED: t('purchaseOrders:validation.required'),
        NOT_A_DECIMAL: ({ field }) => fieldWords(field),
        NEGATIVE: ({ field }) => fieldWords(field),
        TOO_MANY_DECIMALS: ({ field }) => fieldWords(field),
      }),
    ),
    defaultValues: manualLineValues(line, defaultVatCode),
  });
  const { register, control, formState } = form;
  const readOrder = useReadPurchaseOrder(order.id);
  const next = useRef(false);
  const save = useFormSave({
    form,
    fields: FIELDS,
    // A save refused because someone else changed the line keeps the input and says what changed.
    conflict: {
      version: line?.version,
      reload: async () => (await readOrder())?.manualLines.find((m) => m.id === line?.id),
      fieldsOf: (fresh: Line) => manualLineValues(fresh, defaultVatCode),
      fieldsOfChange: { product: ['productId'], vatCode: ['vatCode'] },
    },
    send: (values, ctx) => sendManualLine(order, line, values, ctx),
    refetch: ['PurchaseOrders'],
    onSaved: () => onSaved(next.current),
  });
  const { errors, isDirty } = formState;
  const shown = useLineAmounts(control);
  const text = (name: 'quantity' | 'price' | 'description') => ({
    ...muiField(register(name)),
    required: true,
    fullWidth: true,
    error: !!errors[name],
    helperText: errors[name]?.message,
  });

  return (
    <FormDialog open onClose={onClose} dirty={isDirty} fullWidth maxWidth="sm" aria-labelledby="manual-line-title">
      <DialogTitle id="manual-line-title">{line ? t('purchaseOrders:manual.editTitle') : t('purchaseOrders:manual.addTitle')}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          // Enter in a new line's last text field (description) saves it and opens the next
          next.current = !line && sentFromLastField(event.currentTarget);
          void save.submit(event);
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Notice message={save.message} duration={4000} onClose={save.clearProblem} sx={{ mb: 0 }} />
            {save.conflictPanel}
            <ProductField control={control} products={options.data?.products.nodes ?? []} line={line} loading={options.loading} />
            <Stack direction="row" spacing={2}>
              <TextField {...text('quantity')} label={t('purchaseOrders:manual.quantity')} inputMode="decimal" />
              <TextField {...text('price')} label={t('purchaseOrders:manual.price')} inputMode="decimal" />
              <ComputedField label={t('purchaseOrders:manual.amount')} value={shown?.amount} />
            </Stack>
            <Controller
              name="reportingDate"
              control={control}
              render={({ field, fieldState }) => (
                <DateField
                  {...field}
                  label={t('purchaseOrders:manual.reportingDate')}
                  fullWidth
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <TextField {...text('description')} label={t('purchaseOrders:manual.description')} slotProps={line ? undefined : { htmlInput: saveAndNextField }} />
            <Stack direction="row" spacing={2}>
              <VatCodeField control={control} vatCodes={options.data?.vatCodes ?? []} />
              <ComputedField label={t('purchaseOrders:manual.vatAmount')} value={shown?.vatAmount} />
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.saving} keyShortcuts={save.keyShortcuts} />
      </form>
    </FormDialog>
  );
}

import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../core/errors';
import { applyInputError, muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { fieldRefusals } from './payloads';

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
  onSaved: () => void;
}

/**
 * The manual (custom) line modal (spec 02 §2.9): product, quantity, price, reporting date,
 * description and VAT code; amount and VAT amount are read-only and computed by the gateway
 * (price × quantity, VAT at the code, both rounded half up to the cent). A decimal comma is fine.
 */
export function ManualLineDialog({ order, line, defaultVatCode, onClose, onSaved }: ManualLineDialogProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const [problem, setProblem] = useState<{ userError: UserErrorLike } | { error: unknown } | null>(null);
  const filter = order.isTransport ? null : { conditions: [{ field: 'SUPPLIER_CODE' as const, operator: 'IS' as const, value: order.supplier.code }] };
  const options = useQuery(PurchaseManualLineOptionsDocument, { variables: { filter } });
  const [add, { loading: adding }] = useMutation(AddPurchaseManualLineDocument, { refetchQueries: ['PurchaseOrders'] });
  const [update, { loading: updating }] = useMutation(UpdatePurchaseManualLineDocument, { refetchQueries: ['PurchaseOrders'] });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ManualLineValues>({
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
    defaultValues: {
      productId: line?.product?.id ?? null,
      quantity: line ? toInput(line.quantity) : '1',
      price: line ? toInput(line.price) : '',
      reportingDate: line ? line.reportingDate : todayIso(),
      description: line?.description ?? '',
      vatCode: line?.vatCode?.code ?? defaultVatCode ?? '',
    },
  });
  const [quantityText, priceText, vatCode] = useWatch({ control, name: ['quantity', 'price', 'vatCode'] });
  const quantity = parseDecimalInput(quantityText);
  const price = parseDecimalInput(priceText);
  // Amounts are asked for once quantity and price pass their shared rules.
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
  const shown = computable ? (amounts.data ?? amounts.previousData)?.purchaseLineAmounts : null;
  const products = options.data?.products.nodes ?? [];
  const vatCodes = options.data?.vatCodes ?? [];
  function fieldWords(field: string): string {
    return field === 'quantity' ? t('purchaseOrders:validation.quantity') : t('purchaseOrders:validation.price');
  }

  const onSubmit = async (values: ManualLineValues) => {
    setProblem(null);
    const fields = {
      productId: values.productId!,
      quantity: parseDecimalInput(values.quantity)!,
      price: parseDecimalInput(values.price)!,
      reportingDate: values.reportingDate,
      description: values.description,
      vatCode: values.vatCode,
    };
    try {
      const payload = line
        ? (await update({ variables: { input: { purchaseOrderId: order.id, id: line.id, line: fields } } })).data?.updatePurchaseManualLine
        : (await add({ variables: { input: { purchaseOrderId: order.id, line: fields } } })).data?.addPurchaseManualLine;
      if (!payload) return setProblem({ error: null });
      if (payload.userErrors.length) {
        const rest = fieldRefusals(payload.userErrors, setError, FIELDS, t);
        if (rest) setProblem({ userError: rest });
        return;
      }
      onSaved();
    } catch (error) {
      if (applyInputError(error, setError, FIELDS, t)) return;
      setProblem({ error });
    }
  };

  const message = problem === null ? null : 'userError' in problem ? describeUserError(problem.userError, t) : describeError(problem.error, t);
  return (
    <FormDialog open onClose={onClose} dirty={isDirty} fullWidth maxWidth="sm" aria-labelledby="manual-line-title">
      <DialogTitle id="manual-line-title">{line ? t('purchaseOrders:manual.editTitle') : t('purchaseOrders:manual.addTitle')}</DialogTitle>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Notice message={message} duration={4000} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
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
                  loading={options.loading}
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
            <Stack direction="row" spacing={2}>
              <TextField
                {...muiField(register('quantity'))}
                label={t('purchaseOrders:manual.quantity')}
                required
                fullWidth
                inputMode="decimal"
                error={!!errors.quantity}
                helperText={errors.quantity?.message}
              />
              <TextField
                {...muiField(register('price'))}
                label={t('purchaseOrders:manual.price')}
                required
                fullWidth
                inputMode="decimal"
                error={!!errors.price}
                helperText={errors.price?.message}
              />
              <TextField
                label={t('purchaseOrders:manual.amount')}
                value={shown ? formatMoney(shown.amount) : ''}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              />
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
            <TextField
              {...muiField(register('description'))}
              label={t('purchaseOrders:manual.description')}
              required
              fullWidth
              error={!!errors.description}
              helperText={errors.description?.message}
            />
            <Stack direction="row" spacing={2}>
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
              <TextField
                label={t('purchaseOrders:manual.vatAmount')}
                value={shown ? formatMoney(shown.vatAmount) : ''}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={adding || updating} />
      </form>
    </FormDialog>
  );
}

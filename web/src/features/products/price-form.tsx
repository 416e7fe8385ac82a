import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { priceRules } from '@backoffice/shared/rules/prices';
import { DateField } from '../../ui/date-field';
import { Notice } from '../../ui/notify';
import { useFormGuard } from '../../ui/close-guard';
import { FormDialog } from '../../ui/form-dialog';
import { useConfirm } from '../../ui/confirm-dialog';
import {
  CreatePurchasePriceDocument,
  CreateSalesPriceDocument,
  CreateTransportPriceDocument,
  TransportersDocument,
  UpdatePurchasePriceDocument,
  UpdateSalesPriceDocument,
  UpdateTransportPriceDocument,
  type AffectedLineFragment,
  type PricingType,
  type ProductUserErrorFragment,
} from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../core/errors';
import { applyInputError, applyUserErrors, muiField } from '../../core/forms';
import { rulesResolver } from '../../core/rules';
import { CodeAutocomplete } from './code-autocomplete';
import { decimalInput, FORM_ERROR_MS } from './product-form';
import { defaultPriceDates, describePriceRules, needsPricingType, priceValue, PRICING_TYPES, type PriceKind } from './price-rules';

export interface EditablePrice {
  id: string;
  price: string;
  startDate: string;
  endDate: string;
  transporter?: { code: string; name: string; needsPricingType: boolean } | null;
  pricingType?: PricingType | null;
  /** An approved price loses its approval when it changes: the form asks first. */
  isApproved?: boolean;
}

export interface PriceFormValues {
  price: string;
  startDate: string | null;
  endDate: string | null;
  transporter: string | null;
  pricingType: PricingType | '';
}

const FIELDS: readonly Path<PriceFormValues>[] = ['price', 'startDate', 'endDate', 'transporter'];

function onFormField(userError: UserErrorLike): UserErrorLike {
  if (!userError.field) return userError;
  const key = userError.field.replace(/^input\./, '');
  return { ...userError, field: key === 'transporterCode' ? 'transporter' : key };
}

type Problem = { userError: UserErrorLike } | { error: unknown };

export interface PriceFormProps {
  kind: PriceKind;
  productId: string;
  /** The price to change; without one a price is added. */
  price?: EditablePrice | null;
  /** Source of "today" for the default dates; for tests. */
  today?: () => Date;
  /** After a change went through; on an edit with the order lines to offer for repricing. */
  onSaved: (affectedLines: AffectedLineFragment[]) => void;
  /** Shows a Cancel button beside Save. */
  onCancel?: () => void;
}

/** Add or change a purchase, sales or transport price (spec 01 §2 Price form, §4, §5). */
export function PriceForm({ kind, productId, price, today = () => new Date(), onSaved, onCancel }: PriceFormProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const editing = !!price;
  const transport = kind === 'transport';
  const transporters = useQuery(TransportersDocument, { skip: !transport || editing });
  const [createPurchase, c1] = useMutation(CreatePurchasePriceDocument);
  const [updatePurchase, u1] = useMutation(UpdatePurchasePriceDocument);
  const [createSales, c2] = useMutation(CreateSalesPriceDocument);
  const [updateSales, u2] = useMutation(UpdateSalesPriceDocument);
  const [createTransport, c3] = useMutation(CreateTransportPriceDocument);
  const [updateTransport, u3] = useMutation(UpdateTransportPriceDocument);
  const saving = [c1, u1, c2, u2, c3, u3].some((m) => m.loading);
  const [problem, setProblem] = useState<Problem | null>(null);
  const defaults = useMemo(() => defaultPriceDates(today()), []); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useForm<PriceFormValues>({
    // The shared price rules (the mutations check the same), and what only this screen knows:
    // a new transport price needs its transporter, and a pricing type where one is asked for.
    resolver: rulesResolver(priceRules, describePriceRules(t), (values: PriceFormValues): Partial<Record<keyof PriceFormValues, string | null>> => ({
      transporter: transport && !editing && !values.transporter ? t('products:validation.required') : null,
      pricingType: askPricingType && !editing && !values.pricingType ? t('products:validation.pricingType') : null,
    })),
    defaultValues: {
      price: price ? decimalInput(price.price) : '',
      startDate: price?.startDate ?? defaults.startDate,
      endDate: price?.endDate ?? defaults.endDate,
      transporter: price?.transporter?.code ?? null,
      pricingType: price?.pricingType ?? '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  // Closing with unsaved input asks first (ui/close-guard).
  const guard = useFormGuard(form);
  const transporterCode = useWatch({ control, name: 'transporter' });
  const transporterList = transporters.data?.transporters ?? [];
  const chosenTransporter = editing ? price?.transporter : transporterList.find((x) => x.code === transporterCode);
  const askPricingType = transport && (editing ? !!price?.pricingType : needsPricingType(transporterCode, chosenTransporter));

  const onSubmit = async (values: PriceFormValues) => {
    setProblem(null);
    const amount = priceValue(values.price)!;
    const dates = { startDate: values.startDate!, endDate: values.endDate! };
    // Saving an approved price takes its approval away: say so first, with the choice to cancel.
    if (price?.isApproved) {
      const goOn = await confirm({
        title: t('products:prices.unapproveTitle'),
        message: t('products:prices.unapproveWarning'),
        confirmLabel: t('products:prices.unapproveConfirm'),
        confirmColor: 'warning',
      });
      if (!goOn) return;
    }
    try {
      let payload: { userErrors: ProductUserErrorFragment[]; affectedLines?: AffectedLineFragment[] } | undefined;
      if (price) {
        const input = { id: price.id, productId, price: amount, ...dates };
        if (kind === 'purchase') payload = (await updatePurchase({ variables: { input } })).data?.updatePurchasePrice;
        else if (kind === 'sales') payload = (await updateSales({ variables: { input } })).data?.updateSalesPrice;
        else payload = (await updateTransport({ variables: { input } })).data?.updateTransportPrice;
      } else if (kind === 'transport') {
        const input = {
          productId,
          transporterCode: values.transporter!,
          pricingType: askPricingType && values.pricingType ? values.pricingType : null,
          price: amount,
          ...dates,
        };
        payload = (await createTransport({ variables: { input } })).data?.createTransportPrice;
      } else {
        const input = { productId, price: amount, ...dates };
        payload =
          kind === 'purchase'
            ? (await createPurchase({ variables: { input } })).data?.createPurchasePrice
            : (await createSales({ variables: { input } })).data?.createSalesPrice;
      }
      if (!payload) {
        setProblem({ error: null });
        return;
      }
      if (payload.userErrors.length > 0) {
        // A refusal about a field that is not shown (pricing type of own transport) goes above the form.
        const fields = askPricingType ? [...FIELDS, 'pricingType' as const] : FIELDS;
        const formLevel = applyUserErrors(payload.userErrors.map(onFormField), setError, fields, describeRefusal);
        if (formLevel[0]) setProblem({ userError: formLevel[0] });
        return;
      }
      guard.saved();
      onSaved(payload.affectedLines ?? []);
    } catch (error) {
      // A number the gateway refused (too large for the provider) goes on its field, not in a banner.
      if (applyInputError(error, setError, askPricingType ? [...FIELDS, 'pricingType' as const] : FIELDS, t)) return;
      setProblem({ error });
    }
  };

  // The provider's own words say which rule (spec §5: 'A price is already available for this start date').
  const describeRefusal = (ue: UserErrorLike) => {
    if (ue.field === 'pricingType') return t('products:validation.pricingType');
    // Said in the user's language; the provider's words only as a detail.
    if (ue.code === 'DUPLICATE')
      return ue.message?.trim() ? `${t('products:validation.duplicatePrice')} (${ue.message.trim()})` : t('products:validation.duplicatePrice');
    return describeUserError(ue, t);
  };
  const message = problem === null ? null : 'userError' in problem ? describeRefusal(problem.userError) : describeError(problem.error, t);

  return (
    <Stack component="form" id={`price-form-${kind}`} noValidate onSubmit={handleSubmit(onSubmit)} spacing={2} sx={{ pt: 1 }}>
      <Notice message={message} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
      {confirmDialog}
      {transport && (
        <Controller
          name="transporter"
          control={control}
          render={({ field, fieldState }) =>
            editing ? (
              <TextField
                label={t('products:fields.transporter')}
                value={price?.transporter ? `${price.transporter.name} (${price.transporter.code})` : ''}
                disabled
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            ) : (
              <CodeAutocomplete
                label={t('products:fields.transporter')}
                options={transporterList}
                value={field.value}
                onChange={(code) => field.onChange(code)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                required
                autoFocus
                loading={transporters.loading}
                error={!!fieldState.error || !!transporters.error}
                helperText={fieldState.error?.message ?? (transporters.error ? describeError(transporters.error, t) : undefined)}
              />
            )
          }
        />
      )}
      {askPricingType && (
        <Controller
          name="pricingType"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('products:fields.pricingType')}
              required={!editing}
              disabled={editing}
              fullWidth
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {PRICING_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`products:pricingType.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <TextField
        {...muiField(register('price'))}
        label={t('products:fields.price')}
        required
        autoFocus={!transport || editing}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
        error={!!errors.price}
        helperText={errors.price?.message}
      />
      <Controller
        name="startDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('products:fields.startDate')} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <Controller
        name="endDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('products:fields.endDate')} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} color="inherit" disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" size="medium" disabled={saving}>
          {saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

export interface PriceFormDialogProps extends PriceFormProps {
  open: boolean;
  onClose: () => void;
}

/** The price form in a modal with a static backdrop (a stray click does not lose the input). */
export function PriceFormDialog({ open, onClose, ...props }: PriceFormDialogProps) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const title = t(props.price ? `prices.editTitle.${props.kind}` : `prices.addTitle.${props.kind}`);
  return (
    <FormDialog open={open} onClose={onClose} staticBackdrop aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{open && <PriceForm {...props} onCancel={onClose} />}</DialogContent>
    </FormDialog>
  );
}

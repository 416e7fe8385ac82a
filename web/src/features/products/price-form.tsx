import { useId, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { priceRules } from '@backoffice/shared/rules/prices';
import { Notice } from '../../ui/notify';
import { useConfirm } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { TransportersDocument, type AffectedLineFragment, type ProductQuery } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { useFormSave } from '../../core/form-save';
import { rulesResolver } from '../../core/rules';
import { decimalInput, FORM_ERROR_MS } from './product-form';
import { defaultPriceDates, describePriceRules, needsPricingType, type PriceKind } from './price-rules';
import { PriceDateFields, PricingTypeField, TransporterField } from './price-fields';
import { describePriceRefusal, PRICE_FIELD_NAMES, priceFields, sendPrice, type EditablePrice, type PriceFormValues } from './price-save';
import { useReadProduct } from './use-read-product';

export type { EditablePrice, PriceFormValues };

/** The form's values for a price (or a new one): its defaults, and "Load their changes" after a conflict. */
function priceFormValues(price: EditablePrice | null | undefined, defaults: { startDate: string; endDate: string }): PriceFormValues {
  return {
    price: price ? decimalInput(price.price) : '',
    startDate: price?.startDate ?? defaults.startDate,
    endDate: price?.endDate ?? defaults.endDate,
    transporter: price?.transporter?.code ?? null,
    pricingType: price?.pricingType ?? '',
  };
}

/** The price of its kind in a product read anew. */
function priceIn(product: ProductQuery['product'], kind: PriceKind, id: string): EditablePrice | undefined {
  if (!product) return undefined;
  const list: readonly EditablePrice[] = kind === 'purchase' ? product.purchasePrices : kind === 'sales' ? product.salesPrices : product.transportPrices;
  return list.find((p) => p.id === id);
}

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
  const editing = !!price;
  const transport = kind === 'transport';
  const transporters = useQuery(TransportersDocument, { skip: !transport || editing });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the default dates are taken once, when the form opens
  const defaults = useMemo(() => defaultPriceDates(today()), []);
  const form = useForm<PriceFormValues>({
    // The shared price rules (the mutations check the same), and what only this screen knows:
    // a new transport price needs its transporter, and a pricing type where one is asked for.
    resolver: rulesResolver(priceRules, describePriceRules(t), (values: PriceFormValues): Partial<Record<keyof PriceFormValues, string | null>> => ({
      transporter: transport && !editing && !values.transporter ? t('products:validation.required') : null,
      pricingType: askPricingType && !editing && !values.pricingType ? t('products:validation.pricingType') : null,
    })),
    defaultValues: priceFormValues(price, defaults),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const transporterCode = useWatch({ control, name: 'transporter' });
  const chosenTransporter = editing ? price?.transporter : transporters.data?.transporters.find((x) => x.code === transporterCode);
  const askPricingType = transport && (editing ? !!price?.pricingType : needsPricingType(transporterCode, chosenTransporter));
  const readProduct = useReadProduct(productId);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const save = useFormSave({
    form,
    fields: priceFields(askPricingType),
    fieldNames: PRICE_FIELD_NAMES,
    // An edit refused because someone else changed the price keeps the input and says what changed.
    conflict: {
      version: price?.version,
      reload: async () => (price ? priceIn(await readProduct(), kind, price.id) : null),
      fieldsOf: (fresh: EditablePrice) => priceFormValues(fresh, defaults),
    },
    describe: describePriceRefusal(t),
    // Saving an approved price takes its approval away: say so first, with the choice to cancel.
    confirm: async () =>
      !price?.isApproved ||
      confirm({
        title: t('products:prices.unapproveTitle'),
        message: t('products:prices.unapproveWarning'),
        confirmLabel: t('products:prices.unapproveConfirm'),
        confirmColor: 'warning',
      }),
    send: (values, ctx) => sendPrice({ kind, productId, price, askPricingType }, values, ctx),
    onSaved: ({ affectedLines }) => onSaved(affectedLines),
  });
  const saving = save.saving;

  return (
    <Stack component="form" id={`price-form-${kind}`} noValidate onSubmit={save.submit} spacing={2} sx={{ pt: 1 }}>
      <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
      {save.conflictPanel}
      {confirmDialog}
      {transport && <TransporterField control={control} editing={editing} price={price} transporters={transporters} />}
      {askPricingType && <PricingTypeField control={control} editing={editing} />}
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
      <PriceDateFields control={control} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} color="inherit" disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" size="medium" disabled={saving} aria-keyshortcuts={save.keyShortcuts}>
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

import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseDecimalInput } from '../../ui/money';
import { Notice } from '../../ui/notify';
import { FormDialog } from '../../ui/form-dialog';
import { AddSalesOrderLineDocument, SalesItemsDocument, UpdateSalesOrderLineDocument, type SalesOrderDetailFragment } from '../../generated/graphql';
import { describeError } from '../../core/errors';
import { muiField } from '../../core/forms';
import { useFormSave } from '../../core/form-save';
import { saveAndNextField, sentFromLastField } from '../../core/shortcuts';
import { ProductDetailsButton } from './product-details-button';
import { usePackingCheck } from './use-packing-check';
import { FORM_ERROR_MS, ShippingFields, decimalText, quantityRule, type Line, type SalesItem, type ShippingValues } from './line-fields';

export interface AddLineDialogProps {
  order: SalesOrderDetailFragment;
  /** True when the user unlocked a completed order. */
  unlocked: boolean;
  onClose: () => void;
  /** Step two saved: the parent goes on to the transport selection for this line, then to a next line when `next`. */
  onDone: (line: Line, next: boolean) => void;
}

interface StepOneValues {
  productId: string | null;
  salesQuantity: string;
}

interface StepTwoValues extends ShippingValues {
  purchaseQuantity: string;
}

/**
 * The two-step add-line dialog (spec 02 §2.4). Step one creates the line with product and sales
 * quantity; step two fills in purchase quantity and shipping data and leads to the transport choice.
 */
export function AddLineDialog({ order, unlocked, onClose, onDone }: AddLineDialogProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const [line, setLine] = useState<Line | null>(null);
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-line-title">
      <DialogTitle id="add-line-title">{t('salesOrders:addLine.title')}</DialogTitle>
      <Box sx={{ px: 3 }}>
        <Stepper activeStep={line ? 1 : 0}>
          <Step>
            <StepLabel>{t('salesOrders:addLine.stepOne')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('salesOrders:addLine.stepTwo')}</StepLabel>
          </Step>
        </Stepper>
      </Box>
      {line ? (
        <StepTwo order={order} line={line} unlocked={unlocked} onClose={onClose} onDone={onDone} />
      ) : (
        <StepOne order={order} unlocked={unlocked} onClose={onClose} onCreated={setLine} />
      )}
    </FormDialog>
  );
}

/** The product among the items sold to this customer by this supplier, each saying whether it has a price. */
function SalesItemField({ control, options, loading }: { control: Control<StepOneValues>; options: readonly SalesItem[]; loading: boolean }) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <Controller
      name="productId"
      control={control}
      rules={{ required: t('salesOrders:validation.required') }}
      render={({ field, fieldState }) => (
        <Autocomplete<SalesItem>
          options={options}
          value={options.find((o) => o.product.id === field.value) ?? null}
          onChange={(_event, chosen) => field.onChange(chosen?.product.id ?? null)}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.product.id === b.product.id}
          loading={loading}
          autoHighlight
          autoSelect
          noOptionsText={t('salesOrders:line.noItems')}
          renderOption={({ key, ...props }, o) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <span>{o.label}</span>
              <Chip
                size="small"
                variant="outlined"
                color={o.priceAvailable ? 'success' : 'warning'}
                label={o.priceAvailable ? t('salesOrders:line.priceAvailable') : t('salesOrders:line.noPrice')}
              />
            </Box>
          )}
          renderInput={(params) => {
            const chosen = options.find((o) => o.product.id === field.value);
            return (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('salesOrders:line.product')}
                required
                autoFocus
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ??
                  (chosen ? (chosen.priceAvailable ? t('salesOrders:line.priceAvailable') : t('salesOrders:line.noPrice')) : undefined)
                }
              />
            );
          }}
        />
      )}
    />
  );
}

function StepOne({
  order,
  unlocked,
  onClose,
  onCreated,
}: {
  order: SalesOrderDetailFragment;
  unlocked: boolean;
  onClose: () => void;
  onCreated: (line: Line) => void;
}) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const items = useQuery(SalesItemsDocument, {
    variables: { customerCode: order.customer?.code ?? '', supplierCode: order.supplier.code, loadingDate: order.loadingDate ?? null },
  });
  const form = useForm<StepOneValues>({ defaultValues: { productId: null, salesQuantity: '' } });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const save = useFormSave({
    form,
    fields: ['productId', 'salesQuantity'],
    send: async (values, { mutate }) => {
      const input = { salesOrderId: order.id, productId: values.productId!, salesQuantity: parseDecimalInput(values.salesQuantity)!, unlocked };
      const payload = (await mutate(AddSalesOrderLineDocument, { input }))?.addSalesOrderLine;
      return { payload, record: payload?.line };
    },
    onSaved: onCreated,
  });
  const loading = save.saving;
  const chosenProductId = useWatch({ control, name: 'productId' });
  const options = items.data?.salesItems ?? [];

  return (
    <Box component="form" noValidate onSubmit={save.submit} aria-label={t('salesOrders:addLine.stepOne')}>
      <DialogContent>
        <Stack spacing={2}>
          <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
          {items.error && <Alert severity="error">{describeError(items.error, t)}</Alert>}
          <SalesItemField control={control} options={options} loading={items.loading} />
          <TextField
            {...muiField(register('salesQuantity', { validate: quantityRule(t) }))}
            label={t('salesOrders:line.salesQuantity')}
            required
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-step': '0.001' } }}
            error={!!errors.salesQuantity}
            helperText={errors.salesQuantity?.message}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <ProductDetailsButton productId={chosenProductId} />
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} color="inherit">
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={loading} aria-keyshortcuts={save.keyShortcuts}>
          {loading ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

const STEP_TWO_FIELDS = ['purchaseQuantity', 'packingSlip', 'container', 'shippingDocument', 'reportingDate'] as const;

/** Step two's values on the line step one made: its sales fields stay as they are. */
function stepTwoInput(order: SalesOrderDetailFragment, line: Line, values: StepTwoValues, unlocked: boolean) {
  return {
    salesOrderId: order.id,
    id: line.id,
    // the line as step one made it: a change by someone else in between is refused and named
    expectedVersion: line.version,
    salesQuantity: line.salesQuantity,
    salesPrice: line.salesPrice,
    purchasePrice: line.purchasePrice,
    purchaseQuantity: parseDecimalInput(values.purchaseQuantity)!,
    packingSlip: values.packingSlip.trim() || null,
    container: values.container.trim() || null,
    shippingDocument: values.shippingDocument.trim() || null,
    reportingDate: values.reportingDate,
    unlocked,
  };
}

function StepTwo({
  order,
  line,
  unlocked,
  onClose,
  onDone,
}: {
  order: SalesOrderDetailFragment;
  line: Line;
  unlocked: boolean;
  onClose: () => void;
  onDone: (line: Line, next: boolean) => void;
}) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const packing = usePackingCheck({ productId: line.product.id, loadingDate: order.loadingDate, excludeLineId: line.id, stored: line });
  const form = useForm<StepTwoValues>({
    defaultValues: {
      purchaseQuantity: decimalText(line.purchaseQuantity),
      packingSlip: line.packingSlip ?? '',
      container: line.container ?? '',
      shippingDocument: line.shippingDocument ?? '',
      reportingDate: line.reportingDate ?? order.loadingDate ?? null,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const next = useRef(false);
  const save = useFormSave({
    form,
    fields: STEP_TWO_FIELDS,
    send: async (values, { mutate }) => {
      const payload = (await mutate(UpdateSalesOrderLineDocument, { input: stepTwoInput(order, line, values, unlocked) }))?.updateSalesOrderLine;
      return { payload, record: payload?.line };
    },
    onSaved: (saved) => onDone(saved, next.current),
  });
  const loading = save.saving;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        // Enter in the last field (the reporting date) goes on to the next line after the transport
        next.current = sentFromLastField(event.currentTarget);
        void save.submit(event);
      }}
      aria-label={t('salesOrders:addLine.stepTwo')}
    >
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success" variant="outlined">
            {t('salesOrders:addLine.created')}
          </Alert>
          <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
          <Typography variant="body2">
            <strong>{t('salesOrders:line.product')}:</strong> {line.product.code} – {line.product.name}; {t('salesOrders:line.salesQuantity')}:{' '}
            {decimalText(line.salesQuantity)} {line.salesUnit?.name ?? ''}
          </Typography>
          <TextField
            {...muiField(register('purchaseQuantity', { validate: quantityRule(t) }))}
            label={t('salesOrders:line.purchaseQuantity')}
            required
            autoFocus
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={!!errors.purchaseQuantity}
            helperText={errors.purchaseQuantity?.message}
          />
          <ShippingFields register={register} control={control} errors={errors} {...packing} lastField={saveAndNextField} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <ProductDetailsButton productId={line.product.id} />
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} color="inherit">
          {t('common:actions.close')}
        </Button>
        <Button type="submit" variant="contained" disabled={loading} aria-keyshortcuts={save.keyShortcuts}>
          {loading ? t('common:status.saving') : t('salesOrders:addLine.saveAndTransport')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export { EditLineDialog, type EditLineDialogProps } from './edit-line-dialog';

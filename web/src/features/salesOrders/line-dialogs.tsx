import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateField } from '../../ui/date-field';
import { decimalLimitText, formatDecimal, parseDecimalInput } from '../../ui/money';
import { Notice } from '../../ui/notify';
import {
  AddSalesOrderLineDocument,
  SalesItemsDocument,
  UpdateSalesOrderLineDocument,
  type SalesItemsQuery,
  type SalesOrderDetailFragment,
  type SalesOrderLineFieldsFragment,
} from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../app/errors';
import { muiField, validDate } from '../../app/forms';
import { fieldRefusals } from './payloads';
import { ProductDetailsButton } from './product-details-button';
import { quantityProblem } from './sales-order-rules';
import { usePackingCheck, type CheckedField } from './use-packing-check';
import { FormDialogActions } from '../../ui/form-dialog';

type Line = SalesOrderLineFieldsFragment;
type SalesItem = SalesItemsQuery['salesItems'][number];
type Problem = { userError: UserErrorLike } | { error: unknown };

const FORM_ERROR_MS = 4000;

/** '12.5' → '12,5' for a field the user edits (comma decimals, as typed in Belgium). */
export function decimalText(value: string | null | undefined, decimals = 3): string {
  return formatDecimal(value ?? null, decimals, 0);
}

function quantityRule(t: TFunction) {
  return (text: string) => {
    const problem = quantityProblem(parseDecimalInput(text), text);
    if (problem === null) return decimalLimitText(text, t, 3) ?? true;
    return t(`salesOrders:validation.${problem}`);
  };
}

function priceRule(t: TFunction) {
  return (text: string) => {
    if (text.trim() === '') return t('salesOrders:validation.required');
    if (parseDecimalInput(text) === null) return t('salesOrders:validation.notANumber');
    return decimalLimitText(text, t) ?? true;
  };
}

function optionalPriceRule(t: TFunction) {
  return (text: string) => {
    if (text.trim() === '') return true;
    if (parseDecimalInput(text) === null) return t('salesOrders:validation.notANumber');
    return decimalLimitText(text, t) ?? true;
  };
}

function problemText(problem: Problem | null, t: TFunction): string | null {
  if (problem === null) return null;
  return 'userError' in problem ? describeUserError(problem.userError, t) : describeError(problem.error, t);
}

/** The shipping fields shared by step two and the edit form, with the duplicate check on blur. */
interface ShippingValues {
  packingSlip: string;
  container: string;
  shippingDocument: string;
  reportingDate: string | null;
}

function ShippingFields<V extends ShippingValues>({
  register,
  control,
  errors,
  check,
  messages,
  checking,
}: {
  register: UseFormRegister<V>;
  control: ReturnType<typeof useForm<V>>['control'];
  errors: FieldErrors<ShippingValues>;
  check: (field: CheckedField, value: string) => Promise<void>;
  messages: Partial<Record<CheckedField, string>>;
  checking: Partial<Record<CheckedField, boolean>>;
}) {
  const { t } = useTranslation(['salesOrders']);
  const reg = register as unknown as UseFormRegister<ShippingValues>;
  const checked = (field: CheckedField) => {
    const registered = muiField(reg(field));
    return {
      ...registered,
      onBlur: async (event: { target: { value: string } }) => {
        await registered.onBlur(event as never);
        void check(field, event.target.value);
      },
    };
  };
  const hint = (field: CheckedField): ReactNode => errors[field]?.message ?? (checking[field] ? t('salesOrders:check.checking') : messages[field]);
  return (
    <>
      <TextField
        {...checked('packingSlip')}
        label={t('salesOrders:line.packingSlip')}
        autoComplete="off"
        fullWidth
        error={!!errors.packingSlip}
        helperText={hint('packingSlip')}
        slotProps={{ formHelperText: { sx: messages.packingSlip && !errors.packingSlip ? { color: 'warning.dark' } : undefined, role: messages.packingSlip ? 'status' : undefined } }}
      />
      <TextField {...muiField(reg('container'))} label={t('salesOrders:line.container')} autoComplete="off" fullWidth />
      <TextField
        {...checked('shippingDocument')}
        label={t('salesOrders:line.shippingDocument')}
        autoComplete="off"
        fullWidth
        error={!!errors.shippingDocument}
        helperText={hint('shippingDocument')}
        slotProps={{ formHelperText: { sx: messages.shippingDocument && !errors.shippingDocument ? { color: 'warning.dark' } : undefined, role: messages.shippingDocument ? 'status' : undefined } }}
      />
      <Controller
        name={'reportingDate' as never}
        control={control as never}
        rules={{ validate: { date: validDate(t) } }}
        render={({ field, fieldState }) => (
          <DateField {...(field as object as { value: string | null; onChange: (v: string | null) => void })} label={t('salesOrders:line.reportingDate')} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
    </>
  );
}

export interface AddLineDialogProps {
  order: SalesOrderDetailFragment;
  /** True when the user unlocked a completed order. */
  unlocked: boolean;
  onClose: () => void;
  /** Step two saved: the parent goes on to the transport selection for this line. */
  onDone: (line: Line) => void;
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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-line-title">
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
      {line ? <StepTwo order={order} line={line} unlocked={unlocked} onClose={onClose} onDone={onDone} /> : <StepOne order={order} unlocked={unlocked} onClose={onClose} onCreated={setLine} />}
    </Dialog>
  );
}

function StepOne({ order, unlocked, onClose, onCreated }: { order: SalesOrderDetailFragment; unlocked: boolean; onClose: () => void; onCreated: (line: Line) => void }) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const [problem, setProblem] = useState<Problem | null>(null);
  const items = useQuery(SalesItemsDocument, {
    variables: { customerCode: order.customer?.code ?? '', supplierCode: order.supplier.code, loadingDate: order.loadingDate ?? null },
  });
  const [addLine, { loading }] = useMutation(AddSalesOrderLineDocument);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StepOneValues>({ defaultValues: { productId: null, salesQuantity: '' } });
  const chosenProductId = useWatch({ control, name: 'productId' });
  const options = items.data?.salesItems ?? [];

  const onSubmit = async (values: StepOneValues) => {
    setProblem(null);
    try {
      const payload = (
        await addLine({
          variables: { input: { salesOrderId: order.id, productId: values.productId!, salesQuantity: parseDecimalInput(values.salesQuantity)!, unlocked } },
        })
      ).data?.addSalesOrderLine;
      if (!payload) return setProblem({ error: null });
      if (payload.userErrors.length > 0 || !payload.line) {
        const rest = fieldRefusals(payload.userErrors, setError, ['productId', 'salesQuantity'], t);
        if (rest) setProblem({ userError: rest });
        return;
      }
      onCreated(payload.line);
    } catch (error) {
      setProblem({ error });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('salesOrders:addLine.stepOne')}>
      <DialogContent>
        <Stack spacing={2}>
          <Notice message={problemText(problem, t)} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
          {items.error && <Alert severity="error">{describeError(items.error, t)}</Alert>}
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
                loading={items.loading}
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
                        fieldState.error?.message ?? (chosen ? (chosen.priceAvailable ? t('salesOrders:line.priceAvailable') : t('salesOrders:line.noPrice')) : undefined)
                      }
                    />
                  );
                }}
              />
            )}
          />
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
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

function StepTwo({ order, line, unlocked, onClose, onDone }: { order: SalesOrderDetailFragment; line: Line; unlocked: boolean; onClose: () => void; onDone: (line: Line) => void }) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [updateLine, { loading }] = useMutation(UpdateSalesOrderLineDocument);
  const packing = usePackingCheck({ productId: line.product.id, loadingDate: order.loadingDate, excludeLineId: line.id });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StepTwoValues>({
    defaultValues: {
      purchaseQuantity: decimalText(line.purchaseQuantity),
      packingSlip: line.packingSlip ?? '',
      container: line.container ?? '',
      shippingDocument: line.shippingDocument ?? '',
      reportingDate: line.reportingDate ?? order.loadingDate ?? null,
    },
  });

  const onSubmit = async (values: StepTwoValues) => {
    setProblem(null);
    try {
      const payload = (
        await updateLine({
          variables: {
            input: {
              salesOrderId: order.id,
              id: line.id,
              salesQuantity: line.salesQuantity,
              salesPrice: line.salesPrice,
              purchasePrice: line.purchasePrice,
              purchaseQuantity: parseDecimalInput(values.purchaseQuantity)!,
              packingSlip: values.packingSlip.trim() || null,
              container: values.container.trim() || null,
              shippingDocument: values.shippingDocument.trim() || null,
              reportingDate: values.reportingDate,
              unlocked,
            },
          },
        })
      ).data?.updateSalesOrderLine;
      if (!payload) return setProblem({ error: null });
      if (payload.userErrors.length > 0 || !payload.line) {
        const rest = fieldRefusals(payload.userErrors, setError, ['purchaseQuantity', 'packingSlip', 'container', 'shippingDocument', 'reportingDate'], t);
        if (rest) setProblem({ userError: rest });
        return;
      }
      onDone(payload.line);
    } catch (error) {
      setProblem({ error });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('salesOrders:addLine.stepTwo')}>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success" variant="outlined">
            {t('salesOrders:addLine.created')}
          </Alert>
          <Notice message={problemText(problem, t)} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
          <Typography variant="body2">
            <strong>{t('salesOrders:line.product')}:</strong> {line.product.code} – {line.product.name}; {t('salesOrders:line.salesQuantity')}: {decimalText(line.salesQuantity)}{' '}
            {line.salesUnit?.name ?? ''}
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
          <ShippingFields register={register} control={control} errors={errors} {...packing} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <ProductDetailsButton productId={line.product.id} />
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} color="inherit">
          {t('common:actions.close')}
        </Button>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? t('common:status.saving') : t('salesOrders:addLine.saveAndTransport')}
        </Button>
      </DialogActions>
    </Box>
  );
}

interface EditLineValues extends ShippingValues {
  salesQuantity: string;
  salesPrice: string;
  purchaseQuantity: string;
  purchasePrice: string;
}

export interface EditLineDialogProps {
  order: SalesOrderDetailFragment;
  line: Line;
  unlocked: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit order line (spec 02 §2.4): quantities, prices (decimal comma accepted), shipping data. */
export function EditLineDialog({ order, line, unlocked, onClose, onSaved }: EditLineDialogProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [updateLine, { loading }] = useMutation(UpdateSalesOrderLineDocument);
  const packing = usePackingCheck({ productId: line.product.id, loadingDate: order.loadingDate, excludeLineId: line.id });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditLineValues>({
    defaultValues: {
      salesQuantity: decimalText(line.salesQuantity),
      salesPrice: decimalText(line.salesPrice, 4),
      purchaseQuantity: decimalText(line.purchaseQuantity),
      purchasePrice: decimalText(line.purchasePrice, 4),
      packingSlip: line.packingSlip ?? '',
      container: line.container ?? '',
      shippingDocument: line.shippingDocument ?? '',
      reportingDate: line.reportingDate ?? null,
    },
  });

  const onSubmit = async (values: EditLineValues) => {
    setProblem(null);
    try {
      const payload = (
        await updateLine({
          variables: {
            input: {
              salesOrderId: order.id,
              id: line.id,
              salesQuantity: parseDecimalInput(values.salesQuantity)!,
              salesPrice: parseDecimalInput(values.salesPrice)!,
              purchaseQuantity: parseDecimalInput(values.purchaseQuantity)!,
              // Not required (spec 02 §5): an emptied purchase price counts as 0.
              purchasePrice: parseDecimalInput(values.purchasePrice) ?? '0',
              packingSlip: values.packingSlip.trim() || null,
              container: values.container.trim() || null,
              shippingDocument: values.shippingDocument.trim() || null,
              reportingDate: values.reportingDate,
              unlocked,
            },
          },
        })
      ).data?.updateSalesOrderLine;
      if (!payload) return setProblem({ error: null });
      if (payload.userErrors.length > 0) {
        const rest = fieldRefusals(
          payload.userErrors,
          setError,
          ['salesQuantity', 'salesPrice', 'purchaseQuantity', 'purchasePrice', 'packingSlip', 'container', 'shippingDocument', 'reportingDate'],
          t,
        );
        if (rest) setProblem({ userError: rest });
        return;
      }
      onSaved();
    } catch (error) {
      setProblem({ error });
    }
  };

  const decimalField = (name: 'salesQuantity' | 'salesPrice' | 'purchaseQuantity' | 'purchasePrice', rule: (text: string) => true | string, autoFocus = false, required = true) => (
    <TextField
      {...muiField(register(name, { validate: rule }))}
      label={t(`salesOrders:line.${name}`)}
      required={required}
      autoFocus={autoFocus}
      autoComplete="off"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      error={!!errors[name]}
      helperText={errors[name]?.message}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-line-title">
      <DialogTitle id="edit-line-title">
        {t('salesOrders:editLine.title')}: {line.product.code} – {line.product.name}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogContent>
          <Stack spacing={2}>
            <Notice message={problemText(problem, t)} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {decimalField('salesQuantity', quantityRule(t), true)}
              {decimalField('salesPrice', priceRule(t))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {decimalField('purchaseQuantity', quantityRule(t))}
              {decimalField('purchasePrice', optionalPriceRule(t), false, false)}
            </Stack>
            <ShippingFields register={register} control={control} errors={errors} {...packing} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={loading} />
      </Box>
    </Dialog>
  );
}

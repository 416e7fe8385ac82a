import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseDecimalInput } from '../../ui/money';
import { Notice } from '../../ui/notify';
import { UpdateSalesOrderLineDocument, type SalesOrderDetailFragment } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { usePackingCheck } from './use-packing-check';
import { useReadOrder } from './use-read-order';
import { useFormSave } from '../../core/form-save';
import { FormDialog, FormDialogActions } from '../../ui/form-dialog';
import { FORM_ERROR_MS, ShippingFields, decimalText, optionalPriceRule, priceRule, quantityRule, type Line, type ShippingValues } from './line-fields';

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

const FIELDS = ['salesQuantity', 'salesPrice', 'purchaseQuantity', 'purchasePrice', 'packingSlip', 'container', 'shippingDocument', 'reportingDate'] as const;

/** A line as the form's values. */
function editLineValues(line: Line): EditLineValues {
  return {
    salesQuantity: decimalText(line.salesQuantity),
    salesPrice: decimalText(line.salesPrice, 4),
    purchaseQuantity: decimalText(line.purchaseQuantity),
    purchasePrice: decimalText(line.purchasePrice, 4),
    packingSlip: line.packingSlip ?? '',
    container: line.container ?? '',
    shippingDocument: line.shippingDocument ?? '',
    reportingDate: line.reportingDate ?? null,
  };
}

/** The form's values as the line update takes them. */
function editLineInput(order: SalesOrderDetailFragment, line: Line, values: EditLineValues, unlocked: boolean, expectedVersion: string | null) {
  return {
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
    expectedVersion,
  };
}

/** Edit order line (spec 02 §2.4): quantities, prices (decimal comma accepted), shipping data. */
export function EditLineDialog({ order, line, unlocked, onClose, onSaved }: EditLineDialogProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const packing = usePackingCheck({ productId: line.product.id, loadingDate: order.loadingDate, excludeLineId: line.id, stored: line });
  const form = useForm<EditLineValues>({ defaultValues: editLineValues(line) });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const readOrder = useReadOrder(order.id);
  const save = useFormSave({
    form,
    fields: FIELDS,
    conflict: { version: line.version, reload: async () => (await readOrder())?.lines.find((l) => l.id === line.id), fieldsOf: editLineValues },
    send: async (values, { mutate, expectedVersion }) => {
      const payload = (await mutate(UpdateSalesOrderLineDocument, { input: editLineInput(order, line, values, unlocked, expectedVersion) }))
        ?.updateSalesOrderLine;
      return { payload, record: payload };
    },
    onSaved: () => onSaved(),
  });

  const decimalField = (
    name: 'salesQuantity' | 'salesPrice' | 'purchaseQuantity' | 'purchasePrice',
    rule: (text: string) => true | string,
    autoFocus = false,
    required = true,
  ) => (
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
    <FormDialog open onClose={onClose} dirty={isDirty} fullWidth maxWidth="sm" aria-labelledby="edit-line-title">
      <DialogTitle id="edit-line-title">
        {t('salesOrders:editLine.title')}: {line.product.code} – {line.product.name}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={save.submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
            {save.conflictPanel}
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
        <FormDialogActions onCancel={onClose} saving={save.saving} keyShortcuts={save.keyShortcuts} />
      </Box>
    </FormDialog>
  );
}

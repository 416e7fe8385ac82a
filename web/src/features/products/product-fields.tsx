import { Controller, type Control, type FieldError, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { KILOGRAM_DECIMALS } from '@backoffice/shared/rules/products';
import type { ProductFormOptionsQuery } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { ambiguityText, decimalLimitText } from '../../ui/money';
import { CodeAutocomplete } from './code-autocomplete';
import { kilogramProblem, type ProductField, type ProductFormValues } from './product-rules';

// The product form's field sections (product-form.tsx): supplier and customer, the code lists, kilogram.

interface FieldsProps {
  control: Control<ProductFormValues>;
  required: ReadonlySet<ProductField>;
}

/** A field's rule when the form requires it (product-rules.ts). */
function useRequiredRule(required: ReadonlySet<ProductField>) {
  const { t } = useTranslation('products');
  return (field: ProductField) => (required.has(field) ? { required: t('validation.required') } : {});
}

interface PartyFieldsProps extends FieldsProps {
  options: { data?: ProductFormOptionsQuery; loading: boolean; error?: unknown };
  /** A chosen customer with a note: the form shows the note. */
  onCustomerNote: (note: { name: string; note: string }) => void;
}

/** Supplier and customer, each a code to pick from its list. */
export function PartyFields({ control, required, options, onCustomerNote }: PartyFieldsProps) {
  const { t } = useTranslation('products');
  const requiredRule = useRequiredRule(required);
  return (
    <>
      <Controller
        name="supplier"
        control={control}
        rules={requiredRule('supplier')}
        render={({ field, fieldState }) => (
          <CodeAutocomplete
            label={t('fields.supplier')}
            options={options.data?.suppliers ?? []}
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
            label={t('fields.customer')}
            options={options.data?.customers ?? []}
            value={field.value}
            onChange={(code, customer) => {
              field.onChange(code);
              if (customer?.note?.trim()) onCustomerNote({ name: customer.name, note: customer.note });
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
    </>
  );
}

interface CodeSelectProps extends FieldsProps {
  field: 'salesUnit' | 'productGroup' | 'purchaseUnit' | 'approver';
  list: ReadonlyArray<{ value: string; label: string }>;
  disabled: boolean;
}

/** A choice from one of the form's lists (units, product groups, approvers); "none" where not required. */
export function CodeSelect({ control, required, field, list, disabled }: CodeSelectProps) {
  const { t } = useTranslation('products');
  const requiredRule = useRequiredRule(required);
  return (
    <Controller
      name={field}
      control={control}
      rules={requiredRule(field)}
      render={({ field: f, fieldState }) => (
        <TextField
          select
          label={t(`fields.${field}`)}
          required={required.has(field)}
          fullWidth
          name={f.name}
          value={list.some((o) => o.value === f.value) ? f.value : ''}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {!required.has(field) && (
            <MenuItem value="">
              <em>{t('form.none')}</em>
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
}

/** A list of codes and names as the choices of a CodeSelect. */
export const codeChoices = (list: ReadonlyArray<{ code: string; name: string }> | undefined) => (list ?? []).map((x) => ({ value: x.code, label: x.name }));

interface KilogramFieldProps {
  register: UseFormRegister<ProductFormValues>;
  required: boolean;
  error?: FieldError;
}

/** The product's weight: a decimal of at most KILOGRAM_DECIMALS decimals, required where the form says. */
export function KilogramField({ register, required, error }: KilogramFieldProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  return (
    <TextField
      {...muiField(
        register('kilogram', {
          validate: (value) => {
            const limit = ambiguityText(value, t, KILOGRAM_DECIMALS) ?? decimalLimitText(value, t, KILOGRAM_DECIMALS);
            if (limit) return limit;
            const key = kilogramProblem(value, required);
            return key ? t(`products:validation.${key}`) : true;
          },
        }),
      )}
      label={t('products:fields.kilogram')}
      required={required}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      autoComplete="off"
      fullWidth
      error={!!error}
      helperText={error?.message}
    />
  );
}

/** The note of the customer just chosen, to be read before going on. */
export function CustomerNoteDialog({ note, onClose }: { note: { name: string; note: string } | null; onClose: () => void }) {
  const { t } = useTranslation(['products', 'common']);
  return (
    <Dialog open={note !== null} onClose={onClose} aria-labelledby="customer-note-title" maxWidth="xs" fullWidth>
      <DialogTitle id="customer-note-title">{t('products:customerNote.title', { name: note?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-wrap' }}>{note?.note}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common:actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

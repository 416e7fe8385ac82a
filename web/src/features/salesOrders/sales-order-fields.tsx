import { useState } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CodeAutocomplete, type CodeOption } from '../../ui/code-autocomplete';
import { DateField } from '../../ui/date-field';
import type { SalesOrderFormOptionsQuery } from '../../generated/graphql';
import { muiField } from '../../core/forms';

// The field sections of the sales-order form (spec 02 §2.2): parties, demurrage fields, dates.

export interface SalesOrderFormValues {
  customerCode: string | null;
  supplierCode: string | null;
  customerReference: string;
  shippingCompanyCode: string | null;
  pickupReference: string;
  loadingDate: string | null;
  arrivalDate: string | null;
  comments: string;
}

export type SalesOrderFormOptions = SalesOrderFormOptionsQuery;
type Customer = SalesOrderFormOptions['customers'][number];
type CodeName = 'customerCode' | 'supplierCode' | 'shippingCompanyCode';

interface SectionProps {
  control: Control<SalesOrderFormValues>;
  /** Whether the pickers' options are still on their way. */
  loading: boolean;
}

interface CodeFieldProps<T extends CodeOption> extends SectionProps {
  name: CodeName;
  options: readonly T[];
  label: string;
  autoFocus?: boolean;
  /** Said under the field while it has no error. */
  hint?: string;
  onChosen?: (chosen: T | null) => void;
}

/** A required relation picked by code, "Name (code)", its refusal under it. */
function CodeField<T extends CodeOption>({ control, loading, name, options, label, autoFocus, hint, onChosen }: CodeFieldProps<T>) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <CodeAutocomplete<T>
          options={options}
          value={field.value}
          onChange={(code, chosen) => {
            field.onChange(code);
            onChosen?.(chosen);
          }}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required
          autoFocus={autoFocus}
          loading={loading}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? hint}
          noOptionsText={t('salesOrders:validation.noOptions')}
        />
      )}
    />
  );
}

/** The customer's note, shown once when a customer with one is chosen. */
function CustomerNoteDialog({ note, onClose }: { note: Customer | null; onClose: () => void }) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <Dialog open={note !== null} onClose={onClose} aria-labelledby="customer-note-title" maxWidth="xs" fullWidth>
      <DialogTitle id="customer-note-title">{t('salesOrders:customerNote.title', { name: note?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-wrap' }}>{note?.note}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('salesOrders:customerNote.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Customer (its note, if any, in a dialog on choosing) and supplier; the supplier says when it brings the demurrage fields. */
export function PartyFields({ control, loading, options, demurrage }: SectionProps & { options: SalesOrderFormOptions | undefined; demurrage: boolean }) {
  const { t } = useTranslation(['salesOrders']);
  const [note, setNote] = useState<Customer | null>(null);
  return (
    <>
      <CodeField<Customer>
        control={control}
        loading={loading}
        name="customerCode"
        options={options?.customers ?? []}
        label={t('salesOrders:fields.customer')}
        autoFocus
        onChosen={(chosen) => {
          if (chosen?.note?.trim()) setNote(chosen);
        }}
      />
      <CodeField
        control={control}
        loading={loading}
        name="supplierCode"
        options={options?.suppliers ?? []}
        label={t('salesOrders:fields.supplier')}
        hint={demurrage ? t('salesOrders:hints.demurrage') : undefined}
      />
      <CustomerNoteDialog note={note} onClose={() => setNote(null)} />
    </>
  );
}

interface TextSectionProps {
  register: UseFormRegister<SalesOrderFormValues>;
  errors: FieldErrors<SalesOrderFormValues>;
}

/** The customer's reference: required unless the customer is still to be planned. */
export function ReferenceField({ register, errors, required }: TextSectionProps & { required: boolean }) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <TextField
      {...muiField(register('customerReference'))}
      label={t('salesOrders:fields.customerReference')}
      required={required}
      autoComplete="off"
      fullWidth
      error={!!errors.customerReference}
      helperText={errors.customerReference?.message ?? (required ? undefined : t('salesOrders:hints.referenceNotRequired'))}
    />
  );
}

/** Shipping company and pickup reference: shown, and required, for a supplier with demurrage (spec 02 §5). */
export function DemurrageFields({
  control,
  loading,
  register,
  errors,
  shippingCompanies,
}: SectionProps & TextSectionProps & { shippingCompanies: readonly CodeOption[] }) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <>
      <CodeField control={control} loading={loading} name="shippingCompanyCode" options={shippingCompanies} label={t('salesOrders:fields.shippingCompany')} />
      <TextField
        {...muiField(register('pickupReference'))}
        label={t('salesOrders:fields.pickupReference')}
        required
        autoComplete="off"
        fullWidth
        error={!!errors.pickupReference}
        helperText={errors.pickupReference?.message}
      />
    </>
  );
}

/** Loading date, and the arrival date where it is shown. */
export function DateFields({ control, showArrival }: { control: Control<SalesOrderFormValues>; showArrival: boolean }) {
  const { t } = useTranslation(['salesOrders']);
  return (
    <>
      <Controller
        name="loadingDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('salesOrders:fields.loadingDate')} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      {showArrival && (
        <Controller
          name="arrivalDate"
          control={control}
          render={({ field, fieldState }) => (
            <DateField {...field} label={t('salesOrders:fields.arrivalDate')} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
          )}
        />
      )}
    </>
  );
}

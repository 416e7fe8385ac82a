import { useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { CodeAutocomplete, type CodeOption } from '../../ui/code-autocomplete';
import { DateField } from '../../ui/date-field';
import { PurchaseSupplierDefaultsDocument } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { nextDescription } from './purchase-order-rules';

// The field sections of the purchase-invoice form (spec 02 §2.6): transport and party, the invoice's own fields.

export interface PurchaseOrderFormValues {
  isTransport: boolean;
  supplierCode: string | null;
  invoiceNumber: string;
  invoiceDate: string | null;
  description: string;
}

type Form = UseFormReturn<PurchaseOrderFormValues>;

/**
 * The chosen supplier's default description replaces the field unless the user typed one: answers
 * what to call when a supplier is chosen.
 */
function useSupplierDefault({ getValues, setValue }: Form) {
  const client = useApolloClient();
  const lastDefault = useRef<string | null>(null);
  return async (code: string | null) => {
    if (!code) return;
    try {
      const { data } = await client.query({ query: PurchaseSupplierDefaultsDocument, variables: { code, isTransporter: getValues('isTransport') } });
      const fresh = data?.purchaseSupplier?.defaultDescription ?? null;
      if (getValues('supplierCode') !== code) return; // another supplier was chosen meanwhile
      setValue('description', nextDescription(getValues('description'), lastDefault.current, fresh), { shouldValidate: !!fresh });
      lastDefault.current = fresh;
    } catch {
      // without the default the user types a description; the save says what is missing
    }
  };
}

interface PartyFieldsProps {
  form: Form;
  editing: boolean;
  isTransport: boolean;
  parties: readonly CodeOption[];
  loading: boolean;
}

/** The transport checkbox (fixed once the invoice exists) and the supplier or transporter it switches to. */
export function PartyFields({ form, editing, isTransport, parties, loading }: PartyFieldsProps) {
  const { t } = useTranslation(['purchaseOrders']);
  const supplierChosen = useSupplierDefault(form);
  return (
    <>
      <Controller
        name="isTransport"
        control={form.control}
        render={({ field }) => (
          <div>
            <FormControlLabel
              label={t('purchaseOrders:fields.isTransport')}
              disabled={editing}
              control={
                <Checkbox
                  name={field.name}
                  inputRef={field.ref}
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    // the other list: the chosen party no longer fits
                    form.setValue('supplierCode', null);
                  }}
                />
              }
            />
            {editing && <FormHelperText sx={{ mt: 0 }}>{t('purchaseOrders:hints.transportFixed')}</FormHelperText>}
          </div>
        )}
      />
      <Controller
        name="supplierCode"
        control={form.control}
        render={({ field, fieldState }) => (
          <CodeAutocomplete
            key={isTransport ? 'transporters' : 'suppliers'}
            options={parties}
            value={field.value}
            onChange={(code) => {
              field.onChange(code);
              void supplierChosen(code);
            }}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            label={isTransport ? t('purchaseOrders:fields.transporter') : t('purchaseOrders:fields.supplier')}
            required
            autoFocus={!editing}
            loading={loading}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            noOptionsText={t('purchaseOrders:validation.noOptions')}
          />
        )}
      />
    </>
  );
}

/** Invoice number, invoice date and description. */
export function InvoiceFields({ form }: { form: Form }) {
  const { t } = useTranslation(['purchaseOrders']);
  const { errors } = form.formState;
  return (
    <>
      <TextField
        {...muiField(form.register('invoiceNumber'))}
        label={t('purchaseOrders:fields.invoiceNumber')}
        required
        autoComplete="off"
        fullWidth
        error={!!errors.invoiceNumber}
        helperText={errors.invoiceNumber?.message}
      />
      <Controller
        name="invoiceDate"
        control={form.control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('purchaseOrders:fields.invoiceDate')} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <TextField
        {...muiField(form.register('description'))}
        label={t('purchaseOrders:fields.description')}
        required
        multiline
        minRows={2}
        fullWidth
        InputLabelProps={{ shrink: true }}
        error={!!errors.description}
        helperText={errors.description?.message}
      />
    </>
  );
}

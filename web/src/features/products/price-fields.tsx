import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateField } from '../../ui/date-field';
import type { TransportersQuery } from '../../generated/graphql';
import { describeError } from '../../core/errors';
import { CodeAutocomplete } from './code-autocomplete';
import { PRICING_TYPES } from './price-rules';
import type { EditablePrice, PriceFormValues } from './price-save';

// The price form's field sections (price-form.tsx): transporter and pricing type, the dates.

interface TransporterFieldProps {
  control: Control<PriceFormValues>;
  /** An edit shows the price's transporter, not to be changed; an add picks one from the list. */
  editing: boolean;
  price?: EditablePrice | null;
  transporters: { data?: TransportersQuery; loading: boolean; error?: unknown };
}

/** The transporter of a transport price. */
export function TransporterField({ control, editing, price, transporters }: TransporterFieldProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  return (
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
            options={transporters.data?.transporters ?? []}
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
  );
}

/** The pricing type, where the transporter asks for one: chosen on an add, shown on an edit. */
export function PricingTypeField({ control, editing }: { control: Control<PriceFormValues>; editing: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Controller
      name="pricingType"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('fields.pricingType')}
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
              {t(`pricingType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The price's start and end dates. */
export function PriceDateFields({ control }: { control: Control<PriceFormValues> }) {
  const { t } = useTranslation('products');
  return (
    <>
      <Controller
        name="startDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('fields.startDate')} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <Controller
        name="endDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('fields.endDate')} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
    </>
  );
}

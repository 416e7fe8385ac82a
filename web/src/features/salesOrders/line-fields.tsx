import { type ReactNode } from 'react';
import { Controller, useForm, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import TextField from '@mui/material/TextField';
import { DateField } from '../../ui/date-field';
import { linePrice, optionalLinePrice, quantity } from '@backoffice/shared/rules/salesOrders';
import { formatDecimal } from '../../ui/money';
import { type SalesItemsQuery, type SalesOrderLineFieldsFragment } from '../../generated/graphql';
import { muiField, validDate } from '../../core/forms';
import { describeRules, fieldRule } from '../../core/rules';
import { type CheckedField } from './use-packing-check';

// What the sales order's add-line and edit-line dialogs share: field rules, problem text, the shipping fields.

export type Line = SalesOrderLineFieldsFragment;
export type SalesItem = SalesItemsQuery['salesItems'][number];

export const FORM_ERROR_MS = 4000;

/** '12.5' → '12,5' for a field the user edits (comma decimals, as typed in Belgium). */
export function decimalText(value: string | null | undefined, decimals = 3): string {
  return formatDecimal(value ?? null, decimals, 0);
}

/** The words of the line fields' shared rules (the line mutations check the same rules). */
function describeLine(t: TFunction) {
  return describeRules(t, {
    REQUIRED: t('salesOrders:validation.required'),
    NOT_A_DECIMAL: t('salesOrders:validation.notANumber'),
    NEGATIVE: t('salesOrders:validation.negative'),
    TOO_MANY_DECIMALS: (p) => (p.limit === 3 ? t('salesOrders:validation.tooManyDecimals') : t('ui:money.tooManyDecimals', { count: p.limit })),
  });
}

/** A quantity: given, 0 or more, at most three decimals (the shared quantity rule). */
export const quantityRule = (t: TFunction) => fieldRule(quantity(), describeLine(t));

/** A price: given, within the provider's digits. */
export const priceRule = (t: TFunction) => fieldRule(linePrice(), describeLine(t));

/** A price that may be left empty. */
export const optionalPriceRule = (t: TFunction) => fieldRule(optionalLinePrice(), describeLine(t));

/** The shipping fields shared by step two and the edit form, with the duplicate check on blur. */
export interface ShippingValues {
  packingSlip: string;
  container: string;
  shippingDocument: string;
  reportingDate: string | null;
}

export function ShippingFields<V extends ShippingValues>({
  register,
  control,
  errors,
  check,
  messages,
  checking,
  lastField,
}: {
  /** Attributes of the last field's input (the reporting date): e.g. Enter there saves and adds the next line. */
  lastField?: object;
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
        slotProps={{
          formHelperText: {
            sx: messages.packingSlip && !errors.packingSlip ? { color: 'warning.dark' } : undefined,
            role: messages.packingSlip ? 'status' : undefined,
          },
        }}
      />
      <TextField {...muiField(reg('container'))} label={t('salesOrders:line.container')} autoComplete="off" fullWidth />
      <TextField
        {...checked('shippingDocument')}
        label={t('salesOrders:line.shippingDocument')}
        autoComplete="off"
        fullWidth
        error={!!errors.shippingDocument}
        helperText={hint('shippingDocument')}
        slotProps={{
          formHelperText: {
            sx: messages.shippingDocument && !errors.shippingDocument ? { color: 'warning.dark' } : undefined,
            role: messages.shippingDocument ? 'status' : undefined,
          },
        }}
      />
      <Controller
        name={'reportingDate' as never}
        control={control as never}
        rules={{ validate: { date: validDate(t) } }}
        render={({ field, fieldState }) => (
          <DateField
            {...(field as object as { value: string | null; onChange: (v: string | null) => void })}
            label={t('salesOrders:line.reportingDate')}
            fullWidth
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={lastField ? { htmlInput: lastField } : undefined}
          />
        )}
      />
    </>
  );
}

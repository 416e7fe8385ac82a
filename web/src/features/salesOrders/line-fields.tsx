import { type ReactNode } from 'react';
import { Controller, useForm, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import TextField from '@mui/material/TextField';
import { DateField } from '../../ui/date-field';
import { decimalLimitText, formatDecimal, parseDecimalInput } from '../../ui/money';
import { type SalesItemsQuery, type SalesOrderLineFieldsFragment } from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../app/errors';
import { muiField, validDate } from '../../app/forms';
import { quantityProblem } from './sales-order-rules';
import { type CheckedField } from './use-packing-check';

// What the sales order's add-line and edit-line dialogs share: field rules, problem text, the shipping fields.

export type Line = SalesOrderLineFieldsFragment;
export type SalesItem = SalesItemsQuery['salesItems'][number];
export type Problem = { userError: UserErrorLike } | { error: unknown };

export const FORM_ERROR_MS = 4000;

/** '12.5' → '12,5' for a field the user edits (comma decimals, as typed in Belgium). */
export function decimalText(value: string | null | undefined, decimals = 3): string {
  return formatDecimal(value ?? null, decimals, 0);
}

export function quantityRule(t: TFunction) {
  return (text: string) => {
    const problem = quantityProblem(parseDecimalInput(text), text);
    if (problem === null) return decimalLimitText(text, t, 3) ?? true;
    return t(`salesOrders:validation.${problem}`);
  };
}

export function priceRule(t: TFunction) {
  return (text: string) => {
    if (text.trim() === '') return t('salesOrders:validation.required');
    if (parseDecimalInput(text) === null) return t('salesOrders:validation.notANumber');
    return decimalLimitText(text, t) ?? true;
  };
}

export function optionalPriceRule(t: TFunction) {
  return (text: string) => {
    if (text.trim() === '') return true;
    if (parseDecimalInput(text) === null) return t('salesOrders:validation.notANumber');
    return decimalLimitText(text, t) ?? true;
  };
}

export function problemText(problem: Problem | null, t: TFunction): string | null {
  if (problem === null) return null;
  return 'userError' in problem ? describeUserError(problem.userError, t) : describeError(problem.error, t);
}

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
          />
        )}
      />
    </>
  );
}

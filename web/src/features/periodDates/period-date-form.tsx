import { useApolloClient } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { periodDateRules } from '@backoffice/shared/rules/periodDates';
import { DateField } from '../../ui/date-field';
import { Notice } from '../../ui/notify';
import { CreatePeriodDateDocument, PeriodDatesDocument, UpdatePeriodDateDocument, type PeriodDateRowFragment } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { useFormSave } from '../../core/form-save';
import { periodProblemKey, periodProblemValues } from './period-date-rules';
import { FormSubmitBar } from '../../ui/form-dialog';

export const FORM_ERROR_MS = 4000;

export interface PeriodDateFormValues {
  year: string;
  month: string;
  newDate: string | null;
}

const FIELDS = ['year', 'month', 'newDate'] as const;

/** The form's values for a period date (or a new one): its defaults, and "Load their changes" after a conflict. */
function periodDateValues(periodDate: PeriodDateRowFragment | null | undefined): PeriodDateFormValues {
  return {
    year: periodDate ? String(periodDate.year) : '',
    month: periodDate ? String(periodDate.month) : '',
    newDate: periodDate?.newDate ?? null,
  };
}

export interface PeriodDateFormProps {
  /** The period date to edit; without one the form adds one. */
  periodDate?: PeriodDateRowFragment | null;
  onSaved: () => void;
}

export function PeriodDateForm({ periodDate, onSaved }: PeriodDateFormProps) {
  const { t } = useTranslation(['periodDates', 'common', 'app']);
  const form = useForm<PeriodDateFormValues>({
    // The shared period-date rules, which the gateway checks too.
    resolver: rulesResolver(
      periodDateRules,
      describeRules(t, {
        REQUIRED: t('periodDates:validation.required'),
        NOT_WHOLE: (p) => t(`periodDates:validation.${periodProblemKey(p)}`, periodProblemValues[periodProblemKey(p)]),
        TOO_SMALL: (p) => t(`periodDates:validation.${periodProblemKey(p)}`, periodProblemValues[periodProblemKey(p)]),
        TOO_BIG: (p) => t(`periodDates:validation.${periodProblemKey(p)}`, periodProblemValues[periodProblemKey(p)]),
      }),
    ),
    defaultValues: periodDateValues(periodDate),
  });
  const client = useApolloClient();
  const save = useFormSave({
    form,
    fields: FIELDS,
    conflict: {
      version: periodDate?.version,
      reload: async () =>
        (await client.query({ query: PeriodDatesDocument, fetchPolicy: 'network-only' })).data?.periodDates.find((p) => p.id === periodDate?.id),
      fieldsOf: periodDateValues,
    },
    send: async (values, { mutate, expectedVersion }) => {
      const fields = { year: Number(values.year.trim()), month: Number(values.month.trim()), newDate: values.newDate! };
      const payload = periodDate
        ? (await mutate(UpdatePeriodDateDocument, { input: { id: periodDate.id, expectedVersion, ...fields } }))?.updatePeriodDate
        : (await mutate(CreatePeriodDateDocument, { input: fields }))?.createPeriodDate;
      return { payload, record: payload };
    },
    // The old client swallowed failures here; this one shows them and reloads the list after a change.
    refetch: [PeriodDatesDocument],
    onSaved: () => onSaved(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <Stack component="form" noValidate onSubmit={save.submit} spacing={2} sx={{ pt: 1 }}>
      <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
      {save.conflictPanel}
      <TextField
        {...muiField(register('year'))}
        label={t('periodDates:fields.year')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoComplete="off"
        autoFocus
        required
        fullWidth
        error={!!errors.year}
        helperText={errors.year?.message}
      />
      <TextField
        {...muiField(register('month'))}
        label={t('periodDates:fields.month')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoComplete="off"
        required
        fullWidth
        error={!!errors.month}
        helperText={errors.month?.message}
      />
      <Controller
        name="newDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('periodDates:fields.newDate')} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <FormSubmitBar>
        <Button type="submit" variant="contained" size="medium" disabled={save.saving} aria-keyshortcuts={save.keyShortcuts}>
          {save.saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
    </Stack>
  );
}

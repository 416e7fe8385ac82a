import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { periodDateRules } from '@backoffice/shared/rules/periodDates';
import { DateField } from '../../ui/date-field';
import { Notice } from '../../ui/notify';
import { useFormGuard } from '../../ui/close-guard';
import { CreatePeriodDateDocument, PeriodDatesDocument, UpdatePeriodDateDocument, type PeriodDateRowFragment } from '../../generated/graphql';
import { type FormProblem, describeProblem, describeUserError } from '../../core/errors';
import { applyUserErrors, muiField } from '../../core/forms';
import { describeRules, rulesResolver } from '../../core/rules';
import { useConflict } from '../../core/history';
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
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // The old client swallowed failures here; this one shows them and reloads the list after a change.
  const [createPeriodDate, { loading: creating }] = useMutation(CreatePeriodDateDocument, {
    refetchQueries: ({ data }) => (data?.createPeriodDate.userErrors.length === 0 ? [PeriodDatesDocument] : []),
    awaitRefetchQueries: true,
  });
  const [updatePeriodDate, { loading: updating }] = useMutation(UpdatePeriodDateDocument, {
    refetchQueries: ({ data }) => (data?.updatePeriodDate.userErrors.length === 0 ? [PeriodDatesDocument] : []),
    awaitRefetchQueries: true,
  });
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
  // A save refused because someone else changed the period date keeps the input and says what changed.
  const conflict = useConflict({
    version: periodDate?.version,
    reload: async () =>
      (await client.query({ query: PeriodDatesDocument, fetchPolicy: 'network-only' })).data?.periodDates.find((p) => p.id === periodDate?.id),
    fieldsOf: periodDateValues,
    form,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  // Closing with unsaved input asks first (ui/close-guard).
  const guard = useFormGuard(form);

  const onSubmit = async (values: PeriodDateFormValues) => {
    setProblem(null);
    conflict.clear();
    const fields = { year: Number(values.year.trim()), month: Number(values.month.trim()), newDate: values.newDate! };
    try {
      const payload = periodDate
        ? (await updatePeriodDate({ variables: { input: { id: periodDate.id, expectedVersion: conflict.baseVersion, ...fields } } })).data?.updatePeriodDate
        : (await createPeriodDate({ variables: { input: fields } })).data?.createPeriodDate;
      if (!payload) {
        setProblem({ error: null });
        return;
      }
      if (conflict.onRefused(payload.userErrors)) return;
      if (payload.userErrors.length > 0) {
        const formLevel = applyUserErrors(payload.userErrors, setError, FIELDS, (ue) => describeUserError(ue, t));
        if (formLevel[0]) setProblem({ userError: formLevel[0] });
        return;
      }
      guard.saved();
      onSaved();
    } catch (error) {
      setProblem({ error });
    }
  };

  const message = describeProblem(problem, t);
  const saving = creating || updating;

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2} sx={{ pt: 1 }}>
      <Notice message={message} duration={FORM_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
      {conflict.panel}
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
        <Button type="submit" variant="contained" size="medium" disabled={saving}>
          {saving ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </FormSubmitBar>
    </Stack>
  );
}

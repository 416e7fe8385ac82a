import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field/date-field';
import { columnType, isNumericType, isUnreadableValue, operatorsFor } from './query';
import type { DataTableColumn, FilterCondition, FilterJoin, FilterOperator } from './types';

interface ConditionRowProps<R> {
  condition: FilterCondition;
  index: number;
  join: FilterJoin;
  /** The filterable columns, and the one this condition filters on. */
  columns: DataTableColumn<R>[];
  column: DataTableColumn<R> | undefined;
  /** Whether its value input gets the focus (e.g. after 'Filter by this field'). */
  focus: boolean;
  onUpdate: (patch: Partial<FilterCondition>) => void;
  onFieldChange: (field: string) => void;
  onRemove: () => void;
}

/** One condition of the filter panel: its column, operator, value(s) and remove button. */
export function ConditionRow<R>({ condition, index, join, columns, column, focus, onUpdate, onFieldChange, onRemove }: ConditionRowProps<R>) {
  const { t } = useTranslation('ui');
  if (!column) return null;
  const operators = operatorsFor(columnType(column));
  return (
    <Box role="group" aria-label={`${t('table.filterTitle')} ${index + 1}`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 28, pt: 1, textAlign: 'right' }}>
        {index === 0 ? '' : t(join === 'or' ? 'table.join.or' : 'table.join.and')}
      </Typography>
      <TextField
        select
        label={t('table.column')}
        value={column.field}
        onChange={(e) => onFieldChange(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 180 }}
      >
        {columns.map((c) => (
          <option key={c.field} value={c.field}>
            {c.headerName}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('table.operator')}
        value={operators.includes(condition.operator) ? condition.operator : operators[0]}
        onChange={(e) => onUpdate({ operator: e.target.value as FilterOperator })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 120 }}
      >
        {operators.map((op) => (
          <option key={op} value={op}>
            {t(`table.op.${op}`)}
          </option>
        ))}
      </TextField>
      {condition.operator !== 'true' && condition.operator !== 'false' && (
        <ConditionValues condition={condition} column={column} focus={focus} onUpdate={onUpdate} />
      )}
      <IconButton aria-label={t('table.removeCondition')} title={t('table.removeCondition')} onClick={onRemove} sx={{ mt: 0.5 }}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}

type ConditionValuesProps<R> = Pick<ConditionRowProps<R>, 'condition' | 'focus' | 'onUpdate'> & { column: DataTableColumn<R> };

/** A condition's value, or its from and to for 'between': a date field for a date column, else a text field. */
function ConditionValues<R>({ condition, column, focus, onUpdate }: ConditionValuesProps<R>) {
  const { t } = useTranslation('ui');
  const type = columnType(column);
  const between = condition.operator === 'between';
  if (type === 'date') {
    return (
      <>
        <DateField
          label={between ? t('table.from') : t('table.value')}
          value={condition.value ?? null}
          onChange={(v) => onUpdate({ value: v ?? undefined })}
          invalidText={t('table.unreadableDate')}
          autoFocus={focus}
          sx={{ width: 150 }}
        />
        {between && (
          <DateField
            label={t('table.to')}
            value={condition.valueTo ?? null}
            onChange={(v) => onUpdate({ valueTo: v ?? undefined })}
            invalidText={t('table.unreadableDate')}
            sx={{ width: 150 }}
          />
        )}
      </>
    );
  }
  const numeric = isNumericType(type);
  const bad = (v: string | undefined) => isUnreadableValue(v, column);
  const htmlInput = numeric ? { inputMode: 'decimal' as const } : {};
  const unreadable = type === 'week' ? t('table.unreadableWeek') : t('table.unreadableNumber');
  return (
    <>
      <TextField
        label={between ? t('table.from') : t('table.value')}
        value={condition.value ?? ''}
        onChange={(e) => onUpdate({ value: e.target.value })}
        error={bad(condition.value)}
        helperText={bad(condition.value) ? unreadable : undefined}
        placeholder={type === 'week' ? t('table.weekExample') : undefined}
        autoFocus={focus}
        slotProps={{ htmlInput }}
        sx={{ width: between ? 130 : 200 }}
      />
      {between && (
        <TextField
          label={t('table.to')}
          value={condition.valueTo ?? ''}
          onChange={(e) => onUpdate({ valueTo: e.target.value })}
          error={bad(condition.valueTo)}
          helperText={bad(condition.valueTo) ? unreadable : undefined}
          placeholder={type === 'week' ? t('table.weekExample') : undefined}
          slotProps={{ htmlInput }}
          sx={{ width: 130 }}
        />
      )}
    </>
  );
}

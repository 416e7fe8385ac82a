import { useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field/date-field';
import { columnType, isNumericType, isUnreadableValue, operatorsFor } from './query';
import type { DataTableColumn, FilterCondition, FilterModel, FilterOperator } from './types';

let conditionCounter = 0;
export function newCondition<R>(column: DataTableColumn<R>): FilterCondition {
  conditionCounter += 1;
  return { id: `c${Date.now().toString(36)}${conditionCounter}`, field: column.field, operator: operatorsFor(columnType(column))[0] };
}

export interface FilterPanelProps<R> {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** The filterable columns. */
  columns: DataTableColumn<R>[];
  filters: FilterModel;
  onChange: (filters: FilterModel) => void;
  /** The condition whose value input gets the focus (e.g. after 'Filter by this field'). */
  focusConditionId?: string | null;
}

/** Several conditions (column, operator, value) joined by And/Or; changes apply at once. */
export function FilterPanel<R>({ anchorEl, open, onClose, columns, filters, onChange, focusConditionId }: FilterPanelProps<R>) {
  const { t } = useTranslation('ui');
  const byField = new Map(columns.map((c) => [c.field, c]));
  const joinLabelId = useId();
  const addButton = useRef<HTMLButtonElement | null>(null);

  const update = (id: string, patch: Partial<FilterCondition>) =>
    onChange({ ...filters, conditions: filters.conditions.map((c) => (c.id === id ? { ...c, ...patch } : c)) });

  const changeField = (condition: FilterCondition, field: string) => {
    const column = byField.get(field);
    if (!column) return;
    const previous = byField.get(condition.field);
    const sameType = previous && columnType(previous) === columnType(column);
    const operators = operatorsFor(columnType(column));
    // Another kind of column starts from its own default operator (text: Contains).
    update(condition.id, sameType ? { field } : { field, operator: operators[0], value: undefined, valueTo: undefined });
  };

  const remove = (id: string) => {
    onChange({ ...filters, conditions: filters.conditions.filter((c) => c.id !== id) });
    addButton.current?.focus(); // the focused remove button disappears with its row
  };
  const add = () => columns[0] && onChange({ ...filters, conditions: [...filters.conditions, newCondition(columns[0])] });

  const valueInputs = (condition: FilterCondition, column: DataTableColumn<R>): ReactNode => {
    const type = columnType(column);
    const focus = condition.id === focusConditionId;
    if (condition.operator === 'true' || condition.operator === 'false') return null;
    const between = condition.operator === 'between';
    if (type === 'date') {
      return (
        <>
          <DateField
            label={between ? t('table.from') : t('table.value')}
            value={condition.value ?? null}
            onChange={(v) => update(condition.id, { value: v ?? undefined })}
            invalidText={t('table.unreadableDate')}
            autoFocus={focus}
            sx={{ width: 150 }}
          />
          {between && (
            <DateField
              label={t('table.to')}
              value={condition.valueTo ?? null}
              onChange={(v) => update(condition.id, { valueTo: v ?? undefined })}
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
          onChange={(e) => update(condition.id, { value: e.target.value })}
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
            onChange={(e) => update(condition.id, { valueTo: e.target.value })}
            error={bad(condition.valueTo)}
            helperText={bad(condition.valueTo) ? unreadable : undefined}
            placeholder={type === 'week' ? t('table.weekExample') : undefined}
            slotProps={{ htmlInput }}
            sx={{ width: 130 }}
          />
        )}
      </>
    );
  };

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 'min(800px, calc(100vw - 16px))' } } }}
    >
      <Box role="dialog" aria-label={t('table.filterTitle')} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {t('table.filterTitle')}
          </Typography>
          {filters.conditions.length > 1 && (
            <>
              <Typography variant="body2" color="text.secondary" id={joinLabelId}>
                {t('table.join.label')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={filters.join}
                aria-labelledby={joinLabelId}
                onChange={(_e, join: 'and' | 'or' | null) => join && onChange({ ...filters, join })}
              >
                <ToggleButton value="and">{t('table.join.and')}</ToggleButton>
                <ToggleButton value="or">{t('table.join.or')}</ToggleButton>
              </ToggleButtonGroup>
            </>
          )}
        </Box>
        {filters.conditions.map((condition, index) => {
          const column = byField.get(condition.field) ?? columns[0];
          if (!column) return null;
          const operators = operatorsFor(columnType(column));
          return (
            <Box
              key={condition.id}
              role="group"
              aria-label={`${t('table.filterTitle')} ${index + 1}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ width: 28, pt: 1, textAlign: 'right' }}>
                {index === 0 ? '' : t(filters.join === 'or' ? 'table.join.or' : 'table.join.and')}
              </Typography>
              <TextField
                select
                label={t('table.column')}
                value={column.field}
                onChange={(e) => changeField(condition, e.target.value)}
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
                onChange={(e) => update(condition.id, { operator: e.target.value as FilterOperator })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ width: 120 }}
              >
                {operators.map((op) => (
                  <option key={op} value={op}>
                    {t(`table.op.${op}`)}
                  </option>
                ))}
              </TextField>
              {valueInputs(condition, column)}
              <IconButton aria-label={t('table.removeCondition')} title={t('table.removeCondition')} onClick={() => remove(condition.id)} sx={{ mt: 0.5 }}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
        <Divider />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button ref={addButton} startIcon={<AddIcon />} onClick={add} disabled={columns.length === 0}>
            {t('table.addCondition')}
          </Button>
          <Button color="inherit" onClick={() => onChange({ ...filters, conditions: [] })} disabled={filters.conditions.length === 0}>
            {t('table.clearFilters')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" onClick={onClose}>
            {t('table.close')}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}

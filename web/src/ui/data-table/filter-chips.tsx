import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import { formatDate, isInvalidDate } from '../date-field/date';
import { columnType, isConditionComplete, isConditionUnreadable } from './query';
import type { DataTableColumn, FilterCondition, FilterModel } from './types';

export interface FilterChipsProps<R> {
  filters: FilterModel;
  byField: Map<string, DataTableColumn<R>>;
  onChange: (filters: FilterModel) => void;
  onOpen: () => void;
}

/**
 * The conditions that filter, as chips the user can remove; below them, in warning colour,
 * the conditions whose value cannot be read (letters in a number, an impossible date): they
 * do not filter, and the user sees that instead of a silently dropped condition.
 */
export function FilterChips<R>({ filters, byField, onChange, onOpen }: FilterChipsProps<R>) {
  const { t } = useTranslation('ui');
  const active = filters.conditions.filter((c) => isConditionComplete(c, byField.get(c.field)));
  const unreadable = filters.conditions.filter((c) => isConditionUnreadable(c, byField.get(c.field)));
  const remove = (id: string) => onChange({ ...filters, conditions: filters.conditions.filter((x) => x.id !== id) });

  const label = (c: FilterCondition) => {
    const column = byField.get(c.field);
    const type = column ? columnType(column) : 'string';
    const show = (v?: string) => (v ? (type === 'date' ? (isInvalidDate(v) ? '?' : formatDate(v)) : v) : '…');
    const op = t(`table.op.${c.operator}`);
    if (c.operator === 'true' || c.operator === 'false') return `${column?.headerName}: ${op}`;
    if (c.operator === 'between') return `${column?.headerName} ${op} ${show(c.value)} – ${show(c.valueTo)}`;
    return `${column?.headerName} ${op.toLowerCase()} “${show(c.value)}”`;
  };

  const list = (name: string, conditions: FilterCondition[], warning: boolean) => (
    <Box component="ul" aria-label={name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, listStyle: 'none', m: 0, px: 1.5, pb: 1 }}>
      {conditions.map((c, index) => (
        <Box component="li" key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {index > 0 && !warning && (
            <Typography variant="caption" color="text.secondary">
              {t(filters.join === 'or' ? 'table.join.or' : 'table.join.and')}
            </Typography>
          )}
          <Chip
            size="small"
            color={warning ? 'warning' : 'default'}
            variant={warning ? 'outlined' : 'filled'}
            icon={warning ? <WarningAmberOutlined /> : undefined}
            label={warning ? t('table.unreadableCondition', { condition: label(c) }) : label(c)}
            onClick={onOpen}
            onDelete={() => remove(c.id)}
          />
        </Box>
      ))}
    </Box>
  );

  return (
    <>
      {active.length > 0 && list(t('table.activeFilters'), active, false)}
      {unreadable.length > 0 && list(t('table.unreadableConditions'), unreadable, true)}
    </>
  );
}

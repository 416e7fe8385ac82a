import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export type BookingChoice = 'all' | 'booked' | 'missing';

export interface MonthEndScreenFilters {
  sales: BookingChoice;
  purchase: BookingChoice;
  transport: BookingChoice;
  incompleteOnly: boolean;
}

export const NO_SCREEN_FILTERS: MonthEndScreenFilters = { sales: 'all', purchase: 'all', transport: 'all', incompleteOnly: false };

/** 'booked' → true, 'missing' → false, 'all' → no filter (the gateway's salesBooked, …). */
export const bookedValue = (choice: BookingChoice): boolean | null => (choice === 'all' ? null : choice === 'booked');

/** The three booking filters and "incomplete only", in the table's toolbar. */
export function MonthEndFilters({ value, onChange }: { value: MonthEndScreenFilters; onChange: (next: MonthEndScreenFilters) => void }) {
  const { t } = useTranslation('monthEnd');
  const select = (side: 'sales' | 'purchase' | 'transport') => (
    <TextField
      select
      size="small"
      label={t(`filters.${side}`)}
      value={value[side]}
      onChange={(e) => onChange({ ...value, [side]: e.target.value as BookingChoice })}
      sx={{ width: 150 }}
    >
      <MenuItem value="all">{t('filters.all')}</MenuItem>
      <MenuItem value="booked">{t('filters.booked')}</MenuItem>
      <MenuItem value="missing">{t('filters.missing')}</MenuItem>
    </TextField>
  );
  return (
    <>
      {select('sales')}
      {select('purchase')}
      {select('transport')}
      <FormControlLabel
        control={<Switch checked={value.incompleteOnly} onChange={(e) => onChange({ ...value, incompleteOnly: e.target.checked })} />}
        label={t('filters.incompleteOnly')}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChoiceSelect } from '../../ui/list-page';

export type BookingChoice = 'all' | 'booked' | 'missing';
const BOOKING_CHOICES: readonly BookingChoice[] = ['all', 'booked', 'missing'];

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
  const choices = BOOKING_CHOICES.map((choice) => ({ value: choice, label: t(`filters.${choice}`) }));
  const select = (side: 'sales' | 'purchase' | 'transport') => (
    <ChoiceSelect label={t(`filters.${side}`)} value={value[side]} choices={choices} onChange={(next) => onChange({ ...value, [side]: next })} width={136} />
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

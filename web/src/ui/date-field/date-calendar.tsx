import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlNL as pickersNl, enUS as pickersEn } from '@mui/x-date-pickers/locales';
import { nlBE } from 'date-fns/locale/nl-BE';
import { enGB } from 'date-fns/locale/en-GB';
import { useTranslation } from 'react-i18next';

export interface DateCalendarPanelProps {
  value: Date | null;
  onChange: (date: Date | null, state?: 'partial' | 'shallow' | 'finish') => void;
}

/**
 * The DateField's calendar (MUI X DateCalendar on date-fns): loaded when the calendar is first
 * opened or its button hovered/focused, so no screen carries the pickers and date-fns up front.
 */
export function DateCalendarPanel({ value, onChange }: DateCalendarPanelProps) {
  const { i18n } = useTranslation('ui');
  return (
    // Both languages show dd-MM-yyyy and weeks starting on Monday; only names differ.
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={i18n.language === 'en_US' ? enGB : nlBE}
      localeText={(i18n.language === 'en_US' ? pickersEn : pickersNl).components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DateCalendar value={value} onChange={onChange} autoFocus />
    </LocalizationProvider>
  );
}

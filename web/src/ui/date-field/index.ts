export { DateField, DATE_FIELD_KEYS, type DateFieldProps } from './date-field';
export {
  INVALID_DATE,
  isInvalidDate,
  parseDateInput,
  formatDate,
  formatTime,
  isEmptyDate,
  isoToDate,
  dateToIso,
  todayIso,
  toIsoDate,
  daysInMonth,
} from './date';

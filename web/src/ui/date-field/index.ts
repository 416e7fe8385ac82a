export { DateField, type DateFieldProps } from './date-field';
export { parseDateInput, formatDate, isEmptyDate, isoToDate, dateToIso, todayIso, toIsoDate, daysInMonth } from './date';

export { PeriodDatesPage } from './period-dates-page';

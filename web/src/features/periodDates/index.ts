import './texts';
export { PeriodDatesPage } from './period-dates-page';

import './texts';
export { MonthEndPage, toMonthEndVariables, type MonthEndPageProps } from './month-end-page';

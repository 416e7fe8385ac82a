import './texts';
export { QualityPage, type QualityPageProps } from './quality-page';
export { DashboardPage } from './dashboard-page';

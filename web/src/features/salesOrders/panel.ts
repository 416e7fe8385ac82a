// The detail panel alone, for the screens the app composes it into (month end, demurrage, quality):
// importing the index would bring the overview page into each of their chunks.
import './texts';
export { SalesOrderDetailPanel, SalesOrderPanelOfRoute, type SalesOrderDetailPanelProps } from './sales-order-detail-panel';

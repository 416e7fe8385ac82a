import './texts';
export { SalesOrdersPage } from './sales-orders-page';
export { SalesOrderDetailPanel, SalesOrderPanelOfRoute, type SalesOrderDetailPanelProps } from './sales-order-detail-panel';
export { SalesOrderDetailRedirect } from './sales-order-detail-redirect';

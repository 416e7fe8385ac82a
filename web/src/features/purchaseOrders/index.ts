import './texts';
export { PurchaseOrdersPage } from './purchase-orders-page';
export { PurchaseOrderDetailPanel, PurchaseOrderPanelOfRoute, type PurchaseOrderDetailPanelProps } from './purchase-order-detail-panel';
export { PurchaseOrderDetailRedirect } from './purchase-order-detail-redirect';

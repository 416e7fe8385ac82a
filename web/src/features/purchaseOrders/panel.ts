// The detail panel alone, for month end: importing the index would bring the overview page and its totals into month end's chunk.
import './texts';
export { PurchaseOrderDetailPanel, PurchaseOrderPanelOfRoute, type PurchaseOrderDetailPanelProps } from './purchase-order-detail-panel';

import { DemurragePage } from '../../features/demurrage';
import { MonthEndPage } from '../../features/monthEnd';
import { PurchaseOrderPanel, SalesOrderPanel, WhenOpened } from './opened-panel';

/**
 * Screens whose id column opens the sales-order detail panel in place (/demurrage/7,
 * /month-end/7): the app composes the panel into them, so features do not import each other.
 * The route's id is read by the panel alone (SalesOrderPanelOfRoute): these route components
 * read no route, so opening an order renders the panel, not the overview under it.
 */
export function DemurrageRoute() {
  return (
    <DemurragePage
      orderPanel={
        <WhenOpened>
          <SalesOrderPanel closeTo="/demurrage" />
        </WhenOpened>
      }
    />
  );
}

/** Month end opens a sales order (/month-end/7) and a purchase or transport invoice (/month-end/purchase/9) in place. */
export function MonthEndRoute() {
  return (
    <MonthEndPage
      orderPanel={
        <>
          <WhenOpened>
            <SalesOrderPanel closeTo="/month-end" />
          </WhenOpened>
          <WhenOpened param="purchaseId">
            <PurchaseOrderPanel closeTo="/month-end" param="purchaseId" />
          </WhenOpened>
        </>
      }
    />
  );
}

import { QualityPage } from '../../features/invoicing/quality';
import { SalesOrderPanel, WhenOpened } from './opened-panel';

const qualityOrderPath = (orderId: string) => `/quality-overview/${orderId}`;

/**
 * The quality overview with the sales-order detail panel: the app composes the two features
 * (features never import each other), so an id on the quality screen opens the same panel as on
 * the sales-order overview, without leaving the quality screen. Only the panel reads the route's
 * id: the overview does not render again when an order opens or closes.
 */
export function QualityRoute() {
  return (
    <QualityPage
      orderHref={qualityOrderPath}
      detail={
        <WhenOpened>
          <SalesOrderPanel closeTo="/quality-overview" openTo={qualityOrderPath} />
        </WhenOpened>
      }
    />
  );
}

import { useNavigate, useParams } from 'react-router-dom';
import { QualityPage } from '../features/invoicing';
import { SalesOrderDetailPanel } from '../features/salesOrders';

/**
 * The quality overview with the sales-order detail panel: the app composes the two features
 * (features never import each other), so an id on the quality screen opens the same panel as on
 * the sales-order overview, without leaving the quality screen.
 */
export function QualityRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <QualityPage
      orderHref={(orderId) => `/quality-overview/${orderId}`}
      detail={
        <SalesOrderDetailPanel
          orderId={id ?? null}
          onClose={() => navigate('/quality-overview')}
          onOpenOrder={(orderId) => navigate(`/quality-overview/${orderId}`)}
        />
      }
    />
  );
}

import { useNavigate, useParams } from 'react-router-dom';
import { DemurragePage } from '../features/demurrage';
import { MonthEndPage } from '../features/monthEnd';
import { SalesOrderDetailPanel } from '../features/salesOrders';

/**
 * Screens whose id column opens the sales-order detail panel in place (/demurrage/7,
 * /month-end/7): the app composes the panel into them, so features do not import each other.
 */
function useOrderPanel(base: string) {
  const { id } = useParams();
  const navigate = useNavigate();
  return <SalesOrderDetailPanel orderId={id ?? null} onClose={() => navigate(base)} onOpenOrder={(next) => navigate(`/sales-order/${next}`)} />;
}

export function DemurrageRoute() {
  return <DemurragePage orderPanel={useOrderPanel('/demurrage')} />;
}

export function MonthEndRoute() {
  return <MonthEndPage orderPanel={useOrderPanel('/month-end')} />;
}

import { Navigate, useLocation, useSearchParams } from 'react-router-dom';

/**
 * /sales-order-detail (the old client's route) carried the order in navigation state
 * ({ newId, customerCode, supplierCode, newSubmit, quality }) or the query; the detail now lives at
 * /sales-order/:id, so this only forwards.
 */
export function SalesOrderDetailRedirect() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as { newId?: unknown; id?: unknown };
  const id = state.newId ?? state.id ?? params.get('newId') ?? params.get('id');
  const target = id !== undefined && id !== null && String(id).trim() !== '' ? `/sales-order/${encodeURIComponent(String(id))}` : '/sales-order';
  return <Navigate to={target} replace />;
}

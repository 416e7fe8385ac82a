import { Navigate, useLocation, useSearchParams } from 'react-router-dom';

/**
 * /purchase-order-detail (the old client's route) carried the invoice in navigation state
 * ({ newId, supplierCode, newSubmit }) or the query; the detail now lives at /purchase-order/:id.
 */
export function PurchaseOrderDetailRedirect() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as { newId?: unknown; id?: unknown };
  const id = state.newId ?? state.id ?? params.get('newId') ?? params.get('id');
  const target = id !== undefined && id !== null && String(id).trim() !== '' ? `/purchase-order/${encodeURIComponent(String(id))}` : '/purchase-order';
  return <Navigate to={target} replace />;
}

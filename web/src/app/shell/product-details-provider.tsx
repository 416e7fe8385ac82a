import { lazy, Suspense, type ReactNode } from 'react';
import { ProductDetailsSlot, type ProductDetailsModalProps } from '../../core/product-details-slot';

// Loaded when a screen first shows the modal's opener (the sales order's line dialogs).
const ProductDetailsModal = lazy(() => import('../../features/products').then((m) => ({ default: m.ProductDetailsModal })));

function LazyProductDetailsModal(props: ProductDetailsModalProps) {
  return (
    <Suspense fallback={null}>
      <ProductDetailsModal {...props} />
    </Suspense>
  );
}

/** Gives the screens inside the shell the products feature's 'Product Details' modal (app/product-details-slot). */
export function ProductDetailsProvider({ children }: { children: ReactNode }) {
  return <ProductDetailsSlot.Provider value={LazyProductDetailsModal}>{children}</ProductDetailsSlot.Provider>;
}

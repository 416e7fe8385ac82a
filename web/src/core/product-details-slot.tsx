import { createContext, useContext, type ComponentType } from 'react';

export interface ProductDetailsModalProps {
  /** The product to show; the modal is open while it is set. */
  productId: string | null;
  onClose: () => void;
}

/**
 * The products feature's 'Product Details' modal (spec 01 §2, spec 02 §2.4) for other features, e.g.
 * the sales order's line dialogs: the app shell provides it, so no feature imports another.
 * Null where nothing provides it (a feature rendered on its own in a unit test).
 */
export const ProductDetailsSlot = createContext<ComponentType<ProductDetailsModalProps> | null>(null);

export function useProductDetailsModal(): ComponentType<ProductDetailsModalProps> | null {
  return useContext(ProductDetailsSlot);
}

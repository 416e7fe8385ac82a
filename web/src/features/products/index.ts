export { ProductsPage, ProductDetailRedirect } from './products-page';
export { ChangePricePage } from './change-price-page';
export { ProductDetailsModal, type ProductDetailsModalProps } from './product-details-modal';

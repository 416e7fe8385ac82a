import './texts';
export { ProductsPage, ProductDetailRedirect } from './products-page';
export { ChangePricePage } from './change-price-page';
export { ProductDetailsModal } from './product-details-modal';

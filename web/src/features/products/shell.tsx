import { lazy } from 'react';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { FeatureShell } from '../../core/feature-shell';

const ProductsPage = lazy(() => import('./index').then((m) => ({ default: m.ProductsPage })));
const ProductDetailRedirect = lazy(() => import('./index').then((m) => ({ default: m.ProductDetailRedirect })));
const ChangePricePage = lazy(() => import('./index').then((m) => ({ default: m.ChangePricePage })));

export const shell: FeatureShell = {
  routes: [
    // One route for the list and its open detail panel (/product/7), so opening a product keeps the table.
    { path: 'product/:id?', element: <ProductsPage /> },
    { path: 'product-detail', element: <ProductDetailRedirect /> },
    { path: 'change-price', element: <ChangePricePage /> },
  ],
  menu: [
    { order: 30, kind: 'link', to: '/product', label: 'products:menu.products', icon: Inventory2Icon },
    { order: 100, kind: 'link', to: '/change-price', label: 'products:menu.changePrice', icon: PriceChangeIcon },
  ],
};

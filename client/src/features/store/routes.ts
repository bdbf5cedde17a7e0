// The store's pages, loaded as one chunk by the route table.
export { ClubStorePage } from './pages/ClubStorePage';
export { ManageStorePage } from './pages/ManageStorePage';
export { EditProductPage } from './pages/EditProductPage';
export { ProductPage } from './pages/ProductPage';
export { StoreCheckoutPage } from './pages/StoreCheckoutPage';
export { CartPage } from './pages/CartPage';
export { CartCheckoutPage } from './pages/CartCheckoutPage';
export { ManageOrdersPage } from './pages/ManageOrdersPage';
export { StoreOrderPage } from './pages/StoreOrderPage';
export { MyDownloadsPage } from './pages/MyDownloadsPage';

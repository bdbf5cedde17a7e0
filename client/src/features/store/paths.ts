import { clubPath } from '../clubs/components/paths';

/** The product page (/store/{productId}); ids are opaque and encoded. */
export const productPath = (id: string) => `/store/${encodeURIComponent(id)}`;
/** The club's store tab. */
export const clubStorePath = (uri: string) => `${clubPath(uri)}/store`;
/** The owner's store management. */
export const manageStorePath = (uri: string) => `${clubPath(uri)}/setting/store`;
/** The owner's edit form of one product. */
export const editProductPath = (uri: string, productId: string) => `${manageStorePath(uri)}/${encodeURIComponent(productId)}`;
/** Checkout of one product (/store/{productId}/checkout), with the option and quantity chosen on its page. */
export const storeCheckoutPath = (id: string, choice: Record<string, string> = {}) => {
  const query = new URLSearchParams(Object.entries(choice).filter(([, value]) => value !== ''));
  return `${productPath(id)}/checkout${query.size ? `?${query}` : ''}`;
};
/** The club's cart (an order holds one club's products). */
export const clubCartPath = (uri: string) => `${clubStorePath(uri)}/cart`;
/** Checkout of everything in the club's cart. */
export const clubCartCheckoutPath = (uri: string, method?: string) => `${clubCartPath(uri)}/checkout${method ? `?method=${method}` : ''}`;
/** The owner's order list of a club. */
export const manageOrdersPath = (uri: string) => `${clubPath(uri)}/setting/orders`;
/** A buyer's order detail (/mypage/pay/order/{orderId}); ids are opaque and encoded. */
export const storeOrderPath = (id: string) => `/mypage/pay/order/${encodeURIComponent(id)}`;

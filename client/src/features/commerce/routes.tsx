import { useLocation } from 'react-router';
import { invalidRouteError } from '../../app/errors';
import { screen } from '../shared/FeatureScreen';

const myOrders = { to: '/mypage/pay/order-list', label: 'commerce.action.myOrders' };

export const CheckoutImpPage = screen({ title: 'commerce.imp.title', icon: 'card', emptyTitle: 'commerce.imp.empty.title', emptyBody: 'commerce.imp.empty.body', actions: [myOrders] });

/**
 * No product or ticket exists until the store is built (a later issue), so every id is unknown: these
 * routes show the not-found page rather than a page that pretends the item exists. Thrown while
 * rendering, after the route's guard, so a guest is still asked to sign in for a ticket first.
 */
function UnknownItemPage() {
  const { pathname } = useLocation();
  throw invalidRouteError(pathname);
}

export const StorePage = UnknownItemPage;
export const TicketPage = UnknownItemPage;

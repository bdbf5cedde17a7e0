import { useLocation } from 'react-router';
import { invalidRouteError } from '../../app/errors';
import { screen } from '../shared/FeatureScreen';

const myOrders = { to: '/mypage/pay/order-list', label: 'commerce.action.myOrders' };

export const CheckoutImpPage = screen({ title: 'commerce.imp.title', icon: 'card', emptyTitle: 'commerce.imp.empty.title', emptyBody: 'commerce.imp.empty.body', actions: [myOrders] });

/**
 * No ticket exists until tickets are issued (a later issue), so every id is unknown: the route shows
 * the not-found page rather than a page that pretends the ticket exists. Thrown while rendering, after
 * the route's guard, so a guest is still asked to sign in first. Products live in features/store.
 */
export function TicketPage() {
  const { pathname } = useLocation();
  throw invalidRouteError(pathname);
}

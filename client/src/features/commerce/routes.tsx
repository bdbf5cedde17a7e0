import { screen } from '../shared/FeatureScreen';

const myOrders = { to: '/mypage/pay/order-list', label: 'commerce.action.myOrders' };
const explore = { to: '/search', label: 'commerce.action.explore' };

export const CheckoutImpPage = screen({ title: 'commerce.imp.title', icon: 'card', emptyTitle: 'commerce.imp.empty.title', emptyBody: 'commerce.imp.empty.body', actions: [myOrders] });

export const StorePage = screen({ title: 'commerce.store.title', icon: 'bag', emptyTitle: 'commerce.store.empty.title', emptyBody: 'commerce.store.empty.body', actions: [explore] });
export const TicketPage = screen({ title: 'commerce.ticket.title', icon: 'ticket', emptyTitle: 'commerce.ticket.empty.title', emptyBody: 'commerce.ticket.empty.body', actions: [myOrders], width: 'wide' });

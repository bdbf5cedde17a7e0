import { screen } from '../shared/FeatureScreen';

const mySubscriptions = { to: '/mypage/pay/subscription', label: 'commerce.action.mySubscriptions' };
const myOrders = { to: '/mypage/pay/order-list', label: 'commerce.action.myOrders' };
const explore = { to: '/search', label: 'commerce.action.explore' };
const help = { to: '/home', label: 'commerce.action.home', variant: 'secondary' as const };

export const BillingPage = screen({ title: 'commerce.billing.title', lead: 'commerce.billing.lead', icon: 'receipt', emptyTitle: 'commerce.billing.empty.title', emptyBody: 'commerce.billing.empty.body', actions: [mySubscriptions] });
export const BillingFailPage = screen({ title: 'commerce.fail.title', icon: 'alert', emptyTitle: 'commerce.fail.empty.title', emptyBody: 'commerce.fail.empty.body', actions: [mySubscriptions, help] });

export const CheckoutImpPage = screen({ title: 'commerce.imp.title', icon: 'card', emptyTitle: 'commerce.imp.empty.title', emptyBody: 'commerce.imp.empty.body', actions: [myOrders] });

export const StorePage = screen({ title: 'commerce.store.title', icon: 'bag', emptyTitle: 'commerce.store.empty.title', emptyBody: 'commerce.store.empty.body', actions: [explore] });
export const TicketPage = screen({ title: 'commerce.ticket.title', icon: 'ticket', emptyTitle: 'commerce.ticket.empty.title', emptyBody: 'commerce.ticket.empty.body', actions: [myOrders], width: 'wide' });

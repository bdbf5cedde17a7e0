import { screen } from '../shared/FeatureScreen';

const myOrders = { to: '/mypage/pay/order-list', label: 'commerce.action.myOrders' };

export const CheckoutImpPage = screen({ title: 'commerce.imp.title', icon: 'card', emptyTitle: 'commerce.imp.empty.title', emptyBody: 'commerce.imp.empty.body', actions: [myOrders] });

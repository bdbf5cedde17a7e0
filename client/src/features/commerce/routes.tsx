import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { screen, FeatureScreen } from '../shared/FeatureScreen';

const mySubscriptions = { to: '/mypage/pay/subscription', label: 'commerce.action.mySubscriptions' };
const myOrders = { to: '/mypage/pay/order-list', label: 'commerce.action.myOrders' };
const explore = { to: '/search', label: 'commerce.action.explore' };
const help = { to: '/home', label: 'commerce.action.home', variant: 'secondary' as const };

export const BillingPage = screen({ title: 'commerce.billing.title', lead: 'commerce.billing.lead', icon: 'receipt', emptyTitle: 'commerce.billing.empty.title', emptyBody: 'commerce.billing.empty.body', actions: [mySubscriptions] });
export const BillingSuccessPage = screen({ title: 'commerce.billingSuccess.title', icon: 'check', emptyTitle: 'commerce.billingSuccess.empty.title', emptyBody: 'commerce.billingSuccess.empty.body', actions: [mySubscriptions, help] });
export const BillingFailPage = screen({ title: 'commerce.fail.title', icon: 'alert', emptyTitle: 'commerce.fail.empty.title', emptyBody: 'commerce.fail.empty.body', actions: [mySubscriptions, help] });
export const BillingCardFailPage = screen({ title: 'commerce.cardFail.title', icon: 'card', emptyTitle: 'commerce.cardFail.empty.title', emptyBody: 'commerce.cardFail.empty.body', actions: [{ to: '/mypage/pay/cards', label: 'commerce.action.myCards' }, help] });

export const CheckoutPage = screen({ title: 'commerce.checkout.title', icon: 'bag', emptyTitle: 'commerce.checkout.empty.title', emptyBody: 'commerce.checkout.empty.body', actions: [explore] });
export const CheckoutImpPage = screen({ title: 'commerce.imp.title', icon: 'card', emptyTitle: 'commerce.imp.empty.title', emptyBody: 'commerce.imp.empty.body', actions: [myOrders] });
export const CheckoutPendingPage = screen({ title: 'commerce.pending.title', icon: 'wallet', emptyTitle: 'commerce.pending.empty.title', emptyBody: 'commerce.pending.empty.body', actions: [myOrders] });
export const CheckoutSuccessPage = screen({ title: 'commerce.success.title', icon: 'check', emptyTitle: 'commerce.success.empty.title', emptyBody: 'commerce.success.empty.body', actions: [myOrders, help] });
export const CheckoutFailPage = screen({ title: 'commerce.fail.title', icon: 'alert', emptyTitle: 'commerce.fail.empty.title', emptyBody: 'commerce.fail.empty.body', actions: [myOrders, help] });

export function CheckoutRedirectPage() {
  const { payMethod = '' } = useParams();
  const intl = useIntl();
  const method = intl.formatMessage({ id: `commerce.method.${payMethod === 'vbank' ? 'vbank' : 'card'}` });
  return (
    <FeatureScreen
      title="commerce.redirect.title"
      icon="card"
      emptyTitle="commerce.redirect.empty.title"
      emptyBody="commerce.redirect.empty.body"
      values={{ method }}
      actions={[myOrders]}
    />
  );
}

/** Pay methods /checkout/redirect/:payMethod accepts; the route loader rejects others with a 404. */
export const PAY_METHODS = ['card', 'vbank'] as const;

export const StorePage = screen({ title: 'commerce.store.title', icon: 'bag', emptyTitle: 'commerce.store.empty.title', emptyBody: 'commerce.store.empty.body', actions: [explore] });
export const TicketPage = screen({ title: 'commerce.ticket.title', icon: 'ticket', emptyTitle: 'commerce.ticket.empty.title', emptyBody: 'commerce.ticket.empty.body', actions: [myOrders], width: 'wide' });

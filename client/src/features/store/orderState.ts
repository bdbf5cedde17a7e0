// The state label of an order, from its payment and (store orders) its fulfilment: waiting for deposit,
// paid, preparing, shipped, delivered, cancelled, refunded.
export type OrderTone = 'ok' | 'wait' | 'bad' | 'info';

export type OrderStateLabel = { id: string; tone: OrderTone };

const FULFILMENT: Record<string, OrderStateLabel> = {
  PREPARING: { id: 'orders.state.PREPARING', tone: 'info' },
  SHIPPED: { id: 'orders.state.SHIPPED', tone: 'ok' },
  DELIVERED: { id: 'orders.state.DELIVERED', tone: 'ok' },
  COMPLETE: { id: 'orders.state.PAID', tone: 'ok' },
  CANCELLED: { id: 'orders.state.CANCELLED', tone: 'bad' },
  REFUNDED: { id: 'orders.state.REFUNDED', tone: 'bad' },
};

const PAYMENT: Record<string, OrderStateLabel> = {
  WAITING_FOR_DEPOSIT: { id: 'orders.state.WAITING_FOR_DEPOSIT', tone: 'wait' },
  PROCESSING: { id: 'orders.state.PROCESSING', tone: 'wait' },
  PAID: { id: 'orders.state.PAID', tone: 'ok' },
  FAILED: { id: 'orders.state.FAILED', tone: 'bad' },
  CANCELLED: { id: 'orders.state.CANCELLED', tone: 'bad' },
  REFUNDED: { id: 'orders.state.REFUNDED', tone: 'bad' },
};

export function orderState(paymentStatus: string, fulfilment?: string | null, refundRequested?: boolean | null): OrderStateLabel {
  if (refundRequested) return { id: 'orders.state.REFUND_REQUESTED', tone: 'wait' };
  if (fulfilment && fulfilment !== 'AWAITING_PAYMENT' && FULFILMENT[fulfilment]) return FULFILMENT[fulfilment];
  return PAYMENT[paymentStatus] ?? { id: 'orders.state.PROCESSING', tone: 'wait' };
}

/** Korean couriers, in the order owners pick them. */
export const CARRIERS = ['CJ_LOGISTICS', 'HANJIN', 'LOTTE', 'EPOST', 'LOGEN', 'OTHER'] as const;

/** Tracking numbers: 8 to 20 letters and digits once hyphens and spaces are dropped (the server's rule). */
export function trackingNumberError(value: string): string | null {
  const clean = value.replace(/[\s-]/g, '');
  if (!clean) return 'REQUIRED';
  return /^[0-9A-Za-z]{8,20}$/.test(clean) ? null : 'TRACKING_NUMBER_INVALID';
}

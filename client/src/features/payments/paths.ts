// Where checkout screens live, and how they pass a plan or a payment along.

export const checkoutPath = (planId: string, extra: Record<string, string> = {}) => `/checkout?${new URLSearchParams({ plan: planId, ...extra })}`;

export const paymentResultPath = (kind: 'pending' | 'success' | 'fail', paymentId: string) =>
  `/checkout/${kind}?${new URLSearchParams({ payment: paymentId })}`;

/** Card registration: through /checkout/redirect/card to the gateway's card page, back to /billing/success. */
export const registerCardPath = (returnTo: string) => `/checkout/redirect/card?${new URLSearchParams({ return: returnTo })}`;

/** The gateway's card page, which returns to /billing/success with a billingKey (or code and message). */
export const gatewayCardPagePath = (returnTo: string) =>
  `/_gateway/card?${new URLSearchParams({ redirectUrl: `/billing/success?${new URLSearchParams({ return: returnTo })}` })}`;

/** Only a path on this site is ever returned to. */
export function safeReturn(value: string | null | undefined, fallback = '/mypage/pay/cards'): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

// Where checkout screens live, and how they pass a plan or a payment along.
import { isSameSitePath } from '../../app/same-site-path';

export const checkoutPath = (planId: string, extra: Record<string, string> = {}) => `/checkout?${new URLSearchParams({ plan: planId, ...extra })}`;

export const paymentResultPath = (kind: 'pending' | 'success' | 'fail', paymentId: string) =>
  `/checkout/${kind}?${new URLSearchParams({ payment: paymentId })}`;

/** A failed charge of a registered card outside checkout (a renewal retried with a newly chosen card). */
export const billingFailPath = (paymentId: string) => `/billing/fail?${new URLSearchParams({ payment: paymentId })}`;

/** Card registration: through /checkout/redirect/card to the gateway's card page, back to /billing/success. */
export const registerCardPath = (returnTo: string) => `/checkout/redirect/card?${new URLSearchParams({ return: returnTo })}`;

/** Where a gateway's card window returns: with a billingKey, or with code and message when it refused. */
export const billingSuccessPath = (returnTo: string) => `/billing/success?${new URLSearchParams({ return: returnTo })}`;

/** The built-in test gateway's card page, opened with the viewer's issue id; it returns to /billing/success. */
export const gatewayCardPagePath = (returnTo: string, issueId: string) => `/_gateway/card?${new URLSearchParams({ redirectUrl: billingSuccessPath(returnTo), issueId })}`;

/** Only a path on this site is ever returned to (isSameSitePath). */
export function safeReturn(value: string | null | undefined, fallback = '/mypage/pay/cards'): string {
  return isSameSitePath(value) ? value : fallback;
}

// Card registration in PortOne's own window (PortOne V2 browser SDK), used when the server runs on PortOne.
// The SDK is loaded only then. On phones PortOne leaves the page and comes back to redirectUrl with the
// billing key (or code and message) in the query; elsewhere the promise answers with them, and the browser
// goes to the same /billing/success, which registers the key on the server (it checks it with PortOne).
import { billingSuccessPath } from './paths';

export type PortOneKeys = { storeId: string; cardChannelKey: string };

/**
 * Opens PortOne's billing-key window for a card, under the issue id the server gave (startCardRegistration). Resolves with the path to go to next (/billing/success with
 * the billing key, or /billing/card-fail's input as code and message), or null when PortOne redirects itself.
 */
export async function issuePortOneBillingKey(keys: PortOneKeys, returnTo: string, issueName: string, issueId: string): Promise<string | null> {
  const { requestIssueBillingKey } = await import('@portone/browser-sdk/v2');
  const success = billingSuccessPath(returnTo);
  const response = await requestIssueBillingKey({
    storeId: keys.storeId,
    channelKey: keys.cardChannelKey,
    billingKeyMethod: 'CARD',
    issueId,
    issueName,
    redirectUrl: new URL(success, window.location.origin).toString(),
  });
  if (!response) return null;
  const result: Record<string, string> = response.code !== undefined ? { code: response.code, message: response.message ?? '' } : { billingKey: response.billingKey };
  return `${success}&${new URLSearchParams(result)}`;
}

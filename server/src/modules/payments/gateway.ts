// The one interface the app pays through (DESIGN 5.6). Implementations: the built-in test gateway
// (test-gateway.ts, the default) and PortOne V2. Webhooks of both follow PortOne V2's format and its
// signature scheme (Standard Webhooks: HMAC-SHA256 over "id.timestamp.body", 5 minutes of tolerance).
import { Webhook } from '@portone/server-sdk';

/** Where a payment stands on the gateway's side. */
export type GatewayPaymentStatus = 'WAITING_FOR_DEPOSIT' | 'PROCESSING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'REFUNDED';

export type GatewayVirtualAccount = { bankName: string; accountNumber: string; accountHolder: string; deadline: Date };

export type GatewayPayment = {
  paymentId: string;
  status: GatewayPaymentStatus;
  amount: number;
  failureReason: string | null;
  paidAt: Date | null;
  virtualAccount: GatewayVirtualAccount | null;
};

export type BillingKeyInfo = { billingKey: string; brand: string; last4: string };

/** A verified webhook delivery: its id (for deduplication), type and the payment it concerns. */
export type GatewayWebhookEvent = { id: string; type: string; paymentId: string | null };

export interface PaymentGateway {
  /** Stored with cards and payments ("test" or "portone"). */
  readonly name: string;
  /** A billing key the buyer's browser got from the gateway's card page, or null when the gateway does not know it. */
  billingKeyInfo(billingKey: string): Promise<BillingKeyInfo | null>;
  deleteBillingKey(billingKey: string): Promise<void>;
  /**
   * Charges a billing key. The paymentId is the idempotency key: charging the same paymentId again returns
   * the first outcome and never charges twice.
   */
  chargeBillingKey(input: { paymentId: string; billingKey: string; amount: number; orderName: string }): Promise<GatewayPayment>;
  /** Issues a virtual account for a deposit of exactly `amount` before `deadline`. Idempotent per paymentId. */
  issueVirtualAccount(input: { paymentId: string; amount: number; orderName: string; deadline: Date; depositorName: string }): Promise<GatewayPayment>;
  /** Cancels an unpaid payment or refunds a paid one. */
  cancel(input: { paymentId: string; reason: string }): Promise<GatewayPayment>;
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Checks a webhook's signature and timestamp; throws WebhookRejectedError when they do not hold. */
  verifyWebhook(body: string, headers: Record<string, string | string[] | undefined>): Promise<GatewayWebhookEvent>;
}

/** A webhook whose signature, timestamp or content does not hold; nothing is written for it. */
export class WebhookRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`Webhook rejected: ${reason}`);
    this.name = 'WebhookRejectedError';
  }
}

/** Verifies a PortOne V2 (Standard Webhooks) delivery with the shared secret, then reads its payment id. */
export async function verifyPortOneWebhook(
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<GatewayWebhookEvent> {
  let payload: unknown;
  try {
    payload = await Webhook.verify(secret, body, headers);
  } catch (error) {
    throw new WebhookRejectedError(error instanceof Webhook.WebhookVerificationError ? error.reason : 'INVALID_PAYLOAD');
  }
  const id = headers['webhook-id'];
  const event = payload as { type?: unknown; data?: { paymentId?: unknown } };
  if (typeof id !== 'string' || typeof event.type !== 'string') throw new WebhookRejectedError('INVALID_PAYLOAD');
  const paymentId = typeof event.data?.paymentId === 'string' ? event.data.paymentId : null;
  return { id, type: event.type, paymentId };
}

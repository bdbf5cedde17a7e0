// The one interface the app pays through (DESIGN 5.6). Implementations: the built-in test gateway
// (test-gateway.ts, the default) and PortOne V2. Webhooks of both follow PortOne V2's format and its
// signature scheme (Standard Webhooks: HMAC-SHA256 over "id.timestamp.body", 5 minutes of tolerance).
import * as Webhook from '@portone/server-sdk/webhook';

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

/** `issueId`: what the card window was opened with (cardIssueId), as the gateway recorded it. */
export type BillingKeyInfo = { billingKey: string; brand: string; last4: string; issueId: string | null };

/** Banks a deposit can be refunded to (PortOne's bank codes, common Korean retail banks), by English name. */
export const REFUND_BANK_NAMES = {
  KOOKMIN: 'KB Kookmin Bank',
  SHINHAN: 'Shinhan Bank',
  WOORI: 'Woori Bank',
  HANA: 'Hana Bank',
  NONGHYUP: 'NH NongHyup Bank',
  IBK: 'IBK Industrial Bank of Korea',
  KAKAO: 'KakaoBank',
  TOSS: 'Toss Bank',
  K_BANK: 'K Bank',
  POST: 'Korea Post',
  BUSAN: 'BNK Busan Bank',
  DAEGU: 'iM Bank (formerly DGB Daegu Bank)',
} as const;
export type RefundBank = keyof typeof REFUND_BANK_NAMES;
export const REFUND_BANKS = Object.keys(REFUND_BANK_NAMES) as RefundBank[];

/** Where a refund of a deposit goes: gateways pay deposits back by bank transfer to the buyer's account. */
export type RefundAccount = { bank: RefundBank; number: string; holderName: string };

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
  /**
   * Cancels an unpaid payment or refunds a paid one. A paid deposit goes back by bank transfer, so its
   * refund needs `refundAccount`; without one it throws RefundAccountRequiredError and changes nothing.
   */
  cancel(input: { paymentId: string; reason: string; refundAccount?: RefundAccount }): Promise<GatewayPayment>;
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Checks a webhook's signature and timestamp; throws WebhookRejectedError when they do not hold. */
  verifyWebhook(body: string, headers: Record<string, string | string[] | undefined>): Promise<GatewayWebhookEvent>;
}

/** A paid deposit cannot be refunded before the buyer names a bank account for it. */
export class RefundAccountRequiredError extends Error {
  constructor(readonly paymentId: string) {
    super(`Refunding deposit ${paymentId} needs the buyer's bank account`);
    this.name = 'RefundAccountRequiredError';
  }
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

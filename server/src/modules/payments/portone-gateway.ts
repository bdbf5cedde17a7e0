// PortOne V2 behind the app's gateway interface (DESIGN 5.6), through @portone/server-sdk's REST client.
// Our Payment id is PortOne's paymentId, so every call is idempotent per payment: a second billing-key
// charge is answered ALREADY_PAID by PortOne and we return the payment as PortOne holds it. Statuses are
// always read back from PortOne rather than inferred, except for the charge answer itself (PortOne
// answers a successful charge with its time of payment only).
import { Payment as PortOne, PortOneClient } from '@portone/server-sdk';
import {
  RefundAccountRequiredError,
  verifyPortOneWebhook,
  type BillingKeyInfo,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayVirtualAccount,
  type PaymentGateway,
  type RefundAccount,
} from './gateway.ts';

export const PORTONE_GATEWAY = 'portone';
export const PORTONE_DEFAULT_API_URL = 'https://api.portone.io';
export const PORTONE_DEFAULT_VIRTUAL_ACCOUNT_BANK = 'SHINHAN';
/** Reason recorded when a card charge is refused because PortOne no longer knows the billing key. */
export const INVALID_BILLING_KEY_REASON = 'The billing key is not valid.';

export type PortOneGatewayOptions = {
  /** V2 API secret (PortOne console → Integration → API keys). */
  apiSecret: string;
  storeId: string;
  /** Standard Webhooks secret of the store's V2 webhook ("whsec_" + base64). */
  webhookSecret: string;
  /** Channel that issued the billing keys (card page) and charges them. */
  cardChannelKey: string;
  /** Channel issuing virtual accounts. */
  virtualAccountChannelKey: string;
  /** PortOne bank code of issued virtual accounts (default SHINHAN). */
  virtualAccountBank?: string;
  /** Origin of the REST API (default https://api.portone.io). */
  baseUrl?: string;
};

/** Names shown to depositors for PortOne's bank codes (as the banks name themselves); other codes are shown as is. */
const BANK_NAMES: Record<string, string> = {
  KDB: 'KDB산업은행',
  IBK: 'IBK기업은행',
  KOOKMIN: 'KB국민은행',
  SUHYUP: 'Sh수협은행',
  NONGHYUP: 'NH농협은행',
  LOCAL_NONGHYUP: '지역농축협',
  WOORI: '우리은행',
  STANDARD_CHARTERED: 'SC제일은행',
  CITI: '한국씨티은행',
  DAEGU: 'iM뱅크',
  BUSAN: '부산은행',
  KWANGJU: '광주은행',
  JEJU: '제주은행',
  JEONBUK: '전북은행',
  KYONGNAM: '경남은행',
  KFCC: '새마을금고',
  SHINHYUP: '신협',
  SAVINGS_BANK: '저축은행',
  POST: '우체국',
  HANA: '하나은행',
  SHINHAN: '신한은행',
  K_BANK: '케이뱅크',
  KAKAO: '카카오뱅크',
  TOSS: '토스뱅크',
};

/** PortOne's card brands, named as the test gateway names them. */
const CARD_BRANDS: Record<string, string> = { VISA: 'VISA', MASTER: 'MASTERCARD', AMEX: 'AMEX', JCB: 'JCB', UNIONPAY: 'UNIONPAY', DINERS: 'DINERS' };

type RemotePayment = PortOne.Payment;

/** Where a PortOne payment stands, in the app's terms. */
export function portOneStatus(payment: RemotePayment): GatewayPaymentStatus {
  switch (payment.status) {
    case 'VIRTUAL_ACCOUNT_ISSUED':
      return 'WAITING_FOR_DEPOSIT';
    // Only the app cancels, and always in full: a partial cancellation made elsewhere (the PortOne console)
    // leaves the payment paid, and the rest can still be refunded through cancel().
    case 'PAID':
    case 'PARTIAL_CANCELLED':
      return 'PAID';
    case 'FAILED':
      return 'FAILED';
    case 'CANCELLED':
      // A cancelled payment that had been paid was refunded; one never paid (a closed virtual account) was cancelled.
      return payment.paidAt ? 'REFUNDED' : 'CANCELLED';
    default:
      // READY, PAY_PENDING and statuses this SDK does not know: not settled yet (the sweep asks again later).
      return 'PROCESSING';
  }
}

function virtualAccountOf(payment: RemotePayment, fallbackDeadline: Date | null): GatewayVirtualAccount | null {
  if (!('method' in payment) || payment.method?.type !== 'PaymentMethodVirtualAccount') return null;
  const account = payment.method;
  const deadline = account.expiredAt ? new Date(account.expiredAt) : fallbackDeadline;
  if (!deadline) return null;
  return {
    bankName: account.bank ? (BANK_NAMES[account.bank] ?? account.bank) : '',
    accountNumber: account.accountNumber,
    accountHolder: account.remitteeName ?? '',
    deadline,
  };
}

export function toGatewayPayment(payment: RemotePayment, fallbackDeadline: Date | null = null): GatewayPayment {
  if (PortOne.isUnrecognizedPayment(payment)) {
    const unknown = payment as unknown as { id: string; amount?: { total?: number } };
    return { paymentId: unknown.id, status: 'PROCESSING', amount: unknown.amount?.total ?? 0, failureReason: null, paidAt: null, virtualAccount: null };
  }
  const paidAt = 'paidAt' in payment && payment.paidAt ? new Date(payment.paidAt) : null;
  const failureReason =
    payment.status === 'FAILED' ? (payment.failure.reason || payment.failure.pgMessage || 'The payment failed.') : null;
  return {
    paymentId: payment.id,
    status: portOneStatus(payment),
    amount: payment.amount.total,
    failureReason,
    paidAt,
    virtualAccount: virtualAccountOf(payment, fallbackDeadline),
  };
}

/** The "1234" of a masked card number such as "536510******1234" ("****" when the end is masked). */
function last4Of(masked: string | undefined): string {
  const digits = (masked ?? '').replace(/[^0-9*]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : '****';
}

export class PortOneGateway implements PaymentGateway {
  readonly name = PORTONE_GATEWAY;
  private readonly client: PortOneClient;

  constructor(private readonly options: PortOneGatewayOptions) {
    this.client = PortOneClient({ secret: options.apiSecret, storeId: options.storeId, baseUrl: options.baseUrl ?? PORTONE_DEFAULT_API_URL });
  }

  private get storeId() {
    return this.options.storeId;
  }

  async billingKeyInfo(billingKey: string): Promise<BillingKeyInfo | null> {
    let info: PortOne.BillingKey.BillingKeyInfo;
    try {
      info = await this.client.payment.billingKey.getBillingKeyInfo({ billingKey, storeId: this.storeId });
    } catch (error) {
      if (error instanceof PortOne.BillingKey.GetBillingKeyInfoError && error.data.type === 'BILLING_KEY_NOT_FOUND') return null;
      throw error;
    }
    if (info.status !== 'ISSUED') return null;
    const method = info.methods?.find((m) => m.type === 'BillingKeyPaymentMethodCard');
    const card = method && method.type === 'BillingKeyPaymentMethodCard' ? method.card : undefined;
    const brand = (card?.brand && CARD_BRANDS[card.brand]) || card?.name || card?.publisher || 'CARD';
    return { billingKey, brand, last4: last4Of(card?.number), issueId: info.issueId ?? null };
  }

  async deleteBillingKey(billingKey: string): Promise<void> {
    try {
      await this.client.payment.billingKey.deleteBillingKey({ billingKey, storeId: this.storeId });
    } catch (error) {
      const gone = error instanceof PortOne.BillingKey.DeleteBillingKeyError
        && (error.data.type === 'BILLING_KEY_ALREADY_DELETED' || error.data.type === 'BILLING_KEY_NOT_FOUND');
      if (!gone) throw error;
    }
  }

  async chargeBillingKey(input: { paymentId: string; billingKey: string; amount: number; orderName: string }): Promise<GatewayPayment> {
    try {
      const { payment } = await this.client.payment.payWithBillingKey({
        paymentId: input.paymentId,
        storeId: this.storeId,
        billingKey: input.billingKey,
        channelKey: this.options.cardChannelKey,
        orderName: input.orderName,
        amount: { total: input.amount },
        currency: 'KRW',
      });
      return { paymentId: input.paymentId, status: 'PAID', amount: input.amount, failureReason: null, paidAt: new Date(payment.paidAt), virtualAccount: null };
    } catch (error) {
      if (!(error instanceof PortOne.PayWithBillingKeyError)) throw error;
      const data = error.data;
      if (data.type === 'ALREADY_PAID') {
        // A second attempt for the same paymentId: the first outcome, as PortOne holds it.
        const existing = await this.getPayment(input.paymentId);
        if (existing) return existing;
        throw error;
      }
      const failure = (reason: string): GatewayPayment => ({
        paymentId: input.paymentId,
        status: 'FAILED',
        amount: input.amount,
        failureReason: reason,
        paidAt: null,
        virtualAccount: null,
      });
      // The card issuer's refusal (declined, insufficient funds...), in the PG's words.
      if (data.type === 'PG_PROVIDER') return failure(data.pgMessage || data.message || 'The card was declined.');
      if (data.type === 'BILLING_KEY_NOT_FOUND' || data.type === 'BILLING_KEY_ALREADY_DELETED') return failure(INVALID_BILLING_KEY_REASON);
      // Anything else (credentials, channel, malformed request) is ours to fix, not the buyer's: it throws.
      throw error;
    }
  }

  async issueVirtualAccount(input: { paymentId: string; amount: number; orderName: string; deadline: Date; depositorName: string }): Promise<GatewayPayment> {
    try {
      await this.client.payment.payInstantly({
        paymentId: input.paymentId,
        storeId: this.storeId,
        channelKey: this.options.virtualAccountChannelKey,
        method: {
          virtualAccount: {
            bank: this.options.virtualAccountBank ?? PORTONE_DEFAULT_VIRTUAL_ACCOUNT_BANK,
            expiry: { dueDate: input.deadline.toISOString() },
            option: { type: 'NORMAL' },
          },
        },
        orderName: input.orderName,
        customer: { name: { full: input.depositorName } },
        amount: { total: input.amount },
        currency: 'KRW',
      });
    } catch (error) {
      // Issued before for this paymentId: read the account back instead of issuing another.
      if (!(error instanceof PortOne.PayInstantlyError && error.data.type === 'ALREADY_PAID')) throw error;
    }
    const remote = await this.fetchPayment(input.paymentId);
    if (!remote) throw new Error(`PortOne has no payment ${input.paymentId} after issuing its virtual account`);
    return toGatewayPayment(remote, input.deadline);
  }

  async cancel(input: { paymentId: string; reason: string; refundAccount?: RefundAccount }): Promise<GatewayPayment> {
    const current = await this.fetchPayment(input.paymentId);
    if (!current) throw new Error(`PortOne has no payment ${input.paymentId} to cancel`);
    if (current.status === 'VIRTUAL_ACCOUNT_ISSUED') {
      // An unpaid virtual account is closed, not cancelled; a deposit that landed meanwhile shows on re-reading.
      try {
        await this.client.payment.closeVirtualAccount({ paymentId: input.paymentId, storeId: this.storeId });
      } catch (error) {
        if (!(error instanceof PortOne.CloseVirtualAccountError && error.data.type === 'PAYMENT_NOT_WAITING_FOR_DEPOSIT')) throw error;
      }
    } else if (current.status === 'PAID' || current.status === 'PARTIAL_CANCELLED') {
      // The whole remaining amount; a deposit goes back by transfer to the account the buyer named.
      const deposit = 'method' in current && current.method?.type === 'PaymentMethodVirtualAccount';
      if (deposit && !input.refundAccount) throw new RefundAccountRequiredError(input.paymentId);
      try {
        await this.client.payment.cancelPayment({
          paymentId: input.paymentId,
          storeId: this.storeId,
          reason: input.reason,
          ...(deposit && input.refundAccount ? { refundAccount: input.refundAccount } : {}),
        });
      } catch (error) {
        if (!(error instanceof PortOne.CancelPaymentError && error.data.type === 'PAYMENT_ALREADY_CANCELLED')) throw error;
      }
    } else {
      // Already cancelled, failed or not settled: nothing to cancel, as with the test gateway.
      return toGatewayPayment(current);
    }
    const after = await this.fetchPayment(input.paymentId);
    return toGatewayPayment(after ?? current);
  }

  async getPayment(paymentId: string): Promise<GatewayPayment | null> {
    const remote = await this.fetchPayment(paymentId);
    return remote ? toGatewayPayment(remote) : null;
  }

  verifyWebhook(body: string, headers: Record<string, string | string[] | undefined>) {
    return verifyPortOneWebhook(this.options.webhookSecret, body, headers);
  }

  private async fetchPayment(paymentId: string): Promise<RemotePayment | null> {
    try {
      return await this.client.payment.getPayment({ paymentId, storeId: this.storeId });
    } catch (error) {
      if (error instanceof PortOne.GetPaymentError && error.data.type === 'PAYMENT_NOT_FOUND') return null;
      throw error;
    }
  }
}

// The built-in test gateway (DESIGN 5.6): the default, so checkout works with nothing configured. It
// behaves like a real one: its own card page issues billing keys for test card numbers, charges follow the
// card, virtual accounts wait for a deposit (from a dev control or the CLI), and every change reaches the
// app as a signed PortOne V2 webhook over real HTTP, retried until answered 2xx. Its state lives in its
// own tables, which the app never reads directly.
import crypto from 'node:crypto';
import { db } from '../../platform/database.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import {
  RefundAccountRequiredError,
  verifyPortOneWebhook,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
  type RefundAccount,
} from './gateway.ts';

export const TEST_GATEWAY = 'test';
export const TEST_STORE_ID = 'store-oshi-test';
/** Used when TEST_GATEWAY_WEBHOOK_SECRET is not set, outside production (it is public). */
export const DEFAULT_TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('oshi-test-gateway-webhook-secret').toString('base64')}`;

/** Test card numbers and what they do (any other number passing the Luhn check succeeds). */
export const TEST_CARDS = {
  SUCCEEDS: '4242424242424242',
  DECLINED: '4000000000000002',
  INSUFFICIENT_FUNDS: '4000000000009995',
  /** Registers, then every charge fails. */
  FAILS_LATER: '4000000000000341',
} as const;

export const TEST_DECLINE_REASONS = {
  DECLINED: 'The card was declined.',
  INSUFFICIENT_FUNDS: 'Insufficient funds.',
} as const;

const WEBHOOK_QUEUE = 'test-gateway.webhook';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(cardNumber: string): string {
  if (cardNumber.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(cardNumber)) return 'MASTERCARD';
  if (/^3[47]/.test(cardNumber)) return 'AMEX';
  return 'CARD';
}

/** What charges with this card will do; the number itself is not kept. */
function behaviourOf(cardNumber: string): 'SUCCEEDS' | 'INSUFFICIENT_FUNDS' | 'FAILS_LATER' {
  if (cardNumber === TEST_CARDS.INSUFFICIENT_FUNDS) return 'INSUFFICIENT_FUNDS';
  if (cardNumber === TEST_CARDS.FAILS_LATER) return 'FAILS_LATER';
  return 'SUCCEEDS';
}

/** The Standard Webhooks signature header value for a delivery ("v1,<base64 HMAC-SHA256>"). */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** A PortOne V2 webhook body for a payment event. */
export function webhookBody(type: string, paymentId: string, at = new Date()): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { paymentId, storeId: TEST_STORE_ID, transactionId: `tx-${paymentId}` } });
}

/** POSTs one signed delivery; resolves with the HTTP status. */
export async function postWebhook(url: string, secret: string, delivery: { id: string; body: string; timestampSeconds?: number }): Promise<number> {
  const timestamp = delivery.timestampSeconds ?? Math.floor(Date.now() / 1000);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': delivery.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, delivery.id, timestamp, delivery.body),
    },
    body: delivery.body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

type Row = Awaited<ReturnType<ReturnType<typeof db>['testGatewayPayment']['findUniqueOrThrow']>>;

function toGatewayPayment(row: Row): GatewayPayment {
  return {
    paymentId: row.id,
    status: row.status as GatewayPaymentStatus,
    amount: row.amount,
    failureReason: row.failureReason,
    paidAt: row.paidAt,
    virtualAccount:
      row.accountNumber && row.deadline
        ? { bankName: 'Oshi Test Bank', accountNumber: row.accountNumber, accountHolder: 'Oshi Inc.', deadline: row.deadline }
        : null,
  };
}

export type TestGatewayOptions = {
  webhookSecret: string;
  /** Called after each state change with the webhook type to deliver (queued in production use). */
  notify: (type: string, paymentId: string) => Promise<void>;
};

export class TestGateway implements PaymentGateway {
  readonly name = TEST_GATEWAY;

  constructor(private readonly options: TestGatewayOptions) {}

  // ---------------------------------------------------------------- the gateway's own pages and controls

  /**
   * The card page: a valid test card gets a billing key, recorded with the issue id the window was opened
   * with (as PortOne does); the declined test card is refused.
   */
  async issueBillingKey(cardNumberInput: string, issueId: string | null = null): Promise<{ billingKey: string } | { error: string }> {
    const cardNumber = cardNumberInput.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(cardNumber) || !luhnValid(cardNumber)) return { error: 'The card number is not valid.' };
    if (cardNumber === TEST_CARDS.DECLINED) return { error: TEST_DECLINE_REASONS.DECLINED };
    const billingKey = `billing-key-${crypto.randomUUID()}`;
    const behaviour = behaviourOf(cardNumber);
    await db().testGatewayBillingKey.create({ data: { key: billingKey, brand: brandOf(cardNumber), last4: cardNumber.slice(-4), behaviour, issueId: issueId?.slice(0, 100) || null } });
    return { billingKey };
  }

  /**
   * A deposit into a virtual account (the dev control and the CLI). A late deposit into an account already
   * closed is taken too, as happens with real banks, so the app's refund of it can be exercised.
   */
  async deposit(accountNumber: string, now = new Date()): Promise<GatewayPayment | null> {
    const updated = await db().testGatewayPayment.updateMany({
      where: { accountNumber, status: { in: ['WAITING_FOR_DEPOSIT', 'CANCELLED'] } },
      data: { status: 'PAID', paidAt: now },
    });
    const row = await db().testGatewayPayment.findUnique({ where: { accountNumber } });
    if (!row) return null;
    if (updated.count > 0) await this.options.notify('Transaction.Paid', row.id);
    return toGatewayPayment(row);
  }

  // ---------------------------------------------------------------- PaymentGateway

  async billingKeyInfo(billingKey: string) {
    const key = await db().testGatewayBillingKey.findUnique({ where: { key: billingKey } });
    if (!key || key.deletedAt) return null;
    return { billingKey, brand: key.brand, last4: key.last4, issueId: key.issueId };
  }

  async deleteBillingKey(billingKey: string) {
    await db().testGatewayBillingKey.updateMany({ where: { key: billingKey, deletedAt: null }, data: { deletedAt: new Date() } });
  }

  async chargeBillingKey(input: { paymentId: string; billingKey: string; amount: number; orderName: string }) {
    const existing = await db().testGatewayPayment.findUnique({ where: { id: input.paymentId } });
    if (existing) return toGatewayPayment(existing);
    const key = await db().testGatewayBillingKey.findUnique({ where: { key: input.billingKey } });
    const failureReason = !key || key.deletedAt
      ? 'The billing key is not valid.'
      : key.behaviour === 'INSUFFICIENT_FUNDS'
        ? TEST_DECLINE_REASONS.INSUFFICIENT_FUNDS
        : key.behaviour === 'FAILS_LATER'
          ? TEST_DECLINE_REASONS.DECLINED
          : null;
    const row = await db().testGatewayPayment.upsert({
      where: { id: input.paymentId },
      update: {},
      create: {
        id: input.paymentId,
        method: 'CARD',
        status: failureReason ? 'FAILED' : 'PAID',
        amount: input.amount,
        orderName: input.orderName,
        billingKey: input.billingKey,
        failureReason,
        paidAt: failureReason ? null : new Date(),
      },
    });
    await this.options.notify(row.status === 'PAID' ? 'Transaction.Paid' : 'Transaction.Failed', row.id);
    return toGatewayPayment(row);
  }

  async issueVirtualAccount(input: { paymentId: string; amount: number; orderName: string; deadline: Date }) {
    const accountNumber = `9${crypto.randomInt(10 ** 12, 10 ** 13 - 1)}`;
    // Idempotent per payment id even when asked twice at once (a checkout and its retry): Prisma's upsert is a
    // read then a write, so two at once could both insert; ON CONFLICT DO NOTHING cannot.
    await db().testGatewayPayment.createMany({
      data: [{ id: input.paymentId, method: 'VIRTUAL_ACCOUNT', status: 'WAITING_FOR_DEPOSIT', amount: input.amount, orderName: input.orderName, accountNumber, deadline: input.deadline }],
      skipDuplicates: true,
    });
    const row = await db().testGatewayPayment.findUniqueOrThrow({ where: { id: input.paymentId } });
    await this.options.notify('Transaction.VirtualAccountIssued', row.id);
    return toGatewayPayment(row);
  }

  async cancel(input: { paymentId: string; reason: string; refundAccount?: RefundAccount }) {
    const row = await db().testGatewayPayment.findUniqueOrThrow({ where: { id: input.paymentId } });
    // Like a real gateway, a deposit is paid back by transfer: to an account the buyer names.
    if (row.status === 'PAID' && row.method === 'VIRTUAL_ACCOUNT' && !input.refundAccount) throw new RefundAccountRequiredError(row.id);
    const next = row.status === 'PAID' ? 'REFUNDED' : row.status === 'WAITING_FOR_DEPOSIT' ? 'CANCELLED' : row.status;
    const updated = await db().testGatewayPayment.update({ where: { id: row.id }, data: { status: next } });
    if (next !== row.status) await this.options.notify('Transaction.Cancelled', row.id);
    return toGatewayPayment(updated);
  }

  async getPayment(paymentId: string) {
    const row = await db().testGatewayPayment.findUnique({ where: { id: paymentId } });
    return row ? toGatewayPayment(row) : null;
  }

  verifyWebhook(body: string, headers: Record<string, string | string[] | undefined>) {
    return verifyPortOneWebhook(this.options.webhookSecret, body, headers);
  }
}

/**
 * Delivers the test gateway's webhooks through pg-boss: each event gets one id (kept across retries, as
 * Standard Webhooks requires) and is POSTed, signed, until the app answers 2xx.
 */
export async function startTestGatewayWebhooks(options: { jobs: Jobs; logger: Logger; secret: string; url: () => string }) {
  const { jobs, logger, secret, url } = options;
  await jobs.createQueue(WEBHOOK_QUEUE);
  await jobs.work<{ id: string; body: string }>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    const status = await postWebhook(url(), secret, job.data);
    if (status < 200 || status > 299) {
      logger.warn({ webhookId: job.data.id, status }, 'test gateway webhook refused; will retry');
      throw new Error(`webhook answered ${status}`);
    }
  });
  return async (type: string, paymentId: string) => {
    await jobs.send(WEBHOOK_QUEUE, { id: `msg_${crypto.randomUUID()}`, body: webhookBody(type, paymentId) }, { retryLimit: 8, retryDelay: 1, retryBackoff: true });
  };
}

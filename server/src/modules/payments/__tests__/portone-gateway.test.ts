// The PortOne V2 gateway against a stand-in of PortOne's REST API on a loopback port (real HTTP through
// @portone/server-sdk): the requests it sends, how PortOne's payment statuses map onto ours, idempotent
// charges and issues, cancels and refunds, billing keys, webhook verification, and one webhook through the
// whole app (real PostgreSQL) that turns a deposit payment paid with one ledger transaction.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Payment as PortOne } from '@portone/server-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { PAYMENT_WEBHOOK_PATH, TEST_DEPOSIT_PATH } from '../../../http/payments-routes.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community } from '../../comments/__tests__/community-helpers.ts';
import { RefundAccountRequiredError, WebhookRejectedError, type GatewayPayment } from '../gateway.ts';
import { paymentGateway } from '../payments.service.ts';
import { INVALID_BILLING_KEY_REASON, PortOneGateway } from '../portone-gateway.ts';
import { DEFAULT_TEST_WEBHOOK_SECRET, postWebhook, signWebhook } from '../test-gateway.ts';

const API_SECRET = 'portone-api-secret-for-tests';
const STORE_ID = 'store-4ff4af41-85e3-4559-8eb8-0d08a2c6ceec';
const CARD_CHANNEL = 'channel-key-9987cb87-6458-4888-b94e-68d9a2da896d';
const VA_CHANNEL = 'channel-key-0c38a3bf-d6a4-4bb8-9a8a-2cd2c5a4a2b0';
const WEBHOOK_SECRET = `whsec_${Buffer.from('portone-webhook-secret-for-tests').toString('base64')}`;

// ------------------------------------------------------------------ a stand-in of PortOne's REST API

type Json = Record<string, unknown>;
type Recorded = { method: string; path: string; query: Record<string, string>; authorization: string | undefined; body: Json | null };

/** A PortOne V2 payment as GET /payments/{paymentId} returns it. */
function portOnePayment(id: string, status: string, fields: Json & { total?: number } = {}): Json {
  const { total = 9900, ...rest } = fields;
  const at = '2026-03-02T01:02:03.000Z';
  return {
    status,
    id,
    transactionId: `0195-${id.slice(0, 8)}`,
    merchantId: 'merchant-2b0a1cd5-27b7-4a77-8c5b-8b0c6a1f3d11',
    storeId: STORE_ID,
    method: { type: 'PaymentMethodCard', card: { brand: 'VISA', number: '424242******4242' }, approvalNumber: '30012345' },
    channel: { type: 'LIVE', id: 'channel-id-1', key: CARD_CHANNEL, name: 'cards', pgProvider: 'TOSSPAYMENTS', pgMerchantId: 'tosspayments-oshi' },
    version: 'V2',
    requestedAt: at,
    updatedAt: at,
    statusChangedAt: at,
    orderName: 'Oshi club · Gold',
    amount: { total, taxFree: 0, vat: Math.round(total / 11), supply: total - Math.round(total / 11), discount: 0, paid: status === 'PAID' ? total : 0, cancelled: 0, cancelledTaxFree: 0 },
    currency: 'KRW',
    customer: { name: 'Kim Minji' },
    disputes: [],
    ...rest,
  };
}

function virtualAccountMethod(fields: Json = {}): Json {
  return {
    type: 'PaymentMethodVirtualAccount',
    bank: 'KOOKMIN',
    accountNumber: '27690104123456',
    accountType: 'NORMAL',
    remitteeName: '(주)오시',
    remitterName: 'Kim Minji',
    expiredAt: '2026-03-05T01:02:03.000Z',
    issuedAt: '2026-03-02T01:02:03.000Z',
    ...fields,
  };
}

class PortOneStandIn {
  readonly requests: Recorded[] = [];
  readonly payments = new Map<string, Json>();
  readonly billingKeys = new Map<string, Json>();
  /** Billing keys whose charges the card issuer declines, with its message. */
  readonly declines = new Map<string, string>();
  charges = 0;
  url = '';
  private server: http.Server | null = null;

  async start() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://standin');
        const raw = Buffer.concat(chunks).toString();
        const recorded: Recorded = {
          method: req.method ?? '',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          authorization: req.headers.authorization,
          body: raw ? (JSON.parse(raw) as Json) : null,
        };
        this.requests.push(recorded);
        const [status, body] = this.answer(recorded);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  reset() {
    this.requests.length = 0;
    this.payments.clear();
    this.billingKeys.clear();
    this.declines.clear();
    this.charges = 0;
  }

  private answer(r: Recorded): [number, Json] {
    const error = (status: number, type: string, extra: Json = {}): [number, Json] => [status, { type, message: `${type} (stand-in)`, ...extra }];
    if (r.authorization !== `PortOne ${API_SECRET}`) return error(401, 'UNAUTHORIZED');
    const now = new Date().toISOString();
    let m: RegExpMatchArray | null;

    if ((m = r.path.match(/^\/billing-keys\/([^/]+)$/))) {
      const key = this.billingKeys.get(decodeURIComponent(m[1]));
      if (!key) return error(404, 'BILLING_KEY_NOT_FOUND');
      if (r.method === 'GET') return [200, key];
      if (r.method === 'DELETE') {
        if (key.status === 'DELETED') return error(409, 'BILLING_KEY_ALREADY_DELETED');
        Object.assign(key, { status: 'DELETED', deletedAt: now });
        return [200, { deletedAt: now }];
      }
    }
    if (!(m = r.path.match(/^\/payments\/([^/]+)(\/.*)?$/))) return error(404, 'NOT_FOUND');
    const id = decodeURIComponent(m[1]);
    const action = `${r.method} ${m[2] ?? ''}`;
    const existing = this.payments.get(id);
    const body = r.body ?? {};
    const amount = body.amount as { total: number } | undefined;

    switch (action) {
      case 'GET ':
        return existing ? [200, existing] : error(404, 'PAYMENT_NOT_FOUND');
      case 'POST /billing-key': {
        if (existing && existing.status !== 'FAILED' && existing.status !== 'READY') return error(409, 'ALREADY_PAID');
        const key = this.billingKeys.get(String(body.billingKey));
        if (!key) return error(404, 'BILLING_KEY_NOT_FOUND');
        if (key.status === 'DELETED') return error(409, 'BILLING_KEY_ALREADY_DELETED');
        const common = { total: amount!.total, orderName: body.orderName, billingKey: body.billingKey };
        const declined = this.declines.get(String(body.billingKey));
        if (declined) {
          this.payments.set(id, portOnePayment(id, 'FAILED', { ...common, failedAt: now, failure: { reason: declined, pgCode: '51', pgMessage: declined } }));
          return error(502, 'PG_PROVIDER', { pgCode: '51', pgMessage: declined });
        }
        this.charges++;
        this.payments.set(id, portOnePayment(id, 'PAID', { ...common, paidAt: now, pgTxId: `pg-${id}` }));
        return [200, { payment: { pgTxId: `pg-${id}`, paidAt: now } }];
      }
      case 'POST /instant': {
        if (existing && existing.status !== 'FAILED' && existing.status !== 'READY') return error(409, 'ALREADY_PAID');
        const va = (body.method as { virtualAccount: { bank: string; expiry: { dueDate: string } } }).virtualAccount;
        const accountNumber = `5620${crypto.randomInt(10 ** 9, 10 ** 10 - 1)}`;
        this.payments.set(
          id,
          portOnePayment(id, 'VIRTUAL_ACCOUNT_ISSUED', {
            total: amount!.total,
            orderName: body.orderName,
            channel: { type: 'LIVE', key: VA_CHANNEL, pgProvider: 'TOSSPAYMENTS', pgMerchantId: 'tosspayments-oshi' },
            method: virtualAccountMethod({ bank: va.bank, accountNumber, expiredAt: va.expiry.dueDate, issuedAt: now }),
          }),
        );
        return [200, { payment: { pgTxId: `pg-${id}`, paidAt: now } }];
      }
      case 'POST /cancel': {
        if (!existing) return error(404, 'PAYMENT_NOT_FOUND');
        if (existing.status === 'CANCELLED') return error(409, 'PAYMENT_ALREADY_CANCELLED');
        if (existing.status !== 'PAID' && existing.status !== 'PARTIAL_CANCELLED') return error(409, 'PAYMENT_NOT_PAID');
        const total = (existing.amount as { total: number }).total;
        const cancellation = { status: 'SUCCEEDED', id: `cancel-${id}`, totalAmount: total, taxFreeAmount: 0, vatAmount: Math.round(total / 11), reason: body.reason, cancelledAt: now, requestedAt: now };
        Object.assign(existing, { status: 'CANCELLED', cancelledAt: now, cancellations: [cancellation] });
        return [200, { cancellation }];
      }
      case 'POST /virtual-account/close': {
        if (!existing) return error(404, 'PAYMENT_NOT_FOUND');
        if (existing.status !== 'VIRTUAL_ACCOUNT_ISSUED') return error(409, 'PAYMENT_NOT_WAITING_FOR_DEPOSIT');
        Object.assign(existing, { status: 'CANCELLED', cancelledAt: now, cancellations: [] });
        return [200, { closedAt: now }];
      }
      default:
        return error(404, 'NOT_FOUND');
    }
  }
}

// ------------------------------------------------------------------ tests

const database = setupTestDatabase();
const standIn = new PortOneStandIn();
let gateway: PortOneGateway;

beforeAll(async () => {
  await standIn.start();
  gateway = new PortOneGateway({
    apiSecret: API_SECRET,
    storeId: STORE_ID,
    webhookSecret: WEBHOOK_SECRET,
    cardChannelKey: CARD_CHANNEL,
    virtualAccountChannelKey: VA_CHANNEL,
    baseUrl: standIn.url,
  });
});
afterAll(async () => standIn.stop());
beforeEach(() => standIn.reset());

const newId = () => crypto.randomUUID();
const AUTH = `PortOne ${API_SECRET}`;

function issuedBillingKey(key: string, card: Json, issueId?: string) {
  standIn.billingKeys.set(key, {
    status: 'ISSUED',
    billingKey: key,
    ...(issueId ? { issueId } : {}),
    merchantId: 'merchant-2b0a1cd5-27b7-4a77-8c5b-8b0c6a1f3d11',
    storeId: STORE_ID,
    methods: [{ type: 'BillingKeyPaymentMethodCard', card }],
    channels: [{ type: 'LIVE', key: CARD_CHANNEL, pgProvider: 'TOSSPAYMENTS', pgMerchantId: 'tosspayments-oshi' }],
    customer: { id: 'user-1' },
    issuedAt: '2026-03-01T00:00:00.000Z',
  });
}

describe('card charges with a billing key', () => {
  it('sends the charge to POST /payments/{paymentId}/billing-key with the card channel, KRW amount and store', async () => {
    issuedBillingKey('billing-key-ok', { brand: 'VISA', number: '424242******4242' });
    const paymentId = newId();
    const result = await gateway.chargeBillingKey({ paymentId, billingKey: 'billing-key-ok', amount: 9900, orderName: 'Oshi club · Platinum' });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/payments/${paymentId}/billing-key`, authorization: AUTH });
    expect(request.body).toEqual({
      storeId: STORE_ID,
      billingKey: 'billing-key-ok',
      channelKey: CARD_CHANNEL,
      orderName: 'Oshi club · Platinum',
      amount: { total: 9900 },
      currency: 'KRW',
    });
    expect(result).toMatchObject({ paymentId, status: 'PAID', amount: 9900, failureReason: null, virtualAccount: null });
    expect(result.paidAt).toEqual(new Date(standIn.payments.get(paymentId)!.paidAt as string));
  });

  it('is idempotent per paymentId: PortOne answers ALREADY_PAID and the first outcome is read back, charged once', async () => {
    issuedBillingKey('billing-key-ok', { brand: 'VISA', number: '424242******4242' });
    const paymentId = newId();
    const input = { paymentId, billingKey: 'billing-key-ok', amount: 9900, orderName: 'Oshi club · Platinum' };
    const first = await gateway.chargeBillingKey(input);
    const second = await gateway.chargeBillingKey(input);

    expect(standIn.charges).toBe(1);
    expect(second).toEqual(first);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /payments/${paymentId}/billing-key`,
      `POST /payments/${paymentId}/billing-key`,
      `GET /payments/${paymentId}`,
    ]);
    expect(standIn.requests[2].query).toEqual({ storeId: STORE_ID });
  });

  it('records the issuer’s refusal and an unknown or deleted billing key as failed payments', async () => {
    issuedBillingKey('billing-key-poor', { brand: 'MASTER', number: '536510******0001' });
    standIn.declines.set('billing-key-poor', '잔액이 부족합니다.');
    const declinedId = newId();
    const declined = await gateway.chargeBillingKey({ paymentId: declinedId, billingKey: 'billing-key-poor', amount: 4900, orderName: 'x' });
    expect(declined).toEqual({ paymentId: declinedId, status: 'FAILED', amount: 4900, failureReason: '잔액이 부족합니다.', paidAt: null, virtualAccount: null });
    // PortOne keeps the failed attempt, and reading it back agrees.
    expect(await gateway.getPayment(declinedId)).toMatchObject({ status: 'FAILED', failureReason: '잔액이 부족합니다.', amount: 4900 });

    const unknown = await gateway.chargeBillingKey({ paymentId: newId(), billingKey: 'billing-key-unknown', amount: 4900, orderName: 'x' });
    expect(unknown).toMatchObject({ status: 'FAILED', failureReason: INVALID_BILLING_KEY_REASON });
    issuedBillingKey('billing-key-gone', { brand: 'VISA', number: '424242******4242' });
    await gateway.deleteBillingKey('billing-key-gone');
    const deleted = await gateway.chargeBillingKey({ paymentId: newId(), billingKey: 'billing-key-gone', amount: 4900, orderName: 'x' });
    expect(deleted).toMatchObject({ status: 'FAILED', failureReason: INVALID_BILLING_KEY_REASON });
    expect(standIn.charges).toBe(0);
  });

  it('throws, rather than failing the buyer’s payment, when PortOne refuses our credentials', async () => {
    issuedBillingKey('billing-key-ok', { brand: 'VISA', number: '424242******4242' });
    const wrong = new PortOneGateway({ apiSecret: 'wrong', storeId: STORE_ID, webhookSecret: WEBHOOK_SECRET, cardChannelKey: CARD_CHANNEL, virtualAccountChannelKey: VA_CHANNEL, baseUrl: standIn.url });
    const attempt = wrong.chargeBillingKey({ paymentId: newId(), billingKey: 'billing-key-ok', amount: 9900, orderName: 'x' });
    await expect(attempt).rejects.toBeInstanceOf(PortOne.PayWithBillingKeyError);
    await expect(wrong.getPayment(newId())).rejects.toMatchObject({ data: { type: 'UNAUTHORIZED' } });
    expect(standIn.requests.map((r) => r.authorization)).toEqual(['PortOne wrong', 'PortOne wrong']);
  });
});

describe('billing keys', () => {
  it('reads the card behind a billing key, and the issue id its window was opened with, from GET /billing-keys/{billingKey}', async () => {
    issuedBillingKey('billing-key-visa', { brand: 'VISA', number: '424242******4242', publisher: 'SHINHAN' }, 'card-mzx1k0-AbCdEfGhIjKl-0123456789abcdefABCDEF');
    issuedBillingKey('billing-key-local', { brand: 'LOCAL', name: '신한카드 Deep Dream', number: '9410-61**-****-123*' });
    issuedBillingKey('billing-key-master', { brand: 'MASTER', number: '5365-1011-****-0007' });

    expect(await gateway.billingKeyInfo('billing-key-visa')).toEqual({ billingKey: 'billing-key-visa', brand: 'VISA', last4: '4242', issueId: 'card-mzx1k0-AbCdEfGhIjKl-0123456789abcdefABCDEF' });
    expect(await gateway.billingKeyInfo('billing-key-local')).toEqual({ billingKey: 'billing-key-local', brand: '신한카드 Deep Dream', last4: '123*', issueId: null });
    expect(await gateway.billingKeyInfo('billing-key-master')).toEqual({ billingKey: 'billing-key-master', brand: 'MASTERCARD', last4: '0007', issueId: null });
    expect(await gateway.billingKeyInfo('billing-key-unknown')).toBeNull();
    expect(standIn.requests[0]).toMatchObject({ method: 'GET', path: '/billing-keys/billing-key-visa', query: { storeId: STORE_ID }, authorization: AUTH });
  });

  it('deletes with DELETE /billing-keys/{billingKey}; a deleted or unknown key is no error and no longer known', async () => {
    issuedBillingKey('billing-key-visa', { brand: 'VISA', number: '424242******4242' });
    await gateway.deleteBillingKey('billing-key-visa');
    await gateway.deleteBillingKey('billing-key-visa');
    await gateway.deleteBillingKey('billing-key-unknown');
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /billing-keys/billing-key-visa',
      'DELETE /billing-keys/billing-key-visa',
      'DELETE /billing-keys/billing-key-unknown',
    ]);
    expect(standIn.requests[0].query).toEqual({ storeId: STORE_ID });
    expect(await gateway.billingKeyInfo('billing-key-visa')).toBeNull();
  });
});

describe('virtual accounts', () => {
  it('issues one with POST /payments/{paymentId}/instant on the virtual-account channel, once per paymentId', async () => {
    const paymentId = newId();
    const deadline = new Date('2026-03-05T03:00:00.000Z');
    const input = { paymentId, amount: 29700, orderName: 'Oshi club · Gold × 3', deadline, depositorName: 'Kim Minji' };
    const issued = await gateway.issueVirtualAccount(input);

    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/payments/${paymentId}/instant`, authorization: AUTH });
    expect(request.body).toEqual({
      storeId: STORE_ID,
      channelKey: VA_CHANNEL,
      method: { virtualAccount: { bank: 'SHINHAN', expiry: { dueDate: '2026-03-05T03:00:00.000Z' }, option: { type: 'NORMAL' } } },
      orderName: 'Oshi club · Gold × 3',
      customer: { name: { full: 'Kim Minji' } },
      amount: { total: 29700 },
      currency: 'KRW',
    });
    const account = (standIn.payments.get(paymentId)!.method as { accountNumber: string }).accountNumber;
    expect(issued).toEqual({
      paymentId,
      status: 'WAITING_FOR_DEPOSIT',
      amount: 29700,
      failureReason: null,
      paidAt: null,
      virtualAccount: { bankName: '신한은행', accountNumber: account, accountHolder: '(주)오시', deadline },
    });

    // Issuing again returns the same account (PortOne answers ALREADY_PAID; nothing new is issued).
    expect(await gateway.issueVirtualAccount(input)).toEqual(issued);
    expect(standIn.requests.filter((r) => r.path.endsWith('/instant'))).toHaveLength(2);
  });

  it('uses the configured bank', async () => {
    const hana = new PortOneGateway({ apiSecret: API_SECRET, storeId: STORE_ID, webhookSecret: WEBHOOK_SECRET, cardChannelKey: CARD_CHANNEL, virtualAccountChannelKey: VA_CHANNEL, virtualAccountBank: 'HANA', baseUrl: standIn.url });
    const issued = await hana.issueVirtualAccount({ paymentId: newId(), amount: 9900, orderName: 'x', deadline: new Date(Date.now() + 3_600_000), depositorName: 'Kim' });
    expect(standIn.requests[0].body).toMatchObject({ method: { virtualAccount: { bank: 'HANA' } } });
    expect(issued.virtualAccount?.bankName).toBe('하나은행');
  });
});

describe('cancel and refund', () => {
  it('closes an unpaid virtual account (POST …/virtual-account/close) and reports it cancelled', async () => {
    const paymentId = newId();
    await gateway.issueVirtualAccount({ paymentId, amount: 9900, orderName: 'x', deadline: new Date(Date.now() + 3_600_000), depositorName: 'Kim' });
    standIn.requests.length = 0;
    const cancelled = await gateway.cancel({ paymentId, reason: 'Deposit deadline passed' });
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /payments/${paymentId}`,
      `POST /payments/${paymentId}/virtual-account/close`,
      `GET /payments/${paymentId}`,
    ]);
    expect(standIn.requests[1].query).toEqual({ storeId: STORE_ID });
    expect(cancelled).toMatchObject({ paymentId, status: 'CANCELLED', paidAt: null });
  });

  it('refunds a paid payment in full with the reason (POST …/cancel) and reports it refunded; again is a no-op', async () => {
    issuedBillingKey('billing-key-ok', { brand: 'VISA', number: '424242******4242' });
    const paymentId = newId();
    const paid = await gateway.chargeBillingKey({ paymentId, billingKey: 'billing-key-ok', amount: 9900, orderName: 'x' });
    standIn.requests.length = 0;
    const refunded = await gateway.cancel({ paymentId, reason: 'Paid after the order could no longer be fulfilled' });
    expect(standIn.requests[1]).toMatchObject({ method: 'POST', path: `/payments/${paymentId}/cancel`, authorization: AUTH });
    expect(standIn.requests[1].body).toEqual({ storeId: STORE_ID, reason: 'Paid after the order could no longer be fulfilled' });
    expect(refunded).toEqual({ ...paid, status: 'REFUNDED' });

    standIn.requests.length = 0;
    expect(await gateway.cancel({ paymentId, reason: 'again' })).toEqual(refunded);
    expect(standIn.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('refunds a paid deposit only to a bank account the buyer named, sent with the cancellation', async () => {
    const paymentId = newId();
    standIn.payments.set(paymentId, portOnePayment(paymentId, 'PAID', { total: 9900, paidAt: new Date().toISOString(), method: virtualAccountMethod() }));
    standIn.requests.length = 0;
    await expect(gateway.cancel({ paymentId, reason: 'Paid too late' })).rejects.toBeInstanceOf(RefundAccountRequiredError);
    expect(standIn.requests.map((r) => r.method)).toEqual(['GET']);

    standIn.requests.length = 0;
    const refundAccount = { bank: 'KAKAO' as const, number: '3333012345678', holderName: 'Kim Minji' };
    const refunded = await gateway.cancel({ paymentId, reason: 'Paid too late', refundAccount });
    expect(standIn.requests[1]).toMatchObject({ method: 'POST', path: `/payments/${paymentId}/cancel` });
    expect(standIn.requests[1].body).toEqual({ storeId: STORE_ID, reason: 'Paid too late', refundAccount });
    expect(refunded.status).toBe('REFUNDED');
  });

  it('refuses to cancel a payment PortOne does not know', async () => {
    await expect(gateway.cancel({ paymentId: newId(), reason: 'x' })).rejects.toThrow(/PortOne has no payment/);
  });
});

describe('payment status', () => {
  const paidAt = '2026-03-02T01:05:00.000Z';
  const base = { amount: 12_345, failureReason: null, paidAt: null, virtualAccount: null };
  const cases: [string, string, Json, Omit<GatewayPayment, 'paymentId'>][] = [
    ['READY', 'READY', {}, { ...base, status: 'PROCESSING' }],
    ['PAY_PENDING', 'PAY_PENDING', {}, { ...base, status: 'PROCESSING' }],
    [
      'VIRTUAL_ACCOUNT_ISSUED',
      'VIRTUAL_ACCOUNT_ISSUED',
      { method: virtualAccountMethod() },
      {
        ...base,
        status: 'WAITING_FOR_DEPOSIT',
        virtualAccount: { bankName: 'KB국민은행', accountNumber: '27690104123456', accountHolder: '(주)오시', deadline: new Date('2026-03-05T01:02:03.000Z') },
      },
    ],
    ['PAID', 'PAID', { paidAt }, { ...base, status: 'PAID', paidAt: new Date(paidAt) }],
    [
      'FAILED with a reason',
      'FAILED',
      { failedAt: paidAt, failure: { reason: '카드 한도 초과', pgCode: '61', pgMessage: 'LIMIT EXCEEDED' } },
      { ...base, status: 'FAILED', failureReason: '카드 한도 초과' },
    ],
    ['FAILED with only the PG message', 'FAILED', { failedAt: paidAt, failure: { pgCode: '05', pgMessage: 'DO NOT HONOUR' } }, { ...base, status: 'FAILED', failureReason: 'DO NOT HONOUR' }],
    ['PARTIAL_CANCELLED', 'PARTIAL_CANCELLED', { paidAt, cancelledAt: paidAt, cancellations: [] }, { ...base, status: 'PAID', paidAt: new Date(paidAt) }],
    ['CANCELLED after payment', 'CANCELLED', { paidAt, cancelledAt: paidAt, cancellations: [] }, { ...base, status: 'REFUNDED', paidAt: new Date(paidAt) }],
    [
      'CANCELLED before payment (closed account)',
      'CANCELLED',
      { method: virtualAccountMethod({ bank: 'NONGHYUP' }), cancelledAt: paidAt, cancellations: [] },
      {
        ...base,
        status: 'CANCELLED',
        virtualAccount: { bankName: 'NH농협은행', accountNumber: '27690104123456', accountHolder: '(주)오시', deadline: new Date('2026-03-05T01:02:03.000Z') },
      },
    ],
    ['an unknown status', 'SOMETHING_NEW', {}, { ...base, status: 'PROCESSING' }],
  ];

  it.each(cases)('maps PortOne %s', async (_label, status, fields, expected) => {
    const paymentId = newId();
    standIn.payments.set(paymentId, portOnePayment(paymentId, status, { total: 12_345, ...fields }));
    expect(await gateway.getPayment(paymentId)).toEqual({ paymentId, ...expected });
    expect(standIn.requests).toEqual([{ method: 'GET', path: `/payments/${paymentId}`, query: { storeId: STORE_ID }, authorization: AUTH, body: null }]);
  });

  it('answers null for a payment PortOne does not know', async () => {
    expect(await gateway.getPayment(newId())).toBeNull();
  });
});

describe('webhooks', () => {
  const body = (paymentId: string) =>
    JSON.stringify({ type: 'Transaction.Paid', timestamp: new Date().toISOString(), data: { paymentId, storeId: STORE_ID, transactionId: '0195-tx' } });
  const signed = (payload: string, options: { secret?: string; id?: string; timestamp?: number } = {}) => {
    const id = options.id ?? `msg_${crypto.randomUUID()}`;
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    return {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(options.secret ?? WEBHOOK_SECRET, id, timestamp, payload),
    };
  };

  it('accepts a delivery signed with the PortOne webhook secret and reads its id, type and payment', async () => {
    const paymentId = newId();
    const payload = body(paymentId);
    const headers = signed(payload, { id: 'msg_01JNZ4' });
    expect(await gateway.verifyWebhook(payload, headers)).toEqual({ id: 'msg_01JNZ4', type: 'Transaction.Paid', paymentId });
    // Events without a payment (billing keys) verify too.
    const billing = JSON.stringify({ type: 'BillingKey.Issued', timestamp: new Date().toISOString(), data: { billingKey: 'billing-key-ok', storeId: STORE_ID } });
    expect(await gateway.verifyWebhook(billing, signed(billing, { id: 'msg_bk' }))).toEqual({ id: 'msg_bk', type: 'BillingKey.Issued', paymentId: null });
    expect(standIn.requests).toEqual([]);
  });

  it.each([
    ['a forged signature', () => { const p = body(newId()); return { payload: p, headers: signed(p, { secret: DEFAULT_TEST_WEBHOOK_SECRET }) }; }, 'NO_MATCHING_SIGNATURE'],
    ['a tampered body', () => { const p = body(newId()); return { payload: p.replace('Transaction.Paid', 'Transaction.Cancelled'), headers: signed(p) }; }, 'NO_MATCHING_SIGNATURE'],
    ['a timestamp over 5 minutes old', () => { const p = body(newId()); return { payload: p, headers: signed(p, { timestamp: Math.floor(Date.now() / 1000) - 5 * 60 - 10 }) }; }, 'TIMESTAMP_TOO_OLD'],
    ['a missing signature header', () => { const p = body(newId()); return { payload: p, headers: { ...signed(p), 'webhook-signature': undefined } }; }, 'MISSING_REQUIRED_HEADERS'],
    ['no headers at all', () => ({ payload: body(newId()), headers: {} }), 'MISSING_REQUIRED_HEADERS'],
  ])('rejects %s with WebhookRejectedError and asks PortOne nothing', async (_name, make, reason) => {
    const { payload, headers } = make();
    const attempt = gateway.verifyWebhook(payload, headers);
    await expect(attempt).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(attempt).rejects.toMatchObject({ reason });
    expect(standIn.requests).toEqual([]);
  });
});

describe('through the app, with PORTONE_* pointing at the stand-in', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp(database.current.url, {
      PORTONE_API_SECRET: API_SECRET,
      PORTONE_STORE_ID: STORE_ID,
      PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PORTONE_CARD_CHANNEL_KEY: CARD_CHANNEL,
      PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY: VA_CHANNEL,
      PORTONE_API_URL: standIn.url,
    });
  });
  afterAll(async () => app?.close());

  it('turns a deposit payment paid on a signed Transaction.Paid webhook, with one ledger transaction, once', async () => {
    expect(paymentGateway().name).toBe('portone');
    // The test gateway's controls are not there.
    const deposit = await fetch(`${app.url}${TEST_DEPOSIT_PATH}`, { method: 'POST', headers: { 'x-oshi-client': 'web' }, body: JSON.stringify({ accountNumber: '27690104123456' }) });
    expect(deposit.status).toBe(404);
    await deposit.arrayBuffer();

    const w = await community();
    const plan = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id } });
    const order = await db().order.create({
      data: {
        orderNumber: `OS-20260302-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
        kind: 'MEMBERSHIP',
        title: 'Club · Plan',
        userId: w.user.id,
        clubId: w.club.id,
        membership: { create: { planId: plan.id, months: 1 } },
        amount: 5000,
        vat: 455,
        buyerName: 'Kim Minji',
        buyerPhone: '01012345678',
        buyerEmail: 'minji@example.com',
      },
    });
    const payment = await db().payment.create({
      data: {
        orderId: order.id,
        method: 'VIRTUAL_ACCOUNT',
        status: 'WAITING_FOR_DEPOSIT',
        amount: 5000,
        gateway: 'portone',
        idempotencyKey: `order:${order.id}:1`,
        bankName: 'KB국민은행',
        accountNumber: '27690104123456',
        accountHolder: '(주)오시',
        depositDeadline: new Date(Date.now() + 72 * 3_600_000),
      },
    });
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    standIn.payments.set(payment.id, portOnePayment(payment.id, 'PAID', { total: 5000, paidAt, method: virtualAccountMethod() }));

    const url = `${app.url}${PAYMENT_WEBHOOK_PATH}`;
    const body = JSON.stringify({ type: 'Transaction.Paid', timestamp: paidAt, data: { paymentId: payment.id, storeId: STORE_ID, transactionId: '0195-tx' } });
    // Signed with the test gateway's secret instead of PortOne's: refused, nothing written.
    expect(await postWebhook(url, DEFAULT_TEST_WEBHOOK_SECRET, { id: 'msg_wrong_secret', body })).toBe(400);
    expect(await db().paymentWebhookEvent.count()).toBe(0);

    expect(await postWebhook(url, WEBHOOK_SECRET, { id: 'msg_paid_1', body })).toBe(200);
    const after = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(after).toMatchObject({ status: 'PAID', paidAt: new Date(paidAt) });
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(await db().subscription.count({ where: { userId: w.user.id, clubId: w.club.id, status: 'ACTIVE' } })).toBe(1);
    // The app read the payment back from PortOne rather than trusting the body.
    expect(standIn.requests).toContainEqual({ method: 'GET', path: `/payments/${payment.id}`, query: { storeId: STORE_ID }, authorization: AUTH, body: null });

    // A redelivery and a second delivery of the same event change nothing.
    expect(await postWebhook(url, WEBHOOK_SECRET, { id: 'msg_paid_1', body })).toBe(200);
    expect(await postWebhook(url, WEBHOOK_SECRET, { id: 'msg_paid_2', body })).toBe(200);
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id } })).toBe(1);
    const unbalanced = await db().$queryRaw<{ transactionId: string }[]>`
      SELECT "transactionId" FROM "LedgerEntry" GROUP BY "transactionId" HAVING sum(amount) <> 0`;
    expect(unbalanced).toEqual([]);
  });
});

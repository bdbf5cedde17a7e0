// Orders, cards and the payment state machine (DESIGN 5.4, 5.6, 9). Payments know orders of any kind and
// nothing of what they buy: every outcome from the gateway, whether answered to a charge or delivered by
// webhook, goes through applyGatewayPayment: one transaction that locks the payment, moves it forward
// only, writes the ledger and calls the handler the owning module registered for the order's kind
// (order-kinds.ts), so duplicates and out-of-order deliveries change nothing and a failing handler leaves
// nothing written. Events are published after commit. Modules create orders with payByCard/payByDeposit
// (memberships: checkout and renewals).
import { reportClubActivity } from '../../platform/club-activity.ts';
import { addHours, format, subMinutes } from 'date-fns';
import crypto from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.ts';
import type { PaymentMethod } from '../../generated/prisma/enums.ts';
import { db, retryOnConflict } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError, OwnCaseError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { checkName, checkPhone, normalizeEmail } from '../accounts/validation.ts';
import { isClubClosed } from '../clubs/clubs.service.ts';
import { isUuid } from '../../platform/ids.ts';
import { notifyPaymentEvents } from '../notifications/notifications.service.ts';
import { DEFAULT_FEES, holdEarnings, recordPayment, recordRefund, vatOf, type Fees } from '../revenue/ledger.service.ts';
import {
  REFUND_BANKS,
  RefundAccountRequiredError,
  WebhookRejectedError,
  type GatewayPayment,
  type GatewayWebhookEvent,
  type PaymentGateway,
  type RefundAccount,
} from './gateway.ts';
import type { AfterCommit, KindOrder, OrderKinds } from './order-kinds.ts';
import { DuplicatePaymentError, PaymentNotRefundableError } from './payments.errors.ts';
import { recordAudit, type AuditEntry } from '../admin/admin.service.ts';
import type { AccountDeletionCheck, AccountDeletionStep } from '../accounts/profile.service.ts';

/** How long a virtual account waits for the deposit. */
export const DEPOSIT_WINDOW_HOURS = 72;

type Runtime = { gateway: PaymentGateway; fees: Fees; pubsub: PubSub | null; logger: Logger | null; orderKinds: OrderKinds; issueSecret: string };
let runtime: Runtime | null = null;

/**
 * Set by startPayments; `orderKinds` is the registry the owning modules fill at start-up; `secret` signs card
 * issue ids (SECRET_KEY, the same on every instance; dev and tests without one sign with a random key).
 */
export function configurePayments(options: { gateway: PaymentGateway; orderKinds: OrderKinds; fees?: Fees; pubsub?: PubSub; logger?: Logger; secret?: string }) {
  runtime = {
    gateway: options.gateway,
    orderKinds: options.orderKinds,
    fees: options.fees ?? DEFAULT_FEES,
    pubsub: options.pubsub ?? null,
    logger: options.logger ?? null,
    issueSecret: options.secret ?? crypto.randomBytes(32).toString('hex'),
  };
}

export function paymentGateway(): PaymentGateway {
  if (!runtime) throw new Error('Payments are not configured (configurePayments)');
  return runtime.gateway;
}

function config(): Runtime {
  paymentGateway();
  return runtime!;
}

/** An account is not deleted while a deposit is awaited or a late deposit waits for its refund account (DESIGN 5.1). */
export const paymentsDeletionCheck: AccountDeletionCheck = async (userId, tx) => {
  const [unpaid, refunds] = await Promise.all([
    tx.payment.count({ where: { status: 'WAITING_FOR_DEPOSIT', order: { userId } } }),
    tx.payment.count({ where: { status: 'PAID', refundAccountRequestedAt: { not: null }, order: { userId } } }),
  ]);
  return [...(unpaid ? (['UNPAID_BALANCE'] as const) : []), ...(refunds ? (['REFUND_PENDING'] as const) : [])];
};

// ------------------------------------------------------------------ cards

/** How long a card window opened with a cardIssueId may take to come back with its billing key. */
export const CARD_ISSUE_SECONDS = 60 * 60;

function issueSignature(userId: string, expires: number, nonce: string): string {
  return crypto.createHmac('sha256', config().issueSecret).update(`card-issue:${userId}:${expires}:${nonce}`).digest('base64url').slice(0, 22);
}

/**
 * The issue id a card window is opened with (PortOne's issueId; the test gateway's page keeps it too): it names
 * the viewer, signed, so that only they can register the billing key the window issues. Without it, a link to
 * /billing/success?billingKey=… planted a card of the sender's choosing on whoever followed it.
 */
export function cardIssueId(userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CARD_ISSUE_SECONDS;
  const nonce = crypto.randomBytes(9).toString('base64url');
  return `card-${expires.toString(36)}-${nonce}-${issueSignature(userId, expires, nonce)}`;
}

function isCardIssueOf(userId: string, issueId: string | null, now = Date.now()): boolean {
  const parts = /^card-([0-9a-z]{1,10})-([\w-]{12})-([\w-]{22})$/.exec(issueId ?? '');
  if (!parts) return false;
  const expires = parseInt(parts[1], 36);
  return expires * 1000 > now && crypto.timingSafeEqual(Buffer.from(parts[3]), Buffer.from(issueSignature(userId, expires, parts[2])));
}

/**
 * Registers the billing key the gateway's card window issued to this buyer: opened with their cardIssueId
 * within the hour. Registering it again answers the same card.
 */
export async function registerPaymentCard(viewer: Viewer, billingKeyInput: string) {
  const billingKey = billingKeyInput.trim();
  const gateway = paymentGateway();
  const refused = () => new InvalidInputError('billingKey', 'The card could not be registered', 'CARD_INVALID');
  const info = billingKey ? await gateway.billingKeyInfo(billingKey) : null;
  if (!info) throw refused();
  const existing = await db().paymentCard.findUnique({ where: { billingKey } });
  if (existing) {
    if (existing.userId !== viewer.id || existing.deletedAt) throw refused();
    return existing;
  }
  if (!isCardIssueOf(viewer.id, info.issueId)) throw refused();
  return db().paymentCard.create({ data: { userId: viewer.id, gateway: gateway.name, billingKey, brand: info.brand, last4: info.last4 } });
}

/**
 * Deletes a card. What renews with it is told in the same transaction (memberships cancel the
 * subscriptions renewing with it at their next payment date, DESIGN 5.4).
 */
export async function deletePaymentCard(viewer: Viewer, cardId: string, now = new Date()) {
  const card = isUuid(cardId) ? await db().paymentCard.findFirst({ where: { id: cardId, userId: viewer.id, deletedAt: null } }) : null;
  if (!card) throw new NotFoundError('No such card');
  const { orderKinds } = config();
  const deleted = await db().$transaction(async (tx) => {
    const row = await tx.paymentCard.update({ where: { id: card.id }, data: { deletedAt: now } });
    await orderKinds.cardWasDeleted(tx, card, now);
    return row;
  });
  await paymentGateway().deleteBillingKey(card.billingKey);
  return deleted;
}

/**
 * A deleted account keeps no card (an account deletion step): its cards are deleted as by the buyer, what
 * renews with them told in the same transaction, and their billing keys are removed at the gateway after
 * commit, so nothing can charge them any more.
 */
export const deleteCardsOfDeletedAccount: AccountDeletionStep = async (userId, tx) => {
  const { orderKinds } = config();
  const now = new Date();
  const cards = await tx.paymentCard.findMany({ where: { userId, deletedAt: null }, select: { id: true, userId: true, billingKey: true } });
  if (cards.length === 0) return;
  await tx.paymentCard.updateMany({ where: { id: { in: cards.map((c) => c.id) } }, data: { deletedAt: now } });
  for (const card of cards) await orderKinds.cardWasDeleted(tx, card, now);
  return async () => {
    for (const card of cards) {
      try {
        await paymentGateway().deleteBillingKey(card.billingKey);
      } catch (err) {
        runtime?.logger?.error({ err, cardId: card.id }, 'billing key of a deleted account could not be removed at the gateway');
      }
    }
  };
};

// ------------------------------------------------------------------ checkout

export type Buyer = { name?: string | null; phone?: string | null; email?: string | null };

function newOrderNumber(now: Date): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const suffix = Array.from(crypto.randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `OS-${format(now, 'yyyyMMdd')}-${suffix}`;
}

/** The buyer information an order needs (spec 5: required, phone digits only, valid e-mail). */
export function checkBuyer(buyer: Buyer) {
  return { name: checkName(buyer.name, 'buyer.name'), phone: checkPhone(buyer.phone, 'buyer.phone'), email: normalizeEmail(buyer.email, 'buyer.email') };
}

/** The viewer's own registered card to charge, or CARD_REQUIRED naming `cardId`. */
export async function chargeableCard(userId: string, cardId: string | null | undefined): Promise<{ id: string; billingKey: string }> {
  const card =
    cardId && isUuid(cardId) ? await db().paymentCard.findFirst({ where: { id: cardId, userId, deletedAt: null }, select: { id: true, billingKey: true } }) : null;
  if (!card) throw new InvalidInputError('cardId', 'Choose a registered card', 'CARD_REQUIRED');
  return card;
}

/** An order to create with its first payment. */
export type OrderDraft = {
  /** A registered order kind (order-kinds.ts), e.g. "MEMBERSHIP". */
  kind: string;
  userId: string;
  clubId: string;
  amount: number;
  buyer: { name: string; phone: string; email: string };
  /** What order lists and the gateway show. */
  title: string;
  /** Defaults to "order:<order id>:1". A duplicate key throws DuplicatePaymentError with nothing written. */
  idempotencyKey?: string;
  /** The latest a deposit may arrive (e.g. when sales close): the account closes then if that is sooner than the usual window. */
  depositDeadline?: Date | null;
  /**
   * Runs in the order's transaction before its payment is created: the owning module writes what is bought
   * (keyed by the order id) and may refuse the order by throwing, before anything is charged.
   */
  prepare?: (tx: Prisma.TransactionClient, order: { id: string }, now: Date) => Promise<void>;
};

async function createOrderPayment(draft: OrderDraft, method: PaymentMethod, cardId: string | null, now: Date) {
  const gateway = paymentGateway();
  if (!config().orderKinds.has(draft.kind)) throw new Error(`No handler is registered for order kind ${draft.kind}`);
  // A run that lost a renewal race holds its subscription's key-share lock (the order's FK) while its
  // payment insert waits on the winner's payment update; the winner's fulfilment then waits on that lock.
  // PostgreSQL breaks the deadlock by aborting one of the two: both are retried.
  return retryOnConflict(() => db().$transaction(async (tx) => {
    const order = await tx.order.create({
      data: {
        orderNumber: newOrderNumber(now),
        kind: draft.kind,
        userId: draft.userId,
        clubId: draft.clubId,
        title: draft.title,
        amount: draft.amount,
        vat: vatOf(draft.amount),
        buyerName: draft.buyer.name,
        buyerPhone: draft.buyer.phone,
        buyerEmail: draft.buyer.email,
      },
    });
    await draft.prepare?.(tx, order, now);
    const idempotencyKey = draft.idempotencyKey ?? `order:${order.id}:1`;
    try {
      return await tx.payment.create({
        data: {
          orderId: order.id,
          method,
          status: method === 'CARD' ? 'PROCESSING' : 'WAITING_FOR_DEPOSIT',
          amount: draft.amount,
          gateway: gateway.name,
          idempotencyKey,
          cardId,
        },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new DuplicatePaymentError(idempotencyKey);
      throw error;
    }
  }));
}

/**
 * Creates the order and its card payment, charges the card and applies the outcome through the state
 * machine. Returns the payment as it stands afterwards and the gateway's answer.
 */
export async function payByCard(draft: OrderDraft, card: { id: string; billingKey: string }, now = new Date()) {
  const payment = await createOrderPayment(draft, 'CARD', card.id, now);
  const result = await paymentGateway().chargeBillingKey({ paymentId: payment.id, billingKey: card.billingKey, amount: draft.amount, orderName: draft.title });
  await applyGatewayPayment(result, null, now);
  return { payment: await db().payment.findUniqueOrThrow({ where: { id: payment.id } }), result };
}

/** When a deposit for the draft must have arrived: the usual window, or the draft's own deadline if sooner. */
export function depositDeadlineOf(draft: Pick<OrderDraft, 'depositDeadline'>, now: Date): Date {
  const usual = addHours(now, DEPOSIT_WINDOW_HOURS);
  return draft.depositDeadline && draft.depositDeadline < usual ? draft.depositDeadline : usual;
}

/** How long a deposit checkout may take to get its virtual account from the gateway (it has none until then). */
export const ACCOUNT_ISSUE_MINUTES = 10;

/** Creates the order and its deposit payment and issues the virtual account to pay it into. */
export async function payByDeposit(draft: OrderDraft, now = new Date()) {
  const payment = await createOrderPayment(draft, 'VIRTUAL_ACCOUNT', null, now);
  return issueAccountOf({ id: payment.id, amount: draft.amount, orderName: draft.title, depositorName: draft.buyer.name }, depositDeadlineOf(draft, now));
}

/** Issues the virtual account of a deposit payment and stores it on the payment. */
async function issueAccountOf(payment: { id: string; amount: number; orderName: string; depositorName: string }, deadline: Date) {
  const result = await paymentGateway().issueVirtualAccount({
    paymentId: payment.id,
    amount: payment.amount,
    orderName: payment.orderName,
    deadline,
    depositorName: payment.depositorName,
  });
  const account = result.virtualAccount;
  if (!account) throw new Error(`The gateway issued no virtual account for payment ${payment.id}`);
  return db().payment.update({
    where: { id: payment.id },
    data: { bankName: account.bankName, accountNumber: account.accountNumber, accountHolder: account.accountHolder, depositDeadline: account.deadline },
  });
}

/**
 * A deposit payment answered again (a checkout submitted twice answers the one still waiting), with its
 * virtual account. When the checkout that created it has not stored the account yet (it is still at the
 * gateway, or stopped before it could), the account is asked for again: a gateway answers the account it
 * already issued for the payment id, never a second one (issueVirtualAccount). Its deadline is the usual
 * window from the order (a draft's own earlier deadline is not kept; the gateway answers the one it holds).
 */
export async function waitingDepositPayment(paymentId: string) {
  const { order, ...payment } = await db().payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: { order: { select: { title: true, buyerName: true, createdAt: true } } },
  });
  if (payment.accountNumber || payment.method !== 'VIRTUAL_ACCOUNT' || payment.status !== 'WAITING_FOR_DEPOSIT') return payment;
  return issueAccountOf(
    { id: payment.id, amount: payment.amount, orderName: order.title, depositorName: order.buyerName },
    addHours(order.createdAt, DEPOSIT_WINDOW_HOURS),
  );
}

// ------------------------------------------------------------------ the state machine

type Outcome = { paymentId: string; changed: boolean; refund: boolean; userId: string | null; afterCommit: AfterCommit[] };

const kindOrder = (order: KindOrder): KindOrder => ({ id: order.id, kind: order.kind, userId: order.userId, clubId: order.clubId, amount: order.amount, title: order.title });

/**
 * Applies the gateway's view of a payment. With a webhook event, the event id is recorded in the same
 * transaction (a redelivery is a no-op); an amount that differs from ours rejects it with nothing written.
 * The order kind's handler runs in the same transaction: when it throws, nothing is written. `audit` (an
 * administrator's refund) is recorded in the transaction that moves the payment to REFUNDED, if this one does.
 */
export async function applyGatewayPayment(remote: GatewayPayment, event: GatewayWebhookEvent | null, now = new Date(), audit?: AuditEntry): Promise<Outcome> {
  const { fees, orderKinds } = config();
  let outcome: Outcome;
  try {
    outcome = await retryOnConflict(() => db().$transaction(async (tx) => {
      const noop: Outcome = { paymentId: remote.paymentId, changed: false, refund: false, userId: null, afterCommit: [] };
      if (event) await tx.paymentWebhookEvent.create({ data: { id: event.id, type: event.type, paymentId: remote.paymentId } });
      if (!isUuid(remote.paymentId)) return noop;
      // Serialize every change to this payment (webhooks, the charge answer, jobs).
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Payment" WHERE id = ${remote.paymentId}::uuid FOR UPDATE`;
      if (locked.length === 0) return noop;
      const payment = await tx.payment.findUniqueOrThrow({ where: { id: remote.paymentId }, include: { order: true } });
      if (remote.amount !== payment.amount) throw new WebhookRejectedError('AMOUNT_MISMATCH');
      const handler = orderKinds.handlerOf(payment.order.kind);
      const order = kindOrder(payment.order);
      const afterCommit: AfterCommit[] = [];
      const later = (step: AfterCommit | void | undefined) => {
        if (step) afterCommit.push(step);
      };
      const done = { ...noop, changed: true, userId: payment.order.userId, afterCommit };

      switch (remote.status) {
        case 'PAID': {
          if (payment.status === 'PAID' || payment.status === 'REFUNDED') return noop;
          const paidAt = remote.paidAt ?? now;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'PAID', paidAt, failureReason: null } });
          await recordPayment(tx, payment, payment.order.clubId, fees, await handler.revenueSource(tx, order), { paidAt });
          // A deposit that arrives after its account expired (closed by the sweep, or past its deadline
          // before the sweep got to it), or after the club's owner left (a closed club), is refunded, not
          // fulfilled; what is refunded never becomes the creator's withdrawable money, however long the
          // refund waits for an account.
          const late = payment.status === 'WAITING_FOR_DEPOSIT' && payment.depositDeadline !== null && paidAt > payment.depositDeadline;
          if (payment.status === 'CANCELLED' || late || (await isClubClosed(payment.order.clubId, tx))) {
            await holdEarnings(tx, payment.id);
            return { ...done, refund: true };
          }
          const { fulfilled, afterCommit: step } = await handler.paid(tx, order, { ...payment, paidAt }, now);
          later(step);
          if (!fulfilled) await holdEarnings(tx, payment.id);
          return { ...done, refund: !fulfilled };
        }
        case 'FAILED': {
          if (payment.status !== 'PROCESSING') return noop;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'FAILED', failedAt: now, failureReason: remote.failureReason } });
          later(await handler.failed?.(tx, order, payment, remote.failureReason ?? 'The payment failed', now));
          return done;
        }
        case 'CANCELLED': {
          if (payment.status !== 'WAITING_FOR_DEPOSIT' && payment.status !== 'PROCESSING') return noop;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'CANCELLED', cancelledAt: now } });
          later(await handler.expired?.(tx, order, payment, now));
          return done;
        }
        case 'REFUNDED': {
          if (payment.status !== 'PAID') return noop;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'REFUNDED', cancelledAt: now } });
          await recordRefund(tx, payment.id);
          later(await handler.refunded?.(tx, order, payment, now));
          if (audit) await recordAudit(tx, audit);
          return done;
        }
        default:
          return noop;
      }
    }));
  } catch (error) {
    // A redelivered webhook: its id is already recorded.
    if (event && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return { paymentId: remote.paymentId, changed: false, refund: false, userId: null, afterCommit: [] };
    }
    throw error;
  }
  if (outcome.changed) await publishStatus(outcome.paymentId);
  for (const step of outcome.afterCommit) {
    try {
      await step();
    } catch (err) {
      runtime?.logger?.error({ err, paymentId: outcome.paymentId }, 'after-commit step of a payment failed');
    }
  }
  if (outcome.refund) await refundPayment(outcome.paymentId, 'Paid after the order could no longer be fulfilled', now, undefined, { unfulfilled: true });
  return outcome;
}

export type RefundOptions = {
  /**
   * An administrator's refund: recorded in the audit log in the transaction that decides it (the payment
   * REFUNDED, or a deposit's refund waiting for the buyer's account), only once the gateway answered, and once.
   */
  audit?: AuditEntry;
  /** Payments' own refund of a payment whose order could not be fulfilled: it gave nothing to take back. */
  unfulfilled?: boolean;
};

/**
 * Refunds a paid payment at the gateway and reverses its ledger entries. Idempotent. A paid deposit is
 * paid back by transfer: without `refundAccount` it waits for the buyer to name one (requestRefundAccount).
 */
export async function refundPayment(paymentId: string, reason: string, now = new Date(), refundAccount?: RefundAccount, options: RefundOptions = {}) {
  let remote: GatewayPayment;
  try {
    remote = await paymentGateway().cancel({ paymentId, reason, refundAccount });
  } catch (error) {
    if (!(error instanceof RefundAccountRequiredError)) throw error;
    await requestRefundAccount(paymentId, reason, now, options);
    if (options.audit) await auditDecidedRefund(paymentId, options.audit);
    return;
  }
  if (remote.status === 'REFUNDED') await applyGatewayPayment(remote, null, now, options.audit);
  if (options.audit) await auditDecidedRefund(paymentId, options.audit);
}

/**
 * The audit entry of a refund the gateway's webhook applied before this request's own answer did (both
 * wait on the payment's lock; the webhook knows no administrator): written now, under that lock, unless the
 * refund's transaction wrote it already. Nothing when the refund was not decided (the gateway refused).
 */
async function auditDecidedRefund(paymentId: string, entry: AuditEntry) {
  await db().$transaction(async (tx) => {
    const [payment] = await tx.$queryRaw<{ status: string; refundAccountRequestedAt: Date | null }[]>`
      SELECT status, "refundAccountRequestedAt" FROM "Payment" WHERE id = ${paymentId}::uuid FOR UPDATE`;
    if (!payment || (payment.status !== 'REFUNDED' && !payment.refundAccountRequestedAt)) return;
    const logged = await tx.auditLog.count({ where: { action: entry.action, targetType: entry.targetType, targetId: entry.targetId } });
    if (!logged) await recordAudit(tx, entry);
  });
}

export const REFUND_REASON_MAX = 200;

/**
 * An administrator refunds a completed payment of an order of any kind (DESIGN 5.9), e.g. a subscription's
 * charge or renewal: through refundPayment, so the order kind's handler takes back what it bought and the
 * ledger is reversed in the refund's transaction, which also records `payment.refund` in the audit log.
 * Never a payment of the administrator's own purchase or to their own club (OWN_CASE). A payment refunded,
 * or whose refund waits for the buyer's bank account, is PAYMENT_NOT_REFUNDABLE; of two concurrent calls
 * one refunds and the other finds it done (the payment's lock and status check), so nothing is refunded twice.
 */
export async function refundPaymentAsAdmin(viewer: Viewer, input: { paymentId: string; reason: string }, now = new Date()) {
  if (viewer.role !== 'ADMIN') throw new ForbiddenError('Administrators only');
  const payment = isUuid(input.paymentId)
    ? await db().payment.findUnique({
        where: { id: input.paymentId },
        include: { order: { select: { id: true, kind: true, userId: true, clubId: true, club: { select: { ownerId: true } } } } },
      })
    : null;
  if (!payment) throw new NotFoundError('No such payment');
  if (viewer.id === payment.order.userId || viewer.id === payment.order.club.ownerId) throw new OwnCaseError();
  const reason = input.reason.trim();
  if (!reason) throw new InvalidInputError('reason', 'Say why the payment is refunded', 'REQUIRED');
  if ([...reason].length > REFUND_REASON_MAX) throw new InvalidInputError('reason', `At most ${REFUND_REASON_MAX} characters`);
  if (payment.status !== 'PAID' || payment.refundAccountRequestedAt) throw new PaymentNotRefundableError(payment.status, payment.refundAccountRequestedAt !== null);
  const audit: AuditEntry = {
    actorId: viewer.id,
    action: 'payment.refund',
    targetType: 'Payment',
    targetId: payment.id,
    details: { orderId: payment.order.id, orderKind: payment.order.kind, clubId: payment.order.clubId, amount: payment.amount, method: payment.method, reason },
  };
  await refundPayment(payment.id, reason, now, undefined, { audit });
  return db().payment.findUniqueOrThrow({ where: { id: payment.id } });
}

/**
 * A refund that waits for the buyer's bank account is decided all the same, once (refundAccountRequestedAt):
 * in that transaction the payment's earnings are held (never withdrawable, taken back if already released)
 * and the order kind's handler takes back what the order gave (refundRequested). The ledger is reversed
 * and the rest of the refund done when the money goes back (REFUNDED). The buyer is told in the app, once,
 * with the refund's reason unless their deposit simply arrived too late.
 */
async function requestRefundAccount(paymentId: string, reason: string, now: Date, options: RefundOptions) {
  const { orderKinds } = config();
  const requested = await retryOnConflict(() => db().$transaction(async (tx) => {
    // Conditional: of two requests, or a request racing the refund itself, one moves the payment.
    const { count } = await tx.payment.updateMany({ where: { id: paymentId, status: 'PAID', refundAccountRequestedAt: null }, data: { refundAccountRequestedAt: now } });
    if (!count) return null;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { order: true } });
    await holdEarnings(tx, payment.id);
    const step = await orderKinds.handlerOf(payment.order.kind).refundRequested?.(tx, kindOrder(payment.order), payment, now, { fulfilled: !options.unfulfilled });
    if (options.audit) await recordAudit(tx, options.audit);
    return { payment, step };
  }));
  if (!requested) return;
  const { payment, step } = requested;
  if (step) {
    try {
      await step();
    } catch (err) {
      runtime?.logger?.error({ err, paymentId }, 'after-commit step of a refund request failed');
    }
  }
  // A deposit that came too late needs no reason; a refund the club or an administrator decided says why.
  await notifyPaymentEvents([
    { recipientId: payment.order.userId, clubId: payment.order.clubId, kind: 'DEPOSIT_REFUND_ACCOUNT_NEEDED', amount: payment.amount, reason: options.unfulfilled ? null : reason },
  ]);
}

/** Account numbers are 10 to 16 digits; hyphens and spaces as printed on bankbooks are dropped. */
const ACCOUNT_NUMBER = /^\d{10,16}$/;
const HOLDER_NAME_MAX = 30;
const REFUND_STATE = { id: true, status: true, refundAccountRequestedAt: true } as const;

/**
 * The buyer names the bank account for refunding a deposit that arrived too late (its payment waits for
 * one: refundAccountRequestedAt). The account goes to the gateway with the refund and is not stored.
 * Returns the payment, REFUNDED once the gateway paid it back; a refunded payment is returned as it is.
 */
export async function refundLateDeposit(
  viewer: Viewer,
  input: { paymentId: string; bank: string; accountNumber: string; holderName: string },
  now = new Date(),
) {
  const payment = isUuid(input.paymentId)
    ? await db().payment.findFirst({ where: { id: input.paymentId, order: { userId: viewer.id } }, select: REFUND_STATE })
    : null;
  if (!payment) throw new NotFoundError('No such payment');
  if (payment.status === 'REFUNDED') return payment;
  if (payment.status !== 'PAID' || !payment.refundAccountRequestedAt) {
    throw new InvalidInputError('paymentId', 'This payment is not waiting for a refund account');
  }
  const bank = REFUND_BANKS.find((b) => b === input.bank);
  if (!bank) throw new InvalidInputError('bank', 'Choose the bank of the account', 'REQUIRED');
  const number = input.accountNumber.replace(/[\s-]/g, '');
  if (!ACCOUNT_NUMBER.test(number)) throw new InvalidInputError('accountNumber', 'An account number is 10 to 16 digits', 'ACCOUNT_NUMBER_INVALID');
  const holderName = input.holderName.trim();
  if (!holderName) throw new InvalidInputError('holderName', 'Enter the account holder’s name', 'REQUIRED');
  if ([...holderName].length > HOLDER_NAME_MAX) throw new InvalidInputError('holderName', `At most ${HOLDER_NAME_MAX} characters`);
  await refundPayment(payment.id, 'Deposit arrived after the order could no longer be fulfilled', now, { bank, number, holderName });
  return db().payment.findUniqueOrThrow({ where: { id: payment.id }, select: REFUND_STATE });
}

async function publishStatus(paymentId: string) {
  const payment = await db().payment.findUnique({
    where: { id: paymentId },
    select: { status: true, amount: true, order: { select: { clubId: true, title: true } } },
  });
  if (!payment) return;
  await runtime?.pubsub?.publish('payment:statusChanged', paymentId, { status: payment.status });
  // The club owner's dashboard and notifications hear of money that arrived or went back.
  if (payment.status === 'PAID' || payment.status === 'REFUNDED') {
    await reportClubActivity({
      kind: payment.status === 'PAID' ? 'PAYMENT_PAID' : 'PAYMENT_REFUNDED',
      clubId: payment.order.clubId,
      paymentId,
      amount: payment.amount,
      orderTitle: payment.order.title,
    });
  }
}

// ------------------------------------------------------------------ webhooks and sweeps

/**
 * Handles one webhook delivery: verified (signature, 5-minute timestamp), then the payment's state is read
 * back from the gateway rather than trusted from the body. Throws WebhookRejectedError when it must be refused.
 */
export async function handlePaymentWebhook(body: string, headers: Record<string, string | string[] | undefined>, now = new Date()) {
  const gateway = paymentGateway();
  const event = await gateway.verifyWebhook(body, headers);
  if (!event.type.startsWith('Transaction.') || !event.paymentId) return { handled: false };
  const remote = await gateway.getPayment(event.paymentId);
  if (!remote) throw new WebhookRejectedError('UNKNOWN_PAYMENT');
  const outcome = await applyGatewayPayment(remote, event, now);
  return { handled: outcome.changed };
}

/**
 * Reconciles payments the gateway may have settled without a webhook reaching us (stuck in processing),
 * and closes virtual accounts past their deadline. Run periodically.
 */
export async function sweepPayments(now = new Date()) {
  const gateway = paymentGateway();
  const stale = await db().payment.findMany({
    where: { status: 'PROCESSING', updatedAt: { lt: new Date(now.getTime() - 10 * 60_000) } },
    select: { id: true, amount: true },
    take: 100,
  });
  for (const { id, amount } of stale) {
    const remote = await gateway.getPayment(id);
    // A charge that never reached the gateway (the process stopped before asking): it failed, so a
    // renewal is retried later instead of waiting forever.
    const failed = { paymentId: id, status: 'FAILED', amount, failureReason: 'The payment did not reach the gateway', paidAt: null, virtualAccount: null } as const;
    await applyGatewayPayment(remote ?? failed, null, now);
  }
  const expired = await db().payment.findMany({
    where: { status: 'WAITING_FOR_DEPOSIT', depositDeadline: { lt: now } },
    select: { id: true },
    take: 100,
  });
  for (const { id } of expired) await closeWaitingDeposit(id, 'Deposit deadline passed', now);
  // A deposit whose account the gateway never issued (its checkout stopped or failed on the way) has no
  // deadline to pass: once the checkout has had its time, it is closed so that nothing stays held for it.
  const unissued = await db().payment.findMany({
    where: { status: 'WAITING_FOR_DEPOSIT', depositDeadline: null, createdAt: { lt: subMinutes(now, ACCOUNT_ISSUE_MINUTES) } },
    select: { id: true },
    take: 100,
  });
  for (const { id } of unissued) await closeWaitingDeposit(id, 'The virtual account was never issued', now);
  return { reconciled: stale.length, expired: expired.length + unissued.length };
}

/**
 * Closes a deposit payment still waiting: its account at the gateway (unless the deposit arrived meanwhile:
 * that is applied instead), or, when the gateway never issued one, here alone.
 */
async function closeWaitingDeposit(paymentId: string, reason: string, now: Date) {
  const gateway = paymentGateway();
  const remote = await gateway.getPayment(paymentId);
  if (!remote) {
    const { amount } = await db().payment.findUniqueOrThrow({ where: { id: paymentId }, select: { amount: true } });
    return applyGatewayPayment({ paymentId, status: 'CANCELLED', amount, failureReason: null, paidAt: null, virtualAccount: null }, null, now);
  }
  return applyGatewayPayment(remote.status !== 'WAITING_FOR_DEPOSIT' ? remote : await gateway.cancel({ paymentId, reason }), null, now);
}

/**
 * The buyer cancels their deposit payment that still waits (another term or plan wanted, a change of mind):
 * its account is closed as at its deadline, and what the order held (stock, a seat) is released. Returns the
 * payment: CANCELLED, or as it stands when it no longer waited (paid meanwhile, already closed).
 */
export async function cancelWaitingDeposit(viewer: Viewer, paymentId: string, now = new Date()) {
  const mine = { id: paymentId, method: 'VIRTUAL_ACCOUNT' as const, order: { userId: viewer.id } };
  const payment = isUuid(paymentId) ? await db().payment.findFirst({ where: mine, select: { id: true, status: true } }) : null;
  if (!payment) throw new NotFoundError('No such payment');
  if (payment.status === 'WAITING_FOR_DEPOSIT') await closeWaitingDeposit(payment.id, 'Cancelled by the buyer', now);
  return db().payment.findUniqueOrThrow({ where: { id: payment.id } });
}

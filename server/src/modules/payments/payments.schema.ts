// Payments in GraphQL: Payment and PaymentCard nodes (visible to their owner and administrators), the
// viewer's cards and payments of orders of any kind, card registration and deletion, and the live
// paymentStatusChanged subscription that turns the pending page into the success page. What an order buys
// is added by its module (memberships.schema: Payment.plan and months, subscribeToPlan).
import { GraphQLError } from 'graphql';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { withIdCursor } from '../../graphql/cursor-bound.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import type { Context } from '../../graphql/context.ts';
import { PaymentMethod, PaymentStatus } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { keysetPage } from '../../platform/keyset.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { adminOnly, authorizationError, hasScope, sessionOnly, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { actingViewer, idOf, NOBODY } from '../../graphql/acting-viewer.ts';
import { PaymentFailedError, PaymentNotRefundableError } from './payments.errors.ts';
import { REFUND_BANK_NAMES, REFUND_BANKS, type RefundBank } from './gateway.ts';
import { cancelWaitingDeposit, CARD_ISSUE_SECONDS, cardIssueId, deletePaymentCard, REFUND_REASON_MAX, refundLateDeposit, refundPaymentAsAdmin, registerPaymentCard } from './payments.service.ts';

export const PaymentMethodEnum = builder.enumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'CARD (a registered card, renewed monthly) or VIRTUAL_ACCOUNT (deposit without passbook, a prepaid term).',
});

const RefundBankEnum = builder.enumType('RefundBank', {
  description: 'A bank a deposit can be refunded to (PortOne’s bank codes).',
  values: Object.fromEntries(Object.entries(REFUND_BANK_NAMES).map(([bank, name]) => [bank, { description: name }])) as Record<RefundBank, { description: string }>,
});

export const PaymentStatusEnum = builder.enumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'WAITING_FOR_DEPOSIT → PROCESSING → PAID or FAILED; CANCELLED (an unpaid account closed) and REFUNDED later.',
});

builder.objectType(PaymentFailedError, {
  name: 'PaymentFailedError',
  description: 'The gateway declined the payment; `message` is its reason, fit to show the buyer.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    payment: t.prismaField({
      type: 'Payment',
      description: 'The failed attempt (for the fail page and the order list).',
      resolve: (query, e) => db().payment.findUniqueOrThrow({ ...query, where: { id: e.paymentId } }),
    }),
  }),
});

type VirtualAccount = { bankName: string; accountNumber: string; accountHolder: string; deadline: Date };

const VirtualAccountRef = builder.objectRef<VirtualAccount>('VirtualAccount').implement({
  ...typeNeeds('PAYMENTS_READ'),
  description: 'Where to deposit for a deposit-without-passbook payment.',
  fields: (t) => ({
    bankName: t.exposeString('bankName', { description: 'The bank.' }),
    accountNumber: t.exposeString('accountNumber', { description: 'The account number to deposit into.' }),
    accountHolder: t.exposeString('accountHolder', { description: 'The account holder shown by the bank.' }),
    deadline: t.expose('deadline', { type: 'DateTime', description: 'The account closes at this time.' }),
  }),
});

/** Payments and cards: their owner, and administrators through a session. */
function ownerWhere(ctx: Context) {
  // A token reads only its own user's (with PAYMENTS_READ, checked on the types), never as an administrator.
  if (ctx.apiScopes) return { userId: ctx.viewer?.id ?? NOBODY };
  if (ctx.viewer?.role === 'ADMIN') return {};
  return { userId: ctx.viewer?.id ?? NOBODY };
}

/** The Order node's rule for a field that reaches an order from another type: its buyer, or an administrator's session. */
export function readsOrderOf(ctx: Context, buyerId: string): boolean {
  const where: { userId?: string } = ownerWhere(ctx);
  return where.userId === undefined || where.userId === buyerId;
}

export const PaymentCardNode = builder.prismaNode('PaymentCard', {
  ...typeNeeds('PAYMENTS_READ'),
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...ownerWhere(ctx), deletedAt: null }),
  description: 'A card registered for payments (only its brand and last digits; the number stays with the gateway).',
  fields: (t) => ({
    brand: t.exposeString('brand', { description: 'VISA, MASTERCARD, AMEX or CARD.' }),
    last4: t.exposeString('last4', { description: 'The last four digits.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was registered.' }),
  }),
});

export const PaymentNode = builder.prismaNode('Payment', {
  ...typeNeeds('PAYMENTS_READ'),
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, order: ownerWhere(ctx) }),
  description: 'One attempt to pay an order. Visible to the buyer and administrators.',
  fields: (t) => ({
    orderNumber: t.string({ description: 'The order number shown to the buyer and support.', select: { order: { select: { orderNumber: true } } }, resolve: (p) => p.order.orderNumber }),
    title: t.string({ description: 'What was bought, as order lists show it (e.g. "Club · Plan × 3").', select: { order: { select: { title: true } } }, resolve: (p) => p.order.title }),
    amount: t.exposeInt('amount', { description: 'KRW, VAT included.' }),
    vat: t.int({ description: 'The VAT inside the amount, KRW.', select: { order: { select: { vat: true, amount: true } } }, resolve: (p) => (p.order.amount === p.amount ? p.order.vat : 0) }),
    method: t.expose('method', { type: PaymentMethodEnum, description: 'How it is paid.' }),
    status: t.expose('status', { type: PaymentStatusEnum, description: 'Where it stands.' }),
    failureReason: t.exposeString('failureReason', { nullable: true, description: 'Why it failed, as the gateway put it.' }),
    refundAccountNeeded: t.boolean({
      description: 'A deposit that arrived after its order could no longer be completed: it is refunded by transfer once the buyer names a bank account (refundLateDeposit).',
      select: { status: true, refundAccountRequestedAt: true },
      resolve: (p) => p.status === 'PAID' && p.refundAccountRequestedAt !== null,
    }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true, description: 'When it completed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was started.' }),
    virtualAccount: t.field({
      type: VirtualAccountRef,
      nullable: true,
      description: 'The account to deposit into (deposit payments).',
      resolve: (p) =>
        p.accountNumber && p.bankName && p.accountHolder && p.depositDeadline
          ? { bankName: p.bankName, accountNumber: p.accountNumber, accountHolder: p.accountHolder, deadline: p.depositDeadline }
          : null,
    }),
    club: t.prismaField({
      type: 'Club',
      description: 'The club the order was placed with.',
      select: { order: { select: { clubId: true } } },
      resolve: (query, p) => db().club.findUniqueOrThrow({ ...query, where: { id: p.order.clubId } }),
    }),
  }),
});

const ORDER_PAYMENTS = { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }], take: 10 };
const ORDER_LATEST_PAYMENT = { payments: { ...ORDER_PAYMENTS, take: 1, select: { status: true, method: true, paidAt: true } } };

type OrderBuyerFacts = { name: string; phone: string; email: string };
const OrderBuyerInfoRef = builder.objectRef<OrderBuyerFacts>('OrderBuyerInfo').implement({
  description: 'Who ordered, as entered at checkout.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The buyer’s name.' }),
    phone: t.exposeString('phone', { description: 'Digits only.' }),
    email: t.exposeString('email', { description: 'Where the receipt went.' }),
  }),
});

export const OrderNode = builder.prismaNode('Order', {
  ...typeNeeds('PAYMENTS_READ'),
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...ownerWhere(ctx) }),
  description:
    'An order of any kind (a plan, goods, a digital pack, tickets) with its payment attempts. Visible to the buyer and administrators. What it buys is added by the module that sells it (e.g. storeOrder).',
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber', { description: 'The order number shown to the buyer and support.' }),
    kind: t.exposeString('kind', { description: 'The module that fulfils it: MEMBERSHIP (a plan) or STORE (goods, digital packs, tickets).' }),
    title: t.exposeString('title', { description: 'What was bought, as order lists show it.' }),
    amount: t.exposeInt('amount', { description: 'KRW, VAT (and shipping, for goods) included.' }),
    vat: t.exposeInt('vat', { description: 'The VAT inside the amount, KRW.' }),
    buyer: t.field({
      type: OrderBuyerInfoRef,
      description: 'Who ordered.',
      select: { buyerName: true, buyerPhone: true, buyerEmail: true },
      resolve: (o) => ({ name: o.buyerName, phone: o.buyerPhone, email: o.buyerEmail }),
    }),
    paymentStatus: t.field({
      type: PaymentStatusEnum,
      description: 'Where its latest payment attempt stands.',
      select: ORDER_LATEST_PAYMENT,
      resolve: (o) => o.payments[0]?.status ?? 'PROCESSING',
    }),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, description: 'How its latest attempt pays.', select: ORDER_LATEST_PAYMENT, resolve: (o) => o.payments[0]?.method ?? null }),
    paidAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was paid.', select: ORDER_LATEST_PAYMENT, resolve: (o) => o.payments[0]?.paidAt ?? null }),
    payments: t.relation('payments', { description: 'Its payment attempts, newest first (at most 10).', query: ORDER_PAYMENTS }),
    club: t.relation('club', { description: 'The club the order was placed with.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was ordered.' }),
  }),
});

builder.prismaObjectFields(PaymentNode, (t) => ({
  order: t.relation('order', { description: 'The order this attempt pays.' }),
}));

builder.queryFields((t) => ({
  paymentCards: t.prismaField({
    type: ['PaymentCard'],
    description: 'The viewer’s registered cards, newest first.',
    ...signedInWith('PAYMENTS_READ'),
    resolve: (query, _root, _args, ctx) =>
      db().paymentCard.findMany({ ...query, where: { userId: ctx.viewer!.id, deletedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
  myPayments: t.prismaConnection({
    type: 'Payment',
    cursor: 'id',
    description: `The viewer’s payments (order list), newest first: every attempt, including failed and refunded ones. totalCount stops at ${COUNT_LIMIT}.`,
    ...signedInWith('PAYMENTS_READ'),
    totalCount: (_root, _args, ctx) => db().payment.count({ where: { order: { userId: ctx.viewer!.id } }, take: COUNT_LIMIT }),
    resolve: (query, _root, args, ctx) =>
      db().payment.findMany({ ...withIdCursor(query, args), where: { order: { userId: ctx.viewer!.id } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
  myOrders: t.prismaConnection({
    type: 'Order',
    cursor: 'keyset',
    description: `The viewer’s orders of every kind, newest first (one per order, whatever its payment attempts). totalCount stops at ${COUNT_LIMIT}.`,
    ...signedInWith('PAYMENTS_READ'),
    totalCount: (_root, _args, ctx) => db().order.count({ where: { userId: ctx.viewer!.id }, take: COUNT_LIMIT }),
    resolve: (query, _root, _args, ctx) => keysetPage(query, 'createdAt', { userId: ctx.viewer!.id }, (args) => db().order.findMany(args as Prisma.OrderFindManyArgs)),
  }, { name: 'OrderConnection', description: 'Orders, newest first.' }, { name: 'OrderEdge', description: 'An order in a list.' }),
  refundBanks: t.field({
    type: [RefundBankEnum],
    description: 'The banks a deposit can be refunded to.',
    resolve: () => [...REFUND_BANKS],
  }),
}));

// ------------------------------------------------------------------ mutations

export const BuyerInput = builder.inputType('BuyerInput', {
  description: 'Who is buying (spec 5: all required; phone digits only).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The buyer’s name.' }),
    phone: t.string({ required: true, description: 'Digits only, no hyphens.' }),
    email: t.string({ required: true, description: 'Where the receipt goes.' }),
  }),
});

const RegisterPaymentCardSuccess = builder.objectRef<{ cardId: string }>('RegisterPaymentCardSuccess').implement({
  description: 'The card was registered.',
  fields: (t) => ({
    card: t.prismaField({ type: 'PaymentCard', description: 'The card.', resolve: (q, p) => db().paymentCard.findUniqueOrThrow({ ...q, where: { id: p.cardId } }) }),
  }),
});

const StartCardRegistrationSuccess = builder.objectRef<{ issueId: string }>('StartCardRegistrationSuccess').implement({
  description: 'What to open the gateway’s card window with.',
  fields: (t) => ({
    issueId: t.exposeString('issueId', {
      description: `The window’s issue id (PortOne’s issueId): registerPaymentCard takes only a billing key issued under it, by this viewer, within ${CARD_ISSUE_SECONDS / 60} minutes.`,
    }),
  }),
});

/** The deleted card: what stopped renewing with it is added by the modules that renew (memberships.schema). */
export const DeletePaymentCardSuccess = builder.objectRef<{ cardId: string; userId: string; deletedAt: Date }>('DeletePaymentCardSuccess').implement({
  description: 'The card was deleted; the subscriptions that renewed with it end at their next payment date.',
  fields: (t) => ({
    deletedCardId: t.id({ description: 'The global id of the deleted card.', resolve: (p) => Buffer.from(`PaymentCard:${p.cardId}`).toString('base64') }),
  }),
});

const RefundLateDepositInput = builder.inputType('RefundLateDepositInput', {
  description: 'The bank account a late deposit is refunded to. It goes to the gateway with the refund and is not stored.',
  fields: (t) => ({
    paymentId: t.globalID({ required: true, description: 'The Payment id (refundAccountNeeded).' }),
    bank: t.string({ required: true, description: 'One of refundBanks.' }),
    accountNumber: t.string({ required: true, description: '10 to 16 digits; hyphens and spaces are ignored.' }),
    holderName: t.string({ required: true, description: 'The account holder’s name (up to 30 characters).' }),
  }),
});

const RefundLateDepositSuccess = builder.objectRef<{ paymentId: string }>('RefundLateDepositSuccess').implement({
  description: 'The refund was sent to the account: the payment is REFUNDED.',
  fields: (t) => ({
    payment: t.prismaField({ type: 'Payment', description: 'The payment.', resolve: (q, p) => db().payment.findUniqueOrThrow({ ...q, where: { id: p.paymentId } }) }),
  }),
});

builder.objectType(PaymentNotRefundableError, {
  name: 'PaymentNotRefundableError',
  description: 'Only a completed payment can be refunded (PAYMENT_NOT_REFUNDABLE): it is not paid, already REFUNDED, or its refund waits for the buyer’s bank account.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    status: t.field({ type: PaymentStatusEnum, description: 'Where the payment stands now.', resolve: (e) => e.status as PaymentStatus }),
    refundPending: t.boolean({ description: 'Its refund is decided and waits for the buyer to name a bank account.', resolve: (e) => e.refundPending }),
  }),
});

const RefundPaymentInput = builder.inputType('RefundPaymentInput', {
  description: 'The payment an administrator refunds, and why.',
  fields: (t) => ({
    paymentId: t.globalID({ required: true, description: 'The Payment id (a completed payment of an order of any kind).' }),
    reason: t.string({ required: true, description: `Why it is refunded (1 to ${REFUND_REASON_MAX} characters); recorded in the audit log.` }),
  }),
});

const RefundPaymentSuccess = builder.objectRef<{ paymentId: string }>('RefundPaymentSuccess').implement({
  description: 'The payment is REFUNDED, what it bought taken back and its ledger reversed; a deposit is refundAccountNeeded until the buyer names a bank account.',
  fields: (t) => ({
    payment: t.prismaField({ type: 'Payment', description: 'The payment.', resolve: (q, p) => db().payment.findUniqueOrThrow({ ...q, where: { id: p.paymentId } }) }),
  }),
});

const CancelDepositPaymentSuccess = builder.objectRef<{ paymentId: string }>('CancelDepositPaymentSuccess').implement({
  description: 'The payment: CANCELLED, its account closed; or as it stands if it no longer waited (PAID: the deposit arrived first).',
  fields: (t) => ({
    payment: t.prismaField({ type: 'Payment', description: 'The payment.', resolve: (q, p) => db().payment.findUniqueOrThrow({ ...q, where: { id: p.paymentId } }) }),
  }),
});

const union = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });

builder.mutationFields((t) => ({
  startCardRegistration: t.field({
    type: StartCardRegistrationSuccess,
    description: 'Starts registering a card: the gateway’s card window is opened with the issue id it answers.',
    ...sessionOnly,
    resolve: (_root, _args, ctx) => ({ issueId: cardIssueId(actingViewer(ctx)!.id) }),
  }),
  registerPaymentCard: t.field({
    type: RegisterPaymentCardSuccess,
    description: 'Registers the billing key the gateway’s card window issued to the viewer, opened with an issue id of startCardRegistration.',
    ...sessionOnly,
    errors: { types: [InvalidInputError], union: union('RegisterPaymentCard') },
    args: { input: t.arg({ type: builder.inputType('RegisterPaymentCardInput', { description: 'The issued billing key.', fields: (f) => ({ billingKey: f.string({ required: true, description: 'From the gateway’s card page.' }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => ({ cardId: (await registerPaymentCard(actingViewer(ctx)!, input.billingKey)).id }),
  }),
  refundLateDeposit: t.field({
    type: RefundLateDepositSuccess,
    description: 'Refunds the viewer’s deposit that arrived after its order could no longer be completed, to the bank account named here.',
    ...sessionOnly,
    errors: { types: [NotFoundError, InvalidInputError], union: union('RefundLateDeposit') },
    args: { input: t.arg({ type: RefundLateDepositInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const payment = await refundLateDeposit(actingViewer(ctx)!, { ...input, paymentId: idOf(input.paymentId, 'Payment') });
      return { paymentId: payment.id };
    },
  }),
  refundPayment: t.field({
    type: RefundPaymentSuccess,
    description:
      'Refunds a completed payment of any order (a subscription’s charge or renewal, a store order): what it bought is taken back and the ledger reversed (administrators only, through a browser session; never their own purchase or a payment to their own club: OWN_CASE; audited as payment.refund).',
    ...adminOnly,
    errors: { types: [NotFoundError, InvalidInputError, ForbiddenError, PaymentNotRefundableError], union: union('RefundPayment') },
    args: { input: t.arg({ type: RefundPaymentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const payment = await refundPaymentAsAdmin(ctx.viewer!, { paymentId: idOf(input.paymentId, 'Payment'), reason: input.reason });
      return { paymentId: payment.id };
    },
  }),
  cancelDepositPayment: t.field({
    type: CancelDepositPaymentSuccess,
    description:
      'Cancels the viewer’s bank-deposit payment still waiting for its deposit: its virtual account is closed, and what the order held (stock, a seat) is released. A deposit made into it afterwards is refunded.',
    ...sessionOnly,
    errors: { types: [NotFoundError], union: union('CancelDepositPayment') },
    args: { input: t.arg({ type: builder.inputType('CancelDepositPaymentInput', { description: 'The payment to cancel.', fields: (f) => ({ paymentId: f.globalID({ required: true, description: 'The Payment id (a bank deposit of the viewer’s).' }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => ({ paymentId: (await cancelWaitingDeposit(actingViewer(ctx)!, idOf(input.paymentId, 'Payment'))).id }),
  }),
  deletePaymentCard: t.field({
    type: DeletePaymentCardSuccess,
    description: 'Deletes one of the viewer’s cards; subscriptions renewing with it are cancelled at their next payment date.',
    ...sessionOnly,
    errors: { types: [NotFoundError], union: union('DeletePaymentCard') },
    args: { input: t.arg({ type: builder.inputType('DeletePaymentCardInput', { description: 'The card to delete.', fields: (f) => ({ cardId: f.globalID({ required: true, description: 'The PaymentCard id.' }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const card = await deletePaymentCard(actingViewer(ctx)!, idOf(input.cardId, 'PaymentCard'));
      return { cardId: card.id, userId: card.userId, deletedAt: card.deletedAt! };
    },
  }),
}));

// ------------------------------------------------------------------ live status

builder.subscriptionField('paymentStatusChanged', (t) =>
  t.prismaField({
    type: 'Payment',
    description: 'The viewer’s payment each time its status changes (a deposit arriving, a card payment completing by webhook).',
    args: { paymentId: t.arg.globalID({ required: true, for: [PaymentNode], description: 'The payment to watch.' }) },
    subscribe: async (_root, { paymentId }, ctx) => {
      // Scope checks guard resolvers, not subscribe: refuse a token without PAYMENTS_READ here before listening.
      if (!hasScope(ctx, 'PAYMENTS_READ')) throw authorizationError(ctx, 'PAYMENTS_READ');
      const viewer = actingViewer(ctx);
      const mine = viewer ? await db().payment.count({ where: { id: idOf(paymentId, 'Payment'), order: { userId: viewer.id } } }) : 0;
      if (!mine) throw new GraphQLError('No such payment', { extensions: { code: 'NOT_FOUND' } });
      return ctx.pubsub.subscribe('payment:statusChanged', paymentId.id);
    },
    resolve: (query, _payload, { paymentId }) => db().payment.findUniqueOrThrow({ ...query, where: { id: paymentId.id } }),
  }),
);

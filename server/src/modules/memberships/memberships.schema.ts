// Plans and subscriptions in GraphQL: the Plan and PlanSubscription nodes, a club's plans and the
// viewer's subscription, the owner's plan management, and the fan's subscriptions for My Page with their
// lifecycle (cancel, resubscribe, change the card, renew a deposit term, change the plan), and what
// membership orders add to payments: checkout (subscribeToPlan), Payment.plan and months, the deposit terms.
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import type { Plan } from '../../generated/prisma/client.ts';
import { SubscriptionStatus } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { sessionOnly, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { actingViewer, idOf, NOBODY } from '../../graphql/acting-viewer.ts';
import { managesClub } from '../clubs/club-access.ts';
import { batchLoader } from '../../graphql/batch-loader.ts';
import { visibleClubsWhere } from '../clubs/clubs.service.ts';
import { PaymentFailedError } from '../payments/payments.errors.ts';
import { BuyerInput, DeletePaymentCardSuccess, PaymentCardNode, PaymentMethodEnum } from '../payments/payments.schema.ts';
import {
  cancelSubscription,
  changeSubscriptionPlan,
  type DisplayState,
  displayStateOf,
  EXPIRES_SOON_DAYS,
  expiresAt,
  monthsSubscribed,
  nextPaymentAt,
  planChangeOptions,
  type PlanChangeOption,
  renewDepositSubscription,
  resubscribe,
  updateSubscriptionCard,
} from './lifecycle.service.ts';
import { DEPOSIT_TERMS, subscribeToPlan } from './membership-orders.ts';
import { AlreadySubscribedError, CheckoutInProgressError, DepositPendingError, OwnerCannotSubscribeError, PlanUnavailableError, SubscriptionChangedError, SubscriptionEndedError } from './memberships.errors.ts';
import { archivePlan, createPlan, liveSubscriptionWhere, RENEWAL_RETRY_DAYS, renews, reorderPlans, updatePlan } from './memberships.service.ts';

export const SubscriptionStatusEnum = builder.enumType(SubscriptionStatus, {
  name: 'SubscriptionStatus',
  description: 'Where a subscription stands.',
});

const subscriberCounts = new WeakMap<object, (planId: string) => Promise<number>>();

/** Live subscribers per plan, batched per request. */
function subscriberCount(ctx: Context, planId: string): Promise<number> {
  let load = subscriberCounts.get(ctx);
  if (!load) {
    load = batchLoader<string, number>(
      (id) => id,
      async (ids) => {
        const rows = await db().subscription.groupBy({
          by: ['planId'],
          where: { planId: { in: ids }, AND: [liveSubscriptionWhere()] },
          _count: { _all: true },
        });
        return new Map(rows.map((r) => [r.planId, r._count._all]));
      },
      0,
    );
    subscriberCounts.set(ctx, load);
  }
  return load(planId);
}

export const PlanNode = builder.prismaNode('Plan', {
  ...typeNeeds('MEMBERSHIPS_READ'),
  id: { field: 'id' },
  nullable: true,
  // Plans of clubs the viewer can see.
  findUnique: (id, ctx) => ({ id, club: visibleClubsWhere(actingViewer(ctx)) }),
  description: 'A monthly membership plan of a club. Higher levels include what lower levels unlock.',
  fields: (t) => ({
    club: t.relation('club', { description: 'The club the plan belongs to.' }),
    name: t.exposeString('name', { description: 'Plan name (1–40 characters).' }),
    monthlyPrice: t.exposeInt('monthlyPrice', { description: 'Price per month in KRW, VAT included.' }),
    benefits: t.exposeStringList('benefits', { description: 'What subscribers get, one line each.' }),
    level: t.exposeInt('level', { description: 'Level (1–10): content for level N unlocks for plans of level N or higher.' }),
    position: t.exposeInt('position', { description: 'Order on the plans page (ascending).' }),
    isArchived: t.boolean({
      description: 'Archived plans take no new subscribers; current subscribers keep their benefits.',
      resolve: (plan) => plan.archivedAt !== null,
    }),
    subscriberCount: t.int({
      nullable: true,
      description: 'Subscribers with live benefits (club owner and administrators only; null for others).',
      select: { club: { select: { ownerId: true } } },
      resolve: (plan, _args, ctx) => (managesClub(ctx, plan.club) ? subscriberCount(ctx, plan.id) : null),
    }),
  }),
});

export const SubscriptionDisplayStateEnum = builder.enumType('SubscriptionDisplayState', {
  description:
    'How My Page presents a subscription. Exactly one applies, the first that holds in this order: EXPIRED, RESUBSCRIBED, RENEWAL_SCHEDULED, EXPIRES_SOON, CANCELLED, SUBSCRIBED.',
  values: {
    EXPIRED: { description: 'Benefits are over (EXPIRED, or a cancelled subscription or deposit term past its period end).' },
    RESUBSCRIBED: { description: 'Renews (ACTIVE card subscription), and its cancellation was undone during the current period.' },
    RENEWAL_SCHEDULED: {
      description: `Renews (ACTIVE card subscription): charged at nextPaymentAt, including a failed renewal being retried (${RENEWAL_RETRY_DAYS.join(', ')} days after the first failure).`,
    },
    EXPIRES_SOON: { description: `Does not renew (cancelled, or a deposit term) and its benefits end within ${EXPIRES_SOON_DAYS} days.` },
    CANCELLED: { description: `Cancelled: benefits continue until expiresAt, more than ${EXPIRES_SOON_DAYS} days away; resubscribe undoes it.` },
    SUBSCRIBED: { description: `A deposit term whose end is more than ${EXPIRES_SOON_DAYS} days away; it does not renew by itself.` },
  } satisfies Record<DisplayState, { description: string }>,
});

/** The subscriber themself (cards and payment problems are theirs alone). */
const isSubscriber = (ctx: Context, sub: { userId: string }) => actingViewer(ctx)?.id === sub.userId;

const PlanChangeKindEnum = builder.enumType('PlanChangeKind', {
  description: 'How changing to a plan would apply (DESIGN 5.4).',
  values: {
    UPGRADE: { description: 'A dearer plan: applies at once; the card is charged the prorated difference for the rest of the period.' },
    DOWNGRADE: { description: 'A plan at the same or a lower price: applies at the period end, whose renewal charges its price.' },
  },
});

const PlanChangeOptionRef = builder.objectRef<PlanChangeOption<Plan>>('PlanChangeOption').implement({
  ...typeNeeds('MEMBERSHIPS_READ'),
  description: 'A plan the subscription can change to now, with what changeSubscriptionPlan would do.',
  fields: (t) => ({
    plan: t.field({ type: PlanNode, description: 'The plan.', resolve: (o) => o.plan }),
    kind: t.field({ type: PlanChangeKindEnum, description: 'Upgrade now or downgrade at the period end.', resolve: (o) => o.kind }),
    chargeNow: t.exposeInt('chargeNow', { description: 'KRW charged at once to the subscription’s card (VAT included): the prorated difference for an upgrade, 0 for a downgrade.' }),
    appliesAt: t.expose('appliesAt', { type: 'DateTime', description: 'When the plan applies: now for an upgrade, the period end for a downgrade.' }),
  }),
});

export const PlanSubscriptionNode = builder.prismaNode('Subscription', {
  ...typeNeeds('MEMBERSHIPS_READ'),
  name: 'PlanSubscription',
  id: { field: 'id' },
  nullable: true,
  // The subscriber, the club owner and administrators.
  findUnique: (id, ctx) => {
    const viewer = actingViewer(ctx);
    if (viewer?.role === 'ADMIN') return { id };
    const me = viewer?.id ?? NOBODY;
    return { id, OR: [{ userId: me }, { club: { ownerId: me } }] };
  },
  description: 'A fan’s subscription to a plan. Visible to the subscriber, the club owner and administrators.',
  fields: (t) => ({
    plan: t.relation('plan', { description: 'The plan subscribed to.' }),
    monthlyPrice: t.exposeInt('monthlyPrice', {
      description: 'What this subscriber pays per month (KRW, VAT included): the plan’s price when they subscribed, kept when the plan’s price changes; renewals charge it.',
    }),
    pendingPlan: t.relation('pendingPlan', {
      nullable: true,
      description: 'A downgrade scheduled for the period end: the renewal then charges pendingPrice and switches to it. Kept while cancelled, so it applies again after resubscribing. Null when none is scheduled.',
    }),
    pendingPrice: t.int({
      nullable: true,
      description: 'What the scheduled downgrade charges per month from the period end (KRW, VAT included): pendingPlan’s price when it was scheduled, kept when the plan’s price changes. Null when none is scheduled.',
      resolve: (sub) => (sub.pendingPlanId ? sub.pendingPrice : null),
    }),
    club: t.relation('club', { description: 'The club.' }),
    status: t.expose('status', { type: SubscriptionStatusEnum, description: 'ACTIVE, CANCELED (benefits until the period end) or EXPIRED.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When the subscription started.' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', description: 'When the current paid period ends.' }),
    canceledAt: t.expose('canceledAt', { type: 'DateTime', nullable: true, description: 'When it was cancelled, if it was.' }),
    renews: t.boolean({
      description: 'Whether it renews at the period end (ACTIVE). Leaving the club is refused while true.',
      resolve: (sub) => renews(sub),
    }),
    method: t.expose('method', { type: PaymentMethodEnum, description: 'CARD (renews monthly with `card`) or VIRTUAL_ACCOUNT (a prepaid term).' }),
    card: t.field({
      type: PaymentCardNode,
      nullable: true,
      description: 'The card it renews with (card subscriptions; the subscriber only, null for others or once the card is deleted).',
      select: (_args, _ctx, nested) => ({ card: nested() }),
      resolve: (sub, _args, ctx) => (isSubscriber(ctx, sub) && sub.card && !sub.card.deletedAt ? sub.card : null),
    }),
    monthsSubscribed: t.int({
      description: 'Whole months from startedAt to now (to when it ended, once expired), at least 1.',
      resolve: (sub) => monthsSubscribed(sub, new Date()),
    }),
    nextPaymentAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a renewing card subscription is next charged: the period end, or the next retry while a failed renewal is retried. Null when it does not renew.',
      resolve: (sub) => nextPaymentAt(sub),
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When benefits end for a subscription that does not renew (cancelled, deposit term): the period end; for an expired one, when it expired. Null while it renews.',
      resolve: (sub) => expiresAt(sub),
    }),
    displayState: t.field({
      type: SubscriptionDisplayStateEnum,
      description: 'How My Page presents it (see SubscriptionDisplayState).',
      resolve: (sub) => displayStateOf(sub, new Date()),
    }),
    planChangeOptions: t.field({
      type: [PlanChangeOptionRef],
      description:
        'The club’s other active plans this subscription can change to now, in plan order (the subscriber only). Empty for a deposit term, a cancelled or ended subscription, or while a failed renewal is retried.',
      select: {
        club: { select: { plans: { where: { archivedAt: null }, orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] } } },
      },
      resolve: (sub, _args, ctx) => (isSubscriber(ctx, sub) ? planChangeOptions(sub, sub.club.plans, new Date()) : []),
    }),
    resubscribedAt: t.expose('resubscribedAt', { type: 'DateTime', nullable: true, description: 'When a cancellation was last undone.' }),
    renewalFailureReason: t.string({
      nullable: true,
      description: 'While a failed renewal is being retried: the gateway’s reason for the last failure (the subscriber only; null otherwise).',
      resolve: (sub, _args, ctx) => (isSubscriber(ctx, sub) && sub.status === 'ACTIVE' && sub.renewalFailures > 0 ? sub.renewalFailureReason : null),
    }),
  }),
});

builder.queryFields((t) => ({
  mySubscriptions: t.prismaField({
    type: ['Subscription'],
    description: 'The viewer’s subscriptions of every status, newest first (My Page).',
    ...signedInWith('MEMBERSHIPS_READ'),
    resolve: (query, _root, _args, ctx) =>
      db().subscription.findMany({ ...query, where: { userId: ctx.viewer!.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
}));

builder.prismaObjectFields('Club', (t) => ({
  plans: t.prismaField({
    type: ['Plan'],
    description: 'The club’s plans by position; archived ones only with includeArchived, for the owner and administrators.',
    args: {
      includeArchived: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: 'Include archived plans (honoured for the club owner and administrators only).',
      }),
    },
    resolve: (query, club, { includeArchived }, ctx) =>
      db().plan.findMany({
        ...query,
        where: { clubId: club.id, ...(includeArchived && managesClub(ctx, club) ? {} : { archivedAt: null }) },
        orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
      }),
  }),
  viewerSubscription: t.field({
    type: PlanSubscriptionNode,
    nullable: true,
    description: 'The viewer’s live subscription to the club (ACTIVE, or CANCELED with the period not over); null otherwise.',
    select: (_args, ctx, nested) => ({
      subscriptions: nested({
        where: { userId: ctx.viewer?.id ?? NOBODY, AND: [liveSubscriptionWhere()] },
        orderBy: [{ plan: { level: 'desc' } }, { currentPeriodEnd: 'desc' }],
        take: 1,
      }),
    }),
    resolve: (club) => club.subscriptions[0] ?? null,
  }),
}));

// ------------------------------------------------------------------ mutations

const CreatePlanInput = builder.inputType('CreatePlanInput', {
  description: 'A new plan (club owner or administrator).',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    name: t.string({ required: true, description: '1–40 characters.' }),
    monthlyPrice: t.int({ required: true, description: 'KRW per month, VAT included: 1,000–1,000,000.' }),
    benefits: t.stringList({ required: true, description: 'What subscribers get, one line each (up to 20).' }),
    level: t.int({ required: true, description: 'Level 1–10; higher levels unlock lower-level content.' }),
  }),
});

const UpdatePlanInput = builder.inputType('UpdatePlanInput', {
  description: 'Changes to a plan; omitted fields stay as they are.',
  fields: (t) => ({
    planId: t.globalID({ required: true, description: 'The Plan id.' }),
    name: t.string({ required: false, description: '1–40 characters.' }),
    monthlyPrice: t.int({ required: false, description: 'KRW per month, VAT included: 1,000–1,000,000.' }),
    benefits: t.stringList({ required: false, description: 'What subscribers get, one line each.' }),
    level: t.int({ required: false, description: 'Level 1–10.' }),
  }),
});

const ReorderPlansInput = builder.inputType('ReorderPlansInput', {
  description: 'The new order of a club’s active plans.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    planIds: t.globalIDList({ required: true, description: 'Every active plan of the club, once each, in the new order.' }),
  }),
});

const ArchivePlanInput = builder.inputType('ArchivePlanInput', {
  description: 'The plan to archive.',
  fields: (t) => ({ planId: t.globalID({ required: true, description: 'The Plan id.' }) }),
});

type PlanPayload = { planId: string; clubId: string };

const CreatePlanSuccess = builder.objectRef<PlanPayload>('CreatePlanSuccess').implement({
  description: 'The plan was created.',
  fields: (t) => ({
    plan: t.prismaField({ type: 'Plan', description: 'The new plan.', resolve: (q, p) => db().plan.findUniqueOrThrow({ ...q, where: { id: p.planId } }) }),
    club: t.prismaField({ type: 'Club', description: 'The club, with its plans.', resolve: (q, p) => db().club.findUniqueOrThrow({ ...q, where: { id: p.clubId } }) }),
  }),
});

const UpdatePlanSuccess = builder.objectRef<PlanPayload>('UpdatePlanSuccess').implement({
  description: 'The plan was updated.',
  fields: (t) => ({
    plan: t.prismaField({ type: 'Plan', description: 'The plan.', resolve: (q, p) => db().plan.findUniqueOrThrow({ ...q, where: { id: p.planId } }) }),
  }),
});

const ReorderPlansSuccess = builder.objectRef<{ clubId: string }>('ReorderPlansSuccess').implement({
  description: 'The plans were reordered.',
  fields: (t) => ({
    club: t.prismaField({ type: 'Club', description: 'The club, with its plans in order.', resolve: (q, p) => db().club.findUniqueOrThrow({ ...q, where: { id: p.clubId } }) }),
  }),
});

const ArchivePlanSuccess = builder.objectRef<PlanPayload>('ArchivePlanSuccess').implement({
  description: 'The plan was archived.',
  fields: (t) => ({
    plan: t.prismaField({ type: 'Plan', description: 'The archived plan.', resolve: (q, p) => db().plan.findUniqueOrThrow({ ...q, where: { id: p.planId } }) }),
    club: t.prismaField({ type: 'Club', description: 'The club, with its remaining plans.', resolve: (q, p) => db().club.findUniqueOrThrow({ ...q, where: { id: p.clubId } }) }),
  }),
});

const union = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });

builder.objectType(SubscriptionEndedError, {
  name: 'SubscriptionEndedError',
  description: 'The subscription’s paid period is over (or it expired): it cannot be resumed or changed; check out anew from the club’s plans.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    subscription: t.prismaField({
      type: 'Subscription',
      description: 'The subscription that ended.',
      resolve: (q, e) => db().subscription.findUniqueOrThrow({ ...q, where: { id: e.subscriptionId } }),
    }),
  }),
});

const CancelSubscriptionSuccess = builder.objectRef<{ subscriptionId: string }>('CancelSubscriptionSuccess').implement({
  description: 'The subscription no longer renews; benefits last until its period end.',
  fields: (t) => ({ subscription: t.prismaField({ type: 'Subscription', description: 'The cancelled subscription.', resolve: (q, p) => db().subscription.findUniqueOrThrow({ ...q, where: { id: p.subscriptionId } }) }) }),
});

const ResubscribeSuccess = builder.objectRef<{ subscriptionId: string }>('ResubscribeSuccess').implement({
  description: 'The cancellation was undone: the subscription renews again.',
  fields: (t) => ({ subscription: t.prismaField({ type: 'Subscription', description: 'The subscription.', resolve: (q, p) => db().subscription.findUniqueOrThrow({ ...q, where: { id: p.subscriptionId } }) }) }),
});

const UpdateSubscriptionCardSuccess = builder.objectRef<{ subscriptionId: string; retryPaymentId: string | null }>('UpdateSubscriptionCardSuccess').implement({
  description: 'The subscription renews with the new card.',
  fields: (t) => ({
    subscription: t.prismaField({ type: 'Subscription', description: 'The subscription (renewed when the retry was paid).', resolve: (q, p) => db().subscription.findUniqueOrThrow({ ...q, where: { id: p.subscriptionId } }) }),
    retryPayment: t.prismaField({
      type: 'Payment',
      nullable: true,
      description: 'The immediate retry of a failing renewal with the new card: PAID, or FAILED with its reason (the retry schedule then continues). Null when no renewal was failing.',
      resolve: (q, p) => (p.retryPaymentId ? db().payment.findUnique({ ...q, where: { id: p.retryPaymentId } }) : null),
    }),
  }),
});

const RenewDepositSubscriptionSuccess = builder.objectRef<{ paymentId: string }>('RenewDepositSubscriptionSuccess').implement({
  description: 'A virtual account for the next term was issued; once paid, the term is extended from its current end.',
  fields: (t) => ({
    payment: t.prismaField({ type: 'Payment', description: 'The payment, WAITING_FOR_DEPOSIT with its virtual account.', resolve: (q, p) => db().payment.findUniqueOrThrow({ ...q, where: { id: p.paymentId } }) }),
  }),
});

export const PlanChangeOutcomeEnum = builder.enumType('PlanChangeOutcome', {
  description: 'What changeSubscriptionPlan did.',
  values: {
    UPGRADED: { description: 'The dearer plan applies now: the prorated difference for the rest of the period was charged (payment); the period is unchanged.' },
    SCHEDULED: { description: 'The plan applies from the period end (pendingPlan): that renewal charges its price.' },
    UNSCHEDULED: { description: 'The current plan was chosen again: the scheduled change was dropped.' },
  },
});

const ChangeSubscriptionPlanSuccess = builder
  .objectRef<{ subscriptionId: string; outcome: 'UPGRADED' | 'SCHEDULED' | 'UNSCHEDULED'; paymentId: string | null }>('ChangeSubscriptionPlanSuccess')
  .implement({
    description: 'The plan was changed (an upgrade, now) or the change was scheduled for the period end (a downgrade).',
    fields: (t) => ({
      outcome: t.field({ type: PlanChangeOutcomeEnum, description: 'Upgraded now, scheduled, or a scheduled change dropped.', resolve: (p) => p.outcome }),
      subscription: t.prismaField({
        type: 'Subscription',
        description: 'The subscription, with its plan and pendingPlan.',
        resolve: (q, p) => db().subscription.findUniqueOrThrow({ ...q, where: { id: p.subscriptionId } }),
      }),
      payment: t.prismaField({
        type: 'Payment',
        nullable: true,
        description: 'The charge of an upgrade (the prorated difference); null for a scheduled or dropped change.',
        resolve: (q, p) => (p.paymentId ? db().payment.findUnique({ ...q, where: { id: p.paymentId } }) : null),
      }),
    }),
  });

const ChangeSubscriptionPlanInput = builder.inputType('ChangeSubscriptionPlanInput', {
  description: 'The plan an ACTIVE card subscription changes to: another active plan of the same club.',
  fields: (t) => ({
    subscriptionId: t.globalID({ required: true, description: 'The PlanSubscription id.' }),
    planId: t.globalID({
      required: true,
      description: 'The Plan id: a dearer plan applies at once for the prorated difference; a cheaper one at the period end; the current plan drops a scheduled change.',
    }),
  }),
});

const CancelSubscriptionInput = builder.inputType('CancelSubscriptionInput', {
  description: 'The card subscription to cancel.',
  fields: (t) => ({ subscriptionId: t.globalID({ required: true, description: 'The PlanSubscription id.' }) }),
});

const ResubscribeInput = builder.inputType('ResubscribeInput', {
  description: 'The cancelled subscription to resume before its period end.',
  fields: (t) => ({
    subscriptionId: t.globalID({ required: true, description: 'The PlanSubscription id.' }),
    cardId: t.globalID({ required: false, description: 'The PaymentCard to renew with; defaults to the subscription’s card if it is still registered.' }),
  }),
});

const UpdateSubscriptionCardInput = builder.inputType('UpdateSubscriptionCardInput', {
  description: 'The card a card subscription renews with.',
  fields: (t) => ({
    subscriptionId: t.globalID({ required: true, description: 'The PlanSubscription id.' }),
    cardId: t.globalID({ required: true, description: 'One of the viewer’s registered cards.' }),
  }),
});

const RenewDepositSubscriptionInput = builder.inputType('RenewDepositSubscriptionInput', {
  description: 'The next prepaid term of a deposit subscription.',
  fields: (t) => ({
    subscriptionId: t.globalID({ required: true, description: 'The PlanSubscription id.' }),
    months: t.int({ required: true, description: 'The term: 1, 3, 6 or 12 months.' }),
  }),
});

const subscriptionErrors = [NotFoundError, InvalidInputError, SubscriptionEndedError];

builder.mutationFields((t) => ({
  cancelSubscription: t.field({
    type: CancelSubscriptionSuccess,
    description: 'Cancels the viewer’s card subscription: it stops renewing (and retrying a failed renewal); benefits last until the period end, then it expires.',
    ...sessionOnly,
    errors: { types: subscriptionErrors, union: union('CancelSubscription') },
    args: { input: t.arg({ type: CancelSubscriptionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      subscriptionId: (await cancelSubscription(actingViewer(ctx)!, idOf(input.subscriptionId, 'PlanSubscription'))).id,
    }),
  }),
  resubscribe: t.field({
    type: ResubscribeSuccess,
    description:
      'Undoes a cancellation before the period end (a card subscription needs a registered card). After the end it is refused with SubscriptionEndedError: check out anew.',
    ...sessionOnly,
    errors: { types: [...subscriptionErrors, PlanUnavailableError], union: union('Resubscribe') },
    args: { input: t.arg({ type: ResubscribeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const sub = await resubscribe(actingViewer(ctx)!, {
        subscriptionId: idOf(input.subscriptionId, 'PlanSubscription'),
        cardId: input.cardId ? idOf(input.cardId, 'PaymentCard') : null,
      });
      return { subscriptionId: sub.id };
    },
  }),
  updateSubscriptionCard: t.field({
    type: UpdateSubscriptionCardSuccess,
    description: 'Changes the card a subscription renews with; a failing renewal is retried at once with it.',
    ...sessionOnly,
    errors: { types: subscriptionErrors, union: union('UpdateSubscriptionCard') },
    args: { input: t.arg({ type: UpdateSubscriptionCardInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { subscription, retryPaymentId } = await updateSubscriptionCard(actingViewer(ctx)!, {
        subscriptionId: idOf(input.subscriptionId, 'PlanSubscription'),
        cardId: idOf(input.cardId, 'PaymentCard'),
      });
      return { subscriptionId: subscription.id, retryPaymentId };
    },
  }),
  renewDepositSubscription: t.field({
    type: RenewDepositSubscriptionSuccess,
    description:
      'Issues a virtual account for the next prepaid term (1, 3, 6 or 12 months) of a deposit subscription; paid, it extends the term from its end. Asked again while that account waits, it answers the same payment; while another deposit of the viewer for the club waits, DepositPendingError names it.',
    ...sessionOnly,
    errors: { types: [...subscriptionErrors, PlanUnavailableError, DepositPendingError], union: union('RenewDepositSubscription') },
    args: { input: t.arg({ type: RenewDepositSubscriptionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const payment = await renewDepositSubscription(actingViewer(ctx)!, { subscriptionId: idOf(input.subscriptionId, 'PlanSubscription'), months: input.months });
      return { paymentId: payment.id };
    },
  }),
  changeSubscriptionPlan: t.field({
    type: ChangeSubscriptionPlanSuccess,
    description:
      'Changes the plan of the viewer’s ACTIVE card subscription (DESIGN 5.4): upgrading applies at once, charging its card the prorated difference for the rest of the period (a declined card changes nothing: PaymentFailedError); downgrading applies at the period end (pendingPlan); choosing the current plan drops a scheduled change.',
    ...sessionOnly,
    errors: { types: [...subscriptionErrors, PlanUnavailableError, PaymentFailedError, SubscriptionChangedError], union: union('ChangeSubscriptionPlan') },
    args: { input: t.arg({ type: ChangeSubscriptionPlanInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      changeSubscriptionPlan(actingViewer(ctx)!, { subscriptionId: idOf(input.subscriptionId, 'PlanSubscription'), planId: idOf(input.planId, 'Plan') }),
  }),
  createPlan: t.field({
    type: CreatePlanSuccess,
    description: 'Adds a plan to a club (club owner or administrator).',
    ...signedInWith('MEMBERSHIPS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError], union: union('CreatePlan') },
    args: { input: t.arg({ type: CreatePlanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const plan = await createPlan(actingViewer(ctx)!, idOf(input.clubId, 'Club'), input);
      return { planId: plan.id, clubId: plan.clubId };
    },
  }),
  updatePlan: t.field({
    type: UpdatePlanSuccess,
    description: 'Changes a plan (club owner or administrator). Card subscriptions renew at the plan’s price at the time of renewal; a new price applies from each subscriber’s next renewal.',
    ...signedInWith('MEMBERSHIPS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError], union: union('UpdatePlan') },
    args: { input: t.arg({ type: UpdatePlanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const plan = await updatePlan(actingViewer(ctx)!, idOf(input.planId, 'Plan'), input);
      return { planId: plan.id, clubId: plan.clubId };
    },
  }),
  reorderPlans: t.field({
    type: ReorderPlansSuccess,
    description: 'Sets the order of a club’s active plans (club owner or administrator).',
    ...signedInWith('MEMBERSHIPS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError], union: union('ReorderPlans') },
    args: { input: t.arg({ type: ReorderPlansInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const club = await reorderPlans(
        actingViewer(ctx)!,
        idOf(input.clubId, 'Club'),
        input.planIds.map((p) => idOf(p, 'Plan')),
      );
      return { clubId: club.id };
    },
  }),
  archivePlan: t.field({
    type: ArchivePlanSuccess,
    description: 'Archives a plan: no new subscribers; current subscriptions keep their benefits (club owner or administrator).',
    ...signedInWith('MEMBERSHIPS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: union('ArchivePlan') },
    args: { input: t.arg({ type: ArchivePlanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const plan = await archivePlan(actingViewer(ctx)!, idOf(input.planId, 'Plan'));
      return { planId: plan.id, clubId: plan.clubId };
    },
  }),
}));

// ------------------------------------------------------------------ membership orders (checkout)

builder.objectType(OwnerCannotSubscribeError, {
  name: 'OwnerCannotSubscribeError',
  description: 'Club owners cannot subscribe to their own club.',
  interfaces: [ErrorInterface],
});

builder.objectType(AlreadySubscribedError, {
  name: 'AlreadySubscribedError',
  description: 'The viewer already has a live subscription to the club.',
  interfaces: [ErrorInterface],
});

builder.objectType(CheckoutInProgressError, {
  name: 'CheckoutInProgressError',
  description: 'Another checkout of the viewer for this club is being paid; nothing was charged. Wait for its result.',
  interfaces: [ErrorInterface],
});

builder.objectType(DepositPendingError, {
  name: 'DepositPendingError',
  description:
    'A bank deposit of the viewer for this club (another plan, term or price, or another renewal) is still waiting: no second account is issued. Pay into that one (payment), or try again after its deadline.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    payment: t.prismaField({
      type: 'Payment',
      description: 'The waiting payment, with its virtual account.',
      resolve: (q, e) => db().payment.findUniqueOrThrow({ ...q, where: { id: e.paymentId } }),
    }),
  }),
});

builder.objectType(SubscriptionChangedError, {
  name: 'SubscriptionChangedError',
  description:
    'The subscription changed (another plan change went through first) while this upgrade was being paid: its charge is refunded and nothing changed (SUBSCRIPTION_CHANGED).',
  interfaces: [ErrorInterface],
});

builder.objectType(PlanUnavailableError, {
  name: 'PlanUnavailableError',
  description: 'The plan was archived and takes no new subscribers.',
  interfaces: [ErrorInterface],
});

builder.prismaObjectFields('Payment', (t) => ({
  plan: t.prismaField({
    type: 'Plan',
    nullable: true,
    description: 'The plan bought (membership orders; null for other kinds).',
    select: { order: { select: { membership: { select: { planId: true } } } } },
    resolve: (query, p) => (p.order.membership ? db().plan.findUnique({ ...query, where: { id: p.order.membership.planId } }) : null),
  }),
  months: t.int({
    nullable: true,
    description: 'Months bought (1 for card subscriptions; the prepaid term for deposits); null for other kinds of order.',
    select: { order: { select: { membership: { select: { months: true } } } } },
    resolve: (p) => p.order.membership?.months ?? null,
  }),
}));

builder.objectField(DeletePaymentCardSuccess, 'cancelledSubscriptions', (t) =>
  t.prismaField({
    type: ['Subscription'],
    description: 'Subscriptions cancelled by the deletion (benefits last to their period end).',
    // Cancelled in the deletion's transaction, at its very time.
    resolve: (q, p) => db().subscription.findMany({ ...q, where: { cardId: p.cardId, userId: p.userId, status: 'CANCELED', canceledAt: p.deletedAt } }),
  }),
);

builder.queryFields((t) => ({
  depositTerms: t.intList({
    description: 'The prepaid terms (months) a deposit can buy.',
    resolve: () => [...DEPOSIT_TERMS],
  }),
}));

const SubscribeToPlanInput = builder.inputType('SubscribeToPlanInput', {
  description: 'A checkout of a plan.',
  fields: (t) => ({
    planId: t.globalID({ required: true, description: 'The Plan id.' }),
    method: t.field({ type: PaymentMethodEnum, required: true, description: 'CARD or VIRTUAL_ACCOUNT.' }),
    cardId: t.globalID({ required: false, description: 'The PaymentCard to charge and renew with (CARD).' }),
    months: t.int({ required: false, description: 'The prepaid term for VIRTUAL_ACCOUNT: 1, 3, 6 or 12.' }),
    buyer: t.field({ type: BuyerInput, required: true, description: 'Buyer information.' }),
    agreeToOrderTerms: t.boolean({ required: true, description: 'The order-confirmation agreement; must be true.' }),
  }),
});

const SubscribeToPlanSuccess = builder.objectRef<{ paymentId: string }>('SubscribeToPlanSuccess').implement({
  description:
    'The checkout started: PAID for a card, WAITING_FOR_DEPOSIT with a virtual account for a deposit. A deposit checkout again while the same one (plan, term and amount) waits answers that payment and its account.',
  fields: (t) => ({
    payment: t.prismaField({ type: 'Payment', description: 'The payment.', resolve: (q, p) => db().payment.findUniqueOrThrow({ ...q, where: { id: p.paymentId } }) }),
  }),
});

builder.mutationFields((t) => ({
  subscribeToPlan: t.field({
    type: SubscribeToPlanSuccess,
    description:
      'Subscribes the viewer to a plan: by card (charged at once, renewed monthly) or by deposit (a virtual account for a prepaid term of 1, 3, 6 or 12 months).',
    ...sessionOnly,
    errors: {
      types: [InvalidInputError, NotFoundError, OwnerCannotSubscribeError, AlreadySubscribedError, CheckoutInProgressError, DepositPendingError, PlanUnavailableError, PaymentFailedError, ClubBannedError],
      union: union('SubscribeToPlan'),
    },
    args: { input: t.arg({ type: SubscribeToPlanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const payment = await subscribeToPlan(actingViewer(ctx)!, {
        planId: idOf(input.planId, 'Plan'),
        method: input.method,
        cardId: input.cardId ? idOf(input.cardId, 'PaymentCard') : null,
        months: input.months,
        buyer: input.buyer,
        agreed: input.agreeToOrderTerms,
      });
      return { paymentId: payment.id };
    },
  }),
}));

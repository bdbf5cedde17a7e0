// Plans and subscriptions in GraphQL: the Plan and PlanSubscription nodes, a club's plans and the
// viewer's subscription, and the owner's plan management. Paying arrives with the memberships issue.
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { SubscriptionStatus } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { signedInWith } from '../accounts/api-tokens.auth.ts';
import { actingViewer, idOf, managesClub, NOBODY } from '../clubs/club-access.ts';
import { batchLoader } from '../clubs/club-loaders.ts';
import { visibleClubsWhere } from '../clubs/clubs.service.ts';
import { archivePlan, createPlan, liveSubscriptionWhere, renews, reorderPlans, updatePlan } from './memberships.service.ts';

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

export const PlanSubscriptionNode = builder.prismaNode('Subscription', {
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
    club: t.relation('club', { description: 'The club.' }),
    status: t.expose('status', { type: SubscriptionStatusEnum, description: 'ACTIVE, CANCELED (benefits until the period end) or EXPIRED.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When the subscription started.' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', description: 'When the current paid period ends.' }),
    canceledAt: t.expose('canceledAt', { type: 'DateTime', nullable: true, description: 'When it was cancelled, if it was.' }),
    renews: t.boolean({
      description: 'Whether it renews at the period end (ACTIVE). Leaving the club is refused while true.',
      resolve: (sub) => renews(sub),
    }),
  }),
});

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

builder.mutationFields((t) => ({
  createPlan: t.field({
    type: CreatePlanSuccess,
    description: 'Adds a plan to a club (club owner or administrator).',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError], union: union('CreatePlan') },
    args: { input: t.arg({ type: CreatePlanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const plan = await createPlan(actingViewer(ctx)!, idOf(input.clubId, 'Club'), input);
      return { planId: plan.id, clubId: plan.clubId };
    },
  }),
  updatePlan: t.field({
    type: UpdatePlanSuccess,
    description: 'Changes a plan (club owner or administrator). Current subscribers keep their price until the memberships issue says otherwise.',
    ...signedInWith('CLUBS_WRITE'),
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
    ...signedInWith('CLUBS_WRITE'),
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
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: union('ArchivePlan') },
    args: { input: t.arg({ type: ArchivePlanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const plan = await archivePlan(actingViewer(ctx)!, idOf(input.planId, 'Plan'));
      return { planId: plan.id, clubId: plan.clubId };
    },
  }),
}));

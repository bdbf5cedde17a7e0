// The creator's dashboard in GraphQL: User.creatorDashboard (the viewer's own, from a browser session)
// and the live creatorDashboardChanged subscription. API tokens are refused for now: revenue needs a
// revenue scope (REVENUE_READ, arriving with the revenue work), and no existing scope is narrow enough.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { authorizationError, sessionOnly, SESSION_ONLY } from '../../graphql/auth-guards.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { RevenueSourceEnum } from '../revenue/revenue.schema.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { RevenueAmounts, RevenueDay } from '../revenue/revenue-stats.service.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { ownedClubs } from '../clubs/clubs.service.ts';
import {
  activeSubscribersOf,
  CHART_DAYS,
  dashboardScope,
  membersChartOf,
  newMembersThisMonthOf,
  ordersToShipOf,
  revenueChartOf,
  revenueTotalsOf,
  type DashboardScope,
  type MembersDay,
} from './dashboard.service.ts';

const RevenueAmountsRef = builder.objectRef<RevenueAmounts>('RevenueAmounts').implement({
  description: 'Money of a period, in KRW (VAT included): what fans paid less refunds, and the creator’s share of it.',
  fields: (t) => ({
    gross: t.expose('gross', { type: 'Won', description: 'What fans paid less what was refunded (KRW, VAT included).' }),
    creatorShare: t.expose('creatorShare', { type: 'Won', description: 'The creator’s share after VAT, platform and gateway fees (KRW).' }),
  }),
});

const RevenueDayRef = builder.objectRef<RevenueDay>('RevenueDay').implement({
  description: 'Revenue of one source on one day (Korea’s calendar).',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day, YYYY-MM-DD in Korea Standard Time.' }),
    source: t.field({ type: RevenueSourceEnum, description: 'What the money came from.', resolve: (d) => d.source }),
    gross: t.expose('gross', { type: 'Won', description: 'What fans paid that day less refunds made that day (KRW).' }),
    creatorShare: t.expose('creatorShare', { type: 'Won', description: 'The creator’s share of it (KRW).' }),
  }),
});

const MembersDayRef = builder.objectRef<MembersDay>('MembersDay').implement({
  description: 'Members at the end of one day (Korea’s calendar).',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day, YYYY-MM-DD in Korea Standard Time.' }),
    members: t.exposeInt('members', { description: 'Members at the end of the day.' }),
    joined: t.exposeInt('joined', { description: 'Members who joined that day (those who left since included).' }),
    left: t.exposeInt('left', { description: 'Members who left that day.' }),
  }),
});

const CreatorDashboardRef = builder.objectRef<DashboardScope>('CreatorDashboard').implement({
  description: 'Figures of the clubs a creator owns (or one of them). Only the owner sees it.',
  fields: (t) => ({
    today: t.field({ type: RevenueAmountsRef, description: 'Revenue today (Korea’s calendar).', resolve: async (s) => (await revenueTotalsOf(s)).today }),
    thisMonth: t.field({ type: RevenueAmountsRef, description: 'Revenue this month so far.', resolve: async (s) => (await revenueTotalsOf(s)).thisMonth }),
    activeSubscribers: t.int({ description: 'Subscribers whose benefits are live (stops at 10,000).', resolve: (s) => activeSubscribersOf(s) }),
    members: t.int({ description: 'Members of the clubs now.', resolve: (s) => s.memberCount }),
    newMembersThisMonth: t.int({ description: 'Members who joined this month and are still members (stops at 10,000).', resolve: (s) => newMembersThisMonthOf(s) }),
    ordersToShip: t.int({ description: 'Paid orders with goods waiting to be shipped (stops at 10,000).', resolve: (s) => ordersToShipOf(s) }),
    revenueByDay: t.field({
      type: [RevenueDayRef],
      description: `Revenue per day and source over the last ${CHART_DAYS} days, oldest first; days without money are left out.`,
      resolve: (s) => revenueChartOf(s),
    }),
    membersByDay: t.field({
      type: [MembersDayRef],
      description: `Members at the end of each of the last ${CHART_DAYS} days, oldest first.`,
      resolve: (s) => membersChartOf(s),
    }),
  }),
});

/** Another's club is "not found", as if it did not exist: a top-level NOT_FOUND error. */
async function ownClubOnly<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof NotFoundError) throw new GraphQLError('No such club', { extensions: { code: 'NOT_FOUND' } });
    throw e;
  }
}

builder.prismaObjectFields('User', (t) => ({
  creatorDashboard: t.field({
    type: CreatorDashboardRef,
    nullable: true,
    ...sessionOnly,
    description:
      'The dashboard of the clubs this user owns, or of one of them (the user themself only, through a browser session; null for others and for users who own no club).',
    args: { clubId: t.arg.globalID({ required: false, for: [ClubNode], description: 'One of the user’s clubs; all of them when omitted.' }) },
    resolve: async (user, { clubId }, ctx) => {
      const viewer = actingViewer(ctx);
      if (!viewer || viewer.id !== user.id) return null;
      return ownClubOnly(() => dashboardScope(viewer.id, clubId ? idOf(clubId, 'Club') : null));
    },
  }),
}));

const CreatorDashboardChangeRef = builder.objectRef<{ clubId: string; kind: string }>('CreatorDashboardChange').implement({
  description: 'Something the dashboard shows changed; read the dashboard again.',
  fields: (t) => ({
    clubId: t.id({ description: 'The Club id (global) where it happened.', resolve: (e) => encodeGlobalID('Club', e.clubId) }),
    kind: t.exposeString('kind', {
      description: 'PAYMENT_PAID, PAYMENT_REFUNDED, MEMBER_JOINED, MEMBER_LEFT, SUBSCRIPTION_STARTED, SUBSCRIPTION_CANCELLED, ORDER_TO_SHIP or ORDER_SHIPPED.',
    }),
  }),
});

/** Refuses before listening: scope checks guard resolvers, not subscribe. */
function dashboardOwner(ctx: Context): string {
  const viewer = actingViewer(ctx);
  if (!viewer || ctx.apiScopes) throw authorizationError(ctx, SESSION_ONLY);
  return viewer.id;
}

builder.subscriptionField('creatorDashboardChanged', (t) =>
  t.field({
    type: CreatorDashboardChangeRef,
    ...sessionOnly,
    description: 'Pushed when a payment, refund, member, subscriber or order changes the viewer’s dashboard (their clubs only, or one of them).',
    args: { clubId: t.arg.globalID({ required: false, for: [ClubNode], description: 'One of the viewer’s clubs; all of them when omitted.' }) },
    subscribe: async (_root, { clubId }, ctx) => {
      const ownerId = dashboardOwner(ctx);
      const onlyClub = clubId ? idOf(clubId, 'Club') : null;
      if (onlyClub) {
        await ownClubOnly(() => ownedClubs(ownerId, onlyClub));
      }
      return ctx.pubsub.subscribe('owner:dashboardChanged', ownerId, { accept: (e) => !onlyClub || e.clubId === onlyClub });
    },
    resolve: (payload) => payload as { clubId: string; kind: string },
  }),
);

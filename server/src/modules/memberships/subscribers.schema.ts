// The subscribers of the clubs a creator owns in GraphQL (/mypage/manage/subscriber): one keyset
// connection across the owner's clubs with filters. The club's own member list is unchanged.
import { builder } from '../../graphql/builder.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { signedInWith } from '../../graphql/auth-guards.ts';
import type { Context } from '../../graphql/context.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { PlanNode, SubscriptionStatusEnum } from './memberships.schema.ts';
import { findOwnerSubscribersPage, ownerSubscribersWhere, type SubscriberFilter } from './subscribers.service.ts';

type FilterArgs = { clubId?: { id: string; typename: string } | null; planId?: { id: string; typename: string } | null; status?: SubscriberFilter['status'] };

const filterOf = (args: FilterArgs): SubscriberFilter => ({
  clubId: args.clubId ? idOf(args.clubId, 'Club') : null,
  planId: args.planId ? idOf(args.planId, 'Plan') : null,
  status: args.status ?? null,
});

/** The list is the owner's own: for anyone else reading this user it is empty. */
const isSelf = (ctx: Context, user: { id: string }) => actingViewer(ctx)?.id === user.id;

builder.prismaObjectFields('Subscription', (t) => ({
  subscriber: t.relation('user', { description: 'The fan who subscribed (seen by the subscriber, the club owner and administrators).' }),
}));

builder.prismaObjectFields('User', (t) => ({
  ownedClubSubscribers: t.prismaConnection({
    type: 'Subscription',
    cursor: 'keyset',
    ...signedInWith('MEMBERSHIPS_READ'),
    description: `Subscriptions of every status to the clubs this user owns, newest first (the user themself only; empty for others). totalCount stops at ${COUNT_LIMIT}.`,
    args: {
      clubId: t.arg.globalID({ required: false, for: [ClubNode], description: 'Only this club’s (one of the user’s).' }),
      planId: t.arg.globalID({ required: false, for: [PlanNode], description: 'Only this plan’s.' }),
      status: t.arg({ type: SubscriptionStatusEnum, required: false, description: 'Only subscriptions in this status.' }),
    },
    totalCount: (user, args, ctx) =>
      isSelf(ctx, user) ? db().subscription.count({ where: ownerSubscribersWhere(user.id, filterOf(args)), take: COUNT_LIMIT }) : 0,
    resolve: (query, user, args, ctx) =>
      isSelf(ctx, user) ? findOwnerSubscribersPage(query, user.id, filterOf(args)) : [],
  }),
}));

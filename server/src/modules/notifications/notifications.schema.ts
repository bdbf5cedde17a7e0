// Notifications in GraphQL: the recipient's list, unread count, marking read and live notificationEvents.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { NOBODY } from '../../platform/ids.ts';
import { builder } from '../../graphql/builder.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import type { Context } from '../../graphql/context.ts';
import { NotificationKind } from '../../generated/prisma/enums.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { keysetPage } from '../../platform/keyset.ts';
import { DELETED_USER_NAME, pickLocale } from '../accounts/account-mail.ts';
import { authorizationError, hasScope, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { actingViewer } from '../../graphql/acting-viewer.ts';
import { batchLoader } from '../../graphql/batch-loader.ts';
import { clubProfile } from '../clubs/club-loaders.ts';
import { PostNode, readablePostsFor } from '../posts/posts.schema.ts';
import { visiblePostsWhere } from '../posts/posts.service.ts';
import {
  markNotificationsRead,
  pushNotification,
  unreadNotificationCount,
  UNREAD_COUNT_LIMIT,
  visibleNotificationsWhere,
} from './notifications.service.ts';

/** The viewer's notifications as this request may see them (chat notices only in browser sessions). */
const seenBy = (ctx: Context) => visibleNotificationsWhere(actingViewer(ctx)!, ctx.apiScopes === null);

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const EXCERPT_LENGTH = 100;

const visiblePostLoaders = new WeakMap<object, (postId: string) => Promise<boolean>>();

/** Whether the viewer can (still) see a post, batched per request: one query for a page of notifications. */
function canSeePost(ctx: Context, postId: string): Promise<boolean> {
  let load = visiblePostLoaders.get(ctx);
  if (!load) {
    load = batchLoader<string, boolean>(
      (id) => id,
      async (ids) => {
        const rows = await db().post.findMany({
          where: { AND: [{ id: { in: ids } }, visiblePostsWhere(actingViewer(ctx))] },
          select: { id: true },
        });
        return new Map(rows.map((r) => [r.id, true]));
      },
      false,
    );
    visiblePostLoaders.set(ctx, load);
  }
  return load(postId);
}

const readablePostLoaders = new WeakMap<object, (postId: string) => Promise<boolean>>();

/** Whether the viewer may (still) read a post's comments, batched per request (a lapsed subscription may not). */
function canReadComments(ctx: Context, postId: string): Promise<boolean> {
  let load = readablePostLoaders.get(ctx);
  if (!load) {
    load = batchLoader<string, boolean>(
      (id) => id,
      async (ids) => {
        const rows = await db().post.findMany({ where: { AND: [{ id: { in: ids } }, await readablePostsFor(ctx)] }, select: { id: true } });
        return new Map(rows.map((r) => [r.id, true]));
      },
      false,
    );
    readablePostLoaders.set(ctx, load);
  }
  return load(postId);
}

export const NotificationKindEnum = builder.enumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a notification is about.',
  values: {
    JOIN_ANNIVERSARY: { description: 'A year, or N years, since the viewer joined the club (anniversary: the years; opens the club).' },
    SUBSCRIPTION_ANNIVERSARY: {
      description: 'A milestone of the viewer’s subscription to the club: 1, 3, 6, 12, 24, ... months since it began (anniversary: the months; planName; opens the club).',
    },
  },
});

export const NotificationNode = builder.prismaNode('Notification', {
  ...typeNeeds('ACCOUNTS_READ'),
  id: { field: 'id' },
  // Exactly what the list shows (the recipient only, with the post and block rules): node(id) is no way around them.
  nullable: true,
  findUnique: (id, ctx) => ({ id, AND: [ctx.viewer ? seenBy(ctx) : { recipientId: NOBODY }] }),
  description:
    'Something that happened for the viewer: an owner post or notice in a joined club, a reply, news of their own subscription (started, renewed, a failed renewal, ending, ended), or a late deposit waiting for a refund account.',
  fields: (t) => ({
    kind: t.expose('kind', { type: NotificationKindEnum, description: 'What it is about.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
    isRead: t.boolean({
      description: 'The viewer has read it.',
      select: { readAt: true },
      resolve: (n) => n.readAt !== null,
    }),
    actorName: t.string({
      nullable: true,
      description: 'Who did it, by their nickname in the club.',
      select: { actorId: true, clubId: true, actor: { select: { nickname: true, status: true } } },
      resolve: async (n, _args, ctx) => {
        if (!n.actor || !n.actorId) return null;
        if (n.actor.status === 'DELETED') return DELETED_USER_NAME[pickLocale(ctx.locales)];
        const profile = n.clubId ? await clubProfile(ctx, n.clubId, n.actorId) : null;
        return profile?.nickname ?? n.actor.nickname;
      },
    }),
    actorAvatarUrl: t.string({
      nullable: true,
      description: 'Their picture in the club (or their main one).',
      select: { actorId: true, clubId: true, actor: { select: { avatarUrl: true } } },
      resolve: async (n, _args, ctx) => {
        if (!n.actor || !n.actorId) return null;
        const profile = n.clubId ? await clubProfile(ctx, n.clubId, n.actorId) : null;
        return profile?.avatarUrl ?? n.actor.avatarUrl;
      },
    }),
    club: t.relation('club', { nullable: true, description: 'The club it happened in.' }),
    post: t.field({
      type: PostNode,
      nullable: true,
      description: 'The post it is about; null when the viewer can no longer see it (hidden since).',
      select: (_args, _ctx, nestedSelection) => ({ postId: true, post: nestedSelection(true) }),
      resolve: async (n, _args, ctx) => (n.post && n.postId && (await canSeePost(ctx, n.postId)) ? n.post : null),
    }),
    subscription: t.relation('subscription', {
      nullable: true,
      description: 'For SUBSCRIPTION_* kinds: the viewer’s subscription it is about.',
    }),
    ticketId: t.id({
      nullable: true,
      description: 'For TICKET_QR_ISSUED: the Ticket id (open /ticket/{id}).',
      resolve: (n) => (n.ticketId ? encodeGlobalID('Ticket', n.ticketId) : null),
    }),
    planName: t.exposeString('planName', {
      nullable: true,
      description: 'For SUBSCRIPTION_* kinds: the plan’s name when it happened (it may have changed plans since).',
    }),
    amount: t.exposeInt('amount', {
      nullable: true,
      description: 'For SUBSCRIPTION_STARTED, _RENEWED and _RENEWAL_FAILED: the amount charged or attempted; for DEPOSIT_REFUND_ACCOUNT_NEEDED: the deposit to refund; for ORDER_REFUNDED: the amount refunded (KRW, VAT included).',
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'For SUBSCRIPTION_RENEWAL_FAILED and an SUBSCRIPTION_EXPIRED that a failed renewal caused: the gateway’s reason; for ORDER_REFUNDED: the club’s reason; for DEPOSIT_REFUND_ACCOUNT_NEEDED: why the club or an administrator refunds the deposit (null when it arrived too late).',
    }),
    dueAt: t.expose('dueAt', {
      type: 'DateTime',
      nullable: true,
      description: 'For SUBSCRIPTION_STARTED and _RENEWED: the end of the paid period; _RENEWAL_FAILED: the next attempt; _ENDING: when the term ends.',
    }),
    orderId: t.id({
      nullable: true,
      description: 'For ORDER_* kinds: the StoreOrder id (the buyer’s order detail).',
      resolve: (n) => (n.orderId ? Buffer.from(`StoreOrder:${n.orderId}`).toString('base64') : null),
    }),
    chatConversationId: t.id({
      nullable: true,
      description: 'For CHAT_MESSAGE and CLUB_CHAT_MESSAGE: the ChatConversation id (the owner opens it in their inbox; the fan in the club’s chat).',
      resolve: (n) => (n.chatConversationId ? encodeGlobalID('ChatConversation', n.chatConversationId) : null),
    }),
    anniversary: t.exposeInt('anniversary', {
      nullable: true,
      description: 'For JOIN_ANNIVERSARY: the years since the viewer joined the club; for SUBSCRIPTION_ANNIVERSARY: the months since the subscription began.',
    }),
    orderTitle: t.exposeString('orderTitle', { nullable: true, description: 'For ORDER_* kinds: what was ordered, when it happened.' }),
    carrierName: t.exposeString('carrierName', { nullable: true, description: 'For ORDER_SHIPPED: the courier.' }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true, description: 'For ORDER_SHIPPED: the courier’s tracking number.' }),
    commentExcerpt: t.string({
      nullable: true,
      description: 'For replies: the start of the reply; null once the reply is deleted or hidden, or the viewer may no longer read the post’s comments. Comment text is post content: an API token needs POSTS_READ, as for the comment itself.',
      // The notification is ACCOUNTS_READ, the reply's text POSTS_READ (Comment's own scope). This field's error
      // reports a refusal of the type's scope too, so it names whichever of the two the token lacks.
      authScopes: { apiScope: 'POSTS_READ' },
      unauthorizedError: (_parent, _args, ctx) => authorizationError(ctx, hasScope(ctx, 'ACCOUNTS_READ') ? 'POSTS_READ' : 'ACCOUNTS_READ'),
      select: { postId: true, comment: { select: { body: true, deletedAt: true, hiddenAt: true } } },
      resolve: async (n, _args, ctx) => {
        if (!n.comment || n.comment.deletedAt || n.comment.hiddenAt || !n.postId || !(await canReadComments(ctx, n.postId))) return null;
        const text = n.comment.body.replace(/\s+/g, ' ').trim();
        return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
      },
    }),
  }),
});

builder.queryFields((t) => ({
  notifications: t.prismaConnection({
    type: 'Notification',
    cursor: 'keyset',
    description: `The viewer’s notifications, newest first; those about posts they can no longer see are left out. totalCount stops at ${COUNT_LIMIT}.`,
    ...signedInWith('ACCOUNTS_READ'),
    totalCount: (_root, _args, ctx) => db().notification.count({ where: seenBy(ctx), take: COUNT_LIMIT }),
    resolve: (query, _root, _args, ctx) =>
      keysetPage(query, 'createdAt', seenBy(ctx), (args) => db().notification.findMany(args as Prisma.NotificationFindManyArgs)),
  }),
  unreadNotificationCount: t.int({
    description: `How many of the viewer’s notifications are unread, counted up to ${UNREAD_COUNT_LIMIT} (0 for guests).`,
    resolve: (_root, _args, ctx) => (hasScope(ctx, 'ACCOUNTS_READ') ? unreadNotificationCount(actingViewer(ctx), ctx.apiScopes === null) : 0),
  }),
}));

const MarkNotificationsReadInput = builder.inputType('MarkNotificationsReadInput', {
  description: 'Which notifications to mark read.',
  fields: (t) => ({
    notificationIds: t.globalIDList({
      required: false,
      for: [NotificationNode],
      description: 'The notifications to mark read; omitted marks all of them.',
    }),
  }),
});

type MarkReadPayload = { ids: string[] | null; readAt: Date };

const MarkNotificationsReadSuccess = builder.objectRef<MarkReadPayload>('MarkNotificationsReadSuccess').implement({
  description: 'The notifications were marked read.',
  fields: (t) => ({
    unreadCount: t.int({
      description: `How many unread notifications remain, counted up to ${UNREAD_COUNT_LIMIT}.`,
      resolve: (_p, _args, ctx) => unreadNotificationCount(actingViewer(ctx), ctx.apiScopes === null),
    }),
    notifications: t.prismaField({
      type: ['Notification'],
      description: 'The notifications asked for, or (when all were marked) the latest 100 that were just marked.',
      resolve: (query, p, _args, ctx) =>
        db().notification.findMany({
          ...query,
          where: {
            AND: [seenBy(ctx), p.ids ? { id: { in: p.ids } } : { readAt: p.readAt }],
          },
          orderBy: NEWEST_FIRST,
          take: 100,
        }),
    }),
  }),
});

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: MarkNotificationsReadSuccess,
    description: 'Marks the viewer’s notifications read (the given ones, or all).',
    ...signedInWith('ACCOUNTS_WRITE'),
    errors: { types: [], union: { name: 'MarkNotificationsReadResult' } },
    args: { input: t.arg({ type: MarkNotificationsReadInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await markNotificationsRead(ctx.viewer!, input.notificationIds?.map((id) => id.id) ?? null, ctx.apiScopes === null);
      if (result.changed) pushNotification(ctx.pubsub, ctx.viewer!.id, null);
      return { ids: result.ids, readAt: result.readAt };
    },
  }),
);

type NotificationEventShape = { notificationId: string | null };

const NotificationEventRef = builder.objectRef<NotificationEventShape>('NotificationEvent').implement({
  ...typeNeeds('ACCOUNTS_READ'),
  description: 'A new notification, or a change of the unread count.',
  fields: (t) => ({
    notification: t.prismaField({
      type: 'Notification',
      nullable: true,
      description: 'The new notification; null when only the unread count changed.',
      resolve: (query, e, _args, ctx) =>
        e.notificationId
          ? db().notification.findFirst({ ...query, where: { AND: [{ id: e.notificationId }, seenBy(ctx)] } })
          : null,
    }),
    unreadCount: t.int({
      description: `How many unread notifications the viewer has now, counted up to ${UNREAD_COUNT_LIMIT}.`,
      resolve: (_e, _args, ctx) => unreadNotificationCount(actingViewer(ctx), ctx.apiScopes === null),
    }),
  }),
});

builder.subscriptionField('notificationEvents', (t) =>
  t.field({
    type: NotificationEventRef,
    description: 'Pushed when the viewer gets a notification and when their unread count changes.',
    ...signedInWith('ACCOUNTS_READ'),
    subscribe: (_root, _args, ctx) => {
      // Scope checks guard resolvers, not subscribe: refuse here before listening.
      if (!ctx.viewer || !hasScope(ctx, 'ACCOUNTS_READ')) throw authorizationError(ctx, 'ACCOUNTS_READ');
      return ctx.pubsub.subscribe('user:notification', ctx.viewer.id);
    },
    resolve: (payload) => ({ notificationId: (payload as NotificationEventShape).notificationId ?? null }),
  }),
);

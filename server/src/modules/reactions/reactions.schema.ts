// Reactions in GraphQL: Post.reactions and Comment.reactions (batched per page), setReaction, and the
// live reactionsChanged events of a post page. Every door follows the post's content rule.
import { GraphQLError } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { batchLoader, type Loader } from '../../graphql/batch-loader.ts';
import { perEvent } from '../../graphql/live-events.ts';
import { actingViewer } from '../../graphql/acting-viewer.ts';
import { authorizationError, hasScope, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import type { Context } from '../../graphql/context.ts';
import type { ReactionKind, ReactionTally } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { commentEventShownTo } from '../blocks/blocks.schema.ts';
import { CommentNode } from '../comments/comments.schema.ts';
import { findReadablePost } from '../comments/comments.service.ts';
import { PostNode, postReadersGate, readsComments } from '../posts/posts.schema.ts';
import {
  countsOf,
  NO_REACTIONS,
  REACTION_KINDS,
  type ReactionCounts,
  reactionsOfUser,
  type ReactionsChangedPayload,
  setReaction,
  talliesOf,
} from './reactions.service.ts';

/**
 * One target's reactions as one viewer may see them; `readable` false gives zeros and no viewer reaction.
 * `viewerReaction` is known when read with the post or comment itself, else looked up (live events).
 */
type SummaryShape = { targetId: string; counts: ReactionCounts; readable: boolean; viewerReaction?: ReactionKind | null };

const tallyLoaders = new WeakMap<object, Loader<string, ReactionTally | null>>();
const viewerLoaders = new WeakMap<object, Loader<string, ReactionKind | null>>();

/** Tallies by target id, one query per request (or per live event, for rows shared by its subscribers). */
function tallyOf(scope: object, targetId: string): Promise<ReactionTally | null> {
  let load = tallyLoaders.get(scope);
  if (!load) tallyLoaders.set(scope, (load = batchLoader((k: string) => k, talliesOf, null)));
  return load(targetId);
}

/** The viewer's own reaction by target id, one query per request. */
function viewerReactionOf(ctx: Context, targetId: string): Promise<ReactionKind | null> | null {
  const viewer = actingViewer(ctx);
  if (!viewer) return null;
  let load = viewerLoaders.get(ctx);
  if (!load) viewerLoaders.set(ctx, (load = batchLoader((k: string) => k, (ids) => reactionsOfUser(viewer.id, ids), null)));
  return load(targetId);
}

async function summaryOf(scope: object, targetId: string, readable: boolean): Promise<SummaryShape> {
  return { targetId, readable, counts: readable ? countsOf(await tallyOf(scope, targetId)) : NO_REACTIONS };
}

/** A post's or comment's tally and the viewer's own reaction, selected into the query that reads it (no extra statement). */
function withReactions(ctx: Context, ownReactions: { commentId?: null }) {
  const viewer = actingViewer(ctx);
  return {
    reactionTallies: { where: ownReactions, take: 1 },
    ...(viewer ? { reactions: { where: { userId: viewer.id, ...ownReactions }, select: { kind: true }, take: 1 } } : {}),
  };
}

type WithReactions = { id: string; reactionTallies: ReactionTally[]; reactions?: { kind: ReactionKind }[] };

function summaryFrom(row: WithReactions, readable: boolean): SummaryShape {
  return { targetId: row.id, readable, counts: readable ? countsOf(row.reactionTallies[0]) : NO_REACTIONS, viewerReaction: row.reactions?.[0]?.kind ?? null };
}

export const ReactionKindEnum = builder.enumType('ReactionKind', {
  description: 'The fixed set of reactions (the client shows them as emoji, in this order).',
  values: {
    LIKE: { description: 'Like (a heart).' },
    LAUGH: { description: 'Funny.' },
    WOW: { description: 'Surprised.' },
    SAD: { description: 'Sad.' },
    CHEER: { description: 'Cheering on.' },
  },
});

const ReactionCountRef = builder.objectRef<{ kind: ReactionKind; count: number }>('ReactionCount').implement({
  description: 'How many people left one kind of reaction.',
  fields: (t) => ({
    kind: t.field({ type: ReactionKindEnum, description: 'The reaction.', resolve: (c) => c.kind }),
    count: t.exposeInt('count', { description: 'How many left it.' }),
  }),
});

export const ReactionSummaryRef = builder.objectRef<SummaryShape>('ReactionSummary').implement({
  description:
    'The reactions on a post or a comment. All zero for a viewer who may not read the post (subscriber-only without its plan) and for a deleted comment.',
  ...typeNeeds('POSTS_READ'),
  fields: (t) => ({
    id: t.id({
      description: 'Stable per target, so live updates and mutations refresh the summary a client holds.',
      resolve: (s) => encodeGlobalID('ReactionSummary', s.targetId),
    }),
    counts: t.field({
      type: [ReactionCountRef],
      description: 'Counts of every kind, in the fixed order (zeros included). Counters kept with the reactions: no COUNT.',
      resolve: (s) => REACTION_KINDS.map((kind) => ({ kind, count: s.counts[kind] })),
    }),
    total: t.int({
      description: 'All reactions together.',
      resolve: (s) => REACTION_KINDS.reduce((sum, kind) => sum + s.counts[kind], 0),
    }),
    viewerReaction: t.field({
      type: ReactionKindEnum,
      nullable: true,
      description: 'The viewer’s own reaction; null when they have none (and for guests).',
      resolve: (s, _args, ctx) => (!s.readable ? null : s.viewerReaction !== undefined ? s.viewerReaction : viewerReactionOf(ctx, s.targetId)),
    }),
  }),
});

builder.prismaObjectField('Post', 'reactions', (t) =>
  t.field({
    type: ReactionSummaryRef,
    description: 'Reactions on the post (zeros when the viewer may not read it).',
    // The post's own tally (not its comments') and the viewer's reaction come with the post's query.
    select: (_args, ctx) => ({ clubId: true, isSubscriberOnly: true, requiredPlanId: true, requiredPlan: { select: { level: true } }, ...withReactions(ctx, { commentId: null }) }),
    resolve: async (post, _args, ctx) => summaryFrom(post as unknown as WithReactions, await readsComments(ctx, post)),
  }),
);

builder.prismaObjectField('Comment', 'reactions', (t) =>
  t.field({
    type: ReactionSummaryRef,
    description: 'Reactions on the comment (zeros once it is deleted).',
    // A Comment resolves only for viewers who may read its post; a deleted one keeps nothing.
    select: (_args, ctx) => ({ deletedAt: true, ...withReactions(ctx, {}) }),
    resolve: (comment) => summaryFrom(comment as unknown as WithReactions, !comment.deletedAt),
  }),
);

// ------------------------------------------------------------------ live events

/** Readers of the post: the same gate as its comment events. */
const readers = postReadersGate();

type ReactionsChangedShape = ReactionsChangedPayload & { event: object; postId: string };

const ReactionsChangedRef = builder.objectRef<ReactionsChangedShape>('ReactionsChangedEvent').implement({
  description: 'The reactions on the watched post, or on one of its comments, changed.',
  ...typeNeeds('POSTS_READ'),
  fields: (t) => ({
    postId: t.id({ description: 'The Post id.', resolve: (e) => encodeGlobalID('Post', e.postId) }),
    commentId: t.id({
      nullable: true,
      description: 'The Comment id when a comment’s reactions changed; null for the post’s own.',
      resolve: (e) => (e.commentId ? encodeGlobalID('Comment', e.commentId) : null),
    }),
    reactions: t.field({
      type: ReactionSummaryRef,
      description: 'The new counts (read once per event for every subscriber, who all may read the post).',
      resolve: (e) => perEvent(e.event, 'summary', () => summaryOf(perEvent(e.event, 'scope', () => ({})), e.targetId, true)),
    }),
  }),
});

builder.subscriptionField('reactionsChanged', (t) =>
  t.field({
    type: ReactionsChangedRef,
    description:
      'New reaction counts of a post and its comments, live. Refused when the viewer may not read the post (NOT_FOUND when they cannot see it, FORBIDDEN when it is locked for them).',
    args: { postId: t.arg.globalID({ required: true, for: [PostNode], description: 'The post to watch.' }) },
    subscribe: async (_root, { postId }, ctx) => {
      // Scope checks guard resolvers, not subscribe: refuse here before listening.
      if (!hasScope(ctx, 'POSTS_READ')) throw authorizationError(ctx, 'POSTS_READ');
      try {
        await findReadablePost(actingViewer(ctx), postId.id);
      } catch (error) {
        if (error instanceof NotFoundError) throw new GraphQLError('No such post', { extensions: { code: 'NOT_FOUND' } });
        throw new GraphQLError((error as Error).message, { extensions: { code: 'FORBIDDEN' } });
      }
      // Checked again per event: a post hidden (or a subscription ended) while someone watches stops their events.
      const viewer = actingViewer(ctx);
      return ctx.pubsub.subscribe('post:reactionsChanged', postId.id, {
        // Nothing about a comment by a user the viewer blocked, nor a reply in a thread they started.
        accept: (event) => commentEventShownTo(event, viewer, readers.mayReceive(event, postId.id, viewer)),
        onEnd: readers.watch(postId.id, viewer?.id ?? null),
      });
    },
    resolve: (payload, { postId }) => ({ ...payload, event: payload, postId: postId.id }),
  }),
);

// ------------------------------------------------------------------ mutations

const SetReactionInput = builder.inputType('SetReactionInput', {
  description: 'The viewer’s reaction on a post or a comment: a kind to leave (replacing an earlier one), or null to take it back.',
  fields: (t) => ({
    targetId: t.globalID({ required: true, for: [PostNode, CommentNode], description: 'The Post or Comment.' }),
    kind: t.field({ type: ReactionKindEnum, required: false, description: 'The reaction; null (or left out) removes the viewer’s reaction.' }),
  }),
});

const ReactionSetRef = builder.objectRef<{ targetId: string }>('ReactionSet').implement({
  description: 'The viewer’s reaction was set or removed.',
  fields: (t) => ({
    reactions: t.field({
      type: ReactionSummaryRef,
      description: 'The target’s reactions after the change.',
      resolve: (p, _args, ctx) => summaryOf(ctx, p.targetId, true),
    }),
  }),
});

const asTarget = (id: { typename: string; id: string }) => ({ type: id.typename === 'Comment' ? ('Comment' as const) : ('Post' as const), id: id.id });

builder.mutationField('setReaction', (t) =>
  t.field({
    type: ReactionSetRef,
    description:
      'Leaves, switches or takes back the viewer’s reaction on a post or comment (club members and the owner; idempotent). NOT_FOUND for a post or comment the viewer may not read.',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [NotFoundError, MembershipRequiredError, ClubBannedError], union: { name: 'SetReactionResult' } },
    args: { input: t.arg({ type: SetReactionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      targetId: await setReaction(actingViewer(ctx)!, asTarget(input.targetId), input.kind ?? null, ctx.pubsub),
    }),
  }),
);

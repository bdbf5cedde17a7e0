// Comments in GraphQL: the Comment node, Post.comments, create/update/delete and live commentEvents.
import { GraphQLError } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { cursorTimeBound } from '../../graphql/cursor-bound.ts';
import { loaderScope, perEvent, sharedByEvent } from '../../graphql/live-events.ts';
import { viewerIs } from '../../graphql/shared-execution.ts';
import type { Context } from '../../graphql/context.ts';
import type { Post } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { DELETED_USER_NAME, pickLocale } from '../accounts/account-mail.ts';
import { authorizationError, hasScope, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { UserNode } from '../accounts/accounts.schema.ts';
import { actingViewer } from '../../graphql/acting-viewer.ts';
import { clubProfile, clubStanding } from '../clubs/club-loaders.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { blockedAuthorFilter } from '../blocks/blocks.service.ts';
import { commentEventShownTo } from '../blocks/blocks.schema.ts';
import { PostNode, postReadersGate, readablePostsFor, readsComments } from '../posts/posts.schema.ts';
import {
  type CommentEventPayload,
  commentBlocksWhere,
  createComment,
  deleteComment,
  findReadablePost,
  isEdited,
  isHiddenFrom,
  mayDeleteComment,
  mayHideComment,
  setCommentHidden,
  TOP_LEVEL_COMMENTS_WHERE,
  updateComment,
} from './comments.service.ts';

const COMMENT_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** The row a related connection hangs off (Pothos keeps it on the connection): where its counters are. */
const parentOf = <T>(connection: object) => (connection as { parent: T }).parent;

/** Comments the viewer may read (per request; see readablePostsFor). */
const readableCommentsFor = async (ctx: Context) => ({ post: await readablePostsFor(ctx), ...commentBlocksWhere(actingViewer(ctx)) });

const isAdmin = (ctx: Context) => actingViewer(ctx)?.role === 'ADMIN';

/** What isHiddenFrom reads of a comment. */
const HIDING_SELECT = { deletedAt: true, hiddenAt: true, authorId: true, post: { select: { clubId: true, club: { select: { ownerId: true } } } } } as const;

/** Deleted, or hidden from this viewer: shown as a placeholder, without its author or text. */
const isPlaceholderFor = (
  ctx: Context,
  comment: { deletedAt: Date | null; hiddenAt: Date | null; authorId: string; post: { club: { ownerId: string } } },
) => !!comment.deletedAt || isHiddenFrom((userId) => viewerIs(ctx, userId), isAdmin(ctx), comment);

export const CommentNode = builder.prismaNode('Comment', {
  id: { field: 'id' },
  ...typeNeeds('POSTS_READ'),
  // A comment resolves exactly when the viewer may read its post's body (hidden and locked posts: never).
  nullable: true,
  findUnique: async (id, ctx) => ({ id, AND: [await readableCommentsFor(ctx)] }),
  description: 'A comment on a post, or a reply to one (replies are one level deep).',
  fields: (t) => ({
    post: t.relation('post', { description: 'The post it comments on.' }),
    author: t.field({
      type: UserNode,
      nullable: true,
      description: 'Who wrote it; null once the comment is deleted, or while it is hidden from the viewer.',
      select: (_args, _ctx, nestedSelection) => ({ ...HIDING_SELECT, author: nestedSelection(true) }),
      resolve: (comment, _args, ctx) => (isPlaceholderFor(ctx, comment) ? null : comment.author),
    }),
    authorName: t.string({
      description: 'The author’s nickname in this club (or their main one); "" once the comment is deleted, or while it is hidden from the viewer.',
      select: { ...HIDING_SELECT, author: { select: { nickname: true, status: true } } },
      resolve: async (comment, _args, ctx) => {
        if (isPlaceholderFor(ctx, comment)) return '';
        if (comment.author.status === 'DELETED') return DELETED_USER_NAME[pickLocale(ctx.locales)];
        const profile = await clubProfile(loaderScope(comment, ctx), comment.post.clubId, comment.authorId);
        return profile?.nickname ?? comment.author.nickname;
      },
    }),
    authorIsOwner: t.boolean({
      description: 'Written by the club’s owner (shown with a creator badge, so no fan can pass for them); false once deleted or while hidden from the viewer.',
      select: HIDING_SELECT,
      resolve: (comment, _args, ctx) => !isPlaceholderFor(ctx, comment) && comment.authorId === comment.post.club.ownerId,
    }),
    authorAvatarUrl: t.string({
      nullable: true,
      description: 'The author’s picture in this club (or their main one); null once deleted, or while hidden from the viewer.',
      select: { ...HIDING_SELECT, author: { select: { avatarUrl: true } } },
      resolve: async (comment, _args, ctx) => {
        if (isPlaceholderFor(ctx, comment)) return null;
        const profile = await clubProfile(loaderScope(comment, ctx), comment.post.clubId, comment.authorId);
        return profile?.avatarUrl ?? comment.author.avatarUrl;
      },
    }),
    body: t.string({
      nullable: true,
      description:
        'The text (1–1000 characters); null for a deleted comment kept as a placeholder, and for a hidden one except to its author, the club owner and administrators.',
      select: { ...HIDING_SELECT, body: true },
      resolve: (comment, _args, ctx) => (isPlaceholderFor(ctx, comment) ? null : comment.body),
    }),
    isHidden: t.boolean({
      description: 'Hidden by the club owner or an administrator: others see a placeholder; its author, the owner and administrators still see it.',
      select: { hiddenAt: true, deletedAt: true },
      resolve: (comment) => !comment.deletedAt && comment.hiddenAt !== null,
    }),
    isDeleted: t.boolean({
      description: 'Deleted, shown as a placeholder because it has replies.',
      select: { deletedAt: true },
      resolve: (comment) => comment.deletedAt !== null,
    }),
    isEdited: t.boolean({
      description: 'The text was changed after posting.',
      select: { createdAt: true, updatedAt: true, deletedAt: true },
      resolve: (comment) => isEdited(comment),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was posted.' }),
    parent: t.relation('parent', { nullable: true, description: 'The top-level comment a reply belongs to; null for top-level comments.' }),
    mentionedName: t.string({
      nullable: true,
      description:
        'For a reply: the club nickname of the user it answers; null while the reply is hidden from the viewer, or when it answers the author of the placeholder above it (deleted, or hidden from the viewer).',
      select: {
        ...HIDING_SELECT,
        mentionedUserId: true,
        mentionedUser: { select: { nickname: true, status: true } },
        parent: { select: { authorId: true, deletedAt: true, hiddenAt: true } },
      },
      resolve: async (comment, _args, ctx) => {
        if (!comment.mentionedUserId || !comment.mentionedUser || isPlaceholderFor(ctx, comment)) return null;
        // A reply naming the thread's author would name whom its placeholder leaves out.
        const { parent } = comment;
        if (parent && parent.authorId === comment.mentionedUserId && isPlaceholderFor(ctx, { ...parent, post: comment.post })) return null;
        if (comment.mentionedUser.status === 'DELETED') return DELETED_USER_NAME[pickLocale(ctx.locales)];
        const profile = await clubProfile(loaderScope(comment, ctx), comment.post.clubId, comment.mentionedUserId);
        return profile?.nickname ?? comment.mentionedUser.nickname;
      },
    }),
    replies: t.relatedConnection(
      'replies',
      {
        description: 'Replies, oldest first (only top-level comments have replies); none by users the viewer blocked.',
        cursor: 'replyKeyset',
        query: (args, ctx) => ({ where: { AND: [blockedAuthorFilter(actingViewer(ctx)), cursorTimeBound(args, 'asc')] }, orderBy: COMMENT_ORDER }),
      },
      {
        fields: (c) => ({
          totalCount: c.int({
            description: 'How many replies (a counter kept with the comments).',
            resolve: (connection) => parentOf<{ replyCount: number }>(connection).replyCount,
          }),
        }),
      },
    ),
    replyCount: t.exposeInt('replyCount', { description: 'How many replies it has (a counter kept with the comments: costs no query).' }),
    viewerCanEdit: t.boolean({
      description: 'The viewer wrote it, is still a member of the club (or its owner), and it is neither deleted nor hidden.',
      select: { authorId: true, deletedAt: true, hiddenAt: true, post: { select: { clubId: true } } },
      resolve: async (comment, _args, ctx) => {
        if (comment.deletedAt || comment.hiddenAt || !viewerIs(ctx, comment.authorId)) return false;
        const s = await clubStanding(ctx, actingViewer(ctx), comment.post.clubId);
        return s.isOwner || s.isMember;
      },
    }),
    viewerCanDelete: t.boolean({
      description: 'The viewer wrote it, runs the club, or is an administrator.',
      select: { authorId: true, deletedAt: true, post: { select: { club: { select: { ownerId: true } } } } },
      resolve: (comment, _args, ctx) => mayDeleteComment((userId) => viewerIs(ctx, userId), isAdmin(ctx), comment),
    }),
    viewerCanHide: t.boolean({
      description: 'The viewer runs the club or is an administrator: they may hide the comment, or show it again (hideComment, showComment).',
      select: { deletedAt: true, post: { select: { club: { select: { ownerId: true } } } } },
      resolve: (comment, _args, ctx) => mayHideComment((userId) => viewerIs(ctx, userId), isAdmin(ctx), comment),
    }),
  }),
});

builder.prismaObjectField('Post', 'comments', (t) =>
  t.relatedConnection('comments', {
    description:
      'Top-level comments, oldest first. Deleted comments with replies stay as placeholders; deleted ones without replies are gone.',
    // The cursor carries the comment's time (Comment's `keyset` unique): the page's index scan starts there.
    cursor: 'keyset',
    // Empty for a viewer who may not read the post (a subscriber-only post's comments are locked with it).
    query: async (args, ctx) => ({
      where: { AND: [TOP_LEVEL_COMMENTS_WHERE, await readableCommentsFor(ctx), cursorTimeBound(args, 'asc')] },
      orderBy: COMMENT_ORDER,
    }),
  }, {
    fields: (c) => ({
      totalCount: c.int({
        description: 'How many top-level comments are shown, placeholders included (a counter kept with the comments); 0 when the viewer may not read the post.',
        resolve: async (connection, _args, ctx) => {
          const post = parentOf<Post>(connection);
          return post.topLevelCommentCount > 0 && (await readsComments(ctx, post)) ? post.topLevelCommentCount : 0;
        },
      }),
    }),
  }),
);

// ------------------------------------------------------------------ live events

const CommentEventKindEnum = builder.enumType('CommentEventKind', {
  description: 'What happened to a comment.',
  values: {
    CREATED: { description: 'A comment or reply was posted.' },
    UPDATED: { description: 'Its text was edited, or it was hidden or shown again.' },
    DELETED: { description: 'It was deleted (a placeholder remains when it has replies).' },
  },
});

/** A delivered event: the payload object shared by every local subscriber of the post, and what it says. */
type CommentEventShape = CommentEventPayload & { event: object; postId: string };

/** Who may receive each comment event: readers of the post (judged once per event for all local watchers). */
const readers = postReadersGate();

const CommentEventRef = builder.objectRef<CommentEventShape>('CommentEvent').implement({
  description: 'A change to a comment on the watched post.',
  ...typeNeeds('POSTS_READ'),
  fields: (t) => ({
    kind: t.field({ type: CommentEventKindEnum, description: 'What happened.', resolve: (e) => e.kind }),
    commentId: t.id({ description: 'The Comment id.', resolve: (e) => encodeGlobalID('Comment', e.commentId) }),
    parentId: t.id({
      nullable: true,
      description: 'For replies: the top-level comment id.',
      resolve: (e) => (e.parentId ? encodeGlobalID('Comment', e.parentId) : null),
    }),
    comment: t.prismaField({
      type: 'Comment',
      nullable: true,
      description: 'The comment as the viewer may see it (a placeholder after a delete that kept replies); null when removed.',
      // Read once per event and selection for every subscriber: each one passed mayReceive for this event.
      resolve: (query, e) =>
        perEvent(e.event, `comment:${JSON.stringify(query)}`, async () =>
          sharedByEvent(await db().comment.findFirst({ ...query, where: { id: e.commentId, postId: e.postId } }), perEvent(e.event, 'scope', () => ({}))),
        ),
    }),
  }),
});

builder.subscriptionField('commentEvents', (t) =>
  t.field({
    type: CommentEventRef,
    description:
      'Comments created, edited and deleted on a post, live. Refused when the viewer may not read the post (NOT_FOUND when they cannot see it, FORBIDDEN when it is locked for them).',
    args: { postId: t.arg.globalID({ required: true, for: [PostNode], description: 'The post to watch.' }) },
    subscribe: async (_root, { postId }, ctx) => {
      // Scope checks guard resolvers, not subscribe: refuse here before listening.
      if (!hasScope(ctx, 'POSTS_READ')) throw authorizationError(ctx, 'POSTS_READ');
      try {
        await findReadablePost(actingViewer(ctx), postId.id);
      } catch (error) {
        if (error instanceof ForbiddenError) throw new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN' } });
        throw new GraphQLError('No such post', { extensions: { code: 'NOT_FOUND' } });
      }
      // Checked again per event: a post hidden (or a subscription ended) while someone watches stops their events.
      const viewer = actingViewer(ctx);
      return ctx.pubsub.subscribe('post:commentEvent', postId.id, {
        // Nothing by a user the viewer blocked, nor a reply in a thread they started.
        accept: (event) => commentEventShownTo(event, viewer, readers.mayReceive(event, postId.id, viewer)),
        onEnd: readers.watch(postId.id, viewer?.id ?? null),
      });
    },
    resolve: (payload, { postId }) => {
      const p = payload as Partial<CommentEventPayload> & Pick<CommentEventPayload, 'commentId' | 'kind'>;
      return { commentId: p.commentId, kind: p.kind, parentId: p.parentId ?? null, event: payload, postId: postId.id };
    },
  }),
);

// ------------------------------------------------------------------ mutations

const CreateCommentInput = builder.inputType('CreateCommentInput', {
  description: 'A new comment, or a reply.',
  fields: (t) => ({
    postId: t.globalID({ required: true, for: [PostNode], description: 'The post to comment on.' }),
    body: t.string({ required: true, description: 'The text, 1–1000 characters (REQUIRED when empty).' }),
    replyToId: t.globalID({
      required: false,
      for: [CommentNode],
      description: 'The comment answered; a reply to a reply joins its top-level comment and mentions the replied-to author.',
    }),
  }),
});

const UpdateCommentInput = builder.inputType('UpdateCommentInput', {
  description: 'New text for the viewer’s comment.',
  fields: (t) => ({
    commentId: t.globalID({ required: true, for: [CommentNode], description: 'The comment to edit.' }),
    body: t.string({ required: true, description: 'The text, 1–1000 characters.' }),
  }),
});

const DeleteCommentInput = builder.inputType('DeleteCommentInput', {
  description: 'The comment to delete.',
  fields: (t) => ({
    commentId: t.globalID({ required: true, for: [CommentNode], description: 'The comment to delete.' }),
  }),
});

const HideCommentInput = builder.inputType('HideCommentInput', {
  description: 'The comment to hide, or to show again.',
  fields: (t) => ({
    commentId: t.globalID({ required: true, for: [CommentNode], description: 'The comment.' }),
  }),
});

type CommentPayload = { commentId: string };

const CreateCommentSuccess = builder.objectRef<CommentPayload>('CreateCommentSuccess').implement({
  description: 'The comment was posted.',
  fields: (t) => ({
    comment: t.prismaField({
      type: 'Comment',
      description: 'The new comment.',
      resolve: (query, p) => db().comment.findUniqueOrThrow({ ...query, where: { id: p.commentId } }),
    }),
  }),
});

const UpdateCommentSuccess = builder.objectRef<CommentPayload>('UpdateCommentSuccess').implement({
  description: 'The comment was edited.',
  fields: (t) => ({
    comment: t.prismaField({
      type: 'Comment',
      description: 'The edited comment.',
      resolve: (query, p) => db().comment.findUniqueOrThrow({ ...query, where: { id: p.commentId } }),
    }),
  }),
});

const DeleteCommentSuccess = builder.objectRef<CommentPayload>('DeleteCommentSuccess').implement({
  description: 'The comment was deleted.',
  fields: (t) => ({
    deletedCommentId: t.id({ description: 'The deleted Comment id.', resolve: (p) => encodeGlobalID('Comment', p.commentId) }),
    comment: t.prismaField({
      type: 'Comment',
      nullable: true,
      description: 'The placeholder left when the comment has replies; null when it was removed.',
      resolve: (query, p) => db().comment.findFirst({ ...query, where: { id: p.commentId, deletedAt: { not: null } } }),
    }),
  }),
});

const HideCommentSuccess = builder.objectRef<CommentPayload>('HideCommentSuccess').implement({
  description: 'The comment is hidden, or shown again.',
  fields: (t) => ({
    comment: t.prismaField({
      type: 'Comment',
      description: 'The comment, as the viewer now sees it.',
      resolve: (query, p) => db().comment.findUniqueOrThrow({ ...query, where: { id: p.commentId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  createComment: t.field({
    type: CreateCommentSuccess,
    description:
      'Comments on a post or replies to a comment (club members and the club owner who may read the post; FORBIDDEN on a subscriber-only post without its plan).',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError, MembershipRequiredError, ClubBannedError], union: { name: 'CreateCommentResult' } },
    args: { input: t.arg({ type: CreateCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const comment = await createComment(
        actingViewer(ctx)!,
        { postId: input.postId.id, body: input.body, replyToId: input.replyToId?.id ?? null },
        ctx.pubsub,
      );
      return { commentId: comment.id };
    },
  }),
  updateComment: t.field({
    type: UpdateCommentSuccess,
    description: 'Edits a comment (its author only).',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError, MembershipRequiredError, ClubBannedError], union: { name: 'UpdateCommentResult' } },
    args: { input: t.arg({ type: UpdateCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const comment = await updateComment(actingViewer(ctx)!, { commentId: input.commentId.id, body: input.body }, ctx.pubsub);
      return { commentId: comment.id };
    },
  }),
  deleteComment: t.field({
    type: DeleteCommentSuccess,
    description:
      'Deletes a comment (its author, the club owner, administrators). One with replies stays as a placeholder.',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: { name: 'DeleteCommentResult' } },
    args: { input: t.arg({ type: DeleteCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteComment(actingViewer(ctx)!, input.commentId.id, ctx.pubsub);
      return { commentId: input.commentId.id };
    },
  }),
  hideComment: t.field({
    type: HideCommentSuccess,
    description:
      'Hides a comment (the club owner or an administrator): others see "This comment was hidden" in its place and its replies stay. Notifies nobody; an administrator’s hide is audited.',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: { name: 'HideCommentResult' } },
    args: { input: t.arg({ type: HideCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await setCommentHidden(actingViewer(ctx)!, input.commentId.id, true, ctx.pubsub);
      return { commentId: input.commentId.id };
    },
  }),
  showComment: t.field({
    type: HideCommentSuccess,
    description: 'Shows a hidden comment again (the club owner or an administrator). Notifies nobody; an administrator’s show is audited.',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: { name: 'ShowCommentResult' } },
    args: { input: t.arg({ type: HideCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await setCommentHidden(actingViewer(ctx)!, input.commentId.id, false, ctx.pubsub);
      return { commentId: input.commentId.id };
    },
  }),
}));

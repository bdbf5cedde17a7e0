// Comments on posts: one level of replies, mentions, placeholders for deleted comments with replies.
// A comment is visible exactly when its post is; every event is published only after commit.
import type { Prisma } from '../../generated/prisma/client.ts';
import { db, isRecordGone } from '../../platform/database.ts';
import { recordAudit } from '../admin/admin.service.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { clubRoleOf } from '../clubs/clubs.service.ts';
import { assertNotBanned, notBlockedByViewer } from '../blocks/blocks.service.ts';
import {
  createReplyNotifications,
  deliverReplyNotifications,
  notifyPostCommented,
  pushNotification,
  unreadRecipientsOfComment,
} from '../notifications/notifications.service.ts';
import { announcePostChanged, readablePostsWhere, readersOfPost, visiblePostsWhere } from '../posts/posts.service.ts';
import { isUuid } from '../../platform/ids.ts';
import { visibleText } from '../../platform/visible-text.ts';

export const COMMENT_MAX_LENGTH = 1000;

/** Edits within this long after posting do not mark a comment edited (createdAt and updatedAt differ by ms). */
const EDIT_GRACE_MS = 1000;


export type CommentEventKind = 'CREATED' | 'UPDATED' | 'DELETED';

/**
 * What 'post:commentEvent' carries: ids only; each instance reads the comment once per event for its
 * subscribers. `authorId` and, for a reply, `threadAuthorId` (the top-level comment's author; null when
 * unknown) keep a comment's events from those who blocked either (commentBlocksWhere's rule).
 */
export type CommentEventPayload = { commentId: string; kind: CommentEventKind; parentId: string | null; authorId?: string | null; threadAuthorId?: string | null };

/** Comments the viewer may read: those of posts whose body they may read (the posts' content rule). */
export async function readableCommentsWhere(viewer: Viewer | null): Promise<Prisma.CommentWhereInput> {
  return { post: await readablePostsWhere(viewer), ...commentBlocksWhere(viewer) };
}

/**
 * What the viewer's blocks leave of comments: none by users they blocked, and no replies in a thread one of
 * them started (replies to their comments go with them, so a readable reply's parent is readable too).
 */
export function commentBlocksWhere(viewer: Viewer | null): Prisma.CommentWhereInput {
  const author = notBlockedByViewer(viewer);
  return author ? { author, OR: [{ parentId: null }, { parent: { author } }] } : {};
}

/** Top-level comments shown under a post: deleted ones remain only as placeholders for their replies. */
export const TOP_LEVEL_COMMENTS_WHERE: Prisma.CommentWhereInput = {
  parentId: null,
  OR: [{ deletedAt: null }, { replies: { some: {} } }],
};

export function isEdited(comment: { createdAt: Date; updatedAt: Date; deletedAt: Date | null }): boolean {
  return !comment.deletedAt && comment.updatedAt.getTime() - comment.createdAt.getTime() > EDIT_GRACE_MS;
}

type DeletableComment = { authorId: string; deletedAt: Date | null; post: { club: { ownerId: string } } };
type HideableComment = DeletableComment & { hiddenAt: Date | null };

/** Author, club owner and administrators may delete a (not yet deleted) comment. */
export function canDeleteComment(viewer: Viewer | null, comment: DeletableComment): boolean {
  return !!viewer && mayDeleteComment((userId) => viewer.id === userId, viewer.role === 'ADMIN', comment);
}

/** canDeleteComment asked as "is the viewer this user?", so a live event's answer is shared by all it holds for. */
export function mayDeleteComment(viewerIs: (userId: string) => boolean, isAdmin: boolean, comment: DeletableComment): boolean {
  if (comment.deletedAt) return false;
  return isAdmin || viewerIs(comment.authorId) || viewerIs(comment.post.club.ownerId);
}

/** The club owner and administrators may hide or show a comment (not a deleted one). */
export function mayHideComment(viewerIs: (userId: string) => boolean, isAdmin: boolean, comment: DeletableComment): boolean {
  return !comment.deletedAt && (isAdmin || viewerIs(comment.post.club.ownerId));
}

/**
 * Whether a hidden comment shows as a placeholder to this viewer: everyone but its author, the club owner
 * and administrators (who see it marked hidden, to show it again or delete it). Not hidden: false.
 */
export function isHiddenFrom(viewerIs: (userId: string) => boolean, isAdmin: boolean, comment: HideableComment): boolean {
  if (!comment.hiddenAt) return false;
  return !(isAdmin || viewerIs(comment.authorId) || viewerIs(comment.post.club.ownerId));
}

export function checkBody(body: string): string {
  const text = body.trim();
  if (!visibleText(text)) throw new InvalidInputError('body', 'Write a comment', 'REQUIRED');
  if ([...text].length > COMMENT_MAX_LENGTH) throw new InvalidInputError('body', `At most ${COMMENT_MAX_LENGTH} characters`);
  return text;
}

/** Tells everyone watching the post (on any instance) that a comment changed. */
export function publishCommentEvent(pubsub: PubSub, postId: string, event: CommentEventPayload): void {
  // The channel type names commentId and kind; parentId rides along so clients can place removed replies.
  const payload: { commentId: string; kind: CommentEventKind } = event;
  pubsub.publish('post:commentEvent', postId, payload);
}

/** The post if the viewer may read its comments: NotFoundError when they cannot see it, ForbiddenError when it is locked for them. */
export async function findReadablePost(viewer: Viewer | null, postId: string) {
  const post = await findVisiblePost(viewer, postId);
  const readable = await db().post.count({ where: { AND: [{ id: post.id }, await readablePostsWhere(viewer)] } });
  if (!readable) throw new ForbiddenError('Subscribe to this post’s plan to read and write its comments');
  return post;
}

/** The post if the viewer can see it (else NotFoundError). */
export async function findVisiblePost(viewer: Viewer | null, postId: string) {
  const post = isUuid(postId)
    ? await db().post.findFirst({
        where: { AND: [{ id: postId }, visiblePostsWhere(viewer)] },
        select: { id: true, clubId: true, title: true, club: { select: { name: true, ownerId: true } } },
      })
    : null;
  if (!post) throw new NotFoundError('No such post');
  return post;
}

/** A live (not deleted) comment on a post the viewer can see (else NotFoundError). */
async function findLiveComment(viewer: Viewer, commentId: string) {
  const comment = isUuid(commentId)
    ? await db().comment.findFirst({
        where: { AND: [{ id: commentId, deletedAt: null }, await readableCommentsWhere(viewer)] },
        select: {
          id: true,
          postId: true,
          parentId: true,
          authorId: true,
          deletedAt: true,
          hiddenAt: true,
          updatedAt: true,
          parent: { select: { authorId: true } },
          post: { select: { clubId: true, club: { select: { ownerId: true } } } },
        },
      })
    : null;
  if (!comment) throw new NotFoundError('No such comment');
  return comment;
}

/**
 * Comments on a post (members and the club owner). A reply to a reply attaches to the top-level comment;
 * every reply mentions the author it answers, who (and the thread's author) is notified.
 */
export async function createComment(viewer: Viewer, input: { postId: string; body: string; replyToId?: string | null }, pubsub: PubSub) {
  const post = await findVisiblePost(viewer, input.postId);
  if ((await clubRoleOf(viewer.id, post.clubId)) === 'NONE') {
    await assertNotBanned(viewer.id, post.clubId);
    throw new MembershipRequiredError(post.clubId);
  }
  await findReadablePost(viewer, post.id);
  const body = checkBody(input.body);
  let parentId: string | null = null;
  let threadAuthorId: string | null = null;
  let mentionedUserId: string | null = null;
  const answered: string[] = [];
  if (input.replyToId) {
    const target = isUuid(input.replyToId)
      ? await db().comment.findFirst({
          // A hidden comment takes no replies (its thread's other replies still do); nor does one the viewer cannot read.
          where: { AND: [{ id: input.replyToId, postId: post.id, deletedAt: null, hiddenAt: null }, commentBlocksWhere(viewer)] },
          select: { id: true, parentId: true, authorId: true, parent: { select: { authorId: true, deletedAt: true } } },
        })
      : null;
    if (!target) throw new NotFoundError('No such comment to reply to');
    parentId = target.parentId ?? target.id;
    threadAuthorId = target.parent?.authorId ?? target.authorId;
    mentionedUserId = target.authorId;
    answered.push(target.authorId);
    if (target.parent && !target.parent.deletedAt) answered.push(target.parent.authorId);
  }
  // Nobody hears of a comment on a post they cannot read (hidden, or locked for them), nor from someone they
  // blocked or in a thread one started (createReplyNotifications leaves those out).
  const recipients = answered.length ? await readersOfPost(post.id, answered) : [];
  const { comment, deliveries } = await db().$transaction(async (tx) => {
    const comment = await tx.comment.create({ data: { postId: post.id, authorId: viewer.id, parentId, mentionedUserId, body } });
    const deliveries = await createReplyNotifications(tx, { id: comment.id, postId: post.id, clubId: post.clubId, authorId: viewer.id, threadAuthorId }, recipients);
    return { comment, deliveries };
  });
  publishCommentEvent(pubsub, post.id, { commentId: comment.id, kind: 'CREATED', parentId, authorId: viewer.id, threadAuthorId });
  // Notices never fail the comment, which stands: a failure is logged (notifications.service.ts).
  if (deliveries.length) {
    await deliverReplyNotifications(pubsub, deliveries, { actorId: viewer.id, clubId: post.clubId, postId: post.id, postTitle: post.title, clubName: post.club.name, body });
  }
  await notifyPostCommented({ id: comment.id, postId: post.id, authorId: viewer.id, threadAuthorId }, deliveries.map((d) => d.recipientId));
  return comment;
}

/** The author edits the text of their comment, unless banned from the club since (an edit writes as commenting does). */
export async function updateComment(viewer: Viewer, input: { commentId: string; body: string }, pubsub: PubSub) {
  const comment = await findLiveComment(viewer, input.commentId);
  if (comment.authorId !== viewer.id) throw new ForbiddenError('Only the author can edit a comment');
  await assertNotBanned(viewer.id, comment.post.clubId);
  // As for writing one: a member who left keeps their comments but no longer edits them.
  if ((await clubRoleOf(viewer.id, comment.post.clubId)) === 'NONE') throw new MembershipRequiredError(comment.post.clubId);
  if (comment.hiddenAt) throw new ForbiddenError('A hidden comment cannot be edited');
  const body = checkBody(input.body);
  // Written only while it is still live and shown: a delete or hide that committed since the read wins,
  // rather than this edit bringing back the text of a deleted comment or changing a hidden one.
  const updated = await db()
    .comment.update({ where: { id: comment.id, deletedAt: null, hiddenAt: null }, data: { body } })
    .catch(async (error: unknown) => {
      if (!isRecordGone(error)) throw error;
      const now = await findLiveComment(viewer, comment.id);
      throw now.hiddenAt ? new ForbiddenError('A hidden comment cannot be edited') : error;
    });
  publishCommentEvent(pubsub, comment.postId, { commentId: comment.id, kind: 'UPDATED', parentId: comment.parentId, authorId: comment.authorId, threadAuthorId: comment.parent?.authorId ?? null });
  announcePostChanged(comment.postId);
  return updated;
}

/**
 * Deletes a comment (author, club owner, administrators). A top-level comment with replies stays as a
 * placeholder; anything else is removed, and a placeholder whose last reply goes is removed with it.
 * Returns whether the comment remains as a placeholder.
 */
export async function deleteComment(
  viewer: Viewer,
  commentId: string,
  pubsub: PubSub,
  /** More writes in the same transaction (the moderation module resolves reports with it). */
  within?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<{ placeholder: boolean }> {
  const comment = await findLiveComment(viewer, commentId);
  if (!canDeleteComment(viewer, comment)) throw new ForbiddenError('Only the author, the club owner or an administrator can delete a comment');
  const asAdmin = viewer.role === 'ADMIN' && comment.authorId !== viewer.id && comment.post.club.ownerId !== viewer.id;
  const removedIds: string[] = [];
  const result = await db().$transaction(async (tx) => {
    // An administrator removing someone else's comment is audited with it.
    if (asAdmin) await recordAudit(tx, { actorId: viewer.id, action: 'comment.delete', targetType: 'Comment', targetId: comment.id, details: { postId: comment.postId } });
    if (within) await within(tx);
    const affected = await unreadRecipientsOfComment(tx, [comment.id]);
    // Removed only while it has no replies: a reply arriving meanwhile turns this into a soft delete.
    const { count } = await tx.comment.deleteMany({ where: { id: comment.id, replies: { none: {} } } });
    if (count === 0) {
      // Nothing left to mark when another delete got there first.
      const marked = await tx.comment.updateMany({ where: { id: comment.id, deletedAt: null }, data: { deletedAt: new Date(), body: '' } });
      if (marked.count === 0) throw new NotFoundError('No such comment');
      // Its reply notifications would quote a deleted text.
      await tx.notification.deleteMany({ where: { commentId: comment.id } });
      return { placeholder: true, affected };
    }
    removedIds.push(comment.id);
    if (comment.parentId) {
      const parent = await tx.comment.deleteMany({ where: { id: comment.parentId, deletedAt: { not: null }, replies: { none: {} } } });
      if (parent.count) removedIds.push(comment.parentId);
    }
    return { placeholder: false, affected };
  });
  for (const recipientId of result.affected) pushNotification(pubsub, recipientId, null);
  announcePostChanged(comment.postId);
  if (result.placeholder) {
    publishCommentEvent(pubsub, comment.postId, { commentId: comment.id, kind: 'DELETED', parentId: comment.parentId, authorId: comment.authorId, threadAuthorId: comment.parent?.authorId ?? null });
  } else {
    for (const id of removedIds) {
      publishCommentEvent(pubsub, comment.postId, {
        commentId: id,
        kind: 'DELETED',
        parentId: id === comment.id ? comment.parentId : null,
        authorId: id === comment.id ? comment.authorId : null,
        threadAuthorId: id === comment.id ? (comment.parent?.authorId ?? null) : null,
      });
    }
  }
  return { placeholder: result.placeholder };
}

/** Of these comment ids, those hidden now and not deleted (a report lists whether its comment still needs hiding). */
export async function hiddenCommentIds(ids: readonly string[]): Promise<Set<string>> {
  const rows = await db().comment.findMany({ where: { id: { in: ids.filter(isUuid) }, hiddenAt: { not: null }, deletedAt: null }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/**
 * Hides a comment (`hidden`) or shows it again: the club owner or an administrator. Others then see "This comment
 * was hidden" in its place (its replies stay); its author, the owner and administrators still see it, marked.
 * An administrator acting in someone else's club is audited in the same transaction. Idempotent; keeps the
 * comment's edited mark (moderation is not an edit).
 */
export async function setCommentHidden(
  viewer: Viewer,
  commentId: string,
  hidden: boolean,
  pubsub: PubSub,
  /** More writes in the same transaction (the moderation module resolves reports with it). */
  within?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<void> {
  const comment = await findLiveComment(viewer, commentId);
  const isAdmin = viewer.role === 'ADMIN';
  if (!mayHideComment((userId) => userId === viewer.id, isAdmin, comment)) {
    throw new ForbiddenError('Only the club owner or an administrator can hide a comment');
  }
  if (!!comment.hiddenAt === hidden && !within) return;
  const asAdmin = isAdmin && comment.post.club.ownerId !== viewer.id;
  let changes = false;
  await db().$transaction(async (tx) => {
    // Only from the other state: of two concurrent hides, one changes it (and is audited).
    const { count } = await tx.comment.updateMany({
      where: { id: comment.id, hiddenAt: hidden ? null : { not: null } },
      data: { hiddenAt: hidden ? new Date() : null, updatedAt: comment.updatedAt },
    });
    changes = count > 0;
    if (changes && asAdmin) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: hidden ? 'comment.hide' : 'comment.show',
        targetType: 'Comment',
        targetId: comment.id,
        details: { postId: comment.postId, clubId: comment.post.clubId },
      });
    }
    if (within) await within(tx);
  });
  if (!changes) return;
  publishCommentEvent(pubsub, comment.postId, { commentId: comment.id, kind: 'UPDATED', parentId: comment.parentId, authorId: comment.authorId, threadAuthorId: comment.parent?.authorId ?? null });
  announcePostChanged(comment.postId);
}

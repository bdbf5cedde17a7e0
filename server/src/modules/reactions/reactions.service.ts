// Reactions on posts and comments: one per user and target (picking another kind replaces it), counted on
// a tally row per target in the same transaction, so reading counts costs no COUNT. Reactions follow the
// post's content rule: who cannot read a post (hidden, locked for them) can neither see nor leave any.
import { Prisma, type ReactionKind, type ReactionTally } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { clubRoleOf } from '../clubs/clubs.service.ts';
import { assertNotBanned } from '../blocks/blocks.service.ts';
import { readablePostsWhere } from '../posts/posts.service.ts';

/** The fixed set, in the order the client shows them. */
export const REACTION_KINDS = ['LIKE', 'LAUGH', 'WOW', 'SAD', 'CHEER'] as const satisfies readonly ReactionKind[];

/** The tally column of each kind (a fixed map: column names never come from input). */
const TALLY_COLUMN: Record<ReactionKind, 'like' | 'laugh' | 'wow' | 'sad' | 'cheer'> = {
  LIKE: 'like',
  LAUGH: 'laugh',
  WOW: 'wow',
  SAD: 'sad',
  CHEER: 'cheer',
};

export type ReactionTarget = { type: 'Post' | 'Comment'; id: string };

/** Counts by kind of one target; all zero when nobody reacted. */
export type ReactionCounts = Record<ReactionKind, number>;

export function countsOf(tally: ReactionTally | null | undefined): ReactionCounts {
  return {
    LIKE: tally?.like ?? 0,
    LAUGH: tally?.laugh ?? 0,
    WOW: tally?.wow ?? 0,
    SAD: tally?.sad ?? 0,
    CHEER: tally?.cheer ?? 0,
  };
}

export const NO_REACTIONS: ReactionCounts = countsOf(null);

/**
 * What 'post:reactionsChanged' carries: the target whose counts changed (the post itself, or one of its comments).
 * For a comment also its author and, for a reply, the author of its thread, so live events leave out what the
 * viewer's blocks hide (as comment events do).
 */
export type ReactionsChangedPayload = { targetId: string; commentId: string | null; authorId?: string | null; threadAuthorId?: string | null };

/**
 * The post (or live comment) the viewer may react to: NotFoundError when they cannot read it (unknown,
 * hidden, locked for them, a deleted or hidden comment), MembershipRequiredError when they are not in its club.
 */
async function findReactableTarget(viewer: Viewer, target: ReactionTarget) {
  const readable = await readablePostsWhere(viewer);
  let found: { postId: string; commentId: string | null; clubId: string; authorId?: string; threadAuthorId?: string | null } | null = null;
  if (isUuid(target.id) && target.type === 'Post') {
    const post = await db().post.findFirst({ where: { AND: [{ id: target.id }, readable] }, select: { id: true, clubId: true } });
    if (post) found = { postId: post.id, commentId: null, clubId: post.clubId };
  } else if (isUuid(target.id)) {
    const comment = await db().comment.findFirst({
      where: { id: target.id, deletedAt: null, hiddenAt: null, post: readable },
      select: { id: true, postId: true, authorId: true, parent: { select: { authorId: true } }, post: { select: { clubId: true } } },
    });
    if (comment) {
      found = { postId: comment.postId, commentId: comment.id, clubId: comment.post.clubId, authorId: comment.authorId, threadAuthorId: comment.parent?.authorId ?? null };
    }
  }
  if (!found) throw new NotFoundError(target.type === 'Post' ? 'No such post' : 'No such comment');
  // Like commenting: club members and the owner take part.
  if ((await clubRoleOf(viewer.id, found.clubId)) === 'NONE') {
    await assertNotBanned(viewer.id, found.clubId);
    throw new MembershipRequiredError(found.clubId);
  }
  return found;
}

/**
 * Sets the viewer's reaction on a post or comment to `kind`, or removes it (null). Idempotent: asking for
 * the reaction already there changes nothing and publishes nothing. Returns the target's id.
 */
export async function setReaction(viewer: Viewer, target: ReactionTarget, kind: ReactionKind | null, pubsub: PubSub): Promise<string> {
  const found = await findReactableTarget(viewer, target);
  const targetId = found.commentId ?? found.postId;
  const changed = await db().$transaction(async (tx) => {
    // One user's concurrent toggles on one target run one after another; other users only meet on the tally row.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`reaction:${viewer.id}:${targetId}`}, 0))`;
    const existing = await tx.reaction.findUnique({ where: { userId_targetId: { userId: viewer.id, targetId } }, select: { kind: true } });
    const before = existing?.kind ?? null;
    if (before === kind) return false;
    if (kind === null) await tx.reaction.delete({ where: { userId_targetId: { userId: viewer.id, targetId } } });
    else {
      await tx.reaction.upsert({
        where: { userId_targetId: { userId: viewer.id, targetId } },
        create: { userId: viewer.id, postId: found.postId, commentId: found.commentId, targetId, kind },
        update: { kind },
      });
    }
    // Relative updates, so concurrent reactions of different users add up exactly.
    const changes = [
      ...(before ? [Prisma.sql`${Prisma.raw(`"${TALLY_COLUMN[before]}"`)} = ${Prisma.raw(`"ReactionTally"."${TALLY_COLUMN[before]}"`)} - 1`] : []),
      ...(kind ? [Prisma.sql`${Prisma.raw(`"${TALLY_COLUMN[kind]}"`)} = ${Prisma.raw(`"ReactionTally"."${TALLY_COLUMN[kind]}"`)} + 1`] : []),
    ];
    await tx.$executeRaw`
      INSERT INTO "ReactionTally" ("targetId", "postId", "commentId") VALUES (${targetId}::uuid, ${found.postId}::uuid, ${found.commentId}::uuid)
      ON CONFLICT ("targetId") DO NOTHING`;
    await tx.$executeRaw`UPDATE "ReactionTally" SET ${Prisma.join(changes, ', ')} WHERE "targetId" = ${targetId}::uuid`;
    return true;
  });
  // After commit: watchers of the post page re-read the counts.
  if (changed) {
    const payload: ReactionsChangedPayload = { targetId, commentId: found.commentId, authorId: found.authorId ?? null, threadAuthorId: found.threadAuthorId ?? null };
    pubsub.publish('post:reactionsChanged', found.postId, payload);
  }
  return targetId;
}

/** Tally rows of these targets (one query for a page of posts or comments). */
export async function talliesOf(targetIds: readonly string[]): Promise<Map<string, ReactionTally>> {
  const rows = await db().reactionTally.findMany({ where: { targetId: { in: [...new Set(targetIds)] } } });
  return new Map(rows.map((row) => [row.targetId, row]));
}

/** The user's reaction on each of these targets that has one (one query). */
export async function reactionsOfUser(userId: string, targetIds: readonly string[]): Promise<Map<string, ReactionKind>> {
  const rows = await db().reaction.findMany({
    where: { userId, targetId: { in: [...new Set(targetIds)] } },
    select: { targetId: true, kind: true },
  });
  return new Map(rows.map((row) => [row.targetId, row.kind]));
}

// N+1 guards: a club page, the home feed and a post with its comments cost the same number of SQL
// statements at any page size, with authors, per-club names, the club, comment counts, locked content,
// required plans, replies, mentions and reactions; and none of them counts rows (the counts are counters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPost, joinClub } from '../../../testing/fixtures.ts';
import { communityWorld, run, signedIn } from '../../clubs/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const REACTION_FIELDS = 'reactions { id total viewerReaction counts { kind count } }';

/** A reaction of `userId` on a post or comment, with its tally row (as the reactions service keeps them). */
async function react(userId: string, postId: string, commentId: string | null = null) {
  const targetId = commentId ?? postId;
  await db().reaction.create({ data: { userId, postId, commentId, targetId, kind: 'LIKE' } });
  await db().reactionTally.upsert({ where: { targetId }, create: { targetId, postId, commentId, like: 1 }, update: { like: { increment: 1 } } });
}

const POST_FIELDS = `title excerpt isLocked isEdited isOwnerOnly isHidden authorName authorAvatarUrl commentCount ${REACTION_FIELDS}
  viewerCanEdit viewerCanDelete viewerCanHide viewerCanComment
  author { nickname avatarUrl } club { name uri viewerCanPost viewerIsOwner }
  requiredPlan { name level }
  content { __typename
    ... on ParagraphBlock { spans { text href } }
    ... on SubscriberOnlyBlock { requiredPlan { name level } blocks { __typename ... on ParagraphBlock { spans { text } } } }
    ... on LockedBlock { requiredPlan { name level } } }`;

/** Statements that count rows: counts come from counter columns (DESIGN 9), never COUNT over a table. */
const counting = () => queryLog.filter((sql) => /\bcount\s*\(/i.test(sql));

describe('query counts', () => {
  it('keeps Club.posts and homeFeed flat at 10, 20 and 50 posts', async () => {
    const w = await communityWorld();
    const other = await createClub();
    const fans = [w.member.user, w.subscriber.user];
    for (let i = 0; i < 3; i++) {
      const fan = await signedIn();
      await joinClub({ clubId: w.club.id, userId: fan.user.id, nickname: i % 2 ? `Club fan ${i}` : null });
      fans.push(fan.user);
    }
    await joinClub({ clubId: other.id, userId: w.subscriber.user.id });
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 75; i++) {
      const byOwner = i % 3 === 0;
      const clubId = i % 5 === 4 ? other.id : w.club.id;
      const authorId = clubId === other.id ? other.ownerId : byOwner ? w.owner.user.id : fans[i % fans.length].id;
      const post = await createPost({
        clubId,
        authorId,
        title: `Post ${i}`,
        isOwnerPost: byOwner,
        isSubscriberOnly: byOwner && i % 2 === 0,
        requiredPlanId: byOwner ? (i % 4 === 0 ? w.plan2.id : w.plan1.id) : null,
        content: byOwner
          ? [{ type: 'paragraph', spans: [{ text: 'open' }] }, { type: 'subscriberOnly', blocks: [{ type: 'paragraph', spans: [{ text: 'closed' }] }] }]
          : undefined,
        createdAt: new Date(start + i * 1000),
      });
      if (i % 2) await db().comment.create({ data: { postId: post.id, authorId: fans[0].id, body: 'Nice' } });
      if (i % 3 !== 2) await react(i % 2 ? w.subscriber.user.id : fans[2].id, post.id);
    }

    const counts: Record<string, number[]> = { clubPosts: [], homeFeed: [] };
    for (const first of [10, 20, 50]) {
      queryLog.length = 0;
      const a = await run(app, `query ($uri: String!, $first: Int!) { club(uri: $uri) { ... on Club { viewerMembership { id } memberCount members(first: 5) { totalCount } posts(first: $first) { totalCount edges { node { ${POST_FIELDS} } } } } } }`, { uri: w.club.uri, first }, w.subscriber.headers);
      expect(a.club.posts.edges).toHaveLength(first);
      counts.clubPosts.push(queryLog.length);
      expect(counting(), 'club page').toEqual([]);

      queryLog.length = 0;
      const b = await run(app, `query ($first: Int!) { homeFeed(first: $first) { totalCount edges { node { ${POST_FIELDS} } } } }`, { first }, w.subscriber.headers);
      expect(b.homeFeed.edges).toHaveLength(first);
      counts.homeFeed.push(queryLog.length);
      expect(counting(), 'home feed').toEqual([]);
      // The page really has locked and unlocked parts for this level-1 subscriber.
      const types = JSON.stringify(b.homeFeed.edges);
      expect(types).toContain('LockedBlock');
      expect(types).toContain('SubscriberOnlyBlock');
      expect(types).toContain('"viewerReaction":"LIKE"');
    }
    for (const [name, list] of Object.entries(counts)) {
      expect(list[0], name).toBeGreaterThan(0);
      expect(new Set(list).size, `${name}: statements per page size ${list.join(', ')}`).toBe(1);
    }
  });

  it('keeps a post detail with its comment threads flat at 10, 20 and 50 comments', async () => {
    const w = await communityWorld();
    const fans = [w.member.user, w.subscriber.user];
    for (let i = 0; i < 3; i++) {
      const fan = await signedIn();
      await joinClub({ clubId: w.club.id, userId: fan.user.id, nickname: i % 2 ? `Club fan ${i}` : null });
      fans.push(fan.user);
    }
    const post = await createPost({
      clubId: w.club.id,
      authorId: w.owner.user.id,
      title: 'Big thread',
      isOwnerPost: true,
      requiredPlanId: w.plan1.id,
      content: [{ type: 'paragraph', spans: [{ text: 'open' }] }, { type: 'subscriberOnly', blocks: [{ type: 'paragraph', spans: [{ text: 'closed' }] }] }],
    });
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 60; i++) {
      const author = fans[i % fans.length];
      const top = await db().comment.create({
        data: { postId: post.id, authorId: author.id, body: `Comment ${i}`, createdAt: new Date(start + i * 1000), deletedAt: i % 7 === 6 ? new Date() : null },
      });
      if (i % 2) await react(i % 4 === 1 ? w.member.user.id : fans[2].id, post.id, top.id);
      for (let r = 0; r < 2; r++) {
        await db().comment.create({
          data: { postId: post.id, authorId: fans[(i + r + 1) % fans.length].id, parentId: top.id, mentionedUserId: author.id, body: `Reply ${r}`, createdAt: new Date(start + i * 1000 + r + 1) },
        });
      }
    }
    const postId = Buffer.from(`Post:${post.id}`).toString('base64');
    const COMMENT_FIELDS = 'id authorName authorAvatarUrl body isDeleted isEdited createdAt mentionedName viewerCanEdit viewerCanDelete';
    const counts: number[] = [];
    for (const first of [10, 20, 50]) {
      queryLog.length = 0;
      const data = await run(
        app,
        `query ($id: ID!, $first: Int!) { node(id: $id) { ... on Post { ${POST_FIELDS}
          comments(first: $first) { totalCount edges { node { ${COMMENT_FIELDS} reactions { id total viewerReaction } replyCount replies(first: 20) { totalCount edges { node { ${COMMENT_FIELDS} } } } } } } } } }`,
        { id: postId, first },
        w.member.headers,
      );
      expect(data.node.comments.edges).toHaveLength(first);
      expect(data.node.comments.edges[0].node.replies.edges).toHaveLength(2);
      expect(data.node.comments.edges[0].node.replies.edges[0].node.mentionedName).toBeTruthy();
      // Reactions really load: the member's own on some comments, others' counts on the rest.
      const reactions = data.node.comments.edges.map((e: { node: { reactions: { total: number; viewerReaction: string | null } } }) => e.node.reactions);
      expect(reactions.some((r: { viewerReaction: string | null }) => r.viewerReaction === 'LIKE')).toBe(true);
      expect(reactions.filter((r: { total: number }) => r.total > 0).length).toBeGreaterThan(reactions.filter((r: { viewerReaction: string | null }) => r.viewerReaction).length);
      counts.push(queryLog.length);
      expect(counting(), 'post page').toEqual([]);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size, `statements per page size ${counts.join(', ')}`).toBe(1);
  });
});

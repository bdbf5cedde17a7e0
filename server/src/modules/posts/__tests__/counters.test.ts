// Counter columns (docs/domain-rules.md, "Counters"): after every write path they equal a real COUNT, and
// the counts GraphQL shows from them equal the lists each viewer gets.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPost, joinClub } from '../../../testing/fixtures.ts';
import { communityWorld, gid, run, signedIn } from '../../clubs/__tests__/community-helpers.ts';
import { ensureMembership } from '../../clubs/clubs.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

/** Every counter that differs from a COUNT of the rows it stands for (empty when all agree). */
async function drift(): Promise<unknown[]> {
  const counters = await db().$queryRaw<unknown[]>`
    SELECT 'Post.commentCount' AS counter, p.id::text, p."commentCount" AS kept,
           (SELECT count(*)::int FROM "Comment" c WHERE c."postId" = p.id AND c."deletedAt" IS NULL) AS real FROM "Post" p
    UNION ALL
    SELECT 'Post.topLevelCommentCount', p.id::text, p."topLevelCommentCount",
           (SELECT count(*)::int FROM "Comment" c WHERE c."postId" = p.id AND c."parentId" IS NULL
              AND (c."deletedAt" IS NULL OR EXISTS (SELECT 1 FROM "Comment" r WHERE r."parentId" = c.id))) FROM "Post" p
    UNION ALL
    SELECT 'Comment.replyCount', c.id::text, c."replyCount", (SELECT count(*)::int FROM "Comment" r WHERE r."parentId" = c.id) FROM "Comment" c
    UNION ALL
    SELECT 'Club.memberCount', c.id::text, c."memberCount", (SELECT count(*)::int FROM "ClubMember" m WHERE m."clubId" = c.id) FROM "Club" c
    UNION ALL
    SELECT 'Club.ownerPostCount', c.id::text, c."ownerPostCount",
           (SELECT count(*)::int FROM "Post" p WHERE p."clubId" = c.id AND NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isOwnerPost") FROM "Club" c
    UNION ALL
    SELECT 'Club.fanPostCount', c.id::text, c."fanPostCount",
           (SELECT count(*)::int FROM "Post" p WHERE p."clubId" = c.id AND NOT p."isHidden" AND NOT p."isOwnerOnly" AND NOT p."isOwnerPost") FROM "Club" c
    UNION ALL
    SELECT 'Club.noticeCount', c.id::text, c."noticeCount",
           (SELECT count(*)::int FROM "Post" p WHERE p."clubId" = c.id AND NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isNotice") FROM "Club" c
    UNION ALL
    SELECT 'Club.fanLetterCount', c.id::text, c."fanLetterCount",
           (SELECT count(*)::int FROM "Post" p WHERE p."clubId" = c.id AND NOT p."isHidden" AND p."isOwnerOnly") FROM "Club" c
    UNION ALL
    SELECT 'Club.hiddenPostCount', c.id::text, c."hiddenPostCount", (SELECT count(*)::int FROM "Post" p WHERE p."clubId" = c.id AND p."isHidden") FROM "Club" c
    UNION ALL
    SELECT 'ClubMember.fanLetterCount', m.id::text, m."fanLetterCount",
           (SELECT count(*)::int FROM "Post" p WHERE p."clubId" = m."clubId" AND p."authorId" = m."userId" AND NOT p."isHidden" AND p."isOwnerOnly")
    FROM "ClubMember" m`.then((rows) => rows.filter((r) => (r as { kept: number; real: number }).kept !== (r as { real: number }).real));
  // Per club and author, every class at once (a missing row counts as zeros).
  const perAuthor = await db().$queryRaw<{ kept: string; real: string }[]>`
    SELECT 'ClubAuthorPostCount' AS counter, g."clubId"::text || ' ' || g."authorId"::text AS id,
           concat_ws(',', coalesce(a."ownerPostCount", 0), coalesce(a."fanPostCount", 0), coalesce(a."noticeCount", 0),
                     coalesce(a."fanLetterCount", 0), coalesce(a."hiddenPostCount", 0)) AS kept,
           concat_ws(',', g.owner, g.fan, g.notice, g.letter, g.hidden) AS real
    FROM (SELECT c.id AS "clubId", u.id AS "authorId",
                 count(p.id) FILTER (WHERE NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isOwnerPost") AS owner,
                 count(p.id) FILTER (WHERE NOT p."isHidden" AND NOT p."isOwnerOnly" AND NOT p."isOwnerPost") AS fan,
                 count(p.id) FILTER (WHERE NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isNotice") AS notice,
                 count(p.id) FILTER (WHERE NOT p."isHidden" AND p."isOwnerOnly") AS letter,
                 count(p.id) FILTER (WHERE p."isHidden") AS hidden
          FROM "Club" c CROSS JOIN "User" u LEFT JOIN "Post" p ON p."clubId" = c.id AND p."authorId" = u.id
          GROUP BY c.id, u.id) g
    LEFT JOIN "ClubAuthorPostCount" a ON a."clubId" = g."clubId" AND a."authorId" = g."authorId"`;
  // The platform's sums over its 16 rows, against the posts themselves.
  const platform = await db().$queryRaw<{ counter: string; kept: number; real: number }[]>`
    SELECT 'PlatformPostCount.publicOpenPostCount' AS counter, (SELECT coalesce(sum("publicOpenPostCount"), 0)::int FROM "PlatformPostCount") AS kept,
           (SELECT count(*)::int FROM "Post" p JOIN "Club" c ON c.id = p."clubId" WHERE c."isPublic" AND NOT p."isHidden" AND NOT p."isOwnerOnly") AS real
    UNION ALL
    SELECT 'PlatformPostCount.allPostCount', (SELECT coalesce(sum("allPostCount"), 0)::int FROM "PlatformPostCount"),
           (SELECT count(*)::int FROM "Post" p WHERE NOT p."isHidden")`;
  return [...counters, ...perAuthor.filter((r) => r.kept !== r.real), ...platform.filter((r) => r.kept !== r.real)];
}

async function mutate(headers: Record<string, string>, field: string, input: Record<string, unknown>, select = '__typename') {
  const data = await run(app, `mutation ($input: ${field[0].toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { __typename ... on Error { message } ${select} } }`, { input }, headers);
  expect(data[field].__typename, JSON.stringify(data[field])).toMatch(/Success$/);
  return data[field];
}

const paragraph = (text: string) => [{ paragraph: { spans: [{ text }] } }];

describe('counters', () => {
  it('equal the real counts after every write path', async () => {
    const w = await communityWorld();
    const fan = await signedIn({ nickname: 'Letter writer' });
    expect(await drift()).toEqual([]);

    // Joining and leaving; the membership a payment makes.
    await mutate(fan.headers, 'joinClub', { clubId: gid('Club', w.club.id) });
    const payer = await signedIn({ nickname: 'Payer' });
    await db().$transaction((tx) => ensureMembership(tx, w.club.id, payer.user.id));
    await db().$transaction((tx) => ensureMembership(tx, w.club.id, payer.user.id));
    expect(await drift()).toEqual([]);

    // Posts of every class, through the mutations.
    const created = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
      (await mutate(headers, 'createPost', { clubId: gid('Club', w.club.id), title: 'T', content: paragraph('x'), ...extra }, '... on CreatePostSuccess { post { id } }')).post.id as string;
    const ownerPost = await created(w.owner.headers);
    const notice = await created(w.owner.headers, { isNotice: true });
    const locked = await created(w.owner.headers, { isSubscriberOnly: true, requiredPlanId: gid('Plan', w.plan2.id) });
    const fanPost = await created(w.member.headers);
    const letter = await created(fan.headers, { isOwnerOnly: true });
    expect(await drift()).toEqual([]);

    // Hiding, showing, changing a post's class, deleting it.
    await mutate(w.owner.headers, 'hidePost', { postId: fanPost });
    await mutate(w.owner.headers, 'hidePost', { postId: letter });
    expect(await drift()).toEqual([]);
    await mutate(w.owner.headers, 'showPost', { postId: letter });
    await mutate(w.owner.headers, 'updatePost', { postId: notice, title: 'No longer a notice', content: paragraph('y'), isNotice: false });
    expect(await drift()).toEqual([]);

    // Comments, replies, a placeholder kept by its replies, and its removal with the last reply.
    const comment = async (headers: Record<string, string>, postId: string, replyToId?: string) =>
      (await mutate(headers, 'createComment', { postId, body: 'Hi', replyToId }, '... on CreateCommentSuccess { comment { id } }')).comment.id as string;
    const top = await comment(w.member.headers, ownerPost);
    const reply1 = await comment(fan.headers, ownerPost, top);
    const reply2 = await comment(w.owner.headers, ownerPost, reply1);
    const lone = await comment(fan.headers, ownerPost);
    await comment(w.owner.headers, locked);
    expect(await drift()).toEqual([]);
    await mutate(w.member.headers, 'deleteComment', { commentId: top }); // a placeholder now
    await mutate(fan.headers, 'deleteComment', { commentId: lone }); // gone
    expect(await drift()).toEqual([]);
    await mutate(fan.headers, 'deleteComment', { commentId: reply1 });
    await mutate(w.owner.headers, 'deleteComment', { commentId: reply2 }); // takes the placeholder with it
    expect(await db().comment.count({ where: { id: decodeGlobalID(top).id } })).toBe(0);
    expect(await drift()).toEqual([]);

    // Deleting a post takes its comments; a fan leaves with a fan letter still in the club.
    await comment(fan.headers, notice, await comment(w.member.headers, notice));
    await mutate(w.owner.headers, 'deletePost', { postId: notice });
    await mutate(w.owner.headers, 'deletePost', { postId: fanPost });
    await mutate(fan.headers, 'leaveClub', { clubId: gid('Club', w.club.id) });
    expect(await drift()).toEqual([]);
    // Rejoining finds the letter again.
    await mutate(fan.headers, 'joinClub', { clubId: gid('Club', w.club.id) });
    expect(await db().clubMember.findFirstOrThrow({ where: { userId: fan.user.id }, select: { fanLetterCount: true } })).toEqual({ fanLetterCount: 1 });
    expect(await drift()).toEqual([]);

    // A private club's posts join the public sums when it is made public, and leave them with the club.
    const later = await createClub({ ownerId: w.owner.user.id, isPublic: false });
    await createPost({ clubId: later.id, authorId: w.owner.user.id, isOwnerPost: true });
    await createPost({ clubId: later.id, authorId: w.owner.user.id, isOwnerPost: true, isHidden: true });
    expect(await drift()).toEqual([]);
    await mutate(w.owner.headers, 'makeClubPublic', { clubId: gid('Club', later.id) });
    expect(await drift()).toEqual([]);
    await db().club.delete({ where: { id: later.id } });
    expect(await drift()).toEqual([]);
  });

  it('stay exact under concurrent writes', async () => {
    const w = await communityWorld();
    const post = await createPost({ clubId: w.club.id, authorId: w.owner.user.id, isOwnerPost: true });
    const fans = await Promise.all(Array.from({ length: 8 }, (_, i) => signedIn({ nickname: `Racer ${i}` })));
    await Promise.all(fans.map((f) => mutate(f.headers, 'joinClub', { clubId: gid('Club', w.club.id) })));
    const postId = gid('Post', post.id);
    const first = await mutate(w.member.headers, 'createComment', { postId, body: 'First' }, '... on CreateCommentSuccess { comment { id } }');
    await Promise.all([
      ...fans.map((f) => mutate(f.headers, 'createComment', { postId, body: 'Me too' })),
      ...fans.map((f) => mutate(f.headers, 'createComment', { postId, body: 'Reply', replyToId: first.comment.id })),
      ...fans.map((f) => mutate(f.headers, 'createPost', { clubId: gid('Club', w.club.id), title: 'T', content: paragraph('x') })),
    ]);
    const counted = await db().post.findUniqueOrThrow({ where: { id: post.id }, select: { commentCount: true, topLevelCommentCount: true } });
    expect(counted).toEqual({ commentCount: 17, topLevelCommentCount: 9 });
    expect((await db().club.findUniqueOrThrow({ where: { id: w.club.id } })).memberCount).toBe(10);
    expect(await drift()).toEqual([]);
  });

  it('give each viewer the totals of the lists they get', async () => {
    const w = await communityWorld();
    const fan = await signedIn({ nickname: 'Letter writer' });
    await joinClub({ clubId: w.club.id, userId: fan.user.id });
    const base = { clubId: w.club.id };
    await createPost({ ...base, authorId: w.owner.user.id, isOwnerPost: true });
    await createPost({ ...base, authorId: w.owner.user.id, isOwnerPost: true, isNotice: true });
    await createPost({ ...base, authorId: w.owner.user.id, isOwnerPost: true, isHidden: true });
    await createPost({ ...base, authorId: w.owner.user.id, isOwnerPost: true, isSubscriberOnly: true, requiredPlanId: w.plan2.id });
    await createPost({ ...base, authorId: w.member.user.id });
    await createPost({ ...base, authorId: fan.user.id, isOwnerOnly: true });
    await createPost({ ...base, authorId: w.member.user.id, isOwnerOnly: true, isHidden: true });
    const viewers: Record<string, Record<string, string>> = { owner: w.owner.headers, member: w.member.headers, fan: fan.headers, subscriber: w.subscriber.headers, admin: w.admin.headers, guest: {} };
    await expectTotals(w.club.uri, viewers);

    // Comment counts follow the post's content rule: nothing for a viewer who may not read it.
    const locked = await db().post.findFirstOrThrow({ where: { clubId: w.club.id, isSubscriberOnly: true } });
    const top = await db().comment.create({ data: { postId: locked.id, authorId: w.owner.user.id, body: 'Top' } });
    await db().comment.create({ data: { postId: locked.id, authorId: w.owner.user.id, body: 'Reply', parentId: top.id } });
    const query = `query ($id: ID!) { node(id: $id) { ... on Post { commentCount comments(first: 10) { totalCount edges { node { replyCount replies(first: 10) { totalCount } } } } } } }`;
    const owner = await run(app, query, { id: gid('Post', locked.id) }, w.owner.headers);
    expect(owner.node).toMatchObject({ commentCount: 2, comments: { totalCount: 1, edges: [{ node: { replyCount: 1, replies: { totalCount: 1 } } }] } });
    const subscriber = await run(app, query, { id: gid('Post', locked.id) }, w.subscriber.headers); // level 1 of 2
    expect(subscriber.node).toMatchObject({ commentCount: 0, comments: { totalCount: 0, edges: [] } });
    const members = await run(app, `query ($uri: String!) { club(uri: $uri) { ... on Club { memberCount members(first: 50) { totalCount } } } }`, { uri: w.club.uri });
    expect(members.club).toEqual({ memberCount: 3, members: { totalCount: 3 } });

    // Blocked authors' posts leave the lists, and the totals with them (from per-author counters): a fan
    // who blocked the owner and a member, the owner who blocked a member (their hidden letter too), and an
    // administrator, whom blocks hide nothing from.
    const blocker = await signedIn({ nickname: 'Blocker' });
    await joinClub({ clubId: w.club.id, userId: blocker.user.id });
    await db().userBlock.createMany({
      data: [
        { blockerId: blocker.user.id, blockedId: w.owner.user.id },
        { blockerId: blocker.user.id, blockedId: w.member.user.id },
        { blockerId: w.owner.user.id, blockedId: w.member.user.id },
        { blockerId: w.admin.user.id, blockedId: w.member.user.id },
      ],
    });
    await expectTotals(w.club.uri, { blocker: blocker.headers, owner: w.owner.headers, admin: w.admin.headers, member: w.member.headers });
    const seen = await run(app, `query ($uri: String!) { club(uri: $uri) { ... on Club { posts(first: 100) { totalCount } } } }`, { uri: w.club.uri }, blocker.headers);
    expect(seen.club.posts.totalCount).toBe(0);
  });

  async function expectTotals(uri: string, viewers: Record<string, Record<string, string>>) {
    const listed = `edges { node { id } }`;
    for (const [name, headers] of Object.entries(viewers)) {
      for (const filter of ['ALL', 'OWNER', 'FAN', 'NOTICE', 'HIDDEN']) {
        const data = await run(app, `query ($uri: String!, $filter: ClubPostFilter) { club(uri: $uri) { ... on Club { viewerMembership { id } posts(first: 100, filter: $filter) { totalCount ${listed} } } } }`, { uri, filter }, headers);
        expect(data.club.posts.totalCount, `${name} ${filter}`).toBe(data.club.posts.edges.length);
      }
      const home = await run(app, `{ homeFeed(first: 100) { totalCount ${listed} } feed(first: 100) { totalCount ${listed} } }`, {}, headers);
      expect(home.homeFeed.totalCount, `${name} homeFeed`).toBe(home.homeFeed.edges.length);
      expect(home.feed.totalCount, `${name} feed`).toBe(home.feed.edges.length);
    }
  }
});

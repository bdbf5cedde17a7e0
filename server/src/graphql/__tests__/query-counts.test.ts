// SQL statements per request for every list of the schema, at 10, 20 and 50 items: flat (no N+1), and
// at most 3 for the web client's own feed page, club page, post page with comments and members list.
// Statements that only count (totalCount) are left out of the tally: they become counter columns
// (issue 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { db } from '../../platform/database.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../testing/database.ts';
import { createClub, createPlan, createPost, createUser, joinClub, subscribe } from '../../testing/fixtures.ts';
import { persistedOperations } from '../../testing/persisted.ts';
import { communityWorld, gid, run, signedIn, type Data } from '../../modules/clubs/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const SIZES = [10, 20, 50] as const;

/**
 * Statements one request costs, counts included (totals come from counter columns, DESIGN 9). `list`: a
 * page of posts, which shows their stored previews and never reads their bodies.
 */
async function statementsOf(request: () => Promise<unknown>, { list = false } = {}): Promise<number> {
  queryLog.length = 0;
  await request();
  // Names and avatars never load whole user rows (password hashes, account fields).
  expect(queryLog.filter((sql) => sql.includes('"passwordHash"'))).toEqual([]);
  if (list) expect(queryLog.filter((sql) => sql.includes('"content"'))).toEqual([]);
  return queryLog.length;
}

const persisted = new Map(persistedOperations().map(([id, text]) => [/^\w+ (\w+)/.exec(text)![1], id]));

/** Runs one of the web client's persisted queries, failing on errors. */
async function runPersisted(name: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<Data> {
  const documentId = persisted.get(name);
  expect(documentId, name).toBeTruthy();
  const { body } = await graphql<Data>(app, { documentId, variables }, headers);
  if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

function expectFlat(counts: Record<string, number[]>, max?: Record<string, number>) {
  if (process.env.PRINT_COUNTS) console.log(JSON.stringify(counts));
  for (const [name, list] of Object.entries(counts)) {
    expect(list[0], name).toBeGreaterThan(0);
    expect(new Set(list).size, `${name}: statements at ${SIZES.join(', ')}: ${list.join(', ')}`).toBe(1);
    if (max?.[name] !== undefined) expect(list[0], `${name}: ${list[0]} statements`).toBeLessThanOrEqual(max[name]);
  }
}

describe('statements per request', () => {
  it('the client’s feed, club, post and members pages', async () => {
    const w = await communityWorld();
    const fans = [w.member.user, w.subscriber.user];
    for (let i = 0; i < 55; i++) {
      const fan = await signedIn();
      await joinClub({ clubId: w.club.id, userId: fan.user.id, nickname: i % 2 ? `Club fan ${i}` : null, joinedAt: new Date(Date.now() - 10_000 - i) });
      fans.push(fan.user);
    }
    const other = await createClub();
    await joinClub({ clubId: other.id, userId: w.subscriber.user.id });
    const start = Date.now() - 3600_000;
    let post: { id: string } | null = null;
    for (let i = 0; i < 75; i++) {
      const byOwner = i % 3 === 0;
      const clubId = i % 5 === 4 ? other.id : w.club.id;
      const authorId = clubId === other.id ? other.ownerId : byOwner ? w.owner.user.id : fans[i % 7].id;
      const created = await createPost({
        clubId,
        authorId,
        title: `Post ${i}`,
        isOwnerPost: byOwner,
        isNotice: byOwner && i % 2 === 0,
        isSubscriberOnly: byOwner && i % 4 === 0,
        requiredPlanId: byOwner ? (i % 4 === 0 ? w.plan2.id : w.plan1.id) : null,
        content: byOwner
          ? [{ type: 'paragraph', spans: [{ text: 'open' }] }, { type: 'subscriberOnly', blocks: [{ type: 'paragraph', spans: [{ text: 'closed' }] }] }]
          : undefined,
        createdAt: new Date(start + i * 1000),
      });
      if (i === 3) post = created;
    }
    for (let i = 0; i < 55; i++) {
      // Some hidden by the owner (none the subscriber's): placeholders cost no statement of their own.
      const hiddenAt = i % 6 === 2 ? new Date() : null;
      const top = await db().comment.create({ data: { postId: post!.id, authorId: fans[i % 7].id, body: `Comment ${i}`, hiddenAt, createdAt: new Date(start + i * 1000) } });
      for (let r = 0; r < 2; r++) {
        await db().comment.create({
          data: { postId: post!.id, authorId: fans[(i + r + 1) % 7].id, parentId: top.id, mentionedUserId: fans[i % 7].id, body: `Reply ${r}`, createdAt: new Date(start + i * 1000 + r + 1) },
        });
      }
    }

    const counts: Record<string, number[]> = {
      feedPage: [],
      laterFeedPage: [],
      homePage: [],
      guestHomePage: [],
      clubPage: [],
      laterClubPage: [],
      postPage: [],
      membersList: [],
      laterMembersList: [],
      guestClubPage: [],
      guestPostPage: [],
    };
    for (const count of SIZES) {
      let endCursor = '';
      counts.feedPage.push(await statementsOf(async () => {
        const data = await runPersisted('HomeFeedPaginationQuery', { count }, w.subscriber.headers);
        expect(data.homeFeed.edges).toHaveLength(count);
        endCursor = data.homeFeed.pageInfo.endCursor;
      }, { list: true }));
      // The next page's cursor carries where the page before ended: no statement to find its place.
      counts.laterFeedPage.push(await statementsOf(async () => {
        const data = await runPersisted('HomeFeedPaginationQuery', { count: 5, cursor: endCursor }, w.subscriber.headers);
        expect(data.homeFeed.edges).toHaveLength(5);
      }, { list: true }));
      counts.homePage.push(await statementsOf(() => runPersisted('HomePageQuery', { count, clubCount: count }, w.subscriber.headers), { list: true }));
      counts.guestHomePage.push(await statementsOf(async () => {
        const data = await runPersisted('HomePageQuery', { count, clubCount: count }, {});
        expect(data.homeFeed.edges).toHaveLength(count);
      }, { list: true }));
      let clubPageEnd = '';
      counts.clubPage.push(await statementsOf(async () => {
        const data = await runPersisted('ClubPageQuery', { clubUri: w.club.uri, count, filter: 'ALL' }, w.subscriber.headers);
        expect(data.club.posts.edges).toHaveLength(count);
        clubPageEnd = data.club.posts.pageInfo.endCursor;
      }, { list: true }));
      // A later page's cursor carries where it stands (the `keyset` uniques): no statement finds its place,
      // whichever instance served the page before.
      counts.laterClubPage.push(await statementsOf(async () => {
        const data = await runPersisted('ClubPostsPaginationQuery', { id: gid('Club', w.club.id), count: 5, cursor: clubPageEnd, filter: 'ALL' }, w.subscriber.headers);
        expect(data.node.posts.edges).toHaveLength(5);
      }, { list: true }));
      counts.guestClubPage.push(await statementsOf(() => runPersisted('ClubPageQuery', { clubUri: w.club.uri, count, filter: 'ALL' }, {}), { list: true }));
      counts.postPage.push(await statementsOf(async () => {
        const data = await runPersisted('PostPageQuery', { postId: gid('Post', post!.id), commentCount: count, replyCount: count }, w.subscriber.headers);
        expect(data.node.comments.edges).toHaveLength(count);
        expect(data.node.comments.edges[0].node.replies.edges).toHaveLength(2);
        expect(data.node.comments.edges[2].node).toMatchObject({ isHidden: true, body: null });
      }));
      counts.guestPostPage.push(await statementsOf(() => runPersisted('PostPageQuery', { postId: gid('Post', post!.id), commentCount: count, replyCount: count }, {})));
      let membersEnd = '';
      counts.membersList.push(await statementsOf(async () => {
        // The owner sees every member's subscription state.
        const data = await runPersisted('ClubMembersPageQuery', { clubUri: w.club.uri, count, filter: 'ALL' }, w.owner.headers);
        expect(data.club.members.edges).toHaveLength(count);
        expect(data.club.members.edges.some((e: Data) => e.node.subscriptionState === 'SUBSCRIBED')).toBe(true);
        membersEnd = data.club.members.pageInfo.endCursor;
      }));
      counts.laterMembersList.push(await statementsOf(async () => {
        const data = await runPersisted('MemberListPaginationQuery', { id: gid('Club', w.club.id), count: 5, cursor: membersEnd, filter: 'ALL' }, w.owner.headers);
        expect(data.node.members.edges).toHaveLength(5);
      }));
    }
    // The home page asks for its feed (a guest's is the public one) and the suggested clubs in one request;
    // the viewer's id costs nothing. Reactions (tallies and the viewer's own) are read in the posts' own
    // statements. The home feed finds its page in the viewer's clubs first, then loads the rows
    // (posts.service.ts, homeFeedPage), and that first statement brings its clubs' standings: the session,
    // the suggestions and those two, at any size.
    expectFlat(counts, {
      homePage: 4,
      guestHomePage: 3,
      feedPage: 3,
      laterFeedPage: 3,
      postPage: 3,
      membersList: 3,
      laterMembersList: 3,
      clubPage: 3,
      laterClubPage: 3,
      guestPostPage: 2,
      guestClubPage: 2,
    });
  });

  it('every other list: clubs, search, memberships, notifications, payments, subscriptions, cards, tokens, plans, reports, admin lists', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const fan = await signedIn({ nickname: 'Busy fan' });
    const { user: owner, headers: ownerHeaders } = await signedIn({ role: 'CREATOR', nickname: 'Creator' });
    const club = await createClub({ ownerId: owner.id, name: 'Search target' });
    const post = await createPost({ clubId: club.id, authorId: owner.id });
    const comment = await db().comment.create({ data: { postId: post.id, authorId: fan.user.id, body: 'Hi' } });
    let made = 0;
    /** Grows every list to `size` items. */
    async function grow(size: number) {
      for (; made < size; made++) {
        const c = await createClub({ name: `Search club ${made}` });
        const plan = await createPlan({ clubId: c.id, level: 1 });
        await createPlan({ clubId: club.id, level: (made % 10) + 1, position: made });
        await joinClub({ clubId: c.id, userId: fan.user.id, joinedAt: new Date(Date.now() - made * 1000) });
        const sub = await subscribe({ userId: fan.user.id, planId: plan.id });
        const order = await db().order.create({
          data: { orderNumber: `OS-${made}-${c.id.slice(0, 6)}`, kind: 'MEMBERSHIP', title: `Search club ${made} · Plan`, userId: fan.user.id, clubId: c.id, membership: { create: { planId: plan.id, subscriptionId: sub.id } }, amount: 5000, vat: 455, buyerName: 'Fan', buyerPhone: '01000000000', buyerEmail: 'fan@test.local' },
        });
        await db().payment.create({ data: { orderId: order.id, method: 'CARD', status: 'PAID', amount: 5000, gateway: 'test', idempotencyKey: `order:${order.id}:1`, paidAt: new Date() } });
        await db().paymentCard.create({ data: { userId: fan.user.id, gateway: 'test', billingKey: `key-${c.id}`, brand: 'VISA', last4: '4242' } });
        await db().apiToken.create({ data: { userId: fan.user.id, name: `t${made}`, tokenHash: `hash-${c.id}`, prefix: 'oshi_abc', scopes: ['POSTS_READ'] } });
        const kind = made % 3 === 0 ? 'COMMENT_REPLY' : made % 3 === 1 ? 'OWNER_POST' : 'SUBSCRIPTION_RENEWED';
        await db().notification.create({
          data: {
            recipientId: fan.user.id,
            kind,
            actorId: kind === 'SUBSCRIPTION_RENEWED' ? null : owner.id,
            clubId: kind === 'SUBSCRIPTION_RENEWED' ? c.id : club.id,
            postId: kind === 'SUBSCRIPTION_RENEWED' ? null : post.id,
            commentId: kind === 'COMMENT_REPLY' ? comment.id : null,
            subscriptionId: kind === 'SUBSCRIPTION_RENEWED' ? sub.id : null,
            amount: kind === 'SUBSCRIPTION_RENEWED' ? 5000 : null,
          },
        });
        const applicant = await createUser();
        await db().creatorApplication.create({ data: { userId: applicant.id, channelLinks: ['https://youtube.com/@x'], introduction: 'Hi' } });
        await db().auditLog.create({ data: { actorId: admin.user.id, action: 'test', targetType: 'User', targetId: applicant.id } });
        // Reports of the club's post, comments (every other one hidden) and users, open in both queues.
        const reported = await db().comment.create({ data: { postId: post.id, authorId: applicant.id, body: `Spam ${made}`, hiddenAt: made % 2 ? new Date() : null } });
        for (const [targetKind, targetId] of [['COMMENT', reported.id], ['POST', post.id], ['USER', applicant.id]] as const) {
          await db().report.create({
            data: { reporterId: applicant.id, targetKind, targetId, openTargetId: targetId, targetUserId: applicant.id, clubId: targetKind === 'USER' ? null : club.id, excerpt: 'x', reason: 'SPAM' },
          });
        }
      }
    }

    const lists: Record<string, { query: string; headers: () => Record<string, string>; plain?: boolean }> = {
      clubs: { query: `query ($n: Int) { clubs(first: $n) { edges { node { id name owner { nickname } viewerCanJoin viewerCanPost } } } }`, headers: () => fan.headers },
      searchClubs: { query: `query ($n: Int) { searchClubs(query: "search", first: $n) { edges { node { id name owner { nickname } } } } }`, headers: () => fan.headers },
      clubMemberships: {
        query: `query ($n: Int) { viewer { clubMemberships(first: $n) { edges { node { id nickname avatarUrl subscriptionState club { name viewerCanPost } } } } } }`,
        headers: () => fan.headers,
      },
      notifications: {
        query: `query ($n: Int) { notifications(first: $n) { edges { node { id kind actorName actorAvatarUrl commentExcerpt isRead club { name } post { title } subscription { id plan { name } } } } } }`,
        headers: () => fan.headers,
      },
      myPayments: { query: `query ($n: Int) { myPayments(first: $n) { edges { node { id amount status orderNumber club { name } plan { name } } } } }`, headers: () => fan.headers },
      creatorApplications: { query: `query ($n: Int) { creatorApplications(first: $n) { edges { node { id status applicant { nickname } } } } }`, headers: () => admin.headers },
      auditLog: { query: `query ($n: Int) { auditLog(first: $n) { edges { node { id action actor { nickname } } } } }`, headers: () => admin.headers },
      reportsQueue: {
        query: `query ($n: Int) { reports(first: $n) { edges { node { id targetKind targetHidden excerpt reporterNickname targetUser { nickname } club { name } } } } }`,
        headers: () => admin.headers,
      },
      clubReports: {
        query: `query ($uri: String!, $n: Int) { club(uri: $uri) { ... on Club { reports(first: $n) { edges { node { id targetKind targetHidden excerpt } } } } } }`,
        headers: () => ownerHeaders,
      },
      mySubscriptions: { query: `{ mySubscriptions { id status club { name } plan { name level } card { last4 } displayState } }`, headers: () => fan.headers, plain: true },
      paymentCards: { query: `{ paymentCards { id brand last4 } }`, headers: () => fan.headers, plain: true },
      apiTokens: { query: `{ viewer { apiTokens { id name scopes } } }`, headers: () => fan.headers, plain: true },
      plans: { query: `query ($uri: String!) { club(uri: $uri) { ... on Club { plans { id name level club { name } } } } }`, headers: () => fan.headers, plain: true },
    };
    const counts: Record<string, number[]> = Object.fromEntries(Object.keys(lists).map((k) => [k, []]));
    for (const size of SIZES) {
      await grow(size);
      for (const [name, list] of Object.entries(lists)) {
        counts[name].push(await statementsOf(async () => {
          const data = await run(app, list.query, { n: size, uri: club.uri }, list.headers());
          const text = JSON.stringify(data);
          expect(text.length, name).toBeGreaterThan(40);
        }));
      }
    }
    expectFlat(counts);
  });
});

// Club bans: the owner removes a member who then cannot rejoin, subscribe, post, comment or react, nor
// rewrite what they posted or commented before (told why: CLUB_BANNED); a paying subscriber is not banned until their subscription ends; who may ban, list
// and lift as every role and API token (an owner's token with CLUBS_WRITE may: a token is its user within
// its scopes); every ban and lift is in the audit log; the ban list pages by keyset.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { comment, commentGid, community, type Data, gql, join, person, type Person, post, postGid } from '../../comments/__tests__/community-helpers.ts';
import { checkoutWith, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { until } from '../../../testing/waiting.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
});
afterAll(async () => app?.close());

const userGid = (id: string) => encodeGlobalID('User', id);
const clubGid = () => encodeGlobalID('Club', c.club.id);

const BAN = `mutation ($input: BanFromClubInput!) { banFromClub(input: $input) {
  __typename ... on BanFromClubSuccess { bannedUserId ban { id reason user { id } } } ... on BanBlockedBySubscriptionError { endsAt } ... on Error { code } } }`;
const LIFT = `mutation ($input: LiftClubBanInput!) { liftClubBan(input: $input) {
  __typename ... on LiftClubBanSuccess { liftedBanId } ... on Error { code } } }`;
const BANS = `query ($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Club {
  bans(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id reason user { id nickname } } } } } } }`;

type Who = Person | Record<string, string>;
const as = (who: Who): Person => ('cookie' in who ? (who as Person) : { id: '', headers: who as Record<string, string>, cookie: null });

async function outcome(who: Who, query: string, input: Record<string, unknown>, field: string): Promise<string> {
  const res = await gql(app, as(who), query, { input });
  if (res.errors?.length) return String(res.errors[0].extensions?.code ?? res.errors[0].message);
  const data = res.data![field];
  return data.code ?? data.__typename;
}

describe('a banned member', () => {
  it('is removed and cannot rejoin, subscribe, post, comment or react, and is told why; after the ban is lifted they may join again', async () => {
    const fan = await person({ nickname: 'Troll' });
    await join(c.club.id, fan.id);
    const p = await post(c.club.id, c.owner.id, { title: 'open' });
    const before = (await db().club.findUniqueOrThrow({ where: { id: c.club.id } })).memberCount;

    const res = await gql(app, c.owner, BAN, { input: { clubId: clubGid(), userId: userGid(fan.id), reason: ' spam ' } });
    expect(res.data!.banFromClub).toMatchObject({ __typename: 'BanFromClubSuccess', bannedUserId: userGid(fan.id), ban: { reason: 'spam' } });
    expect(await db().clubMember.count({ where: { clubId: c.club.id, userId: fan.id } })).toBe(0);
    expect((await db().club.findUniqueOrThrow({ where: { id: c.club.id } })).memberCount).toBe(before - 1);
    // Banning again changes nothing.
    expect(await outcome(c.owner, BAN, { clubId: clubGid(), userId: userGid(fan.id) }, 'banFromClub')).toBe('BanFromClubSuccess');
    expect(await db().clubBan.count({ where: { clubId: c.club.id, userId: fan.id } })).toBe(1);

    const JOIN = `mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename ... on Error { code } } }`;
    const POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename ... on Error { code } } }`;
    const COMMENT = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename ... on Error { code } } }`;
    const REACT = `mutation ($input: SetReactionInput!) { setReaction(input: $input) { __typename ... on Error { code } } }`;
    expect(await outcome(fan, JOIN, { clubId: clubGid() }, 'joinClub')).toBe('CLUB_BANNED');
    expect(await outcome(fan, POST, { clubId: clubGid(), title: 'hi', content: [] }, 'createPost')).toBe('CLUB_BANNED');
    expect(await outcome(fan, COMMENT, { postId: postGid(p.id), body: 'hi' }, 'createComment')).toBe('CLUB_BANNED');
    expect(await outcome(fan, REACT, { targetId: postGid(p.id), kind: 'LIKE' }, 'setReaction')).toBe('CLUB_BANNED');
    const plan = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id } });
    const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { __typename ... on Error { code } } }`;
    expect(
      await outcome(
        fan,
        SUBSCRIBE,
        { planId: encodeGlobalID('Plan', plan.id), method: 'VIRTUAL_ACCOUNT', months: 1, agreeToOrderTerms: true, buyer: { name: 'Troll', phone: '01012345678', email: 'troll@example.com' } },
        'subscribeToPlan',
      ),
    ).toBe('CLUB_BANNED');
    // Other fans are not affected.
    expect(await outcome(c.member, COMMENT, { postId: postGid(p.id), body: 'fine' }, 'createComment')).toBe('CreateCommentSuccess');

    // Both actions are in the audit log.
    expect(await outcome(c.owner, LIFT, { clubId: clubGid(), userId: userGid(fan.id) }, 'liftClubBan')).toBe('LiftClubBanSuccess');
    const log = await db().auditLog.findMany({ where: { targetType: 'ClubBan' }, orderBy: { createdAt: 'asc' } });
    expect(log.filter((l) => (l.details as Data).userId === fan.id).map((l) => [l.action, l.actorId])).toEqual([
      ['club_ban.ban', c.owner.id],
      ['club_ban.lift', c.owner.id],
    ]);
    expect(await outcome(fan, JOIN, { clubId: clubGid() }, 'joinClub')).toBe('JoinClubSuccess');
  });

  // An edit writes as posting does: otherwise a troll banned for abuse swaps abuse into all they wrote
  // before, and each comment edit is pushed live to everyone reading the post.
  it('cannot rewrite their earlier posts and comments there', async () => {
    const fan = await person({ nickname: 'Rewriter' });
    await join(c.club.id, fan.id);
    const own = await post(c.club.id, fan.id, { title: 'harmless' });
    const said = await comment((await post(c.club.id, c.owner.id, { title: 'owner post' })).id, fan.id, { body: 'harmless comment' });
    expect(await outcome(c.owner, BAN, { clubId: clubGid(), userId: userGid(fan.id) }, 'banFromClub')).toBe('BanFromClubSuccess');

    const UPDATE_POST = `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { __typename ... on Error { code } } }`;
    const UPDATE_COMMENT = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { __typename ... on Error { code } } }`;
    const content = [{ paragraph: { spans: [{ text: 'abuse after the ban' }] } }];
    expect(await outcome(fan, UPDATE_POST, { postId: postGid(own.id), title: 'SPAM', content }, 'updatePost')).toBe('CLUB_BANNED');
    expect(await outcome(fan, UPDATE_COMMENT, { commentId: commentGid(said.id), body: 'abuse after the ban' }, 'updateComment')).toBe('CLUB_BANNED');
    expect((await db().post.findUniqueOrThrow({ where: { id: own.id } })).title).toBe('harmless');
    expect((await db().comment.findUniqueOrThrow({ where: { id: said.id } })).body).toBe('harmless comment');
  });

  it('a paying subscriber is not banned while their subscription runs; the owner cannot be banned', async () => {
    const res = await gql(app, c.owner, BAN, { input: { clubId: clubGid(), userId: userGid(c.subscriber.id) } });
    expect(res.data!.banFromClub.code).toBe('BAN_BLOCKED_BY_SUBSCRIPTION');
    expect(new Date(res.data!.banFromClub.endsAt).getTime()).toBeGreaterThan(Date.now());
    expect(await db().clubMember.count({ where: { clubId: c.club.id, userId: c.subscriber.id } })).toBe(1);
    expect(await outcome(c.admin, BAN, { clubId: clubGid(), userId: userGid(c.owner.id) }, 'banFromClub')).toBe('CANNOT_BAN_OWNER');
    expect(await outcome(c.owner, BAN, { clubId: clubGid(), userId: userGid(c.owner.id) }, 'banFromClub')).toBe('CANNOT_BAN_OWNER');
    expect(await outcome(c.owner, BAN, { clubId: clubGid(), userId: userGid(c.user.id), reason: 'x'.repeat(201) }, 'banFromClub')).toBe('INVALID_INPUT');
    expect(await db().clubBan.count({ where: { userId: c.user.id } })).toBe(0);
  });
});

describe('a ban while a deposit for a plan is on its way', () => {
  it('the deposit that arrives after the ban buys nothing: no subscription, no membership, the payment to be refunded', async () => {
    const fan = await person({ nickname: 'Late payer' });
    await join(c.club.id, fan.id);
    const plan = await db().plan.create({ data: { clubId: c.club.id, name: 'Silver', monthlyPrice: 3000, benefits: [], level: 2 } });
    const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
      __typename ... on SubscribeToPlanSuccess { payment { id virtualAccount { accountNumber } } } ... on Error { code } } }`;
    const checkout = await checkoutWith(app, SUBSCRIBE, fan, { planId: encodeGlobalID('Plan', plan.id), method: 'VIRTUAL_ACCOUNT', months: 1 });
    expect(checkout.__typename).toBe('SubscribeToPlanSuccess');
    // Nothing paid yet, so the ban goes through and removes the member.
    expect(await outcome(c.owner, BAN, { clubId: clubGid(), userId: userGid(fan.id) }, 'banFromClub')).toBe('BanFromClubSuccess');
    await testGateway().deposit(checkout.payment.virtualAccount.accountNumber);
    const paid = await until(
      () => db().payment.findFirstOrThrow({ where: { order: { userId: fan.id, clubId: c.club.id } } }),
      (p) => p.status === 'PAID' || p.status === 'REFUNDED',
    );
    // Paid but not fulfilled: refunded, or its share held (never withdrawable) while the refund waits.
    if (paid.status === 'PAID') expect(await db().pendingEarning.findUniqueOrThrow({ where: { paymentId: paid.id } })).toMatchObject({ held: true });
    expect(await db().subscription.count({ where: { userId: fan.id, clubId: c.club.id } })).toBe(0);
    expect(await db().clubMember.count({ where: { userId: fan.id, clubId: c.club.id } })).toBe(0);
    expect(await db().clubBan.count({ where: { userId: fan.id, clubId: c.club.id } })).toBe(1);
  });
});

describe('who may ban, list and lift', () => {
  it('every role and API token', async () => {
    const otherOwner = await person({ role: 'CREATOR' });
    const roles: [string, Who, string][] = [
      ['guest', c.guest, 'UNAUTHENTICATED'],
      ['user', c.user, 'FORBIDDEN'],
      ['member', c.member, 'FORBIDDEN'],
      ['subscriber', c.subscriber, 'FORBIDDEN'],
      ['otherOwner', otherOwner, 'FORBIDDEN'],
      ['owner token without CLUBS_WRITE', await tokenHeaders(c.owner.id, ['CLUBS_READ', 'POSTS_WRITE']), 'SCOPE_REQUIRED'],
      ['admin token (tokens never act as admins)', await tokenHeaders(c.admin.id, ['CLUBS_WRITE', 'CLUBS_READ']), 'FORBIDDEN'],
      ['owner', c.owner, 'BanFromClubSuccess'],
      ['admin', c.admin, 'BanFromClubSuccess'],
      ['owner token with CLUBS_WRITE (and CLUBS_READ to read the ban back)', await tokenHeaders(c.owner.id, ['CLUBS_WRITE', 'CLUBS_READ']), 'BanFromClubSuccess'],
    ];
    for (const [name, who, expected] of roles) {
      const target = await person();
      await join(c.club.id, target.id);
      expect(await outcome(who, BAN, { clubId: clubGid(), userId: userGid(target.id) }, 'banFromClub'), name).toBe(expected);
      expect(await db().clubMember.count({ where: { clubId: c.club.id, userId: target.id } }), name).toBe(expected === 'BanFromClubSuccess' ? 0 : 1);
      // Lifting follows the same rule (on a ban the owner made).
      await db().clubBan.upsert({ where: { clubId_userId: { clubId: c.club.id, userId: target.id } }, create: { clubId: c.club.id, userId: target.id, bannedById: c.owner.id }, update: {} });
      expect(await outcome(who, LIFT, { clubId: clubGid(), userId: userGid(target.id) }, 'liftClubBan'), name).toBe(expected.replace('BanFromClub', 'LiftClubBan'));
    }

    // The list: the owner and administrators see it (node door too); everyone else gets nothing.
    const banned = await person();
    await gql(app, c.owner, BAN, { input: { clubId: clubGid(), userId: userGid(banned.id) } });
    const banId = (await db().clubBan.findFirstOrThrow({ where: { clubId: c.club.id, userId: banned.id } })).id;
    const lists: [string, Who, number | string][] = [
      ['guest', c.guest, 'UNAUTHENTICATED'],
      ['member', c.member, 0],
      ['banned user', banned, 0],
      ['otherOwner', otherOwner, 0],
      ['owner', c.owner, 1],
      ['admin', c.admin, 1],
      ['owner token without CLUBS_READ', await tokenHeaders(c.owner.id, ['POSTS_READ']), 'SCOPE_REQUIRED'],
      ['owner token with CLUBS_READ', await tokenHeaders(c.owner.id, ['CLUBS_READ']), 1],
    ];
    for (const [name, who, expected] of lists) {
      const res = await gql(app, as(who), BANS, { id: clubGid(), first: 50 });
      const got = res.errors?.length
        ? res.errors[0].extensions?.code
        : res.data!.node.bans.edges.filter((e: Data) => e.node.user.id === userGid(banned.id)).length;
      expect(got, name).toBe(expected);
      const node = await gql(app, as(who), `query ($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('ClubBan', banId) });
      const seen = node.errors?.length ? node.errors[0].extensions?.code : node.data!.node ? 1 : 0;
      expect(seen, `${name} node`).toBe(expected === 'UNAUTHENTICATED' ? 0 : expected);
    }
  });

  it('pages the ban list newest first by keyset', async () => {
    const owner = await person({ role: 'CREATOR' });
    const club = await createClub({ ownerId: owner.id });
    for (let i = 0; i < 5; i++) {
      const u = await person({ nickname: `Banned ${i}` });
      await db().clubBan.create({ data: { clubId: club.id, userId: u.id, bannedById: owner.id, createdAt: new Date(Date.now() - (10 - i) * 1000) } });
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await gql(app, owner, BANS, { id: encodeGlobalID('Club', club.id), first: 2, after });
      const conn: Data = res.data!.node.bans;
      expect(conn.totalCount).toBe(5);
      seen.push(...conn.edges.map((e: Data) => e.node.user.nickname));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(['Banned 4', 'Banned 3', 'Banned 2', 'Banned 1', 'Banned 0']);
  });
});

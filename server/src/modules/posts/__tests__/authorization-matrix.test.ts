// The authorization matrix of clubs, posts and plans: each query and mutation as a guest, a user, a
// member, a subscriber, the owner, an administrator and API tokens. Hidden posts, fan letters,
// subscriber-only content and private clubs never show up where they must not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPost } from '../../../testing/fixtures.ts';
import { websocketClient } from '../../../testing/websocket.ts';
import { communityWorld, gid, run, signedIn, tokenHeaders, type Data } from '../../clubs/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

type World = Awaited<ReturnType<typeof communityWorld>>;
type Role = 'guest' | 'user' | 'member' | 'subscriber' | 'owner' | 'admin';
const ROLES: Role[] = ['guest', 'user', 'member', 'subscriber', 'owner', 'admin'];

function headersOf(w: World, role: Role): Record<string, string> {
  if (role === 'guest') return {};
  if (role === 'user') return w.outsider.headers;
  return w[role].headers;
}

/** The outcome of a mutation: its result typename, or the top-level error code. */
async function outcome(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<string> {
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  if (body.errors) return String(body.errors[0].extensions?.code);
  return Object.values(body.data!)[0].__typename;
}

async function setup() {
  const w = await communityWorld();
  const t = (m: number) => new Date(Date.now() - m * 60_000);
  const posts = {
    open: await createPost({ clubId: w.club.id, authorId: w.member.user.id, title: 'OPEN POST', createdAt: t(9) }),
    hidden: await createPost({ clubId: w.club.id, authorId: w.member.user.id, title: 'HIDDEN POST', isHidden: true, createdAt: t(8) }),
    hiddenNotice: await createPost({ clubId: w.club.id, authorId: w.owner.user.id, title: 'HIDDEN NOTICE', isNotice: true, isOwnerPost: true, isHidden: true, createdAt: t(7) }),
    letter: await createPost({ clubId: w.club.id, authorId: w.member.user.id, title: 'FAN LETTER', isOwnerOnly: true, createdAt: t(6) }),
    locked: await createPost({
      clubId: w.club.id,
      authorId: w.owner.user.id,
      title: 'LOCKED POST',
      isOwnerPost: true,
      isSubscriberOnly: true,
      text: 'SUBSCRIBER SECRET',
      createdAt: t(5),
    }),
  };
  const privateClub = await createClub({ ownerId: w.owner.user.id, isPublic: false, name: 'PRIVATECLUB' });
  const inPrivate = await createPost({ clubId: privateClub.id, authorId: w.owner.user.id, title: 'PRIVATE POST', createdAt: t(4) });
  return { w, posts, privateClub, inPrivate };
}

describe('reads', () => {
  it('show hidden posts, fan letters, private clubs and subscriber-only text only to those allowed', async () => {
    const { w, posts, privateClub, inPrivate } = await setup();
    // Who sees what: [hidden, letter, private, subscriber text]
    const sees: Record<Role, [boolean, boolean, boolean, boolean]> = {
      guest: [false, false, false, false],
      user: [false, false, false, false],
      member: [false, true, false, false],
      subscriber: [false, false, false, true],
      owner: [true, true, true, true],
      admin: [true, true, true, true],
    };
    const LISTS = `query ($uri: String!, $ids: [ID!]!) {
      nodes(ids: $ids) { ... on Post { title content { ... on ParagraphBlock { spans { text } } } } }
      club(uri: $uri) { ... on Club { posts(first: 20) { edges { node { title } } } pinnedNotices { title } } }
      feed(first: 20) { edges { node { title content { ... on ParagraphBlock { spans { text } } } } } }
      homeFeed(first: 20) { edges { node { title } } }
      searchClubs(query: "PRIVATECLUB") { totalCount edges { node { name } } }
      clubs(first: 20) { edges { node { name } } }
    }`;
    for (const role of ROLES) {
      const [hidden, letter, priv, secret] = sees[role];
      const ids = [posts.hidden, posts.letter, inPrivate, posts.locked].map((p) => gid('Post', p.id));
      const data = await run(app, LISTS, { uri: w.club.uri, ids }, headersOf(w, role));
      const json = JSON.stringify(data);
      const nodeTitles = data.nodes.filter(Boolean).map((n: { title: string }) => n.title);
      expect(nodeTitles.includes('HIDDEN POST'), `${role} node hidden`).toBe(hidden);
      expect(nodeTitles.includes('FAN LETTER'), `${role} node letter`).toBe(letter);
      expect(nodeTitles.includes('PRIVATE POST'), `${role} node private`).toBe(priv);
      expect(json.includes('SUBSCRIBER SECRET'), `${role} subscriber text`).toBe(secret);
      // Lists never show hidden posts (only the HIDDEN filter does); the notice stays unpinned.
      const lists = JSON.stringify({ posts: data.club.posts, feed: data.feed, home: data.homeFeed, notices: data.club.pinnedNotices });
      expect(lists, role).not.toContain('HIDDEN');
      expect(lists.includes('FAN LETTER'), `${role} letter in lists`).toBe(letter);
      expect(JSON.stringify(data.feed).includes('PRIVATE POST'), `${role} private in feed`).toBe(priv);
      expect(data.searchClubs.totalCount, `${role} search private`).toBe(priv ? 1 : 0);
      expect(JSON.stringify(data.clubs).includes(privateClub.name), `${role} private club listed`).toBe(priv);
    }
  });

  it('unlock a club page’s subscriber-only post for the owner, the administrator and the subscriber alone', async () => {
    // The club page primes the authors' club profiles and the viewer's standing in one batch: neither may
    // stand in for the other, however few fields of the posts are asked.
    const { w } = await setup();
    const PAGE = `query ($uri: String!) {
      club(uri: $uri) { ... on Club { posts(first: 20) { edges { node { title isLocked content { ... on ParagraphBlock { spans { text } } } } } } } }
    }`;
    for (const role of ROLES) {
      const data = await run(app, PAGE, { uri: w.club.uri }, headersOf(w, role));
      const locked = data.club.posts.edges.map((e: { node: { title: string } }) => e.node).find((n: { title: string }) => n.title === 'LOCKED POST');
      const reads = role === 'owner' || role === 'admin' || role === 'subscriber';
      expect(locked.isLocked, role).toBe(!reads);
      expect(JSON.stringify(locked.content).includes('SUBSCRIBER SECRET'), role).toBe(reads);
    }
  });

  it('keeps subscriptions, subscriber counts and member settings to those concerned', async () => {
    const { w } = await setup();
    const subscription = await db().subscription.findFirstOrThrow({ where: { userId: w.subscriber.user.id } });
    const membership = await db().clubMember.findFirstOrThrow({ where: { userId: w.subscriber.user.id, clubId: w.club.id } });
    const Q = `query ($sub: ID!, $member: ID!, $uri: String!) {
      s: node(id: $sub) { ... on PlanSubscription { renews plan { level } } }
      m: node(id: $member) { ... on ClubMembership { nickname subscriptionState notifyPosts customNickname } }
      club(uri: $uri) { ... on Club { plans { subscriberCount } viewerSubscription { status } } }
    }`;
    const expected: Record<Role, { sub: boolean; member: boolean; counts: boolean; own: boolean }> = {
      guest: { sub: false, member: false, counts: false, own: false },
      user: { sub: false, member: false, counts: false, own: false },
      member: { sub: false, member: false, counts: false, own: false },
      subscriber: { sub: true, member: true, counts: false, own: true },
      owner: { sub: true, member: true, counts: true, own: false },
      admin: { sub: true, member: true, counts: true, own: false },
    };
    for (const role of ROLES) {
      const e = expected[role];
      const data = await run(app, Q, { sub: gid('PlanSubscription', subscription.id), member: gid('ClubMembership', membership.id), uri: w.club.uri }, headersOf(w, role));
      expect(data.s, role).toEqual(e.sub ? { renews: true, plan: { level: 1 } } : null);
      expect(data.m.nickname, role).toBe('Sub Haruto');
      expect(data.m.subscriptionState, role).toBe(e.member ? 'SUBSCRIBED' : null);
      expect(data.m.notifyPosts, role).toBe(e.own ? true : null);
      expect(data.club.plans.map((p: { subscriberCount: number | null }) => p.subscriberCount), role).toEqual(e.counts ? [1, 0] : [null, null]);
      expect(data.club.viewerSubscription, role).toEqual(e.own ? { status: 'ACTIVE' } : null);
    }
  });

  it('pushes postCreated events only as the subscriber may see the post; nothing at all about others', async () => {
    const { w } = await setup();
    /** The events `headers` receive while `postId` and then a visible warm-up post are published. */
    const seen = async (headers: Record<string, string>, postId: string) => {
      const open = await createPost({ clubId: w.club.id, authorId: w.owner.user.id, title: 'WS OPEN' });
      const client = websocketClient(app, headers, { lazy: true });
      const events: unknown[] = [];
      try {
        await new Promise<void>((resolve) => {
          // Until the subscription is live: the post under test, then a visible one everyone receives.
          const timer = setInterval(() => {
            app.pubsub.publish('club:postCreated', w.club.id, { postId });
            app.pubsub.publish('club:postCreated', w.club.id, { postId: open.id });
          }, 100);
          const dispose = client.subscribe(
            { query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }', variables: { clubId: gid('Club', w.club.id) } },
            {
              next: (value) => {
                events.push(value.data);
                if ((value.data as Data)?.postCreated?.title === 'WS OPEN') {
                  clearInterval(timer);
                  dispose();
                  resolve();
                }
              },
              error: (errors) => {
                clearInterval(timer);
                events.push({ errors });
                resolve();
              },
              complete: () => clearInterval(timer),
            },
          );
        });
      } finally {
        await client.dispose();
      }
      return events.filter((e) => (e as Data)?.postCreated?.title !== 'WS OPEN');
    };
    const letter = await createPost({ clubId: w.club.id, authorId: w.member.user.id, title: 'WS LETTER', isOwnerOnly: true });
    const hidden = await createPost({ clubId: w.club.id, authorId: w.member.user.id, title: 'WS HIDDEN', isHidden: true });
    expect(await seen({}, letter.id)).toEqual([]);
    expect(await seen(w.subscriber.headers, letter.id)).toEqual([]);
    expect(await seen(w.member.headers, hidden.id)).toEqual([]);
    expect((await seen(w.owner.headers, letter.id))[0]).toEqual({ postCreated: { title: 'WS LETTER' } });
    expect((await seen(w.member.headers, letter.id))[0]).toEqual({ postCreated: { title: 'WS LETTER' } });
  });
});

describe('a subscriber-only post’s comments and API tokens', () => {
  it('keep the comments with the locked content, for every role and token, and refuse tokens without POSTS_READ', async () => {
    const { w, posts } = await setup();
    await db().comment.create({ data: { postId: posts.locked.id, authorId: w.subscriber.user.id, body: 'LOCKED COMMENT' } });
    const otherOwner = await signedIn({ role: 'CREATOR' });
    await createClub({ ownerId: otherOwner.user.id });
    const all = ['ACCOUNTS_READ', 'CLUBS_READ', 'POSTS_READ', 'MEMBERSHIPS_READ'];
    const readers: [string, Record<string, string>, boolean][] = [
      ...ROLES.map((role): [string, Record<string, string>, boolean] => [role, headersOf(w, role), ['subscriber', 'owner', 'admin'].includes(role)]),
      ['other owner', otherOwner.headers, false],
      ['member token', await tokenHeaders(w.member.user.id, all), false],
      ['subscriber token', await tokenHeaders(w.subscriber.user.id, all), true],
      ['owner token', await tokenHeaders(w.owner.user.id, all), true],
      // A token is its user, never an administrator.
      ['admin token', await tokenHeaders(w.admin.user.id, all), false],
    ];
    const Q = `query ($id: ID!) { node(id: $id) { ... on Post { title commentCount comments(first: 5) { totalCount edges { node { body } } } } } }`;
    for (const [label, headers, reads] of readers) {
      const data = await run(app, Q, { id: gid('Post', posts.locked.id) }, headers);
      expect(data.node.title, label).toBe('LOCKED POST');
      expect(data.node.commentCount, label).toBe(reads ? 1 : 0);
      expect(data.node.comments.totalCount, label).toBe(reads ? 1 : 0);
      expect(JSON.stringify(data).includes('LOCKED COMMENT'), label).toBe(reads);
    }
    const noPosts = await tokenHeaders(w.subscriber.user.id, ['CLUBS_READ', 'MEMBERSHIPS_READ', 'ACCOUNTS_READ']);
    const { body } = await graphql<Data>(app, { query: Q, variables: { id: gid('Post', posts.open.id) } }, noPosts);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'SCOPE_REQUIRED', scope: 'POSTS_READ' });
    expect(body.data?.node ?? null).toBeNull();
  });
});

describe('mutations', () => {
  it('answer each role as the rules say', async () => {
    const { w, posts, privateClub } = await setup();
    const club = gid('Club', w.club.id);
    const M = {
      createClub: `mutation ($input: CreateClubInput!) { createClub(input: $input) { __typename } }`,
      updateClub: `mutation ($input: UpdateClubInput!) { updateClub(input: $input) { __typename } }`,
      makeClubPublic: `mutation ($input: MakeClubPublicInput!) { makeClubPublic(input: $input) { __typename } }`,
      joinClub: `mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename } }`,
      updateClubProfile: `mutation ($input: UpdateClubProfileInput!) { updateClubProfile(input: $input) { __typename } }`,
      createPlan: `mutation ($input: CreatePlanInput!) { createPlan(input: $input) { __typename } }`,
      updatePlan: `mutation ($input: UpdatePlanInput!) { updatePlan(input: $input) { __typename } }`,
      archivePlan: `mutation ($input: ArchivePlanInput!) { archivePlan(input: $input) { __typename } }`,
      createPost: `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }`,
      hidePost: `mutation ($input: HidePostInput!) { hidePost(input: $input) { __typename } }`,
      updatePost: `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { __typename } }`,
    };
    let n = 0;
    const inputs: Record<keyof typeof M, () => Record<string, unknown>> = {
      createClub: () => ({ uri: `matrix-${n++}`, name: 'M', introduction: 'Hi' }),
      updateClub: () => ({ clubId: club, name: 'Renamed' }),
      makeClubPublic: () => ({ clubId: gid('Club', privateClub.id) }),
      joinClub: () => ({ clubId: club }),
      // Nicknames are unique in a club: each role takes its own.
      updateClubProfile: () => ({ clubId: club, nickname: `Club nick ${'abcdefghij'[n++ % 10]}` }),
      createPlan: () => ({ clubId: club, name: 'P', monthlyPrice: 5000, benefits: [], level: 1 }),
      updatePlan: () => ({ planId: gid('Plan', w.plan1.id), name: 'Renamed plan' }),
      archivePlan: () => ({ planId: gid('Plan', w.plan2.id) }),
      createPost: () => ({ clubId: club, title: 'T', content: [{ paragraph: { spans: [{ text: 'x' }] } }] }),
      hidePost: () => ({ postId: gid('Post', posts.open.id) }),
      updatePost: () => ({ postId: gid('Post', posts.open.id), title: 'Edited', content: [{ paragraph: { spans: [{ text: 'y' }] } }] }),
    };
    const U = 'UNAUTHENTICATED';
    const expected: Record<keyof typeof M, Record<Role, string>> = {
      createClub: { guest: U, user: 'CreatorRequiredError', member: 'CreatorRequiredError', subscriber: 'CreatorRequiredError', owner: 'CreateClubSuccess', admin: 'CreateClubSuccess' },
      updateClub: { guest: U, user: 'ForbiddenError', member: 'ForbiddenError', subscriber: 'ForbiddenError', owner: 'UpdateClubSuccess', admin: 'UpdateClubSuccess' },
      makeClubPublic: { guest: U, user: 'NotFoundError', member: 'NotFoundError', subscriber: 'NotFoundError', owner: 'MakeClubPublicSuccess', admin: 'MakeClubPublicSuccess' },
      joinClub: { guest: U, user: 'JoinClubSuccess', member: 'AlreadyMemberError', subscriber: 'AlreadyMemberError', owner: 'OwnerCannotJoinError', admin: 'JoinClubSuccess' },
      updateClubProfile: { guest: U, user: 'UpdateClubProfileSuccess', member: 'UpdateClubProfileSuccess', subscriber: 'UpdateClubProfileSuccess', owner: 'MembershipRequiredError', admin: 'UpdateClubProfileSuccess' },
      createPlan: { guest: U, user: 'ForbiddenError', member: 'ForbiddenError', subscriber: 'ForbiddenError', owner: 'CreatePlanSuccess', admin: 'CreatePlanSuccess' },
      updatePlan: { guest: U, user: 'ForbiddenError', member: 'ForbiddenError', subscriber: 'ForbiddenError', owner: 'UpdatePlanSuccess', admin: 'UpdatePlanSuccess' },
      archivePlan: { guest: U, user: 'ForbiddenError', member: 'ForbiddenError', subscriber: 'ForbiddenError', owner: 'ArchivePlanSuccess', admin: 'ArchivePlanSuccess' },
      createPost: { guest: U, user: 'CreatePostSuccess', member: 'CreatePostSuccess', subscriber: 'CreatePostSuccess', owner: 'CreatePostSuccess', admin: 'CreatePostSuccess' },
      hidePost: { guest: U, user: 'ForbiddenError', member: 'ForbiddenError', subscriber: 'ForbiddenError', owner: 'HidePostSuccess', admin: 'HidePostSuccess' },
      updatePost: { guest: U, user: 'ForbiddenError', member: 'UpdatePostSuccess', subscriber: 'ForbiddenError', owner: 'ForbiddenError', admin: 'ForbiddenError' },
    };
    // Mutations run in this order, so the user and admin have joined by the time they post or set a profile.
    for (const name of Object.keys(M) as (keyof typeof M)[]) {
      for (const role of ROLES) {
        if (name === 'hidePost' || name === 'updatePost') await run(app, `mutation ($id: ID!) { showPost(input: { postId: $id }) { __typename } }`, { id: gid('Post', posts.open.id) }, w.owner.headers);
        const got = await outcome(M[name], { input: inputs[name]() }, headersOf(w, role));
        expect(got, `${name} as ${role}`).toBe(expected[name][role]);
      }
    }
    // Before joining, outsiders need membership to post.
    const late = await signedIn();
    expect(await outcome(M.createPost, { input: inputs.createPost() }, late.headers)).toBe('MembershipRequiredError');
  });

  it('need CLUBS_WRITE / POSTS_WRITE through API tokens, and a token never acts as an administrator', async () => {
    const { w } = await setup();
    const readOnly = await tokenHeaders(w.owner.user.id, ['CLUBS_READ', 'POSTS_READ']);
    const clubsWrite = await tokenHeaders(w.owner.user.id, ['CLUBS_WRITE']);
    const postsWrite = await tokenHeaders(w.member.user.id, ['POSTS_WRITE']);
    const memberClubsOnly = await tokenHeaders(w.member.user.id, ['CLUBS_WRITE']);
    const adminToken = await tokenHeaders(w.admin.user.id, ['CLUBS_WRITE', 'POSTS_WRITE', 'CLUBS_READ', 'POSTS_READ']);
    const UPDATE = `mutation ($input: UpdateClubInput!) { updateClub(input: $input) { __typename } }`;
    const POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }`;
    const HIDE = `mutation ($input: HidePostInput!) { hidePost(input: $input) { __typename } }`;
    const club = gid('Club', w.club.id);
    const post = { clubId: club, title: 'T', content: [{ paragraph: { spans: [{ text: 'x' }] } }] };
    expect(await outcome(UPDATE, { input: { clubId: club, name: 'X' } }, readOnly)).toBe('SCOPE_REQUIRED');
    expect(await outcome(UPDATE, { input: { clubId: club, name: 'X' } }, clubsWrite)).toBe('UpdateClubSuccess');
    expect(await outcome(POST, { input: post }, memberClubsOnly)).toBe('SCOPE_REQUIRED');
    expect(await outcome(POST, { input: post }, postsWrite)).toBe('CreatePostSuccess');
    expect(await outcome(UPDATE, { input: { clubId: club, name: 'X' } }, adminToken)).toBe('ForbiddenError');
    const hidden = await createPost({ clubId: w.club.id, authorId: w.member.user.id, title: 'TOKEN HIDDEN', isHidden: true });
    expect(await outcome(HIDE, { input: { postId: gid('Post', hidden.id) } }, adminToken)).toBe('NotFoundError');
    const data = await run(app, '{ feed(first: 50) { edges { node { title } } } }', {}, adminToken);
    expect(JSON.stringify(data)).not.toContain('TOKEN HIDDEN');
  });
});

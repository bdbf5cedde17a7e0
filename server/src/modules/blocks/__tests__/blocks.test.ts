// User blocks: what the blocker no longer sees (feeds, club tabs, the post page, node/nodes, comments and
// replies, live comment and post events), who may block and list blocks as every role and API token, and
// the keyset-paged blocked-users list.
import type { Client } from 'graphql-ws';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { websocketClient } from '../../../testing/websocket.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import {
  comment,
  commentGid,
  community,
  type Data,
  gql,
  join,
  person,
  type Person,
  post,
  postGid,
  sleep,
  subscribe,
  warmUp,
  wsClient,
} from '../../comments/__tests__/community-helpers.ts';
import { isBlockedBetween } from '../blocks.service.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app?.close();
});

const userGid = (id: string) => encodeGlobalID('User', id);

const BLOCK = `mutation ($input: BlockUserInput!) { blockUser(input: $input) {
  __typename ... on BlockUserSuccess { blockedUserId block { id user { id } } } ... on Error { code } } }`;
const UNBLOCK = `mutation ($input: BlockUserInput!) { unblockUser(input: $input) {
  __typename ... on UnblockUserSuccess { unblockedUserId removedBlockId } ... on Error { code } } }`;
const LIST = `query ($first: Int, $after: String) { blockedUsers(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id blockedAt user { id nickname } } } } }`;

async function outcome(who: Person | Record<string, string>, query: string, input: Record<string, unknown>, field: string): Promise<string> {
  const res = 'cookie' in who ? await gql(app, who as Person, query, { input }) : await gql(app, { id: '', headers: who as Record<string, string>, cookie: null }, query, { input });
  if (res.errors?.length) return String(res.errors[0].extensions?.code ?? res.errors[0].message);
  const data = res.data![field];
  return data.code ?? data.__typename;
}

const titles = (conn: Data) => conn.edges.map((e: Data) => e.node.title ?? e.node.body);

describe('what a blocker no longer sees', () => {
  it('hides the blocked user’s posts, comments and replies at every door, for the blocker only; unblocking brings them back', async () => {
    const blocker = await person({ nickname: 'Blocker' });
    const blocked = await person({ nickname: 'Blocked' });
    await join(c.club.id, blocker.id);
    await join(c.club.id, blocked.id);
    const theirs = await post(c.club.id, blocked.id, { title: 'by blocked' });
    const mine = await post(c.club.id, c.owner.id, { title: 'by owner', isOwnerPost: true });
    const top = await comment(mine.id, blocked.id, { body: 'blocked top' });
    const inTheirThread = await comment(mine.id, c.member.id, { body: 'reply to blocked', parentId: top.id });
    const other = await comment(mine.id, c.member.id, { body: 'member top' });
    const reply = await comment(mine.id, blocked.id, { body: 'blocked reply', parentId: other.id });

    const READ = `query ($club: ID!, $post: ID!, $theirs: ID!, $reply: ID!, $inTheirThread: ID!) {
      feed(first: 10) { edges { node { id title } } }
      homeFeed(first: 10) { edges { node { id title } } }
      club: node(id: $club) { ... on Club { posts(first: 10) { edges { node { id title } } } fan: posts(first: 10, filter: FAN) { edges { node { id title } } } } }
      post: node(id: $post) { ... on Post { comments(first: 5) { edges { node { body replies(first: 5) { edges { node { body } } } } } } } }
      theirs: node(id: $theirs) { id }
      nodes(ids: [$theirs, $reply]) { id }
      inTheirThread: node(id: $inTheirThread) { ... on Comment { body parent { body } } }
    }`;
    const vars = { club: encodeGlobalID('Club', c.club.id), post: postGid(mine.id), theirs: postGid(theirs.id), reply: commentGid(reply.id), inTheirThread: commentGid(inTheirThread.id) };
    const read = async (who: Person) => {
      const res = await gql(app, who, READ, vars);
      expect(res.errors).toBeUndefined();
      const d = res.data!;
      const bodies = d.post.comments.edges.flatMap((e: Data) => [e.node.body, ...e.node.replies.edges.map((r: Data) => r.node.body)]);
      return {
        feed: titles(d.feed).includes('by blocked'),
        home: titles(d.homeFeed).includes('by blocked'),
        club: titles(d.club.posts).includes('by blocked'),
        fanTab: titles(d.club.fan).includes('by blocked'),
        node: !!d.theirs,
        nodes: d.nodes.filter(Boolean).length,
        // A reply by someone else in the blocked user's thread, and the thread's first comment through it.
        inTheirThread: d.inTheirThread,
        bodies,
      };
    };
    const before = await read(blocker);
    expect(before).toMatchObject({ feed: true, home: true, club: true, fanTab: true, node: true, nodes: 2 });
    expect(before.bodies).toEqual(['blocked top', 'reply to blocked', 'member top', 'blocked reply']);
    expect(before.inTheirThread).toEqual({ body: 'reply to blocked', parent: { body: 'blocked top' } });

    expect(await outcome(blocker, BLOCK, { userId: userGid(blocked.id) }, 'blockUser')).toBe('BlockUserSuccess');
    const after = await read(blocker);
    expect(after).toMatchObject({ feed: false, home: false, club: false, fanTab: false, node: false, nodes: 0 });
    // The blocked user's comment goes with the replies under it; their reply under someone else's goes alone.
    expect(after.bodies).toEqual(['member top']);
    // At every door: a reply in their thread does not resolve, so its parent cannot hand over their comment.
    expect(after.inTheirThread).toBeNull();
    // Nor can the blocker answer in that thread (what they cannot read, they cannot reply to).
    const REPLY = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename ... on Error { code } ... on CreateCommentSuccess { comment { parent { body } } } } }`;
    for (const target of [top.id, inTheirThread.id]) {
      const answered = await gql(app, blocker, REPLY, { input: { postId: postGid(mine.id), body: 'answer', replyToId: commentGid(target) } });
      expect(answered.data!.createComment, target).toMatchObject({ code: 'NOT_FOUND' });
    }

    // Nobody else is affected, and the block is one-way.
    expect(await read(c.member)).toMatchObject({ feed: true, club: true, node: true, nodes: 2 });
    const blockedView = await gql(app, blocked, `query ($id: ID!) { node(id: $id) { id } }`, { id: postGid(mine.id) });
    expect(blockedView.data!.node).not.toBeNull();
    expect(await isBlockedBetween(blocker.id, blocked.id)).toBe(true);
    expect(await isBlockedBetween(blocked.id, blocker.id)).toBe(true);
    expect(await isBlockedBetween(blocker.id, c.member.id)).toBe(false);

    // Private: the blocked user cannot see the block, not even by its id.
    const blockId = (await db().userBlock.findFirstOrThrow({ where: { blockerId: blocker.id } })).id;
    const peek = await gql(app, blocked, `query ($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('UserBlock', blockId) });
    expect(peek.data!.node).toBeNull();
    const own = await gql(app, blocker, `query ($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('UserBlock', blockId) });
    expect(own.data!.node).not.toBeNull();

    expect(await outcome(blocker, UNBLOCK, { userId: userGid(blocked.id) }, 'unblockUser')).toBe('UnblockUserSuccess');
    expect(await read(blocker)).toMatchObject({ feed: true, home: true, club: true, node: true, nodes: 2 });
  });

  it('blocking a club owner hides their posts but keeps the membership', async () => {
    const fan = await person();
    await join(c.club.id, fan.id);
    const owned = await post(c.club.id, c.owner.id, { title: 'owner says', isOwnerPost: true });
    expect(await outcome(fan, BLOCK, { userId: userGid(c.owner.id) }, 'blockUser')).toBe('BlockUserSuccess');
    const res = await gql(app, fan, `query ($id: ID!) { node(id: $id) { id } }`, { id: postGid(owned.id) });
    expect(res.data!.node).toBeNull();
    expect(await db().clubMember.count({ where: { clubId: c.club.id, userId: fan.id } })).toBe(1);
  });

  it('refuses blocking oneself and unknown users; blocking twice is one block', async () => {
    const fan = await person();
    expect(await outcome(fan, BLOCK, { userId: userGid(fan.id) }, 'blockUser')).toBe('CANNOT_BLOCK_SELF');
    expect(await outcome(fan, BLOCK, { userId: userGid('00000000-0000-4000-8000-000000000000') }, 'blockUser')).toBe('NOT_FOUND');
    expect(await outcome(fan, BLOCK, { userId: userGid(c.member.id) }, 'blockUser')).toBe('BlockUserSuccess');
    expect(await outcome(fan, BLOCK, { userId: userGid(c.member.id) }, 'blockUser')).toBe('BlockUserSuccess');
    expect(await db().userBlock.count({ where: { blockerId: fan.id } })).toBe(1);
    // Unblocking someone not blocked changes nothing.
    const res = await gql(app, fan, UNBLOCK, { input: { userId: userGid(c.user.id) } });
    expect(res.data!.unblockUser).toMatchObject({ __typename: 'UnblockUserSuccess', removedBlockId: null });
  });
});

describe('who may block and list blocks', () => {
  it('every role and API token', async () => {
    const otherOwner = await person({ role: 'CREATOR' });
    const target = await person();
    const roles: [string, Person | Record<string, string>, string][] = [
      ['guest', c.guest, 'UNAUTHENTICATED'],
      ['user', c.user, 'BlockUserSuccess'],
      ['member', c.member, 'BlockUserSuccess'],
      ['subscriber', c.subscriber, 'BlockUserSuccess'],
      ['owner', c.owner, 'BlockUserSuccess'],
      ['otherOwner', otherOwner, 'BlockUserSuccess'],
      ['admin', c.admin, 'BlockUserSuccess'],
      ['token without ACCOUNTS_WRITE', await tokenHeaders(c.user.id, ['ACCOUNTS_READ', 'POSTS_WRITE']), 'SCOPE_REQUIRED'],
      ['token with ACCOUNTS_WRITE (and ACCOUNTS_READ to read the block back)', await tokenHeaders(c.member.id, ['ACCOUNTS_WRITE', 'ACCOUNTS_READ']), 'BlockUserSuccess'],
    ];
    for (const [name, who, expected] of roles) expect(await outcome(who, BLOCK, { userId: userGid(target.id) }, 'blockUser'), name).toBe(expected);
    for (const [name, who, expected] of roles) expect(await outcome(who, UNBLOCK, { userId: userGid(target.id) }, 'unblockUser'), name).toBe(expected.replace('Block', 'Unblock'));

    // The list is one's own only.
    await gql(app, c.member, BLOCK, { input: { userId: userGid(target.id) } });
    const lists: [string, Person | Record<string, string>, number | string][] = [
      ['guest', c.guest, 'UNAUTHENTICATED'],
      ['member', c.member, 1],
      ['user', c.user, 0],
      ['admin', c.admin, 0],
      ['member token without ACCOUNTS_READ', await tokenHeaders(c.member.id, ['POSTS_READ']), 'SCOPE_REQUIRED'],
      ['member token with ACCOUNTS_READ', await tokenHeaders(c.member.id, ['ACCOUNTS_READ']), 1],
    ];
    for (const [name, who, expected] of lists) {
      const res = 'cookie' in who ? await gql(app, who as Person, LIST, { first: 10 }) : await gql(app, { id: '', headers: who as Record<string, string>, cookie: null }, LIST, { first: 10 });
      const got = res.errors?.length ? res.errors[0].extensions?.code : res.data!.blockedUsers.edges.filter((e: Data) => e.node.user.id === userGid(target.id)).length;
      expect(got, name).toBe(expected);
    }
  });

  it('pages the blocked-users list newest first by keyset', async () => {
    const fan = await person();
    const others = [];
    for (let i = 0; i < 5; i++) {
      const other = await person({ nickname: `Blocked ${i}` });
      others.push(other);
      await db().userBlock.create({ data: { blockerId: fan.id, blockedId: other.id, createdAt: new Date(Date.now() - (10 - i) * 1000) } });
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await gql(app, fan, LIST, { first: 2, after });
      const conn: Data = res.data!.blockedUsers;
      expect(conn.totalCount).toBe(5);
      seen.push(...conn.edges.map((e: Data) => e.node.user.nickname));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(['Blocked 4', 'Blocked 3', 'Blocked 2', 'Blocked 1', 'Blocked 0']);
  });
});

describe('live events', () => {
  it('does not deliver comments or posts by a blocked user to the blocker; others still get them', async () => {
    const blocker = await person();
    const blocked = await person();
    await join(c.club.id, blocker.id);
    await join(c.club.id, blocked.id);
    const p = await post(c.club.id, c.owner.id, { title: 'live' });
    await gql(app, blocker, BLOCK, { input: { userId: userGid(blocked.id) } });

    const EVENTS = `subscription ($postId: ID!) { commentEvents(postId: $postId) { kind comment { body } } }`;
    const watch = (who: Person) => {
      const client = wsClient(app, who);
      clients.push(client);
      return subscribe<{ commentEvents: Data }>(client, EVENTS, { postId: postGid(p.id) });
    };
    const blockerSub = watch(blocker);
    const memberSub = watch(c.member);
    const warm = await comment(p.id, c.owner.id, { body: 'warm' });
    for (const sub of [blockerSub, memberSub]) {
      await warmUp(
        sub,
        () => app.pubsub.publish('post:commentEvent', p.id, { commentId: warm.id, kind: 'UPDATED' }),
        (e) => e.commentEvents.comment?.body === 'warm',
      );
    }
    const baseBlocker = blockerSub.events.length;
    const baseMember = memberSub.events.length;
    const CREATE = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { ... on CreateCommentSuccess { comment { id } } } }`;
    const fromBlocked = await gql(app, blocked, CREATE, { input: { postId: postGid(p.id), body: 'from blocked' } });
    // The owner answers in the blocked user's thread: the blocker hears of it no more than of the thread.
    const threadId = fromBlocked.data!.createComment.comment.id;
    await gql(app, c.owner, CREATE, { input: { postId: postGid(p.id), body: 'owner in blocked thread', replyToId: threadId } });
    await gql(app, c.member, CREATE, { input: { postId: postGid(p.id), body: 'from member' } });
    const memberEvents = (await memberSub.next(baseMember + 3)).slice(baseMember).map((e) => e.commentEvents.comment.body);
    expect(memberEvents).toEqual(['from blocked', 'owner in blocked thread', 'from member']);
    const blockerEvents = (await blockerSub.next(baseBlocker + 1)).slice(baseBlocker).map((e) => e.commentEvents.comment.body);
    await sleep(300);
    expect(blockerEvents).toEqual(['from member']);
    expect(blockerSub.events.slice(baseBlocker).map((e) => e.commentEvents.comment?.body)).toEqual(['from member']);

    // New posts pushed to a club's watchers skip the blocker too.
    const POSTS = `subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }`;
    const postWatch = (who: Person) => {
      const client = 'cookie' in who ? wsClient(app, who) : websocketClient(app);
      clients.push(client);
      return subscribe<{ postCreated: Data }>(client, POSTS, { clubId: encodeGlobalID('Club', c.club.id) });
    };
    const blockerPosts = postWatch(blocker);
    const memberPosts = postWatch(c.member);
    const warmPost = await post(c.club.id, c.owner.id, { title: 'warm post' });
    for (const sub of [blockerPosts, memberPosts]) {
      await warmUp(sub, () => app.pubsub.publish('club:postCreated', c.club.id, { postId: warmPost.id }), (e) => e.postCreated?.title === 'warm post');
    }
    const b0 = blockerPosts.events.length;
    const m0 = memberPosts.events.length;
    const byBlocked = await post(c.club.id, blocked.id, { title: 'blocked post' });
    const byMember = await post(c.club.id, c.member.id, { title: 'member post' });
    app.pubsub.publish('club:postCreated', c.club.id, { postId: byBlocked.id });
    app.pubsub.publish('club:postCreated', c.club.id, { postId: byMember.id });
    expect((await memberPosts.next(m0 + 2)).slice(m0).map((e) => e.postCreated.title)).toEqual(['blocked post', 'member post']);
    await blockerPosts.next(b0 + 1);
    await sleep(300);
    expect(blockerPosts.events.slice(b0).map((e) => e.postCreated.title)).toEqual(['member post']);
  });
});

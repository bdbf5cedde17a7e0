// Reactions: exact counters under concurrent toggles, and who may see or leave them, as every role, over
// HTTP (node and nodes), mutations and websockets, on public, subscriber-only, hidden posts and deleted comments.
import type { Client } from 'graphql-ws';
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

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;
let otherOwner: Person;
let roles: [name: string, who: Person][];
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
  otherOwner = await person({ role: 'CREATOR', nickname: 'Other owner' });
  roles = [
    ['guest', c.guest],
    ['user', c.user],
    ['member', c.member],
    ['subscriber', c.subscriber],
    ['owner', c.owner],
    ['otherOwner', otherOwner],
    ['admin', c.admin],
  ];
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app?.close();
});

const REACT = `mutation ($input: SetReactionInput!) { setReaction(input: $input) {
  __typename ... on ReactionSet { reactions { id total viewerReaction counts { kind count } } } ... on Error { code } } }`;
const UNREACT = `mutation ($input: SetReactionInput!) { setReaction(input: $input) {
  __typename ... on ReactionSet { reactions { total viewerReaction } } ... on Error { code } } }`;
const SUMMARY = 'reactions { total viewerReaction counts { kind count } }';
const READ = `query ($post: ID!, $comment: ID!) {
  p: node(id: $post) { ... on Post { ${SUMMARY} comments(first: 5) { edges { node { ${SUMMARY} } } } } }
  c: node(id: $comment) { ... on Comment { ${SUMMARY} } }
  n: nodes(ids: [$post, $comment]) { ... on Post { ${SUMMARY} } ... on Comment { ${SUMMARY} } }
}`;

/** The union member's __typename (and code), or the top-level error code. */
async function outcome(who: Person | Record<string, string>, query: string, input: Record<string, unknown>, field: string): Promise<string> {
  const res = 'headers' in who ? await gql(app, who as Person, query, { input }) : await gqlWith(who as Record<string, string>, query, { input });
  if (res.errors?.length) return String(res.errors[0].extensions?.code ?? res.errors[0].message);
  const data = res.data![field];
  return data.code ?? data.__typename;
}

async function gqlWith(headers: Record<string, string>, query: string, variables: Record<string, unknown>) {
  return gql(app, { id: '', headers, cookie: null }, query, variables);
}

const countOf = (summary: Data, kind: string) => summary.counts.find((x: Data) => x.kind === kind).count;

/** Posts of every kind, each with a comment, a deleted placeholder with a reply, and 3 likes on each (a member's, the owner's, a subscriber's). */
async function world() {
  const open = await post(c.club.id, c.owner.id, { title: 'open' });
  const locked = await post(c.club.id, c.owner.id, { title: 'locked', isSubscriberOnly: true });
  const hidden = await post(c.club.id, c.owner.id, { title: 'hidden', isHidden: true });
  const posts = { open, locked, hidden };
  const comments: Record<string, { id: string }> = {};
  const deleted: Record<string, { id: string }> = {};
  const replies: Record<string, { id: string }> = {};
  for (const [name, p] of Object.entries(posts)) {
    comments[name] = await comment(p.id, c.owner.id, { body: 'top' });
    deleted[name] = await comment(p.id, c.member.id, { body: 'gone' });
    replies[name] = await comment(p.id, c.owner.id, { body: 'reply', parentId: deleted[name].id });
    // Reactions written while everyone could still read them (straight through the API as the owner).
    await db().post.update({ where: { id: p.id }, data: { isHidden: false, isSubscriberOnly: false } });
    for (const target of [postGid(p.id), commentGid(comments[name].id), commentGid(deleted[name].id)]) {
      for (const who of [c.owner, c.member, c.subscriber]) expect(await outcome(who, REACT, { targetId: target, kind: 'LIKE' }, 'setReaction')).toBe('ReactionSet');
    }
    await db().post.update({ where: { id: p.id }, data: { isHidden: p.isHidden, isSubscriberOnly: p.isSubscriberOnly } });
    await db().comment.update({ where: { id: deleted[name].id }, data: { deletedAt: new Date(), body: '' } });
  }
  return { posts, comments, deleted, replies };
}

describe('counters', () => {
  it('stay exact when many fans react, switch and take back at the same time', async () => {
    const p = await post(c.club.id, c.owner.id);
    const fans = await Promise.all(Array.from({ length: 12 }, () => person()));
    for (const fan of fans) await join(c.club.id, fan.id);
    const target = postGid(p.id);
    // Each fan fires several changes at once; the last one each fan's own lock lets through decides their row.
    await Promise.all(
      fans.flatMap((fan, i) => [
        gql(app, fan, REACT, { input: { targetId: target, kind: 'LIKE' } }),
        gql(app, fan, REACT, { input: { targetId: target, kind: i % 2 ? 'WOW' : 'LIKE' } }),
        gql(app, fan, REACT, { input: { targetId: target, kind: 'CHEER' } }),
        ...(i % 3 === 0 ? [gql(app, fan, UNREACT, { input: { targetId: target } })] : []),
      ]),
    );
    const rows = await db().reaction.groupBy({ by: ['kind'], where: { targetId: p.id }, _count: true });
    const tally = await db().reactionTally.findUniqueOrThrow({ where: { targetId: p.id } });
    const expected = Object.fromEntries(rows.map((r) => [r.kind, r._count]));
    expect({ LIKE: tally.like, LAUGH: tally.laugh, WOW: tally.wow, SAD: tally.sad, CHEER: tally.cheer }).toEqual({
      LIKE: expected.LIKE ?? 0,
      LAUGH: 0,
      WOW: expected.WOW ?? 0,
      SAD: 0,
      CHEER: expected.CHEER ?? 0,
    });
    expect(rows.reduce((sum, r) => sum + r._count, 0)).toBeGreaterThan(0);
    // Everyone reacting at once, one reaction each: exactly one count per fan.
    await Promise.all(fans.map((fan) => gql(app, fan, REACT, { input: { targetId: target, kind: 'SAD' } })));
    const res = await gql(app, fans[0], `query ($id: ID!) { node(id: $id) { ... on Post { ${SUMMARY} } } }`, { id: target });
    expect(res.data!.node.reactions.total).toBe(12);
    expect(countOf(res.data!.node.reactions, 'SAD')).toBe(12);
    expect(res.data!.node.reactions.viewerReaction).toBe('SAD');
  });

  it('is idempotent: the same reaction twice counts once; switching kind moves the count; unreact twice is fine', async () => {
    const p = await post(c.club.id, c.owner.id);
    const input = { targetId: postGid(p.id), kind: 'LAUGH' };
    await gql(app, c.member, REACT, { input });
    const again = await gql(app, c.member, REACT, { input });
    expect(again.data!.setReaction.reactions).toMatchObject({ total: 1, viewerReaction: 'LAUGH' });
    const switched = await gql(app, c.member, REACT, { input: { ...input, kind: 'WOW' } });
    expect(switched.data!.setReaction.reactions.total).toBe(1);
    expect(countOf(switched.data!.setReaction.reactions, 'WOW')).toBe(1);
    expect(countOf(switched.data!.setReaction.reactions, 'LAUGH')).toBe(0);
    await gql(app, c.member, UNREACT, { input: { targetId: input.targetId } });
    const twice = await gql(app, c.member, UNREACT, { input: { targetId: input.targetId } });
    expect(twice.data!.setReaction.reactions).toEqual({ total: 0, viewerReaction: null });
  });
});

describe('who sees reactions', () => {
  it('follows the post’s content rule over node and nodes: nothing leaks from locked or hidden posts or deleted comments', async () => {
    const { posts, comments, deleted } = await world();
    // Who may read each post's content (and so its reactions).
    const readers: Record<string, string[]> = {
      open: ['guest', 'user', 'member', 'subscriber', 'owner', 'otherOwner', 'admin'],
      locked: ['subscriber', 'owner', 'admin'],
      hidden: ['owner', 'admin'],
    };
    const seesPost: Record<string, string[]> = { ...readers, locked: readers.open };
    const mine: Record<string, string | null> = { member: 'LIKE', subscriber: 'LIKE', owner: 'LIKE' };
    for (const [name, who] of roles) {
      for (const [kind, p] of Object.entries(posts)) {
        const res = await gql(app, who, READ, { post: postGid(p.id), comment: commentGid(comments[kind].id) });
        expect(res.errors, `${name} on ${kind}`).toBeUndefined();
        const d = res.data!;
        const label = `${name} on ${kind}`;
        if (readers[kind].includes(name)) {
          expect(d.p.reactions, label).toMatchObject({ total: 3, viewerReaction: mine[name] ?? null });
          expect(d.c.reactions.total, label).toBe(3);
          expect(d.n.map((n: Data) => n.reactions.total), label).toEqual([3, 3]);
          // The deleted comment stays a placeholder, and its reactions go with its text.
          const placeholder = d.p.comments.edges.find((e: Data) => e.node.reactions.total === 0);
          expect(placeholder, label).toBeTruthy();
        } else if (seesPost[kind].includes(name)) {
          // The title of a locked post shows; its reactions do not.
          expect(d.p.reactions, label).toEqual({ total: 0, viewerReaction: null, counts: expect.arrayContaining([{ kind: 'LIKE', count: 0 }]) });
          expect(d.p.comments.edges, label).toEqual([]);
          expect(d.c, label).toBeNull();
          expect(d.n, label).toEqual([{ reactions: d.p.reactions }, null]);
        } else {
          expect(d, label).toEqual({ p: null, c: null, n: [null, null] });
        }
      }
    }
    expect(deleted.open).toBeTruthy();
  });

  it('lets API tokens read reactions only with POSTS_READ', async () => {
    const p = await post(c.club.id, c.owner.id);
    const q = `query ($id: ID!) { node(id: $id) { ... on Post { ${SUMMARY} } } }`;
    const reader = await gqlWith(await tokenHeaders(c.member.id, ['POSTS_READ']), q, { id: postGid(p.id) });
    expect(reader.data!.node.reactions.total).toBe(0);
    const clubsOnly = await gqlWith(await tokenHeaders(c.member.id, ['CLUBS_READ']), q, { id: postGid(p.id) });
    expect(clubsOnly.errors?.[0].extensions?.code).toBe('SCOPE_REQUIRED');
    expect(JSON.stringify(clubsOnly.data ?? null)).not.toContain('total');
  });
});

describe('who may react', () => {
  it('club members and the owner on what they may read; NOT_FOUND for the rest; guests and tokens without POSTS_WRITE refused', async () => {
    const { posts, comments, deleted, replies } = await world();
    const expected: Record<string, Record<string, string>> = {
      guest: { open: 'UNAUTHENTICATED', locked: 'UNAUTHENTICATED', hidden: 'UNAUTHENTICATED' },
      user: { open: 'MEMBERSHIP_REQUIRED', locked: 'NOT_FOUND', hidden: 'NOT_FOUND' },
      member: { open: 'ReactionSet', locked: 'NOT_FOUND', hidden: 'NOT_FOUND' },
      subscriber: { open: 'ReactionSet', locked: 'ReactionSet', hidden: 'NOT_FOUND' },
      owner: { open: 'ReactionSet', locked: 'ReactionSet', hidden: 'ReactionSet' },
      otherOwner: { open: 'MEMBERSHIP_REQUIRED', locked: 'NOT_FOUND', hidden: 'NOT_FOUND' },
      admin: { open: 'MEMBERSHIP_REQUIRED', locked: 'MEMBERSHIP_REQUIRED', hidden: 'MEMBERSHIP_REQUIRED' },
    };
    for (const [name, who] of roles) {
      for (const [kind, p] of Object.entries(posts)) {
        // Replies follow the same rule as top-level comments.
        for (const target of [postGid(p.id), commentGid(comments[kind].id), commentGid(replies[kind].id)]) {
          expect(await outcome(who, REACT, { targetId: target, kind: 'WOW' }, 'setReaction'), `${name} reacts on ${kind}`).toBe(expected[name][kind]);
          expect(await outcome(who, UNREACT, { targetId: target }, 'setReaction'), `${name} unreacts on ${kind}`).toBe(expected[name][kind]);
        }
        // A deleted comment takes no reactions from anyone.
        const onDeleted = await outcome(who, REACT, { targetId: commentGid(deleted[kind].id), kind: 'WOW' }, 'setReaction');
        expect(onDeleted, `${name} on a deleted comment`).toBe(name === 'guest' ? 'UNAUTHENTICATED' : 'NOT_FOUND');
      }
    }
    // Nothing changed on what could not be reacted to.
    expect((await db().reactionTally.findUniqueOrThrow({ where: { targetId: deleted.open.id } })).like).toBe(3);
    const p = posts.open;
    expect(await outcome(await tokenHeaders(c.member.id, ['POSTS_READ']), REACT, { targetId: postGid(p.id), kind: 'LIKE' }, 'setReaction')).toBe('SCOPE_REQUIRED');
    expect(await outcome(await tokenHeaders(c.member.id, ['POSTS_WRITE', 'POSTS_READ']), REACT, { targetId: postGid(p.id), kind: 'LIKE' }, 'setReaction')).toBe('ReactionSet');
    // A token of an administrator is still its user within its scopes (not a member: refused).
    expect(await outcome(await tokenHeaders(c.admin.id, ['POSTS_WRITE', 'POSTS_READ']), REACT, { targetId: postGid(posts.hidden.id), kind: 'LIKE' }, 'setReaction')).toBe('NOT_FOUND');
  });
});

describe('reactionsChanged', () => {
  const EVENTS = `subscription ($postId: ID!) { reactionsChanged(postId: $postId) { postId commentId reactions { id total counts { kind count } } } }`;

  function watch(who: Person | Record<string, string>, postId: string) {
    const client = 'headers' in who ? wsClient(app, who as Person) : websocketClient(app, who as Record<string, string>);
    clients.push(client);
    return subscribe<{ reactionsChanged: Data }>(client, EVENTS, { postId: postGid(postId) });
  }

  async function live(sub: ReturnType<typeof watch>, postId: string) {
    await warmUp(
      sub,
      () => app.pubsub.publish('post:reactionsChanged', postId, { targetId: postId, commentId: null }),
      (e) => e.reactionsChanged.commentId === null && e.reactionsChanged.reactions.total === 0,
    );
  }

  it('pushes the new counts of the post and its comments to those who may read it, and to nobody else', async () => {
    const open = await post(c.club.id, c.owner.id);
    const locked = await post(c.club.id, c.owner.id, { isSubscriberOnly: true });
    const hidden = await post(c.club.id, c.owner.id, { isHidden: true });
    const top = await comment(open.id, c.owner.id);

    // Refused up front when the viewer may not read the post.
    const refusals: [Person | Record<string, string>, string, string][] = [
      [c.member, locked.id, 'FORBIDDEN'],
      [c.user, hidden.id, 'NOT_FOUND'],
      [c.guest, locked.id, 'FORBIDDEN'],
      [await tokenHeaders(c.subscriber.id, ['CLUBS_READ']), open.id, 'SCOPE_REQUIRED'],
    ];
    for (const [who, postId, code] of refusals) {
      const sub = watch(who, postId);
      await sub.next(0);
      const deadline = Date.now() + 3000;
      while (!sub.errors.length && Date.now() < deadline) await sleep(25);
      expect(JSON.stringify(sub.errors), code).toContain(code);
    }

    const guest = watch(c.guest, open.id);
    const subscriberOnLocked = watch(c.subscriber, locked.id);
    const tokenReader = watch(await tokenHeaders(c.user.id, ['POSTS_READ']), open.id);
    await live(guest, open.id);
    await live(subscriberOnLocked, locked.id);
    await live(tokenReader, open.id);

    await gql(app, c.member, REACT, { input: { targetId: postGid(open.id), kind: 'LIKE' } });
    await gql(app, c.subscriber, REACT, { input: { targetId: commentGid(top.id), kind: 'CHEER' } });
    await gql(app, c.owner, REACT, { input: { targetId: postGid(locked.id), kind: 'WOW' } });
    const [a, b] = (await guest.next(2)).map((e) => e.reactionsChanged);
    expect(a).toMatchObject({ postId: postGid(open.id), commentId: null, reactions: { total: 1 } });
    expect(b).toMatchObject({ commentId: commentGid(top.id), reactions: { total: 1 } });
    expect(countOf(b.reactions, 'CHEER')).toBe(1);
    expect((await tokenReader.next(2)).length).toBe(2);
    expect((await subscriberOnLocked.next(1))[0].reactionsChanged.reactions.total).toBe(1);

    // The subscriber's plan ends while they watch: the locked post's counts stop reaching them.
    await db().subscription.updateMany({ where: { userId: c.subscriber.id }, data: { status: 'EXPIRED', currentPeriodEnd: new Date(Date.now() - 1000) } });
    await gql(app, c.owner, REACT, { input: { targetId: postGid(locked.id), kind: 'LIKE' } });
    await sleep(300);
    expect(subscriberOnLocked.events).toHaveLength(1);
    expect(guest.errors).toEqual([]);
  });

  it('sends nothing about a comment by a user the viewer blocked, nor a reply in their thread, nor a blocked author’s post', async () => {
    const viewer = await person({ nickname: 'Blocker' });
    await join(c.club.id, viewer.id);
    const blocked = await person({ nickname: 'Blocked' });
    await join(c.club.id, blocked.id);
    const p = await post(c.club.id, c.owner.id);
    const byBlocked = await comment(p.id, blocked.id, { body: 'by blocked' });
    const replyInTheirThread = await comment(p.id, c.owner.id, { body: 'reply', parentId: byBlocked.id });
    const byOwner = await comment(p.id, c.owner.id, { body: 'by owner' });
    const theirPost = await post(c.club.id, blocked.id);

    const sub = watch(viewer, p.id);
    const onTheirPost = watch(viewer, theirPost.id);
    const control = watch(c.member, theirPost.id);
    await live(sub, p.id);
    await live(onTheirPost, theirPost.id);
    await live(control, theirPost.id);
    // The block is made while watching (subscribing to the blocked author's post afterwards is refused: NOT_FOUND).
    await db().userBlock.create({ data: { blockerId: viewer.id, blockedId: blocked.id } });

    for (const target of [commentGid(byBlocked.id), commentGid(replyInTheirThread.id), commentGid(byOwner.id)]) {
      expect(await outcome(c.subscriber, REACT, { targetId: target, kind: 'LIKE' }, 'setReaction')).toBe('ReactionSet');
    }
    expect(await outcome(c.subscriber, REACT, { targetId: postGid(theirPost.id), kind: 'LIKE' }, 'setReaction')).toBe('ReactionSet');
    expect((await sub.next(1))[0].reactionsChanged.commentId).toBe(commentGid(byOwner.id));
    expect((await control.next(1))[0].reactionsChanged.commentId).toBeNull();
    await sleep(300);
    expect(sub.events.map((e) => e.reactionsChanged.commentId)).toEqual([commentGid(byOwner.id)]);
    expect(onTheirPost.events).toEqual([]);
    expect(sub.errors.concat(onTheirPost.errors)).toEqual([]);
  });
});

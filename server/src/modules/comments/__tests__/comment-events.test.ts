// commentEvents over a real graphql-ws websocket: CREATED, UPDATED and DELETED reach viewers of the post,
// each re-reading the comment with their own rights; a hidden post refuses ordinary members and sends
// them nothing.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import {
  comment,
  commentGid,
  community,
  type Data,
  gql,
  post,
  postGid,
  type Person,
  sleep,
  subscribe,
  warmUp,
  wsClient,
} from './community-helpers.ts';

const database = setupTestDatabase();
let app: App;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app?.close();
});

const EVENTS = `subscription ($postId: ID!) {
  commentEvents(postId: $postId) { kind commentId parentId comment { id body isDeleted authorName mentionedName } }
}`;
const CREATE = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { ... on CreateCommentSuccess { comment { id } } ... on Error { code } } }`;
const UPDATE = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { __typename } }`;
const DELETE = `mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { __typename } }`;

function watch(who: Person, postId: string) {
  const client = wsClient(app, who);
  clients.push(client);
  return subscribe<{ commentEvents: Data }>(client, EVENTS, { postId: postGid(postId) });
}

/** Warm-up: a synthetic UPDATED event for an existing comment until the subscription is live. */
async function live(sub: ReturnType<typeof watch>, postId: string, commentId: string) {
  const seedId = commentGid(commentId);
  await warmUp(
    sub,
    () => app.pubsub.publish('post:commentEvent', postId, { commentId, kind: 'UPDATED' }),
    (e) => e.commentEvents.commentId === seedId,
  );
}

const createComment = async (who: Person, postId: string, body: string, replyToId?: string) => {
  const res = await gql(app, who, CREATE, { input: { postId: postGid(postId), body, replyToId } });
  return res.data!.createComment.comment.id as string;
};

describe('commentEvents', () => {
  it('sends CREATED, UPDATED and DELETED events to a member watching a post', async () => {
    const { club, owner, member, subscriber } = await community();
    const p = await post(club.id, owner.id);
    const seed = await comment(p.id, owner.id, { body: 'seed' });
    const sub = watch(member, p.id);
    await live(sub, p.id, seed.id);

    const top = await createComment(subscriber, p.id, 'Hello');
    const reply = await createComment(owner, p.id, 'Welcome', top);
    await gql(app, subscriber, UPDATE, { input: { commentId: top, body: 'Hello all' } });
    await gql(app, owner, DELETE, { input: { commentId: reply } });
    await createComment(owner, p.id, 'Again', top);
    await gql(app, subscriber, DELETE, { input: { commentId: top } });

    const events = (await sub.next(6)).map((e) => e.commentEvents);
    expect(events).toEqual([
      { kind: 'CREATED', commentId: top, parentId: null, comment: { id: top, body: 'Hello', isDeleted: false, authorName: 'Sub Main', mentionedName: null } },
      { kind: 'CREATED', commentId: reply, parentId: top, comment: { id: reply, body: 'Welcome', isDeleted: false, authorName: 'Owner Main', mentionedName: 'Sub Main' } },
      { kind: 'UPDATED', commentId: top, parentId: null, comment: { id: top, body: 'Hello all', isDeleted: false, authorName: 'Sub Main', mentionedName: null } },
      // A removed reply: the client drops it from its parent's replies.
      { kind: 'DELETED', commentId: reply, parentId: top, comment: null },
      expect.objectContaining({ kind: 'CREATED', parentId: top }),
      // A comment with replies stays as a placeholder.
      { kind: 'DELETED', commentId: top, parentId: null, comment: { id: top, body: null, isDeleted: true, authorName: '', mentionedName: null } },
    ]);
    sub.dispose();
  });

  it('refuses an ordinary member on a hidden post and sends them nothing; the owner still gets events', async () => {
    const { club, owner, member } = await community();
    const hidden = await post(club.id, owner.id, { isHidden: true, title: 'Hidden' });
    const seed = await comment(hidden.id, owner.id, { body: 'seed' });
    const refused = watch(member, hidden.id);
    const allowed = watch(owner, hidden.id);
    await live(allowed, hidden.id, seed.id);
    await createComment(owner, hidden.id, 'hidden words');
    await allowed.next(1);
    await sleep(300);
    expect(refused.events).toEqual([]);
    expect(JSON.stringify(refused.errors)).toContain('No such post');
    expect(allowed.events[0].commentEvents).toMatchObject({ kind: 'CREATED', comment: { body: 'hidden words' } });
  });

  it('stops sending events once the watched post is hidden', async () => {
    const { club, owner, member } = await community();
    const p = await post(club.id, owner.id);
    const seed = await comment(p.id, owner.id, { body: 'seed' });
    const sub = watch(member, p.id);
    await live(sub, p.id, seed.id);
    await db().post.update({ where: { id: p.id }, data: { isHidden: true } });
    await createComment(owner, p.id, 'after hiding');
    await sleep(500);
    expect(sub.events).toEqual([]);
    expect(JSON.stringify(sub.errors)).not.toContain('after hiding');
  });

  it('stops sending events once the viewer blocked the post’s author (as HTTP hides the post), others still get them', async () => {
    const { club, owner, member, user, subscriber } = await community();
    const p = await post(club.id, member.id, { title: 'by member' });
    const seed = await comment(p.id, owner.id, { body: 'seed' });
    const blocker = watch(user, p.id);
    const other = watch(subscriber, p.id);
    await live(blocker, p.id, seed.id);
    await live(other, p.id, seed.id);
    await db().userBlock.create({ data: { blockerId: user.id, blockedId: member.id } });
    const node = await gql(app, user, 'query ($id: ID!) { node(id: $id) { id } }', { id: postGid(p.id) });
    expect(node.data!.node).toBeNull();
    await createComment(owner, p.id, 'after the block');
    expect((await other.next(1))[0].commentEvents).toMatchObject({ kind: 'CREATED', comment: { body: 'after the block' } });
    await sleep(300);
    expect(blocker.events).toEqual([]);
    expect(JSON.stringify(blocker.errors)).not.toContain('after the block');
  });

  it('accepts subscribers by role: everyone on a visible post, owner and admins on a hidden one', async () => {
    const c = await community();
    const roles: [string, Person][] = [
      ['guest', c.guest],
      ['user', c.user],
      ['member', c.member],
      ['subscriber', c.subscriber],
      ['owner', c.owner],
      ['admin', c.admin],
    ];
    const visible = await post(c.club.id, c.owner.id);
    const hidden = await post(c.club.id, c.owner.id, { isHidden: true });
    const subs = roles.map(([name, who]) => ({ name, visible: watch(who, visible.id), hidden: watch(who, hidden.id) }));
    const onVisible = await createCommentWhenLive(subs.map((s) => s.visible), visible.id, c.owner);
    const onHidden = await createCommentWhenLive(subs.filter((s) => ['owner', 'admin'].includes(s.name)).map((s) => s.hidden), hidden.id, c.owner);
    await sleep(300);
    const got = Object.fromEntries(
      subs.map((s) => [
        s.name,
        [s.visible.events.some((e) => e.commentEvents.commentId === onVisible), s.hidden.events.some((e) => e.commentEvents.commentId === onHidden)],
      ]),
    );
    expect(got).toEqual({
      guest: [true, false],
      user: [true, false],
      member: [true, false],
      subscriber: [true, false],
      owner: [true, true],
      admin: [true, true],
    });
    for (const s of subs.filter((x) => !['owner', 'admin'].includes(x.name))) {
      expect(s.hidden.events, s.name).toEqual([]);
      expect(s.hidden.errors.length, s.name).toBeGreaterThan(0);
    }
  });
});

describe('commentEvents of a subscriber-only post', () => {
  it('refuses whoever cannot read the post, on subscribe and again per event', async () => {
    const c = await community();
    const locked = await post(c.club.id, c.owner.id, { isSubscriberOnly: true, isOwnerPost: true, title: 'Locked' });
    const seed = await comment(locked.id, c.owner.id, { body: 'seed' });
    const refused = [c.guest, c.user, c.member].map((who) => watch(who, locked.id));
    const subscriber = watch(c.subscriber, locked.id);
    const admin = watch(c.admin, locked.id);
    await live(subscriber, locked.id, seed.id);
    await live(admin, locked.id, seed.id);
    const first = await createComment(c.owner, locked.id, 'LOCKED WORDS');
    await subscriber.next(1);
    await admin.next(1);
    expect(subscriber.events[0].commentEvents).toMatchObject({ kind: 'CREATED', commentId: first, comment: { body: 'LOCKED WORDS' } });
    for (const r of refused) {
      expect(r.events).toEqual([]);
      expect(JSON.stringify(r.errors)).toContain('FORBIDDEN');
      expect(JSON.stringify(r.errors)).not.toContain('LOCKED WORDS');
    }
    // The subscription ends while they watch: no more events reach them.
    await db().subscription.updateMany({ where: { userId: c.subscriber.id }, data: { status: 'EXPIRED', currentPeriodEnd: new Date(Date.now() - 1000) } });
    await createComment(c.owner, locked.id, 'AFTER EXPIRY');
    await admin.next(2);
    await sleep(300);
    expect(subscriber.events).toHaveLength(1);
    expect(JSON.stringify([subscriber.events, subscriber.errors])).not.toContain('AFTER EXPIRY');
  });
});

/** Waits until all subscriptions are live (warm-up), then creates one comment and returns its id. */
async function createCommentWhenLive(subs: ReturnType<typeof watch>[], postId: string, author: Person) {
  const seed = await comment(postId, author.id, { body: 'seed' });
  for (const s of subs) await live(s, postId, seed.id);
  return createComment(author, postId, 'event');
}


// One execution per event for subscribers who get the same answer (graphql/shared-execution.ts): fans with
// the same selection share it, while the author, the owner and an admin (whose viewerCanEdit/-Delete differ)
// each get their own, a field that reads the viewer's id is never shared, and a fan who may no longer read
// the post gets nothing at all.
import type { Client } from 'graphql-ws';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { eventExecutionCounts } from '../../../graphql/shared-execution.ts';
import { loadPersistedOperations } from '../../../http/persisted-operations.ts';
import { CREDENTIAL_RECHECK_MS } from '../../../http/websocket.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { comment, commentGid, community, type Data, join, person, post, postGid, sleep, subscribe, type Subscription, warmUp, wsClient } from './community-helpers.ts';

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
  commentEvents(postId: $postId) { kind commentId comment { id body authorName viewerCanEdit viewerCanDelete } }
}`;

/** Post.viewerCanEdit compares ctx.viewer.id itself: a result holding it belongs to one viewer. */
const EVENTS_WITH_POST = `subscription ($postId: ID!) {
  commentEvents(postId: $postId) { commentId comment { id body post { id viewerCanEdit } } }
}`;

/**
 * The web client's own live comments (useCommentEvents with CommentItem_comment), by its persisted text: a
 * field the comment row gains there that reads the viewer's id would cost one execution per watcher.
 */
function clientDocument(name: string): string {
  const artifact = fs.readFileSync(path.resolve('client/src/__generated__', `${name}.graphql.ts`), 'utf8');
  const text = loadPersistedOperations().get(/@relayRequestID (\w+)/.exec(artifact)?.[1] ?? '');
  if (!text) throw new Error(`${name} is not persisted (npm run gen)`);
  return text;
}

/** A subscriber-only post with `fans` subscribed fans (fan 0 writes the comments), its owner and an admin. */
async function world(fans: number) {
  const c = await community();
  const plan = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id } });
  const locked = await post(c.club.id, c.owner.id, { isSubscriberOnly: true, isOwnerPost: true, requiredPlanId: plan.id });
  const seed = await comment(locked.id, c.owner.id, { body: 'seed' });
  const people = await Promise.all(
    Array.from({ length: fans }, async (_, i) => {
      const fan = await person({ nickname: `Fan ${i}` });
      await join(c.club.id, fan.id, { nickname: `Club fan ${i}` });
      await db().subscription.create({ data: { clubId: c.club.id, planId: plan.id, userId: fan.id, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) } });
      return fan;
    }),
  );
  return { ...c, locked, seed, fans: people };
}

async function watch(who: Awaited<ReturnType<typeof person>>, query: string, postId: string, seedId: string) {
  const client = wsClient(app, who);
  clients.push(client);
  const sub = subscribe<{ commentEvents: Data }>(client, query, { postId: postGid(postId) });
  await warmUp(
    sub,
    () => app.pubsub.publish('post:commentEvent', postId, { commentId: seedId, kind: 'UPDATED' }),
    (e) => e.commentEvents.commentId === commentGid(seedId),
  );
  return sub;
}

/** Publishes one CREATED event and returns the executions and deliveries it cost, once every `subs` has it. */
async function oneEvent(postId: string, commentId: string, subs: Subscription<{ commentEvents: Data }>[]) {
  // Late warm-up events are delivered first. Every socket's credentials are then due, so the first
  // subscriber's re-check covers all of them: who waits does not depend on when each was last checked.
  await sleep(CREDENTIAL_RECHECK_MS + 100);
  const before = eventExecutionCounts();
  app.pubsub.publish('post:commentEvent', postId, { commentId, kind: 'CREATED' });
  await Promise.all(subs.map((s) => s.next(1)));
  const after = eventExecutionCounts();
  return {
    executions: after.executions - before.executions,
    deliveries: after.deliveries - before.deliveries,
    sentDirectly: after.sentDirectly - before.sentDirectly,
    deliveredAtOnce: after.deliveredAtOnce - before.deliveredAtOnce,
  };
}

describe('commentEvents executed once per group of subscribers with the same answer', () => {
  it('shares one execution among fans and gives the author, the owner and the admin their own', async () => {
    const w = await world(12);
    const fans = [];
    for (const fan of w.fans) fans.push(await watch(fan, EVENTS, w.locked.id, w.seed.id));
    const owner = await watch(w.owner, EVENTS, w.locked.id, w.seed.id);
    const admin = await watch(w.admin, EVENTS, w.locked.id, w.seed.id);
    const reply = await comment(w.locked.id, w.fans[0].id, { body: 'live' });

    const cost = await oneEvent(w.locked.id, reply.id, [...fans, owner, admin]);
    // Eleven fans share one; fan 0 (the author), the owner and the admin differ in viewerCanEdit/-Delete.
    // Fan 0 waits for the event's rows and its own execution, fan 1 for the fans' one: the ten fans after
    // them are offered the event once those are ready and take it without waiting.
    expect(cost).toEqual({ executions: 4, deliveries: 14, sentDirectly: 14, deliveredAtOnce: 10 });
    const got = (sub: Subscription<{ commentEvents: Data }>) => sub.events[0].commentEvents.comment;
    expect(got(fans[0])).toMatchObject({ body: 'live', authorName: 'Club fan 0', viewerCanEdit: true, viewerCanDelete: true });
    for (const fan of fans.slice(1)) expect(got(fan)).toMatchObject({ body: 'live', viewerCanEdit: false, viewerCanDelete: false });
    expect(got(owner)).toMatchObject({ body: 'live', viewerCanEdit: false, viewerCanDelete: true });
    expect(got(admin)).toMatchObject({ body: 'live', viewerCanEdit: false, viewerCanDelete: true });
  });

  it('shares the web client’s own live comment among fans: one execution for them, one for the owner who wrote it', async () => {
    const w = await world(5);
    const document = clientDocument('useCommentEventsSubscription');
    const subs = [];
    for (const who of [...w.fans, w.owner]) subs.push(await watch(who, document, w.locked.id, w.seed.id));
    const written = await comment(w.locked.id, w.owner.id, { body: 'from the creator' });

    expect(await oneEvent(w.locked.id, written.id, subs)).toEqual({ executions: 2, deliveries: 6, sentDirectly: 6, deliveredAtOnce: 4 });
    for (const fan of subs.slice(0, 5)) {
      expect(fan.events[0].commentEvents.comment).toMatchObject({ body: 'from the creator', authorIsOwner: true, viewerCanEdit: false, viewerCanReport: true, viewerCanHide: false });
    }
    expect(subs[5].events[0].commentEvents.comment).toMatchObject({ viewerCanEdit: true, viewerCanReport: false, viewerCanHide: true });
  });

  it('never shares a result that read the viewer’s id', async () => {
    const w = await world(4);
    const subs = [];
    for (const who of [...w.fans, w.owner]) subs.push(await watch(who, EVENTS_WITH_POST, w.locked.id, w.seed.id));
    const reply = await comment(w.locked.id, w.fans[0].id, { body: 'live' });

    expect(await oneEvent(w.locked.id, reply.id, subs)).toEqual({ executions: 5, deliveries: 5, sentDirectly: 5, deliveredAtOnce: 0 });
    for (const fan of subs.slice(0, 4)) expect(fan.events[0].commentEvents.comment.post.viewerCanEdit).toBe(false);
    expect(subs[4].events[0].commentEvents.comment.post.viewerCanEdit).toBe(true);
  });

  it('gives nothing to a fan who may no longer read the post, while the others share theirs', async () => {
    const w = await world(4);
    const subs = [];
    for (const fan of w.fans) subs.push(await watch(fan, EVENTS, w.locked.id, w.seed.id));
    // Fan 3's plan ends while they watch: the post is locked for them from the next event on.
    await db().subscription.updateMany({ where: { userId: w.fans[3].id }, data: { status: 'EXPIRED', currentPeriodEnd: new Date(Date.now() - 1000) } });
    const reply = await comment(w.locked.id, w.owner.id, { body: 'for subscribers' });

    const cost = await oneEvent(w.locked.id, reply.id, subs.slice(0, 3));
    await sleep(300);
    expect(cost).toMatchObject({ executions: 1, deliveredAtOnce: 2 });
    for (const fan of subs.slice(0, 3)) expect(fan.events[0].commentEvents.comment).toMatchObject({ body: 'for subscribers', viewerCanEdit: false });
    expect(subs[3].events).toEqual([]);
    expect(subs[3].errors).toEqual([]);
  });
});

describe('commentEvents sent straight to the sockets', () => {
  it('sends after re-checking credentials that are due, and closes a socket whose session ended instead', async () => {
    const w = await world(3);
    const subs = [];
    for (const fan of w.fans) subs.push(await watch(fan, EVENTS, w.locked.id, w.seed.id));
    // Every socket's check is due at the next event; fan 2 signs out meanwhile.
    await sleep(CREDENTIAL_RECHECK_MS + 100);
    await db().session.deleteMany({ where: { userId: w.fans[2].id } });
    const reply = await comment(w.locked.id, w.owner.id, { body: 'still here?' });

    expect(await oneEvent(w.locked.id, reply.id, subs.slice(0, 2))).toEqual({ executions: 1, deliveries: 3, sentDirectly: 2, deliveredAtOnce: 2 });
    await sleep(300);
    for (const fan of subs.slice(0, 2)) expect(fan.events.map((e) => e.commentEvents.comment.body)).toEqual(['still here?']);
    expect(subs[2].events).toEqual([]);
    expect(subs[2].errors).toMatchObject([{ code: 4401 }]);
  });

  it('keeps each subscriber’s events in the order they were published', async () => {
    const w = await world(3);
    const subs = [];
    for (const fan of w.fans) subs.push(await watch(fan, EVENTS, w.locked.id, w.seed.id));
    const bodies = ['one', 'two', 'three', 'four'];
    const written = [];
    for (const body of bodies) written.push(await comment(w.locked.id, w.owner.id, { body }));
    await sleep(300);
    const before = eventExecutionCounts();
    for (const c of written) app.pubsub.publish('post:commentEvent', w.locked.id, { commentId: c.id, kind: 'CREATED' });
    await Promise.all(subs.map((sub) => sub.next(4)));
    expect(eventExecutionCounts().sentDirectly - before.sentDirectly).toBe(12);
    for (const sub of subs) expect(sub.events.map((e) => e.commentEvents.comment.body)).toEqual(bodies);
  });
});

// Live comment events fan out at a fixed database cost per event and instance: the comment, the post's
// lock info, the viewers' plan levels, authors' club profiles and the sockets' session re-check are each
// read once for all subscribers, so 5 and 50 subscribers cost the same statements. postCreated likewise.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { CREDENTIAL_RECHECK_MS } from '../../../http/websocket.ts';
import { db } from '../../../platform/database.ts';
import { canReadLoadedPost, canReadPost, needsPlanLevel, postAccessOf } from '../../posts/posts.service.ts';
import { activeSubscriptionLevel } from '../../memberships/memberships.service.ts';
import { startTestApp } from '../../../testing/app.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { comment, commentGid, community, type Data, join, person, post, postGid, sleep, subscribe, warmUp, wsClient } from './community-helpers.ts';

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

// The web client's subscription (useCommentEvents with CommentItem_comment), written out.
const EVENTS = `subscription ($postId: ID!) {
  commentEvents(postId: $postId) {
    kind commentId parentId
    comment { id replyCount authorName authorIsOwner authorAvatarUrl body isDeleted isEdited createdAt mentionedName viewerCanEdit viewerCanDelete }
  }
}`;

/** Waits until late warm-up events are delivered (no statement for a while). */
async function quiet() {
  for (let seen = -1; seen !== queryLog.length; ) {
    seen = queryLog.length;
    await sleep(300);
  }
}

/** Opens `n` subscribers (each a fan with a live plan) on a subscriber-only post and counts one event's statements. */
async function statementsForOneEvent(n: number) {
  const c = await community();
  const plan = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id } });
  const locked = await post(c.club.id, c.owner.id, { isSubscriberOnly: true, isOwnerPost: true, requiredPlanId: plan.id });
  const seed = await comment(locked.id, c.owner.id, { body: 'seed' });
  const fans = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const fan = await person({ nickname: `Fan ${i}` });
      await join(c.club.id, fan.id, { nickname: `Club fan ${i}` });
      await db().subscription.create({
        data: { clubId: c.club.id, planId: plan.id, userId: fan.id, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) },
      });
      return fan;
    }),
  );
  const subs = fans.map((fan) => {
    const client = wsClient(app, fan);
    clients.push(client);
    return subscribe<{ commentEvents: Data }>(client, EVENTS, { postId: postGid(locked.id) });
  });
  for (const sub of subs) {
    await warmUp(
      sub,
      () => app.pubsub.publish('post:commentEvent', locked.id, { commentId: seed.id, kind: 'UPDATED' }),
      (e) => e.commentEvents.commentId === commentGid(seed.id),
    );
  }
  await quiet();
  // Every socket's session is due for its re-check, which the event then includes.
  await sleep(CREDENTIAL_RECHECK_MS + 200);
  const reply = await comment(locked.id, fans[0].id, { body: 'live', parentId: seed.id, mentionedUserId: c.owner.id });
  queryLog.length = 0;
  app.pubsub.publish('post:commentEvent', locked.id, { commentId: reply.id, kind: 'CREATED' });
  await Promise.all(subs.map((s) => s.next(1)));
  const statements = queryLog.length;
  for (const [i, sub] of subs.entries()) {
    expect(sub.events[0].commentEvents.comment).toMatchObject({
      id: commentGid(reply.id),
      body: 'live',
      authorName: 'Club fan 0',
      mentionedName: 'Owner Main',
      viewerCanEdit: i === 0,
    });
  }
  for (const sub of subs) sub.dispose();
  return statements;
}

describe('commentEvents fan-out', () => {
  it('costs the same statements per event for 5 and for 50 subscribers', async () => {
    const five = await statementsForOneEvent(5);
    const fifty = await statementsForOneEvent(50);
    expect(fifty).toBe(five);
    // The post's lock info (3: Prisma reads each relation in its own statement), the plan levels (2), the
    // comment with its author, post and club (5), club profiles (1) and sessions (1): one set per event.
    expect(five).toBeLessThanOrEqual(12);
  });
});

describe('the content rule for one loaded post (what each subscriber is judged by)', () => {
  it('agrees with canReadPost for every standing and kind of post', async () => {
    const c = await community();
    const gold = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id } });
    const platinum = await db().plan.create({ data: { clubId: c.club.id, name: 'Platinum', monthlyPrice: 9000, benefits: [], level: 2 } });
    const posts = {
      open: await post(c.club.id, c.owner.id),
      hidden: await post(c.club.id, c.owner.id, { isHidden: true }),
      fanLetter: await post(c.club.id, c.member.id, { isOwnerOnly: true }),
      anyPlan: await post(c.club.id, c.owner.id, { isSubscriberOnly: true, isOwnerPost: true }),
      gold: await post(c.club.id, c.owner.id, { isSubscriberOnly: true, isOwnerPost: true, requiredPlanId: gold.id }),
      platinum: await post(c.club.id, c.owner.id, { isSubscriberOnly: true, isOwnerPost: true, requiredPlanId: platinum.id }),
    };
    const privateClub = await createClub({ ownerId: c.owner.id, isPublic: false });
    const all = { ...posts, privateClub: await post(privateClub.id, c.owner.id) };
    const viewers = { guest: null, user: c.user, member: c.member, subscriber: c.subscriber, owner: c.owner, admin: c.admin };
    const roles = { guest: 'USER', user: 'USER', member: 'USER', subscriber: 'USER', owner: 'CREATOR', admin: 'ADMIN' } as const;
    for (const [postName, p] of Object.entries(all)) {
      const access = (await postAccessOf(p.id))!;
      for (const [name, person] of Object.entries(viewers)) {
        const viewer = person ? { id: person.id, role: roles[name as keyof typeof roles] } : null;
        const level = needsPlanLevel(viewer, access) ? await activeSubscriptionLevel(viewer!.id, access.clubId) : null;
        expect(canReadLoadedPost(viewer, access, level), `${name} on ${postName}`).toBe(await canReadPost(viewer, p.id));
      }
    }
  });
});

/** Opens `n` members watching a club's new posts and counts one event's statements. */
async function statementsForOnePost(n: number) {
  const c = await community();
  const seed = await post(c.club.id, c.owner.id, { title: 'seed' });
  const subs = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const fan = await person({ nickname: `Watcher ${i}` });
      await join(c.club.id, fan.id);
      const client = wsClient(app, fan);
      clients.push(client);
      return subscribe<{ postCreated: Data | null }>(client, 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { id title isLocked } }', {
        clubId: encodeGlobalID('Club', c.club.id),
      });
    }),
  );
  for (const sub of subs) {
    await warmUp(sub, () => app.pubsub.publish('club:postCreated', c.club.id, { postId: seed.id }), (e) => e.postCreated?.title === 'seed');
  }
  await quiet();
  await sleep(CREDENTIAL_RECHECK_MS + 200);
  const fresh = await post(c.club.id, c.owner.id, { title: 'fresh' });
  queryLog.length = 0;
  app.pubsub.publish('club:postCreated', c.club.id, { postId: fresh.id });
  await Promise.all(subs.map((s) => s.next(1)));
  const statements = queryLog.length;
  for (const sub of subs) expect(sub.events[0].postCreated).toMatchObject({ title: 'fresh' });
  for (const sub of subs) sub.dispose();
  return statements;
}

describe('postCreated fan-out', () => {
  it('costs the same statements per event for 5 and for 20 subscribers', async () => {
    expect(await statementsForOnePost(20)).toBe(await statementsForOnePost(5));
  });
});

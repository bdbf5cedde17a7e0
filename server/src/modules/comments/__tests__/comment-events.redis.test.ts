// Two app instances sharing Redis: a comment created through instance A reaches a member watching the
// post over graphql-ws on instance B, and so does the reply notification of its author.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { comment, commentGid, community, type Data, gql, post, postGid, subscribe, warmUp, wsClient } from './community-helpers.ts';

const redisUrl = process.env.REDIS_URL;
const database = setupTestDatabase();
let a: App;
let b: App;
const clients: Client[] = [];

describe.skipIf(!redisUrl)('comment events across instances through Redis', () => {
  beforeAll(async () => {
    a = await startTestApp(database.current.url, { REDIS_URL: redisUrl! });
    b = await startTestApp(database.current.url, { REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await a?.close();
    await b?.close();
  });

  it('delivers a comment created on A to a graphql-ws subscriber on B', async () => {
    const { club, owner, member, subscriber } = await community();
    const p = await post(club.id, owner.id);
    const seed = await comment(p.id, member.id, { body: 'seed' });
    const client = wsClient(b, member);
    clients.push(client);
    const events = subscribe<{ commentEvents: Data }>(
      client,
      'subscription ($postId: ID!) { commentEvents(postId: $postId) { kind commentId parentId comment { body authorName mentionedName } } }',
      { postId: postGid(p.id) },
    );
    const notifications = subscribe<{ notificationEvents: Data }>(
      client,
      'subscription { notificationEvents { unreadCount notification { kind commentExcerpt } } }',
    );
    // Warm up through A's pub/sub, so the Redis path is live end to end before the real event.
    await warmUp(
      events,
      () => a.pubsub.publish('post:commentEvent', p.id, { commentId: seed.id, kind: 'UPDATED' }),
      (e) => e.commentEvents.commentId === commentGid(seed.id),
    );
    await warmUp(
      notifications,
      () => a.pubsub.publish('user:notification', member.id, { notificationId: null }),
      (e) => e.notificationEvents.notification === null,
    );

    const res = await gql(a, subscriber, `mutation ($input: CreateCommentInput!) {
      createComment(input: $input) { ... on CreateCommentSuccess { comment { id } } }
    }`, { input: { postId: postGid(p.id), body: 'Hello from A', replyToId: commentGid(seed.id) } });
    const id = res.data!.createComment.comment.id;

    const [event] = await events.next(1);
    expect(event.commentEvents).toEqual({
      kind: 'CREATED',
      commentId: id,
      parentId: commentGid(seed.id),
      comment: { body: 'Hello from A', authorName: 'Sub Main', mentionedName: 'Member Club' },
    });
    const [note] = await notifications.next(1);
    expect(note.notificationEvents).toEqual({ unreadCount: 1, notification: { kind: 'COMMENT_REPLY', commentExcerpt: 'Hello from A' } });
  });
});

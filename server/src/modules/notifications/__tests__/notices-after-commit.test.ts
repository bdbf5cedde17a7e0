// A notice that fails after its write committed is logged, and the write's request still succeeds: a client
// told of an error would retry, and post the comment or the message twice. The failure is real: a trigger
// refuses every new Notification row while the write is made.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { capturedLogs } from '../../../testing/logs.ts';
import { community, gql, post, postGid } from '../../comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
const { logger, lines } = capturedLogs();
let app: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url, {}, { logger });
});
afterAll(() => app?.close());

/** Runs `write` while PostgreSQL refuses every new notification. */
async function withNoticesDown<T>(write: () => Promise<T>): Promise<T> {
  await db().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_notice() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'notices are down'; END $$`);
  await db().$executeRawUnsafe(`CREATE TRIGGER refuse_notice BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION refuse_notice()`);
  try {
    return await write();
  } finally {
    await db().$executeRawUnsafe(`DROP TRIGGER refuse_notice ON "Notification"`);
  }
}

const failedNotice = (notice: string) => lines.find((line) => line.notice === notice && line.level === 50);

describe('a notice failing after its write committed', () => {
  it('leaves a fan’s comment posted once, its request answered, and the failure logged', async () => {
    const c = await community();
    const news = await post(c.club.id, c.owner.id, { isOwnerPost: true, title: 'Stream tonight' });
    const res = await withNoticesDown(() =>
      gql(app, c.member, `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename ... on CreateCommentSuccess { comment { body } } } }`, {
        input: { postId: postGid(news.id), body: 'See you there!' },
      }),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createComment).toEqual({ __typename: 'CreateCommentSuccess', comment: { body: 'See you there!' } });
    expect(await db().comment.count({ where: { postId: news.id, body: 'See you there!' } })).toBe(1);
    // The owner's notice was the part that failed.
    expect(await db().notification.count({ where: { recipientId: c.owner.id, kind: 'POST_COMMENTED' } })).toBe(0);
    expect(failedNotice('post commented')).toMatchObject({ msg: 'a notice failed after its write committed; the write stands' });
    expect(JSON.stringify(failedNotice('post commented')!.err)).toContain('notices are down');
  });

  it('leaves a fan’s chat message sent once, its request answered, and the failure logged', async () => {
    const c = await community();
    const res = await withNoticesDown(() =>
      gql(app, c.member, `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { __typename ... on ChatMessagePayload { message { body } } } }`, {
        input: { clubId: encodeGlobalID('Club', c.club.id), body: 'Hello from a fan' },
      }),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendChatMessage).toEqual({ __typename: 'ChatMessagePayload', message: { body: 'Hello from a fan' } });
    expect(await db().chatMessage.count({ where: { senderId: c.member.id, body: 'Hello from a fan' } })).toBe(1);
    expect(await db().notification.count({ where: { recipientId: c.owner.id, kind: 'CLUB_CHAT_MESSAGE' } })).toBe(0);
    expect(failedNotice('chat message')).toBeDefined();
  });

  it('still refuses a reply whose notices are written with it: nothing is half saved', async () => {
    const c = await community();
    const news = await post(c.club.id, c.owner.id, { isOwnerPost: true, title: 'Q&A' });
    const top = await db().comment.create({ data: { postId: news.id, authorId: c.subscriber.id, body: 'First!' } });
    const res = await withNoticesDown(() =>
      gql(app, c.member, `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename } }`, {
        input: { postId: postGid(news.id), body: 'Second!', replyToId: encodeGlobalID('Comment', top.id) },
      }),
    );
    expect(res.errors?.[0].message).toMatch(/notices are down|Unexpected error/);
    expect(await db().comment.count({ where: { postId: news.id, body: 'Second!' } })).toBe(0);
  });
});

// Writes that lose a race to another request: an edit or delete whose row was changed or removed after it
// was read. Each answers the error a client shows (not a server error) and leaves the winner's state:
// no deleted text brought back, no hidden comment changed, no unread count taken down twice. A held row
// lock (testing/waiting.ts) makes each interleaving certain.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { db } from '../../platform/database.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { withRowLock } from '../../testing/waiting.ts';
import { comment, commentGid, community, gql, join, person, post, postGid } from '../../modules/comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
});
afterAll(async () => app?.close());

const UPDATE_COMMENT = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { __typename ... on Error { code } } }`;
const DELETE_COMMENT = `mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { __typename ... on Error { code } } }`;
const EDIT_MESSAGE = `mutation ($id: ID!, $body: String!) { editChatMessage(messageId: $id, body: $body) { __typename ... on Error { code } } }`;
const DELETE_MESSAGE = `mutation ($id: ID!) { deleteChatMessage(messageId: $id) { __typename ... on Error { code } } }`;
const PROFILE = `mutation ($input: UpdateClubProfileInput!) { updateClubProfile(input: $input) { __typename ... on Error { code } } }`;

/** The mutation's result type or error code; a server error fails the test with its message. */
function outcome(res: { errors?: readonly { message: string }[]; data?: Record<string, { __typename: string; code?: string }> | null }, field: string): string {
  expect(res.errors).toBeUndefined();
  const data = res.data![field];
  return data.code ?? data.__typename;
}

describe('a post edited, hidden or deleted while another request deletes it', () => {
  const content = [{ paragraph: { spans: [{ text: 'Edited' }] } }];
  it.each([
    // An edit locks the row first, to release the files it takes out.
    ['edited by its author', 'updatePost', `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { __typename ... on Error { code } } }`, { title: 'Edited', content }, /FROM "Post" WHERE id = \$1::uuid FOR UPDATE/],
    ['hidden by the owner', 'hidePost', `mutation ($input: HidePostInput!) { hidePost(input: $input) { __typename ... on Error { code } } }`, {}, /UPDATE "public"."Post"/],
    ['deleted again (a second tap)', 'deletePost', `mutation ($input: DeletePostInput!) { deletePost(input: $input) { __typename ... on Error { code } } }`, {}, /DELETE FROM "public"."Post"/],
  ])('%s: NOT_FOUND, and the post stays deleted', async (_case, field, mutation, input, statement) => {
    const p = await post(c.club.id, c.owner.id);
    await withRowLock(database.current.url, `DELETE FROM "Post" WHERE id = $1`, [p.id], async (lock) => {
      const late = gql(app, c.owner, mutation, { input: { postId: postGid(p.id), ...input } });
      await lock.untilWaiting(statement);
      await lock.release();
      expect(outcome(await late, field)).toBe('NOT_FOUND');
    });
    expect(await db().post.findUnique({ where: { id: p.id } })).toBeNull();
  });
});

describe('a comment edited while another request removes or hides it', () => {
  it.each([
    ['deleted (a placeholder, its replies stay)', `UPDATE "Comment" SET "deletedAt" = now(), body = '' WHERE id = $1`, 'NOT_FOUND'],
    ['deleted outright', `DELETE FROM "Comment" WHERE id = $1`, 'NOT_FOUND'],
    ['hidden by the owner', `UPDATE "Comment" SET "hiddenAt" = now() WHERE id = $1`, 'FORBIDDEN'],
  ])('%s: the edit is refused and the text stays as the other request left it', async (_case, competing, code) => {
    const p = await post(c.club.id, c.owner.id);
    const mine = await comment(p.id, c.member.id, { body: 'before' });
    await withRowLock(database.current.url, competing, [mine.id], async (lock) => {
      const edit = gql(app, c.member, UPDATE_COMMENT, { input: { commentId: commentGid(mine.id), body: 'after' } });
      await lock.untilWaiting(/UPDATE "public"."Comment"/);
      await lock.release();
      expect(outcome(await edit, 'updateComment')).toBe(code);
    });
    const row = await db().comment.findUnique({ where: { id: mine.id } });
    expect(row?.body ?? null).toBe(code === 'FORBIDDEN' ? 'before' : row ? '' : null);
  });

  it('two deletes of a comment with replies: one leaves the placeholder, the other is told it is gone', async () => {
    const p = await post(c.club.id, c.owner.id);
    const top = await comment(p.id, c.member.id, { body: 'top' });
    await comment(p.id, c.subscriber.id, { body: 'reply', parentId: top.id });
    await withRowLock(database.current.url, `UPDATE "Comment" SET "deletedAt" = now(), body = '' WHERE id = $1`, [top.id], async (lock) => {
      const second = gql(app, c.member, DELETE_COMMENT, { input: { commentId: commentGid(top.id) } });
      await lock.untilWaiting(/UPDATE "public"."Comment"/);
      await lock.release();
      expect(outcome(await second, 'deleteComment')).toBe('NOT_FOUND');
    });
    expect(await db().comment.findUnique({ where: { id: top.id }, select: { body: true, deletedAt: true } })).toMatchObject({ body: '', deletedAt: expect.any(Date) });
  });
});

describe('a chat message edited or deleted twice at once', () => {
  async function conversationWithUnread() {
    const fan = await person();
    await join(c.club.id, fan.id);
    const conversation = await db().chatConversation.create({ data: { clubId: c.club.id, fanId: fan.id, ownerId: c.owner.id, ownerUnread: 2, messageCount: 2 } });
    const [first, second] = await Promise.all(
      ['first', 'second'].map((body) => db().chatMessage.create({ data: { conversationId: conversation.id, senderId: fan.id, body } })),
    );
    await db().chatUnreadTotal.upsert({ where: { userId: c.owner.id }, create: { userId: c.owner.id, unread: 2 }, update: { unread: 2 } });
    return { fan, conversation, first, second };
  }

  it('an edit after the delete committed is refused, and the deleted text stays gone', async () => {
    const { fan, first } = await conversationWithUnread();
    await withRowLock(database.current.url, `UPDATE "ChatMessage" SET "deletedAt" = now(), body = '' WHERE id = $1`, [first.id], async (lock) => {
      const edit = gql(app, fan, EDIT_MESSAGE, { id: encodeGlobalID('ChatMessage', first.id), body: 'edited' });
      await lock.untilWaiting(/UPDATE "public"."ChatMessage"/);
      await lock.release();
      expect(outcome(await edit, 'editChatMessage')).toBe('NOT_FOUND');
    });
    expect(await db().chatMessage.findUnique({ where: { id: first.id }, select: { body: true } })).toEqual({ body: '' });
  });

  it('two deletes of one unread message take it off the owner’s counts once', async () => {
    const { fan, conversation, first } = await conversationWithUnread();
    await withRowLock(database.current.url, `SELECT id FROM "ChatConversation" WHERE id = $1 FOR UPDATE`, [conversation.id], async (lock) => {
      const deletes = [1, 2].map(() => gql(app, fan, DELETE_MESSAGE, { id: encodeGlobalID('ChatMessage', first.id) }));
      await lock.untilWaiting(/FROM "ChatConversation"/, 2);
      await lock.release();
      const outcomes = (await Promise.all(deletes)).map((res) => outcome(res, 'deleteChatMessage'));
      expect(outcomes.sort()).toEqual(['ChatMessagePayload', 'NOT_FOUND']);
    });
    expect(await db().chatConversation.findUnique({ where: { id: conversation.id }, select: { ownerUnread: true } })).toEqual({ ownerUnread: 1 });
    expect(await db().chatUnreadTotal.findUnique({ where: { userId: c.owner.id }, select: { unread: true } })).toEqual({ unread: 1 });
  });
});

describe('a product saved in two tabs, the first removing an option the second keeps', () => {
  it('answers INVALID_INPUT on options, as for an option that was never there', async () => {
    const CREATE = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { ... on CreateProductSuccess { product { id options { id } } } ... on Error { code } } }`;
    const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { code } ... on InvalidInputError { field } } }`;
    const base = { name: 'Tour hoodie', description: '', imageFileIds: [], price: 59_000 };
    const created = await gql(app, c.owner, CREATE, { input: { clubId: encodeGlobalID('Club', c.club.id), kind: 'GOODS', ...base, options: [{ name: 'M', stock: 3 }, { name: 'L', stock: 2 }] } });
    const { id: productId, options } = created.data!.createProduct.product as { id: string; options: { id: string }[] };
    const [m] = options.map((o) => o.id);
    const mRow = await db().productOption.findFirstOrThrow({ where: { name: 'M', product: { name: 'Tour hoodie', clubId: c.club.id } } });
    await withRowLock(database.current.url, `DELETE FROM "ProductOption" WHERE id = $1`, [mRow.id], async (lock) => {
      const save = gql(app, c.owner, UPDATE, { input: { productId, ...base, options: [{ id: m, name: 'M', stock: 3 }] } });
      await lock.untilWaiting(/UPDATE "public"."ProductOption"/);
      await lock.release();
      const res = await save;
      expect(outcome(res, 'updateProduct')).toBe('INVALID_INPUT');
      expect(res.data!.updateProduct.field).toBe('options');
    });
    // The second save left nothing behind: its transaction was rolled back whole.
    expect(await db().productOption.count({ where: { productId: mRow.productId } })).toBe(1);
  });
});

describe("a club profile saved while its membership ends", () => {
  it('answers MEMBERSHIP_REQUIRED, as for someone who was never a member', async () => {
    const fan = await person();
    const membership = await join(c.club.id, fan.id);
    await withRowLock(database.current.url, `DELETE FROM "ClubMember" WHERE id = $1`, [membership.id], async (lock) => {
      const save = gql(app, fan, PROFILE, { input: { clubId: encodeGlobalID('Club', c.club.id), nickname: 'New name' } });
      // The save locks the row first, to release the avatar it replaces.
      await lock.untilWaiting(/FROM "ClubMember" WHERE id = \$1::uuid FOR UPDATE/);
      await lock.release();
      expect(outcome(await save, 'updateClubProfile')).toBe('MEMBERSHIP_REQUIRED');
    });
    expect(await db().clubMember.findUnique({ where: { id: membership.id } })).toBeNull();
  });
});

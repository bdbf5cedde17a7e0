// A deep page of a related connection (a post's comments, a comment's replies, a conversation's messages)
// starts its index scan at the time its cursor carries (graphql/cursor-bound.ts): it reads about as many
// rows as the first page, not every row before it.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { db } from '../../platform/database.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { recordStatements, rowsReadBy, setupTestDatabase, type RecordedStatement } from '../../testing/database.ts';
import { createClub, createPost } from '../../testing/fixtures.ts';
import { gid, run } from '../../modules/clubs/__tests__/community-helpers.ts';
import { join, person } from '../../modules/comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
const ROWS = 3000;
const DEPTH = 2500;
const statements: RecordedStatement[] = [];
let client: pg.Client;
let app: App;
let postId: string;
let parentId: string;

beforeAll(async () => {
  client = await recordStatements(database.current, statements);
  app = await startTestApp(database.current.url);
  const club = await createClub({ isPublic: true });
  postId = (await createPost({ clubId: club.id, authorId: club.ownerId })).id;
  // Many comments sharing a few timestamps, so ties on the time are paged by id; then replies to the first.
  await client.query(
    `INSERT INTO "Comment" (id, "postId", "authorId", body, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, 'comment ' || i, now() - interval '1 day' + (i / 3) * interval '1 second', now()
     FROM generate_series(1, ${ROWS}) i`,
    [postId, club.ownerId],
  );
  parentId = (await db().comment.findFirstOrThrow({ where: { postId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).id;
  await client.query(
    `INSERT INTO "Comment" (id, "postId", "authorId", "parentId", body, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, $3, 'reply ' || i, now() - interval '1 hour' + (i / 3) * interval '1 second', now()
     FROM generate_series(1, ${ROWS}) i`,
    [postId, club.ownerId, parentId],
  );
  await client.query('ANALYZE "Comment"');
});

afterAll(async () => {
  await app?.close();
  await client?.end();
});

/** The comments in page order, with what their cursors carry. */
const inOrder = (where: { postId: string; parentId: string | null }) =>
  db().comment.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, postId: true, parentId: true, createdAt: true } });

/**
 * Asks `connection` of node `node` (a `type` id) for the 20 rows after `order[DEPTH - 1]`, whose cursor holds
 * `cursorFields`; checks they are the next 20 of `order` and that the page read fewer than 200 of `table`.
 */
async function expectDeepPage(
  { node, connection, table, cursorFields }: { node: { type: string; id: string }; connection: string; table: string; cursorFields: string[] },
  order: ({ id: string } & Record<string, unknown>)[],
  headers: Record<string, string> = {},
) {
  const after = formatPrismaCursor(order[DEPTH - 1], cursorFields);
  const from = statements.length;
  const data = await run(
    app,
    `query ($id: ID!, $after: String) { node(id: $id) { ... on ${node.type} { ${connection}(first: 20, after: $after) { edges { node { id } } } } } }`,
    { id: gid(node.type, node.id), after },
    headers,
  );
  expect(data.node[connection].edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(order.slice(DEPTH, DEPTH + 20).map((row) => gid(table, row.id)));
  const read = await rowsReadBy(client, statements.slice(from).filter((s) => s.sql.includes(`FROM "public"."${table}"`)), table);
  expect(read, `${table} rows read`).toBeLessThan(200);
}

describe('deep pages of related connections', () => {
  it('reads a deep page of a post’s comments from the cursor on, in order', async () => {
    const fields = { node: { type: 'Post', id: postId }, connection: 'comments', table: 'Comment', cursorFields: ['postId', 'createdAt', 'id'] };
    await expectDeepPage(fields, await inOrder({ postId, parentId: null }));
  });

  it('reads a deep page of a comment’s replies from the cursor on, in order', async () => {
    const fields = { node: { type: 'Comment', id: parentId }, connection: 'replies', table: 'Comment', cursorFields: ['parentId', 'createdAt', 'id'] };
    await expectDeepPage(fields, await inOrder({ postId, parentId }));
  });

  it('refuses a cursor that could not be a comment’s, naming it, instead of failing in PostgreSQL', async () => {
    const [first] = await inOrder({ postId, parentId: null });
    for (const createdAt of [new Date(-1e15), new Date(Date.UTC(10000, 0, 1))]) {
      const after = formatPrismaCursor({ ...first, createdAt }, ['postId', 'createdAt', 'id']);
      const { body } = await graphql(app, { query: `query ($id: ID!, $after: String) { node(id: $id) { ... on Post { comments(after: $after) { edges { cursor } } } } }`, variables: { id: gid('Post', postId), after } });
      expect(body.errors?.[0]).toMatchObject({ message: `Invalid cursor: ${after}`, extensions: { code: 'INVALID_INPUT' } });
    }
  });

  it('reads a deep page of a conversation’s messages from the cursor on, newest first', async () => {
    const owner = await person({ role: 'CREATOR' });
    const fan = await person();
    const club = await createClub({ ownerId: owner.id, isPublic: true });
    await join(club.id, fan.id);
    const conversation = await db().chatConversation.create({ data: { clubId: club.id, fanId: fan.id, ownerId: owner.id, messageCount: ROWS, lastMessageAt: new Date() } });
    await client.query(
      `INSERT INTO "ChatMessage" (id, "conversationId", "senderId", body, "createdAt")
       SELECT gen_random_uuid(), $1, $2, 'message ' || i, now() - interval '1 day' + (i / 3) * interval '1 second' FROM generate_series(1, ${ROWS}) i`,
      [conversation.id, fan.id],
    );
    await client.query('ANALYZE "ChatMessage"');
    const order = await db().chatMessage.findMany({
      where: { conversationId: conversation.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, conversationId: true, createdAt: true },
    });
    const fields = { node: { type: 'ChatConversation', id: conversation.id }, connection: 'messages', table: 'ChatMessage', cursorFields: ['conversationId', 'createdAt', 'id'] };
    await expectDeepPage(fields, order, owner.headers);
  });
});

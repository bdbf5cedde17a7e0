// Bounds on input: list lengths (nodes), string lengths (global and per argument) and body sizes.
import { encodeGlobalID } from '@pothos/plugin-relay';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../testing/database.ts';
import { createClub, createPost } from '../../testing/fixtures.ts';
import { db } from '../../platform/database.ts';
import { signedIn } from '../../modules/comments/__tests__/community-helpers.ts';
import { parse } from 'graphql';
import { schema } from '../../graphql/schema.ts';
import { findInputLimitViolation, MAX_STRING_LENGTH } from '../input-limits.ts';

const database = setupTestDatabase();
let app: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(() => app?.close());

const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
const SEARCH = 'query ($q: String!) { searchClubs(query: $q, first: 5) { totalCount } }';

describe('list and string limits', () => {
  it('takes at most 100 ids in nodes(ids:)', async () => {
    const club = await createClub({ isPublic: true });
    const ids = Array.from({ length: 100 }, () => encodeGlobalID('Club', club.id));
    const ok = await graphql(app, { query: NODES, variables: { ids } });
    expect(ok.body.errors).toBeUndefined();
    expect((ok.body.data as { nodes: unknown[] }).nodes).toHaveLength(100);
    const many = Array.from({ length: 2_000 }, () => encodeGlobalID('Club', crypto.randomUUID()));
    const started = performance.now();
    const refused = await graphql(app, { query: NODES, variables: { ids: many } });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Argument "ids" of Query.nodes has 2000 items; at most 100 are allowed',
      extensions: { code: 'INVALID_INPUT' },
    });
    const inline = await graphql(app, { query: `{ nodes(ids: [${many.slice(0, 101).map((id) => `"${id}"`).join(',')}]) { id } }` });
    expect(inline.body.errors?.[0].message).toContain('at most 100');
  });

  it('bounds the search query, as a variable or a literal', async () => {
    expect((await graphql(app, { query: SEARCH, variables: { q: 'x'.repeat(100) } })).body.errors).toBeUndefined();
    const long = await graphql(app, { query: SEARCH, variables: { q: 'x'.repeat(101) } });
    expect(long.body.errors?.[0]).toMatchObject({
      message: 'Argument "query" of Query.searchClubs is 101 characters long; at most 100 are allowed',
      extensions: { code: 'INVALID_INPUT' },
    });
    const literal = await graphql(app, { query: `{ searchClubs(query: "${'y'.repeat(500)}", first: 1) { totalCount } }` });
    expect(literal.body.errors?.[0].message).toContain('at most 100');
  });

  it('refuses any string over the global limit', async () => {
    const huge = 'z'.repeat(MAX_STRING_LENGTH + 1);
    const variable = await graphql(app, { query: 'query ($uri: String!) { club(uri: $uri) { __typename } }', variables: { uri: huge } });
    expect(variable.body.errors?.[0]).toMatchObject({ message: `The variable $uri is longer than ${MAX_STRING_LENGTH} characters`, extensions: { code: 'INVALID_INPUT' } });
    const nested = await graphql(app, { query: '{ viewer { id } }', variables: { input: { deep: [huge] } } });
    expect(nested.body.errors?.[0].message).toContain('$input.deep[0]');
  });

  it('refuses the NUL character in any string, which PostgreSQL’s text cannot hold, writing nothing', async () => {
    const club = await createClub({ isPublic: true });
    const post = await createPost({ clubId: club.id, authorId: club.ownerId });
    const { headers } = await signedIn({ id: club.ownerId });
    const CREATE = 'mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename } }';
    const variable = await graphql(app, { query: CREATE, variables: { input: { postId: encodeGlobalID('Post', post.id), body: 'a\u0000b' } } }, headers);
    expect(variable.body).toEqual({ errors: [{ message: 'The variable $input.body contains the NUL character (U+0000), which text may not hold', extensions: { code: 'INVALID_INPUT' } }] });
    const literal = await graphql(app, { query: `mutation { createComment(input: { postId: "${encodeGlobalID('Post', post.id)}", body: "a\\u0000b" }) { __typename } }` }, headers);
    expect(literal.body.errors?.[0]).toMatchObject({ message: 'A string in the document contains the NUL character (U+0000), which text may not hold', extensions: { code: 'INVALID_INPUT' } });
    expect(await db().comment.count({ where: { postId: post.id } })).toBe(0);
    // Any other control character is text like any other.
    const tab = await graphql(app, { query: CREATE, variables: { input: { postId: encodeGlobalID('Post', post.id), body: 'a\tb' } } }, headers);
    expect(tab.body.data).toEqual({ createComment: { __typename: 'CreateCommentSuccess' } });
  });

  it('refuses an unpaired surrogate, which is not text (PostgreSQL fails the request or stores U+FFFD)', async () => {
    const club = await createClub({ isPublic: true });
    const { headers } = await signedIn({ id: club.ownerId });
    const CREATE_PLAN = 'mutation ($input: CreatePlanInput!) { createPlan(input: $input) { __typename } }';
    const plan = { clubId: encodeGlobalID('Club', club.id), name: 'Gold', monthlyPrice: 4900, level: 1 };
    for (const lone of ['\ud800', 'a\udfffb', 'x\ud83d']) {
      const { body } = await graphql(app, { query: CREATE_PLAN, variables: { input: { ...plan, benefits: [lone] } } }, headers);
      expect(body, JSON.stringify(lone)).toEqual({ errors: [{ message: 'The variable $input.benefits[0] contains an unpaired UTF-16 surrogate, which is not text', extensions: { code: 'INVALID_INPUT' } }] });
    }
    expect(await db().plan.count({ where: { clubId: club.id } })).toBe(0);
    // A pair is a character like any other (an emoji).
    const { body } = await graphql(app, { query: CREATE_PLAN, variables: { input: { ...plan, benefits: ['Badge \ud83c\udf1f'] } } }, headers);
    expect(body.data).toEqual({ createPlan: { __typename: 'CreatePlanSuccess' } });
  });
});

describe('one document, many requests', () => {
  it('checks every request’s variables against the checks found once for the document', () => {
    // Yoga's parser cache hands the same DocumentNode to every request of an operation.
    const document = parse('query ($q: String!, $ids: [ID!]!) { searchClubs(query: $q, first: 5) { totalCount } nodes(ids: $ids) { id } }');
    const ids = (n: number) => Array.from({ length: n }, () => encodeGlobalID('Club', crypto.randomUUID()));
    expect(findInputLimitViolation(schema, document, { q: 'ok', ids: ids(3) })).toBeNull();
    expect(findInputLimitViolation(schema, document, { q: 'x'.repeat(101), ids: ids(3) })).toBe(
      'Argument "query" of Query.searchClubs is 101 characters long; at most 100 are allowed',
    );
    expect(findInputLimitViolation(schema, document, { q: 'ok', ids: ids(101) })).toBe('Argument "ids" of Query.nodes has 101 items; at most 100 are allowed');
    expect(findInputLimitViolation(schema, document, { q: 'ok', ids: ids(100) })).toBeNull();
    const literal = parse(`{ searchClubs(query: "${'y'.repeat(MAX_STRING_LENGTH + 1)}", first: 1) { totalCount } }`);
    const tooLong = `Argument "query" of Query.searchClubs is ${MAX_STRING_LENGTH + 1} characters long; at most 100 are allowed`;
    expect(findInputLimitViolation(schema, literal, {})).toBe(tooLong);
    expect(findInputLimitViolation(schema, literal, {})).toBe(tooLong);
  });
});

describe('nodes(ids:) loading', () => {
  it('loads each type with one query, keeping each type’s visibility rules', async () => {
    const open = await createClub({ isPublic: true, name: 'Open' });
    const closed = await createClub({ isPublic: false, name: 'Closed' });
    const visible = await createPost({ clubId: open.id, authorId: open.ownerId, title: 'Visible' });
    const hidden = await createPost({ clubId: closed.id, authorId: closed.ownerId, title: 'In a private club' });
    const others = await Promise.all(Array.from({ length: 45 }, (_, i) => createClub({ isPublic: true, name: `Club ${i}` })));
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Club { name } ... on Post { title } } }';
    const ids = [
      encodeGlobalID('Club', open.id),
      encodeGlobalID('Club', closed.id),
      encodeGlobalID('Post', visible.id),
      encodeGlobalID('Post', hidden.id),
      encodeGlobalID('Club', 'not-a-uuid'),
      encodeGlobalID('Post', crypto.randomUUID()),
      encodeGlobalID('Club', open.id),
      ...others.map((c) => encodeGlobalID('Club', c.id)),
      ...Array.from({ length: 48 }, () => encodeGlobalID('Post', visible.id)),
    ];
    const before = queryLog.length;
    const { body } = await graphql<{ nodes: ({ __typename: string; name?: string; title?: string } | null)[] }>(app, { query, variables: { ids } });
    const statements = queryLog.slice(before).filter((sql) => /^SELECT/i.test(sql.trim()));
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.nodes;
    expect(nodes.slice(0, 7)).toEqual([
      expect.objectContaining({ __typename: 'Club', name: 'Open' }),
      null,
      expect.objectContaining({ __typename: 'Post', title: 'Visible' }),
      null,
      null,
      null,
      expect.objectContaining({ __typename: 'Club', name: 'Open' }),
    ]);
    expect(nodes.slice(7, 52).map((n) => n?.name)).toEqual(others.map((c) => c.name));
    expect(nodes.slice(52).every((n) => n?.title === 'Visible')).toBe(true);
    // One for the clubs, one for the posts (plus what visibility rules read), not one per id.
    expect(statements.length).toBeLessThanOrEqual(4);
  });
});

describe('body size', () => {
  const big = (bytes: number) => JSON.stringify({ query: SEARCH, variables: { q: 'x'.repeat(bytes) } });

  it('answers 413 to a GraphQL body over 1 MiB, quickly', async () => {
    const started = performance.now();
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' }, body: big(20 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ name: 'PayloadTooLarge', desc: 'The request body is larger than 1048576 bytes' });
    expect(performance.now() - started).toBeLessThan(3000);
    // Just under the limit is read (and then refused by the string limit).
    const under = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' }, body: big(1000 * 1024) });
    expect(under.status).toBe(200);
  });

  it('answers 413 to an oversized /graphql body whatever the method (yoga does not limit it again)', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(`${app.url}/graphql`, { method, headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' }, body: big(2 * 1024 * 1024) });
      expect(res.status, method).toBe(413);
    }
  });

  it('answers 413 on the JSON routes and the webhook', async () => {
    const track = await fetch(`${app.url}/mixpanel/track`, { method: 'POST', headers: { 'x-oshi-client': 'web' }, body: big(2 * 1024 * 1024) });
    expect(track.status).toBe(413);
    expect(await track.json()).toMatchObject({ name: 'PayloadTooLarge' });
    const webhook = await fetch(`${app.url}/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big(300 * 1024) });
    expect(webhook.status).toBe(413);
  });
});

// Partner API tokens over real HTTP: shown once, hashed at rest, listed for the owner only, revocable,
// scopes enforced, and never able to manage tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { SESSION_COOKIE } from '../../../http/session-cookie.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createUser } from '../../../testing/fixtures.ts';
import { apiTokenHash, MAX_ACTIVE_TOKENS } from '../api-tokens.service.ts';
import { createSession } from '../sessions.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const asSession = async (userId: string) => ({ cookie: `${SESSION_COOKIE}=${(await createSession(userId)).token}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    __typename
    ... on CreateApiTokenSuccess { token apiToken { id name prefix scopes createdAt lastUsedAt revokedAt } }
    ... on Error { code message }
    ... on InvalidInputError { field }
  }
}`;
const REVOKE = `mutation ($id: ID!) {
  revokeApiToken(input: { id: $id }) {
    __typename
    ... on RevokeApiTokenSuccess { apiToken { id revokedAt } }
    ... on Error { code }
  }
}`;
const LIST = '{ viewer { apiTokens { id name prefix scopes lastUsedAt revokedAt } } }';

type Created = { createApiToken: { __typename: string; token: string; apiToken: { id: string; prefix: string; scopes: string[] }; code?: string; field?: string } };

async function create(headers: Record<string, string>, name: string, scopes: string[]) {
  return graphql<Created>(app, { query: CREATE, variables: { input: { name, scopes } } }, headers);
}

describe('API tokens', () => {
  it('shows the token once and stores only its hash', async () => {
    const user = await createUser();
    const session = await asSession(user.id);
    const { body } = await create(session, '  Schedule bot ', ['POSTS_WRITE', 'CLUBS_READ', 'POSTS_WRITE']);
    expect(body.errors).toBeUndefined();
    const { token, apiToken } = body.data!.createApiToken;
    expect(token).toMatch(/^oshi_[a-z2-7]{40}$/);
    expect(apiToken).toMatchObject({ name: 'Schedule bot', prefix: token.slice(0, 12), scopes: ['POSTS_WRITE', 'CLUBS_READ'] });
    const row = await db().apiToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(apiTokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // The list never shows the token again.
    const list = await graphql(app, { query: LIST }, session);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.data).toEqual({
      viewer: { apiTokens: [{ id: apiToken.id, name: 'Schedule bot', prefix: apiToken.prefix, scopes: ['POSTS_WRITE', 'CLUBS_READ'], lastUsedAt: null, revokedAt: null }] },
    });
  });

  it.each([
    ['', ['ACCOUNTS_READ'], 'REQUIRED', 'name'],
    ['x'.repeat(41), ['ACCOUNTS_READ'], 'INVALID_INPUT', 'name'],
    ['Bot', [], 'REQUIRED', 'scopes'],
    // Names that show nothing, or hold control and text-direction characters, as other names are judged.
    ['\u200b\u200b', ['ACCOUNTS_READ'], 'REQUIRED', 'name'],
    ['\u3164', ['ACCOUNTS_READ'], 'REQUIRED', 'name'],
    ['bot\nline2', ['ACCOUNTS_READ'], 'INVALID_CHARACTERS', 'name'],
    ['bot\u0007', ['ACCOUNTS_READ'], 'INVALID_CHARACTERS', 'name'],
    ['\u202etob', ['ACCOUNTS_READ'], 'INVALID_CHARACTERS', 'name'],
    [`ab${'\u200b'.repeat(80)}`, ['ACCOUNTS_READ'], 'INVALID_INPUT', 'name'],
  ])('validates name %j and scopes %j', async (name, scopes, code, field) => {
    const user = await createUser();
    const { body } = await create(await asSession(user.id), name, scopes);
    expect(body.data!.createApiToken).toMatchObject({ __typename: 'InvalidInputError', code, field });
  });

  it('accepts emoji with joiners and variation selectors in a name, counted as seen', async () => {
    const user = await createUser();
    const name = `👩\u200d💻 bot ❤\ufe0f ${'x'.repeat(30)}`;
    const { body } = await create(await asSession(user.id), name, ['POSTS_READ']);
    expect(body.data!.createApiToken).toMatchObject({ __typename: 'CreateApiTokenSuccess', apiToken: { name } });
  });

  it('acts as its user within its scopes, records last use, and answers 401 once revoked', async () => {
    const user = await createUser({ nickname: 'Partner' });
    const session = await asSession(user.id);
    const { token, apiToken } = (await create(session, 'Reader', ['ACCOUNTS_READ'])).body.data!.createApiToken;
    const read = await graphql(app, { query: '{ viewer { nickname apiTokens { name lastUsedAt } } }' }, bearer(token));
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ viewer: { nickname: 'Partner', apiTokens: [{ name: 'Reader' }] } });
    expect((await db().apiToken.findUniqueOrThrow({ where: { tokenHash: apiTokenHash(token) } })).lastUsedAt).toBeInstanceOf(Date);

    const revoked = await graphql<{ revokeApiToken: { __typename: string; apiToken: { revokedAt: string } } }>(
      app,
      { query: REVOKE, variables: { id: apiToken.id } },
      session,
    );
    expect(revoked.body.data!.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    expect(revoked.body.data!.revokeApiToken.apiToken.revokedAt).toBeTruthy();
    const after = await graphql(app, { query: '{ viewer { nickname } }' }, bearer(token));
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ name: 'InvalidApiToken' });
  });

  it('lets only the owner revoke a token or look it up', async () => {
    const owner = await createUser();
    const other = await createUser();
    const { apiToken } = (await create(await asSession(owner.id), 'Mine', ['CLUBS_READ'])).body.data!.createApiToken;
    const otherSession = await asSession(other.id);
    const res = await graphql<{ revokeApiToken: { __typename: string } }>(app, { query: REVOKE, variables: { id: apiToken.id } }, otherSession);
    expect(res.body.data!.revokeApiToken).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await db().apiToken.findUniqueOrThrow({ where: { id: (await db().apiToken.findFirstOrThrow({ where: { userId: owner.id } })).id } })).revokedAt).toBeNull();
    const node = await graphql(app, { query: 'query ($id: ID!) { node(id: $id) { id } }', variables: { id: apiToken.id } }, otherSession);
    expect(node.body.data).toEqual({ node: null });
    const mine = await graphql(app, { query: 'query ($id: ID!) { node(id: $id) { ... on ApiToken { name } } }', variables: { id: apiToken.id } }, await asSession(owner.id));
    expect(mine.body.data).toEqual({ node: { name: 'Mine' } });
  });

  it('enforces scopes: reads need ACCOUNTS_READ, writes the matching *_WRITE', async () => {
    const user = await createUser();
    const session = await asSession(user.id);
    const { token } = (await create(session, 'Clubs only', ['CLUBS_READ'])).body.data!.createApiToken;
    const list = await graphql(app, { query: '{ viewer { apiTokens { name } } }' }, bearer(token));
    expect(list.body.errors?.[0].extensions).toMatchObject({ code: 'SCOPE_REQUIRED', scope: 'ACCOUNTS_READ' });
    const apply = await graphql(
      app,
      { query: 'mutation { applyForCreator(input: { channelLinks: ["https://youtube.com/@me"], introduction: "Hi" }) { __typename } }' },
      bearer(token),
    );
    expect(apply.body.errors?.[0].extensions).toMatchObject({ code: 'SCOPE_REQUIRED', scope: 'ACCOUNTS_WRITE' });
    expect(await db().creatorApplication.count({ where: { userId: user.id } })).toBe(0);
  });

  it('can never create or revoke tokens, whatever its scopes', async () => {
    const user = await createUser({ role: 'ADMIN' });
    const session = await asSession(user.id);
    const all = ['ACCOUNTS_READ', 'ACCOUNTS_WRITE', 'CLUBS_READ', 'CLUBS_WRITE', 'POSTS_READ', 'POSTS_WRITE'];
    const { token, apiToken } = (await create(session, 'Everything', all)).body.data!.createApiToken;
    const minted = await create(bearer(token), 'Child', ['ACCOUNTS_READ']);
    expect(minted.body.data).toBeNull();
    expect(minted.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const revoked = await graphql(app, { query: REVOKE, variables: { id: apiToken.id } }, bearer(token));
    expect(revoked.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await db().apiToken.count({ where: { userId: user.id } })).toBe(1);
    expect((await db().apiToken.findFirstOrThrow({ where: { userId: user.id } })).revokedAt).toBeNull();
  });

  it('holds at most 20 active tokens, also when 30 are asked for at once', async () => {
    const user = await createUser();
    const headers = await asSession(user.id);
    await Promise.all(Array.from({ length: 30 }, (_, i) => graphql(app, { query: CREATE, variables: { input: { name: `bot ${i}`, scopes: ['POSTS_READ'] } } }, headers)));
    expect(await db().apiToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(MAX_ACTIVE_TOKENS);
  });

  it('answers UNAUTHENTICATED to guests', async () => {
    const res = await create({}, 'Bot', ['ACCOUNTS_READ']);
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

// The authorization matrix of the accounts surface: each viewer-only field and each mutation as a
// guest, a user, a creator and an administrator (and through a partner API token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { apiTokenHash, generateApiToken } from '../api-tokens.service.ts';
import { createAccount, gql } from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const PRIVATE_FIELDS = ['email', 'name', 'phone', 'birthDate', 'role', 'emailVerified', 'hasPassword', 'notificationSettings', 'consents', 'linkedProviders'];
const USER_QUERY = `query ($id: ID!) {
  node(id: $id) {
    ... on User { uid nickname email name phone birthDate role emailVerified hasPassword
      notificationSettings { byEmail } consents { kind } linkedProviders }
  }
}`;
const globalId = (id: string) => Buffer.from(`User:${id}`).toString('base64');

async function tokenFor(userId: string, scopes: string[]) {
  const token = generateApiToken();
  await db().apiToken.create({ data: { userId, name: 'partner', tokenHash: apiTokenHash(token), prefix: token.slice(0, 10), scopes } });
  return { authorization: `Bearer ${token}` };
}

describe('viewer-only User fields', () => {
  it('resolve for the user themself only; null for guests, other users, creators and administrators', async () => {
    const target = await createAccount();
    const other = await createAccount();
    const creator = await createAccount({ role: 'CREATOR' });
    const admin = await createAccount({ role: 'ADMIN' });
    const viewers: [string, Record<string, string>, boolean][] = [
      ['guest', {}, false],
      ['other user', other.headers, false],
      ['creator', creator.headers, false],
      ['admin', admin.headers, false],
      ['admin token', await tokenFor(admin.user.id, ['ACCOUNTS_READ', 'CLUBS_READ', 'POSTS_READ']), false],
      ['self', target.headers, true],
      ['own token', await tokenFor(target.user.id, ['ACCOUNTS_READ']), true],
    ];
    for (const [label, headers, sees] of viewers) {
      const { body } = await gql(app, USER_QUERY, { id: globalId(target.user.id) }, headers);
      expect(body.errors, label).toBeUndefined();
      const node = body.data?.node;
      expect(node.uid, label).toBe(target.user.uid);
      for (const field of PRIVATE_FIELDS) {
        if (sees) expect(node[field], `${label}: ${field}`).not.toBeNull();
        else expect(node[field], `${label}: ${field}`).toBeNull();
      }
      if (sees) {
        expect(node).toMatchObject({ email: target.email, role: 'USER', emailVerified: true, hasPassword: true, linkedProviders: [] });
        expect(node.consents).toHaveLength(4);
      }
    }
  });

  it('need ACCOUNTS_READ through an API token', async () => {
    const owner = await createAccount();
    const reader = await tokenFor(owner.user.id, ['ACCOUNTS_READ']);
    const clubsOnly = await tokenFor(owner.user.id, ['CLUBS_READ']);
    const ok = await gql(app, '{ viewer { email } }', {}, reader);
    expect(ok.body.data?.viewer).toEqual({ email: owner.email });
    const refused = await gql(app, '{ viewer { email } }', {}, clubsOnly);
    expect(refused.body.errors?.[0].extensions?.code).toBe('SCOPE_REQUIRED');
  });
});

describe('a creator’s clubs', () => {
  it('list private clubs to their owner and administrators’ sessions only, through User.clubs and User.ownedClubs alike', async () => {
    const owner = await createAccount({ role: 'CREATOR' });
    const admin = await createAccount({ role: 'ADMIN' });
    const other = await createAccount();
    await createClub({ ownerId: owner.user.id, name: 'Open club' });
    await createClub({ ownerId: owner.user.id, name: 'Unreleased club', isPublic: false });
    const CLUBS = `query ($id: ID!) { node(id: $id) { ... on User { clubs { name } ownedClubs { name } } } }`;
    const cases: [string, Record<string, string>, string[]][] = [
      ['guest', {}, ['Open club']],
      ['other user', other.headers, ['Open club']],
      ['owner', owner.headers, ['Open club', 'Unreleased club']],
      ['owner token', await tokenFor(owner.user.id, ['ACCOUNTS_READ', 'CLUBS_READ']), ['Open club', 'Unreleased club']],
      ['admin', admin.headers, ['Open club', 'Unreleased club']],
      // A token is its user, never an administrator.
      ['admin token', await tokenFor(admin.user.id, ['ACCOUNTS_READ', 'CLUBS_READ']), ['Open club']],
    ];
    for (const [who, headers, names] of cases) {
      const { body } = await gql(app, CLUBS, { id: globalId(owner.user.id) }, headers);
      expect(body.errors, who).toBeUndefined();
      const user = body.data!.node as { clubs: { name: string }[]; ownedClubs: { name: string }[] };
      expect(user.clubs.map((c) => c.name), who).toEqual(names);
      expect(user.ownedClubs.map((c) => c.name), who).toEqual(names);
    }
  });
});

describe('personal fields of members', () => {
  it('never show through member lists, comments or posts, to the club owner, an administrator or their tokens', async () => {
    const { createClub, createPost, joinClub } = await import('../../../testing/fixtures.ts');
    const owner = await createAccount({ role: 'CREATOR' });
    const admin = await createAccount({ role: 'ADMIN' });
    const fan = await createAccount();
    await db().user.update({ where: { id: fan.user.id }, data: { name: 'FAN LEGAL NAME', phone: '01099998888', birthDate: '19990101' } });
    const club = await createClub({ ownerId: owner.user.id });
    await joinClub({ clubId: club.id, userId: fan.user.id });
    const p = await createPost({ clubId: club.id, authorId: fan.user.id });
    await db().comment.create({ data: { postId: p.id, authorId: fan.user.id, body: 'hi' } });
    const PERSONAL = 'email name phone birthDate role emailVerified hasPassword notificationSettings { byEmail } consents { kind } linkedProviders';
    const Q = `query ($uri: String!, $post: ID!) {
      club(uri: $uri) { ... on Club { members(first: 10) { edges { node { user { ${PERSONAL} } } } } } }
      post: node(id: $post) { ... on Post { author { ${PERSONAL} } comments(first: 5) { edges { node { author { ${PERSONAL} } } } } } }
    }`;
    const readers: [string, Record<string, string>][] = [
      ['owner', owner.headers],
      ['owner token', await tokenFor(owner.user.id, ['ACCOUNTS_READ', 'CLUBS_READ', 'POSTS_READ'])],
      ['admin', admin.headers],
      ['admin token', await tokenFor(admin.user.id, ['ACCOUNTS_READ', 'CLUBS_READ', 'POSTS_READ'])],
    ];
    for (const [label, headers] of readers) {
      const { body } = await gql(app, Q, { uri: club.uri, post: Buffer.from(`Post:${p.id}`).toString('base64') }, headers);
      expect(body.errors, label).toBeUndefined();
      const users = [
        ...body.data!.club.members.edges.map((e: { node: { user: object } }) => e.node.user),
        body.data!.post.author,
        ...body.data!.post.comments.edges.map((e: { node: { author: object } }) => e.node.author),
      ];
      expect(users, label).toHaveLength(3);
      for (const user of users) for (const field of PRIVATE_FIELDS) expect(user[field], `${label}: ${field}`).toBeNull();
      expect(JSON.stringify(body), label).not.toMatch(/FAN LEGAL NAME|01099998888|19990101|@/);
    }
  });
});

describe('mutations', () => {
  const signedIn: [string, string, Record<string, unknown>][] = [
    ['updateProfile', 'UpdateProfileInput!', { nickname: 'Okay name' }],
    ['updateAccount', 'UpdateAccountInput!', { name: 'Name', phone: '0101234', birthDate: '20000101' }],
    ['updateNotificationSettings', 'UpdateNotificationSettingsInput!', { byEmail: true, clubPosts: true, commentReplies: true }],
    ['updateMarketingConsent', 'UpdateMarketingConsentInput!', { agreed: true }],
    ['acceptConsents', 'AcceptConsentsInput!', { consents: ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY'] }],
    ['changePassword', 'ChangePasswordInput!', { currentPassword: 'starlight42', password: 'starlight42', passwordConfirmation: 'starlight42' }],
    ['deleteAccount', 'DeleteAccountInput!', { password: 'starlight42' }],
  ];
  const doc = (name: string, type: string) =>
    `mutation ($input: ${type}) { ${name}(input: $input) { __typename ... on Error { code } } }`;

  it('answer UNAUTHENTICATED to guests and work for users, creators and administrators', async () => {
    for (const [name, type, input] of signedIn) {
      const guest = await gql(app, doc(name, type), { input });
      expect(guest.body.errors?.[0].extensions?.code, name).toBe('UNAUTHENTICATED');
      expect(guest.body.data?.[name] ?? null, name).toBeNull();
    }
    const guestSignOut = await gql(app, 'mutation { signOut { __typename } }');
    expect(guestSignOut.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    for (const role of ['USER', 'CREATOR', 'ADMIN'] as const) {
      for (const [name, type, input] of signedIn) {
        const account = await createAccount({ role });
        const { body } = await gql(app, doc(name, type), { input }, account.headers);
        expect(body.errors, `${role} ${name}`).toBeUndefined();
        expect(body.data?.[name].__typename, `${role} ${name}`).toMatch(/Success$/);
      }
      const account = await createAccount({ role });
      const out = await gql(app, 'mutation { signOut { __typename } }', {}, account.headers);
      expect(out.body.data?.signOut.__typename).toBe('SignOutSuccess');
    }
  });

  it('act only on the viewer’s own account', async () => {
    const a = await createAccount();
    const b = await createAccount();
    await gql(app, doc('updateProfile', 'UpdateProfileInput!'), { input: { nickname: 'Changed by A' } }, a.headers);
    expect((await db().user.findUniqueOrThrow({ where: { id: b.user.id } })).nickname).toBe(b.user.nickname);
    expect((await db().user.findUniqueOrThrow({ where: { id: a.user.id } })).nickname).toBe('Changed by A');
  });

  it('through an API token: profile edits need ACCOUNTS_WRITE; password change and deletion need a browser session', async () => {
    const owner = await createAccount();
    const writer = await tokenFor(owner.user.id, ['ACCOUNTS_WRITE', 'ACCOUNTS_READ']);
    const reader = await tokenFor(owner.user.id, ['ACCOUNTS_READ']);
    const edit = await gql(app, doc('updateProfile', 'UpdateProfileInput!'), { input: { nickname: 'By partner' } }, writer);
    expect(edit.body.data?.updateProfile.__typename).toBe('UpdateProfileSuccess');
    const noScope = await gql(app, doc('updateProfile', 'UpdateProfileInput!'), { input: { nickname: 'By partner' } }, reader);
    expect(noScope.body.errors?.[0].extensions?.code).toBe('SCOPE_REQUIRED');
    for (const [name, type, input] of signedIn.filter(([n]) => n === 'changePassword' || n === 'deleteAccount')) {
      const { body } = await gql(app, doc(name, type), { input }, writer);
      expect(body.errors?.[0].extensions?.code, name).toBe('FORBIDDEN');
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: owner.user.id } })).status).toBe('ACTIVE');
  });

  it('sign-up, sign-in and recovery mutations are open to guests', async () => {
    const open = [
      ['signIn', 'SignInInput!', { email: 'nobody@example.com', password: 'whatever1' }],
      ['requestPasswordReset', 'RequestPasswordResetInput!', { email: 'nobody@example.com' }],
      ['resendVerificationCode', 'ResendVerificationCodeInput!', { email: 'nobody@example.com' }],
      ['verifyEmail', 'VerifyEmailInput!', { email: 'nobody@example.com', code: '123456' }],
    ] as const;
    for (const [name, type, input] of open) {
      const { body } = await gql(app, doc(name, type), { input });
      expect(body.errors, name).toBeUndefined();
      expect(body.data?.[name].__typename, name).toBeTruthy();
    }
  });
});

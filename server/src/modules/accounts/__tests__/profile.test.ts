// My Page: profile, notification settings, consents, and account deletion (anonymised content,
// ended sessions, refusal with reasons through the deletion-check hook).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPost } from '../../../testing/fixtures.ts';
import { addAccountDeletionCheck } from '../profile.service.ts';
import { createAccount, gql, PASSWORD, SIGN_IN } from './account-helpers.ts';
import { at, pay, register, release } from '../../revenue/__tests__/revenue-helpers.ts';
import { requestWithdrawal } from '../../revenue/withdrawals.service.ts';
import { applyForCreator, reviewCreatorApplication } from '../../creators/creators.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ... on UpdateProfileSuccess { viewer { nickname avatarUrl } }
    ... on Error { code }
    ... on InvalidInputError { field }
  }
}`;
const NOTIFICATIONS = `mutation ($input: UpdateNotificationSettingsInput!) {
  updateNotificationSettings(input: $input) {
    __typename
    ... on UpdateNotificationSettingsSuccess { viewer { notificationSettings { byEmail clubPosts commentReplies } } }
  }
}`;
const MARKETING = `mutation ($input: UpdateMarketingConsentInput!) {
  updateMarketingConsent(input: $input) { __typename ... on UpdateMarketingConsentSuccess { viewer { consents { kind version } } } }
}`;
const ACCEPT = `mutation ($input: AcceptConsentsInput!) {
  acceptConsents(input: $input) {
    __typename
    ... on AcceptConsentsSuccess { viewer { consents { kind } } }
    ... on Error { code }
    ... on InvalidInputError { field }
  }
}`;
const DELETE = `mutation ($input: DeleteAccountInput!) {
  deleteAccount(input: $input) {
    __typename
    ... on DeleteAccountSuccess { ok }
    ... on Error { code }
    ... on InvalidInputError { field }
    ... on AccountDeletionBlockedError { reasons }
  }
}`;

describe('profile and settings', () => {
  it('updates nickname and avatar, checking both', async () => {
    const { headers } = await createAccount();
    const short = await gql(app, UPDATE_PROFILE, { input: { nickname: 'x' } }, headers);
    expect(short.body.data?.updateProfile).toEqual({ __typename: 'InvalidInputError', code: 'NICKNAME_LENGTH', field: 'nickname' });
    const badUrl = await gql(app, UPDATE_PROFILE, { input: { nickname: 'Mirei', avatarUrl: 'javascript:alert(1)' } }, headers);
    expect(badUrl.body.data?.updateProfile).toMatchObject({ code: 'INVALID_URL', field: 'avatarUrl' });
    // A path is only one of our images: not another page of ours, nor one a browser reads as another host.
    for (const avatarUrl of ['/graphql?query={viewer{id}}', '/\t/evil.example/a.png', '//evil.example/a.png']) {
      expect((await gql(app, UPDATE_PROFILE, { input: { nickname: 'Mirei', avatarUrl } }, headers)).body.data?.updateProfile, avatarUrl).toMatchObject({ code: 'INVALID_URL' });
    }
    const ok = await gql(app, UPDATE_PROFILE, { input: { nickname: ' 별빛 Mirei ', avatarUrl: 'https://cdn.example/a.png' } }, headers);
    expect(ok.body.data?.updateProfile).toEqual({ __typename: 'UpdateProfileSuccess', viewer: { nickname: '별빛 Mirei', avatarUrl: 'https://cdn.example/a.png' } });
    const kept = await gql(app, UPDATE_PROFILE, { input: { nickname: 'Mirei' } }, headers);
    expect(kept.body.data?.updateProfile.viewer).toEqual({ nickname: 'Mirei', avatarUrl: 'https://cdn.example/a.png' });
    const removed = await gql(app, UPDATE_PROFILE, { input: { nickname: 'Mirei', avatarUrl: null } }, headers);
    expect(removed.body.data?.updateProfile.viewer.avatarUrl).toBeNull();
  });

  it('saves notification settings', async () => {
    const { headers } = await createAccount();
    const input = { byEmail: false, clubPosts: true, commentReplies: false };
    const { body } = await gql(app, NOTIFICATIONS, { input }, headers);
    expect(body.data?.updateNotificationSettings.viewer.notificationSettings).toEqual(input);
  });

  it('turns marketing consent on and off, keeping the record', async () => {
    const { user, headers } = await createAccount();
    const on = await gql(app, MARKETING, { input: { agreed: true } }, headers);
    expect(on.body.data?.updateMarketingConsent.viewer.consents.map((c: { kind: string }) => c.kind)).toContain('MARKETING');
    await gql(app, MARKETING, { input: { agreed: true } }, headers);
    expect(await db().userConsent.count({ where: { userId: user.id, kind: 'MARKETING' } })).toBe(1);
    const off = await gql(app, MARKETING, { input: { agreed: false } }, headers);
    expect(off.body.data?.updateMarketingConsent.viewer.consents.map((c: { kind: string }) => c.kind)).not.toContain('MARKETING');
    const rows = await db().userConsent.findMany({ where: { userId: user.id, kind: 'MARKETING' } });
    expect(rows).toHaveLength(1);
    expect(rows[0].withdrawnAt).not.toBeNull();
  });

  it('records the required consents of a social sign-up', async () => {
    const { user, headers } = await createAccount({ password: null });
    await db().userConsent.deleteMany({ where: { userId: user.id } });
    const partial = await gql(app, ACCEPT, { input: { consents: ['TERMS_OF_SERVICE'] } }, headers);
    expect(partial.body.data?.acceptConsents).toEqual({ __typename: 'InvalidInputError', code: 'CONSENT_REQUIRED', field: 'consents' });
    expect(await db().userConsent.count({ where: { userId: user.id } })).toBe(0);
    const all = ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY'];
    const ok = await gql(app, ACCEPT, { input: { consents: all } }, headers);
    expect(ok.body.data?.acceptConsents.viewer.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([...all].sort());
    await gql(app, ACCEPT, { input: { consents: all } }, headers);
    expect(await db().userConsent.count({ where: { userId: user.id } })).toBe(4);
  });
});

describe('account deletion', () => {
  it('needs the password, then ends sessions, clears personal data and anonymises content', async () => {
    const { user, email, headers } = await createAccount();
    const club = await createClub();
    await db().clubMember.create({ data: { clubId: club.id, userId: user.id, nickname: 'Minji in club' } });
    const post = await createPost({ clubId: club.id, authorId: user.id, title: 'My fan art' });
    await db().oAuthAccount.create({ data: { provider: 'GOOGLE', providerUserId: `g-${user.id}`, userId: user.id, email } });

    const missing = await gql(app, DELETE, { input: {} }, headers);
    expect(missing.body.data?.deleteAccount).toEqual({ __typename: 'InvalidInputError', code: 'REQUIRED', field: 'password' });
    const wrong = await gql(app, DELETE, { input: { password: 'wrong1pass' } }, headers);
    expect(wrong.body.data?.deleteAccount).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const res = await gql(app, DELETE, { input: { password: PASSWORD } }, headers);
    expect(res.body.data?.deleteAccount).toEqual({ __typename: 'DeleteAccountSuccess', ok: true });
    expect(res.setCookie).toMatch(/Max-Age=0/);

    const row = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ status: 'DELETED', email: null, name: null, phone: null, birthDate: null, passwordHash: null, avatarUrl: null });
    expect(row.uid).not.toBe(user.uid);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().oAuthAccount.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().clubMember.count({ where: { userId: user.id } })).toBe(0);
    // The post stays; its author shows as a deleted user, in the viewer's language.
    expect(await db().post.count({ where: { id: post.id } })).toBe(1);
    const author = await gql(app, `query ($id: ID!) { node(id: $id) { ... on User { nickname isDeleted email } } }`, {
      id: Buffer.from(`User:${user.id}`).toString('base64'),
    }, { 'accept-language': 'ja' });
    expect(author.body.data?.node).toEqual({ nickname: '退会したユーザー', isDeleted: true, email: null });
    // The old cookie no longer works and the e-mail can sign up again.
    expect((await gql(app, '{ viewer { id } }', {}, headers)).status).toBe(401);
    expect((await gql(app, SIGN_IN, { input: { email, password: PASSWORD } })).body.data?.signIn.code).toBe('INVALID_CREDENTIALS');
  });

  it('asks a social-only account to type DELETE, within minutes of signing in', async () => {
    const { user, headers } = await createAccount({ password: null });
    const missing = await gql(app, DELETE, { input: {} }, headers);
    expect(missing.body.data?.deleteAccount).toMatchObject({ code: 'REQUIRED', field: 'confirmation' });
    const wrong = await gql(app, DELETE, { input: { confirmation: 'delete me' } }, headers);
    expect(wrong.body.data?.deleteAccount).toMatchObject({ code: 'INVALID_INPUT', field: 'confirmation' });
    // Without a password to confirm with, only a fresh sign-in deletes: not a session left open for hours.
    await db().session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 3 * 3600_000) } });
    const stale = await gql(app, DELETE, { input: { confirmation: 'DELETE' } }, headers);
    expect(stale.body.data?.deleteAccount).toEqual({ __typename: 'RecentSignInRequiredError', code: 'RECENT_SIGN_IN_REQUIRED' });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('ACTIVE');
    await db().session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date() } });
    const ok = await gql(app, DELETE, { input: { confirmation: 'DELETE' } }, headers);
    expect(ok.body.data?.deleteAccount.__typename).toBe('DeleteAccountSuccess');
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('DELETED');
  });

  it('is refused to a creator while earnings are pending or withdrawable, or a withdrawal is under way', async () => {
    const creator = await createAccount({ role: 'CREATOR' });
    const club = await createClub({ ownerId: creator.user.id });
    await pay(club.id, 20_000, 'CARD', at(-30)); // the creator's share, pending for 7 days
    const { body } = await gql(app, DELETE, { input: { password: PASSWORD } }, creator.headers);
    expect(body.data?.deleteAccount).toMatchObject({ __typename: 'AccountDeletionBlockedError', reasons: ['UNSETTLED_EARNINGS'] });
    expect((await db().user.findUniqueOrThrow({ where: { id: creator.user.id } })).status).toBe('ACTIVE');
    // Released and withdrawn in full: still theirs until the withdrawal is paid out.
    await release(new Date());
    const available = await db().ledgerBalance.findUniqueOrThrow({ where: { clubId_account: { clubId: club.id, account: 'CREATOR_AVAILABLE' } } });
    await register({ id: creator.user.id, role: 'CREATOR' });
    await requestWithdrawal({ id: creator.user.id, role: 'CREATOR' }, { amount: Number(available.amount) });
    const withdrawing = await gql(app, DELETE, { input: { password: PASSWORD } }, creator.headers);
    expect(withdrawing.body.data?.deleteAccount).toMatchObject({ reasons: ['UNSETTLED_EARNINGS'] });
    // A creator whose clubs never earned anything may go.
    const quiet = await createAccount({ role: 'CREATOR' });
    await createClub({ ownerId: quiet.user.id });
    expect((await gql(app, DELETE, { input: { password: PASSWORD } }, quiet.headers)).body.data?.deleteAccount.__typename).toBe('DeleteAccountSuccess');
  });

  it('erases what other modules keep: settlement details, and creator applications from the review queue', async () => {
    const applicant = await createAccount();
    await applyForCreator(applicant.user, { channelLinks: ['https://youtube.com/@minji'], introduction: 'I sing on Tuesdays' });
    const creator = await createAccount();
    const approved = await applyForCreator(creator.user, { channelLinks: ['https://twitch.tv/minji'], introduction: 'Cover songs and chats' });
    const admin = await createAccount({ role: 'ADMIN' });
    await reviewCreatorApplication(admin.user, { applicationId: approved.id, approve: true });
    // Settlement details are for creators who run a club.
    await createClub({ ownerId: creator.user.id });
    await register({ id: creator.user.id, role: 'CREATOR' });

    for (const who of [applicant, creator]) {
      expect((await gql(app, DELETE, { input: { password: PASSWORD } }, who.headers)).body.data?.deleteAccount.__typename).toBe('DeleteAccountSuccess');
    }
    expect(await db().settlementAccount.count({ where: { userId: creator.user.id } })).toBe(0);
    const QUEUE = `{ creatorApplications(status: PENDING, first: 50) { edges { node { introduction } } } }`;
    const queue = await gql(app, QUEUE, {}, admin.headers);
    expect(queue.body.data?.creatorApplications.edges.map((e: { node: { introduction: string } }) => e.node.introduction)).not.toContain('I sing on Tuesdays');
    expect(await db().creatorApplication.count({ where: { userId: applicant.user.id } })).toBe(0);
    // The verdict stays on record; the applicant's own words do not.
    expect(await db().creatorApplication.findUniqueOrThrow({ where: { id: approved.id } })).toMatchObject({
      status: 'APPROVED',
      reviewedById: admin.user.id,
      introduction: '',
      channelLinks: [],
    });
  });

  it('is refused with the reasons while a blocker exists, changing nothing', async () => {
    const { user, headers, sessionId } = await createAccount();
    const remove = addAccountDeletionCheck(async (userId) => (userId === user.id ? ['PAID_PLAN', 'UNPAID_BALANCE'] : []));
    try {
      const { body } = await gql(app, DELETE, { input: { password: PASSWORD } }, headers);
      expect(body.data?.deleteAccount).toEqual({ __typename: 'AccountDeletionBlockedError', code: 'ACCOUNT_DELETION_BLOCKED', reasons: ['PAID_PLAN', 'UNPAID_BALANCE'] });
      expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('ACTIVE');
      expect(await db().session.findUnique({ where: { id: sessionId } })).not.toBeNull();
    } finally {
      remove();
    }
  });
});

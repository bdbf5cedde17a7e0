// Creator conversion over real HTTP: applying, the rules, administrator review with the audit log and
// the applicant's e-mail, and the authorization matrix of every creator/admin/API-token field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { SESSION_COOKIE } from '../../../http/session-cookie.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createUser } from '../../../testing/fixtures.ts';
import { createApiToken } from '../../accounts/api-tokens.service.ts';
import { API_SCOPES } from '../../../graphql/auth-guards.ts';
import { createSession } from '../../accounts/sessions.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const asSession = async (userId: string) => ({ cookie: `${SESSION_COOKIE}=${(await createSession(userId)).token}` });
const asToken = async (userId: string, scopes: readonly string[] = API_SCOPES) => ({
  authorization: `Bearer ${(await createApiToken(userId, { name: 'test', scopes }, API_SCOPES)).token}`,
});

const APPLY = `mutation ($input: ApplyForCreatorInput!) {
  applyForCreator(input: $input) {
    __typename
    ... on ApplyForCreatorSuccess { application { id status channelLinks introduction applicant { id } } }
    ... on Error { code message }
    ... on InvalidInputError { field }
  }
}`;
const REVIEW = `mutation ($input: ReviewCreatorApplicationInput!) {
  reviewCreatorApplication(input: $input) {
    __typename
    ... on ReviewCreatorApplicationSuccess { application { id status reviewedAt rejectionReason } }
    ... on Error { code }
    ... on InvalidInputError { field }
  }
}`;
const LIST = `query ($status: CreatorApplicationStatus) {
  creatorApplications(status: $status, first: 10) { totalCount edges { node { id status applicant { nickname } } } }
}`;
const AUDIT = '{ auditLog(first: 10) { totalCount edges { node { id action targetType targetId details createdAt actor { nickname } } } } }';

type Result = { __typename: string; code?: string; field?: string; application?: { id: string; status: string } };
const apply = async (headers: Record<string, string>, input: { channelLinks: string[]; introduction: string }) =>
  graphql<{ applyForCreator: Result }>(app, { query: APPLY, variables: { input } }, headers);
const review = async (headers: Record<string, string>, input: { applicationId: string; approve: boolean; reason?: string }) =>
  graphql<{ reviewCreatorApplication: Result }>(app, { query: REVIEW, variables: { input } }, headers);

const good = { channelLinks: ['https://www.youtube.com/@mirei', 'https://twitch.tv/mirei'], introduction: 'I sing at night.' };

async function waitForMail(to: string, subject: RegExp) {
  for (let i = 0; i < 60; i++) {
    const found = await db().mailMessage.findFirst({ where: { to }, orderBy: { createdAt: 'desc' } });
    if (found && subject.test(found.subject)) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}`);
}

describe('applyForCreator', () => {
  it('sends an application; the viewer sees it as their latest; one pending at a time', async () => {
    const fan = await createUser({ nickname: 'Mirei' });
    const session = await asSession(fan.id);
    const { body } = await apply(session, { ...good, channelLinks: [' https://www.youtube.com/@mirei ', '', 'https://twitch.tv/mirei'] });
    expect(body.errors).toBeUndefined();
    expect(body.data!.applyForCreator).toMatchObject({
      __typename: 'ApplyForCreatorSuccess',
      application: { status: 'PENDING', channelLinks: ['https://www.youtube.com/@mirei', 'https://twitch.tv/mirei'], introduction: 'I sing at night.' },
    });
    const mine = await graphql(app, { query: '{ viewer { creatorApplication { status } } viewerCanCreateClub }' }, session);
    expect(mine.body.data).toEqual({ viewer: { creatorApplication: { status: 'PENDING' } }, viewerCanCreateClub: false });
    const again = await apply(session, good);
    expect(again.body.data!.applyForCreator).toMatchObject({ __typename: 'ApplicationPendingError', code: 'APPLICATION_PENDING' });
  });

  it.each([
    [{ channelLinks: [], introduction: 'Hi' }, 'REQUIRED', 'channelLinks'],
    [{ channelLinks: ['  '], introduction: 'Hi' }, 'REQUIRED', 'channelLinks'],
    [{ channelLinks: Array.from({ length: 6 }, (_, i) => `https://x.com/${i}`), introduction: 'Hi' }, 'INVALID_INPUT', 'channelLinks'],
    [{ channelLinks: ['https://ok.example', 'youtube.com/@me'], introduction: 'Hi' }, 'INVALID_URL', 'channelLinks.1'],
    [{ channelLinks: ['javascript:alert(1)'], introduction: 'Hi' }, 'INVALID_URL', 'channelLinks.0'],
    [{ channelLinks: ['ftp://files.example/me'], introduction: 'Hi' }, 'INVALID_URL', 'channelLinks.0'],
    [{ channelLinks: ['https://youtube.com/@me'], introduction: '   ' }, 'REQUIRED', 'introduction'],
    [{ channelLinks: ['https://youtube.com/@me'], introduction: 'x'.repeat(2001) }, 'INVALID_INPUT', 'introduction'],
  ])('refuses %j with %s on %s', async (input, code, field) => {
    const fan = await createUser();
    const { body } = await apply(await asSession(fan.id), input);
    expect(body.data!.applyForCreator).toMatchObject({ __typename: 'InvalidInputError', code, field });
  });

  it('accepts an introduction of exactly 2000 characters and 5 links', async () => {
    const fan = await createUser();
    const { body } = await apply(await asSession(fan.id), {
      channelLinks: Array.from({ length: 5 }, (_, i) => `https://x.com/me${i}`),
      introduction: '별'.repeat(2000),
    });
    expect(body.data!.applyForCreator.__typename).toBe('ApplyForCreatorSuccess');
  });

  it('answers ALREADY_CREATOR to creators and administrators', async () => {
    for (const role of ['CREATOR', 'ADMIN'] as const) {
      const user = await createUser({ role });
      const { body } = await apply(await asSession(user.id), good);
      expect(body.data!.applyForCreator).toMatchObject({ __typename: 'AlreadyCreatorError', code: 'ALREADY_CREATOR' });
    }
  });
});

describe('reviewCreatorApplication', () => {
  it('approves: the applicant becomes a creator, can create clubs, is e-mailed, and the audit log records it', async () => {
    const admin = await createUser({ role: 'ADMIN', nickname: 'Oshi Admin' });
    const fan = await createUser({ nickname: 'Luna' });
    const fanSession = await asSession(fan.id);
    const id = (await apply(fanSession, good)).body.data!.applyForCreator.application!.id;
    const adminSession = await asSession(admin.id);

    const pending = await graphql(app, { query: LIST, variables: { status: 'PENDING' } }, adminSession);
    expect(pending.body.data).toMatchObject({ creatorApplications: { edges: expect.arrayContaining([{ node: { id, status: 'PENDING', applicant: { nickname: 'Luna' } } }]) } });

    const { body } = await review(adminSession, { applicationId: id, approve: true });
    expect(body.data!.reviewCreatorApplication).toMatchObject({ __typename: 'ReviewCreatorApplicationSuccess', application: { id, status: 'APPROVED', rejectionReason: null } });
    expect((await db().user.findUniqueOrThrow({ where: { id: fan.id } })).role).toBe('CREATOR');
    const now = await graphql(app, { query: '{ viewerCanCreateClub viewer { creatorApplication { status reviewedAt } } }' }, fanSession);
    expect(now.body.data).toMatchObject({ viewerCanCreateClub: true, viewer: { creatorApplication: { status: 'APPROVED' } } });

    const log = await db().auditLog.findMany({ where: { targetId: (await db().creatorApplication.findFirstOrThrow({ where: { userId: fan.id } })).id } });
    expect(log).toMatchObject([{ actorId: admin.id, action: 'creator_application.approve', targetType: 'CreatorApplication', details: { applicantId: fan.id } }]);
    const audit = await graphql(app, { query: AUDIT }, adminSession);
    expect(audit.body.data).toMatchObject({
      auditLog: { edges: expect.arrayContaining([{ node: expect.objectContaining({ action: 'creator_application.approve', actor: { nickname: 'Oshi Admin' } }) }]) },
    });
    const mail = await waitForMail(fan.email!, /approved/);
    expect(mail.text).toContain('/creator');

    // Reviewed once only.
    const twice = await review(adminSession, { applicationId: id, approve: false, reason: 'changed my mind' });
    expect(twice.body.data!.reviewCreatorApplication).toMatchObject({ __typename: 'InvalidInputError', field: 'applicationId' });
    expect(await db().auditLog.count({ where: { targetId: log[0].targetId } })).toBe(1);
  });

  it('rejects only with a reason, which the applicant sees and receives by e-mail; they may apply again', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const fan = await createUser();
    const fanSession = await asSession(fan.id);
    const id = (await apply(fanSession, good)).body.data!.applyForCreator.application!.id;
    const adminSession = await asSession(admin.id);
    const noReason = await review(adminSession, { applicationId: id, approve: false, reason: '  ' });
    expect(noReason.body.data!.reviewCreatorApplication).toMatchObject({ __typename: 'InvalidInputError', code: 'REQUIRED', field: 'reason' });
    const { body } = await review(adminSession, { applicationId: id, approve: false, reason: 'Please link an active channel.' });
    expect(body.data!.reviewCreatorApplication).toMatchObject({ application: { status: 'REJECTED', rejectionReason: 'Please link an active channel.' } });
    expect((await db().user.findUniqueOrThrow({ where: { id: fan.id } })).role).toBe('USER');
    const entry = await db().auditLog.findFirstOrThrow({ where: { targetId: (await db().creatorApplication.findFirstOrThrow({ where: { userId: fan.id } })).id } });
    expect(entry).toMatchObject({ action: 'creator_application.reject', details: { reason: 'Please link an active channel.' } });
    const mail = await waitForMail(fan.email!, /application/);
    expect(mail.text).toContain('Please link an active channel.');
    expect((await apply(fanSession, good)).body.data!.applyForCreator.__typename).toBe('ApplyForCreatorSuccess');
  });

  it('answers NOT_FOUND for an unknown application', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const id = Buffer.from('CreatorApplication:00000000-0000-0000-0000-000000000001').toString('base64');
    const { body } = await review(await asSession(admin.id), { applicationId: id, approve: true });
    expect(body.data!.reviewCreatorApplication).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
  });

  it('answers NOT_FOUND for the application of an account deleted since, which stays deleted and a plain user', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const fan = await createUser();
    const applied = await apply(await asSession(fan.id), good);
    const id = applied.body.data!.applyForCreator.application!.id;
    await db().user.update({ where: { id: fan.id }, data: { status: 'DELETED', deletedAt: new Date() } });
    const { body } = await review(await asSession(admin.id), { applicationId: id, approve: true });
    expect(body.data!.reviewCreatorApplication).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await db().user.findUniqueOrThrow({ where: { id: fan.id }, select: { role: true, status: true } })).toEqual({ role: 'USER', status: 'DELETED' });
  });

  it('pages applications with totalCount and a status filter', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const session = await asSession(admin.id);
    const total = await db().creatorApplication.count();
    const pending = await db().creatorApplication.count({ where: { status: 'PENDING' } });
    const all = await graphql<{ creatorApplications: { totalCount: number } }>(app, { query: LIST }, session);
    expect(all.body.data!.creatorApplications.totalCount).toBe(total);
    const onlyPending = await graphql<{ creatorApplications: { totalCount: number; edges: { node: { status: string } }[] } }>(
      app,
      { query: LIST, variables: { status: 'PENDING' } },
      session,
    );
    expect(onlyPending.body.data!.creatorApplications.totalCount).toBe(pending);
    expect(onlyPending.body.data!.creatorApplications.edges.every((e) => e.node.status === 'PENDING')).toBe(true);
  });
});

describe('authorization matrix', () => {
  type Role = 'guest' | 'user' | 'creator' | 'admin' | 'admin token' | 'user token (all scopes)' | 'user token (no account scopes)';
  const roles: Role[] = ['guest', 'user', 'creator', 'admin', 'admin token', 'user token (all scopes)', 'user token (no account scopes)'];
  let headers: Record<Role, Record<string, string>>;
  let applicationId: string;
  let tokenId: string;
  let tokenOwnerHeaders: Record<string, string>;

  beforeAll(async () => {
    const user = await createUser();
    const creator = await createUser({ role: 'CREATOR' });
    const admin = await createUser({ role: 'ADMIN' });
    const tokenUser = await createUser();
    const scopedUser = await createUser();
    headers = {
      guest: {},
      user: await asSession(user.id),
      creator: await asSession(creator.id),
      admin: await asSession(admin.id),
      'admin token': await asToken(admin.id),
      'user token (all scopes)': await asToken(tokenUser.id),
      'user token (no account scopes)': await asToken(scopedUser.id, ['CLUBS_READ', 'POSTS_READ']),
    };
    const applicant = await createUser();
    applicationId = (await apply(await asSession(applicant.id), good)).body.data!.applyForCreator.application!.id;
    const owner = await createUser();
    tokenOwnerHeaders = await asSession(owner.id);
    const created = await graphql<{ createApiToken: { apiToken: { id: string } } }>(
      app,
      { query: 'mutation { createApiToken(input: { name: "x", scopes: [CLUBS_READ] }) { ... on CreateApiTokenSuccess { apiToken { id } } } }' },
      tokenOwnerHeaders,
    );
    tokenId = created.body.data!.createApiToken.apiToken.id;
  });

  /** "ok", a top-level error code, or the typed error's code. */
  async function outcome(role: Role, query: string, variables: Record<string, unknown> = {}, pick?: (data: Record<string, unknown>) => unknown) {
    const { body } = await graphql(app, { query, variables }, headers[role]);
    if (body.errors?.length) return String(body.errors[0].extensions?.code);
    const value = pick ? pick(body.data!) : Object.values(body.data!)[0];
    if (value && typeof value === 'object' && 'code' in value) return String((value as { code: string }).code);
    return value === null ? 'null' : 'ok';
  }

  const cases: [string, string, Record<string, unknown> | (() => Record<string, unknown>), Record<Role, string>, ((d: Record<string, unknown>) => unknown)?][] = [
    [
      'User.apiTokens',
      '{ viewer { apiTokens { id } } }',
      {},
      { guest: 'null', user: 'ok', creator: 'ok', admin: 'ok', 'admin token': 'ok', 'user token (all scopes)': 'ok', 'user token (no account scopes)': 'SCOPE_REQUIRED' },
      (d) => (d.viewer ? (d.viewer as { apiTokens: unknown }).apiTokens : null),
    ],
    [
      'User.creatorApplication',
      '{ viewer { creatorApplication { id } } }',
      {},
      { guest: 'null', user: 'null', creator: 'null', admin: 'null', 'admin token': 'null', 'user token (all scopes)': 'null', 'user token (no account scopes)': 'SCOPE_REQUIRED' },
      (d) => (d.viewer ? (d.viewer as { creatorApplication: unknown }).creatorApplication : null),
    ],
    [
      'createApiToken',
      'mutation { createApiToken(input: { name: "m", scopes: [POSTS_READ] }) { __typename ... on Error { code } } }',
      {},
      { guest: 'UNAUTHENTICATED', user: 'ok', creator: 'ok', admin: 'ok', 'admin token': 'FORBIDDEN', 'user token (all scopes)': 'FORBIDDEN', 'user token (no account scopes)': 'FORBIDDEN' },
    ],
    [
      'revokeApiToken (someone else’s)',
      'mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { __typename ... on Error { code } } }',
      () => ({ id: tokenId }),
      { guest: 'UNAUTHENTICATED', user: 'NOT_FOUND', creator: 'NOT_FOUND', admin: 'NOT_FOUND', 'admin token': 'FORBIDDEN', 'user token (all scopes)': 'FORBIDDEN', 'user token (no account scopes)': 'FORBIDDEN' },
    ],
    [
      'node(ApiToken) of someone else',
      'query ($id: ID!) { node(id: $id) { id } }',
      () => ({ id: tokenId }),
      { guest: 'null', user: 'null', creator: 'null', admin: 'null', 'admin token': 'null', 'user token (all scopes)': 'null', 'user token (no account scopes)': 'null' },
    ],
    [
      'node(CreatorApplication) of someone else',
      'query ($id: ID!) { node(id: $id) { id } }',
      () => ({ id: applicationId }),
      { guest: 'null', user: 'null', creator: 'null', admin: 'ok', 'admin token': 'null', 'user token (all scopes)': 'null', 'user token (no account scopes)': 'null' },
    ],
    [
      'applyForCreator (invalid input, so nothing is created)',
      'mutation { applyForCreator(input: { channelLinks: [], introduction: "" }) { __typename ... on Error { code } } }',
      {},
      { guest: 'UNAUTHENTICATED', user: 'REQUIRED', creator: 'REQUIRED', admin: 'REQUIRED', 'admin token': 'REQUIRED', 'user token (all scopes)': 'REQUIRED', 'user token (no account scopes)': 'SCOPE_REQUIRED' },
    ],
    [
      'creatorApplications',
      '{ creatorApplications(first: 1) { totalCount } }',
      {},
      { guest: 'UNAUTHENTICATED', user: 'FORBIDDEN', creator: 'FORBIDDEN', admin: 'ok', 'admin token': 'FORBIDDEN', 'user token (all scopes)': 'FORBIDDEN', 'user token (no account scopes)': 'FORBIDDEN' },
    ],
    [
      'reviewCreatorApplication (rejecting without a reason, so nothing changes)',
      'mutation ($id: ID!) { reviewCreatorApplication(input: { applicationId: $id, approve: false }) { __typename ... on Error { code } } }',
      () => ({ id: applicationId }),
      { guest: 'UNAUTHENTICATED', user: 'FORBIDDEN', creator: 'FORBIDDEN', admin: 'REQUIRED', 'admin token': 'FORBIDDEN', 'user token (all scopes)': 'FORBIDDEN', 'user token (no account scopes)': 'FORBIDDEN' },
    ],
    [
      'auditLog',
      '{ auditLog(first: 1) { totalCount } }',
      {},
      { guest: 'UNAUTHENTICATED', user: 'FORBIDDEN', creator: 'FORBIDDEN', admin: 'ok', 'admin token': 'FORBIDDEN', 'user token (all scopes)': 'FORBIDDEN', 'user token (no account scopes)': 'FORBIDDEN' },
    ],
    [
      'viewerCanCreateClub',
      '{ viewerCanCreateClub }',
      {},
      // An administrator's token is its user, not an administrator: createClub refuses it, and so does this.
      { guest: 'false', user: 'false', creator: 'true', admin: 'true', 'admin token': 'false', 'user token (all scopes)': 'false', 'user token (no account scopes)': 'false' },
      (d) => String(d.viewerCanCreateClub),
    ],
  ];

  it.each(cases)('%s', async (_name, query, variables, expected, pick) => {
    const vars = typeof variables === 'function' ? variables() : variables;
    const actual = Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await outcome(role, query, vars, pick)] as const)),
    );
    // Booleans come back as their string through `pick`.
    for (const role of roles) if (actual[role] === 'ok' && ['true', 'false'].includes(expected[role])) actual[role] = expected[role];
    expect(actual).toEqual(expected);
  });

  it('a token without CLUBS_WRITE cannot claim club creation', async () => {
    const creator = await createUser({ role: 'CREATOR' });
    const { body } = await graphql(app, { query: '{ viewerCanCreateClub }' }, await asToken(creator.id, ['CLUBS_READ']));
    expect(body.data).toEqual({ viewerCanCreateClub: false });
  });

  it('leaves the application pending and the token unrevoked after the refused attempts', async () => {
    expect(await db().creatorApplication.findUniqueOrThrow({ where: { id: Buffer.from(applicationId, 'base64').toString().split(':')[1] } })).toMatchObject({ status: 'PENDING' });
    const victim = await graphql(app, { query: '{ viewer { apiTokens { revokedAt } } }' }, tokenOwnerHeaders);
    expect(victim.body.data).toEqual({ viewer: { apiTokens: [{ revokedAt: null }] } });
  });
});

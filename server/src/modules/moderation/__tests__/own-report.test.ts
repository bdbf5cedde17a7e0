// An administrator never resolves a report about themselves or their content (docs/domain-rules.md 5.9):
// an administrator who posts or comments could otherwise dismiss the reports about what they wrote (or
// judge a report about their account). The report's author is fixed when it is filed, so resolveReport
// checks it first and answers OWN_CASE, leaving the report open for another administrator.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { comment, commentGid, gql, join, person, type Person, post, postGid } from '../../comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) {
  ... on ReportContentSuccess { report { id } } ... on Error { code } } }`;
const RESOLVE = `mutation ($input: ResolveReportInput!) { resolveReport(input: $input) { __typename ... on Error { code } } }`;

async function report(who: Person, targetId: string): Promise<string> {
  const res = await gql(app, who, REPORT, { input: { targetId, reason: 'SPAM' } });
  expect(res.errors).toBeUndefined();
  return res.data!.reportContent.report.id as string;
}

async function resolve(who: Person, reportId: string, action: string) {
  const res = await gql(app, who, RESOLVE, { input: { reportId, action } });
  expect(res.errors).toBeUndefined();
  return res.data!.resolveReport.code ?? res.data!.resolveReport.__typename;
}

describe('an administrator', () => {
  it('cannot resolve reports about their own post, comment or account; another administrator can', async () => {
    const admin = await person({ role: 'ADMIN', nickname: 'Admin writer' });
    const colleague = await person({ role: 'ADMIN', nickname: 'Colleague' });
    const fan = await person({ nickname: 'Reporting fan' });
    const club = await createClub({ ownerId: admin.id });
    await join(club.id, fan.id);
    const own = await post(club.id, admin.id, { title: 'Mine' });
    const ownComment = await comment(own.id, admin.id, { body: 'Also mine' });
    const aboutPost = await report(fan, postGid(own.id));
    const aboutComment = await report(fan, commentGid(ownComment.id));
    const aboutAccount = await report(fan, encodeGlobalID('User', admin.id));

    for (const action of ['DISMISS', 'HIDE', 'DELETE', 'WARN']) expect(await resolve(admin, aboutPost, action)).toBe('OWN_CASE');
    expect(await resolve(admin, aboutComment, 'DISMISS')).toBe('OWN_CASE');
    expect(await resolve(admin, aboutAccount, 'DISMISS')).toBe('OWN_CASE');
    expect(await db().report.count({ where: { targetUserId: admin.id, status: 'OPEN' } })).toBe(3);
    expect(await db().auditLog.count({ where: { actorId: admin.id } })).toBe(0);

    expect(await resolve(colleague, aboutPost, 'DISMISS')).toBe('ResolveReportSuccess');
    expect(await resolve(colleague, aboutComment, 'HIDE')).toBe('ResolveReportSuccess');
    expect(await resolve(colleague, aboutAccount, 'DISMISS')).toBe('ResolveReportSuccess');
  });
});

// Moderation in real browsers: a fan reports a post from its menu on a phone, an administrator finds it in
// the reports queue on a desktop and hides it, and the audit log shows both the report action and the hide.
// A suspended fan's sign-in says why and until when. Screenshots at 390 and 1440 px go to
// MODERATION_SCREENSHOTS when it is set.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { db } from '../../server/src/platform/database.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const demo = (key: string) => `${key}@demo.oshi.local`;
const shots = process.env.MODERATION_SCREENSHOTS;

describe('moderation', () => {
  it('a fan reports a post, an administrator hides it from the queue, and the audit log shows it', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan'), DEMO_PASSWORD);
    await fan.page.goto('/club/aria');
    await fan.page.getByRole('link', { name: 'Speedrun PB!' }).click();
    await fan.page.waitForURL((url) => url.pathname.startsWith('/post/'));
    const postId = decodeURIComponent(new URL(fan.page.url()).pathname.split('/')[2]);
    await fan.page.getByRole('button', { name: 'Post options' }).click();
    await fan.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = fan.page.getByTestId('report-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByLabel('Details (optional)').fill('Links to a shady shop');
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'report-dialog-mobile.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await fan.page.getByText('Thanks. Your report was sent to our team.').waitFor();

    const admin = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(admin.page, demo('admin'), DEMO_PASSWORD);
    await admin.page.goto('/admin/reports');
    const card = admin.page.getByTestId('report-card').filter({ hasText: 'Speedrun PB!' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Links to a shady shop');
    if (shots) await admin.page.screenshot({ path: path.join(shots, 'admin-reports-desktop.png'), fullPage: true });
    await card.getByRole('button', { name: 'Hide' }).click();
    await admin.page.getByText('Report resolved.').waitFor();
    const post = await db().post.findFirstOrThrow({ where: { title: 'Speedrun PB!' } });
    expect(post.isHidden).toBe(true);
    expect(Buffer.from(postId, 'base64').toString()).toBe(`Post:${post.id}`);

    await admin.page.goto('/admin/audit');
    await admin.page.getByTestId('audit-entry').filter({ hasText: 'Report: content hidden' }).first().waitFor();
    await admin.page.getByTestId('audit-entry').filter({ hasText: 'Post hidden' }).first().waitFor();
    await admin.page.getByLabel('Action').selectOption('post.hide');
    await admin.page.getByTestId('audit-entry').filter({ hasText: post.id }).first().waitFor();
    if (shots) await admin.page.screenshot({ path: path.join(shots, 'admin-audit-desktop.png'), fullPage: true });

    // The same screens on a phone.
    const phone = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(phone.page, demo('admin'), DEMO_PASSWORD);
    await phone.page.goto('/admin/reports');
    await phone.page.getByRole('button', { name: 'Resolved' }).click();
    await phone.page.getByTestId('report-card').filter({ hasText: 'Speedrun PB!' }).first().waitFor();
    if (shots) await phone.page.screenshot({ path: path.join(shots, 'admin-reports-mobile.png'), fullPage: true });
    await phone.page.goto('/admin/audit');
    await phone.page.getByTestId('audit-entry').first().waitFor();
    if (shots) await phone.page.screenshot({ path: path.join(shots, 'admin-audit-mobile.png'), fullPage: true });

    expect(fan.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
  });

  it('a fan reports another fan from their comment; a fan suspended mid-session is told why at once', async () => {
    // A post every fan reads (the first journey hid "Speedrun PB!").
    const post = await db().post.findFirstOrThrow({ where: { club: { uri: 'aria' }, isHidden: false, isSubscriberOnly: false, isOwnerOnly: false }, orderBy: { createdAt: 'desc' } });
    const other = await db().user.findUniqueOrThrow({ where: { email: demo('fan3') } });
    await db().comment.create({ data: { postId: post.id, authorId: other.id, body: 'Buy followers at my shop' } });
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan'), DEMO_PASSWORD);
    await fan.page.goto(`/post/${encodeURIComponent(Buffer.from(`Post:${post.id}`).toString('base64'))}`);
    const theirs = fan.page.getByTestId('comment').filter({ hasText: 'Buy followers at my shop' });
    await theirs.getByRole('button', { name: 'Report user' }).click();
    const dialog = fan.page.getByTestId('report-dialog');
    await fan.page.getByRole('dialog', { name: 'Report this user' }).waitFor();
    await dialog.getByLabel('Spam or advertising').check();
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'report-user-mobile.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await fan.page.getByText('Thanks. Your report was sent to our team.').waitFor();
    expect(await db().report.findFirst({ where: { targetKind: 'USER', targetId: other.id, status: 'OPEN' } })).toMatchObject({ reason: 'SPAM' });

    // The fan reports the comment too; the creator hides it from the club's reports, and the fan's open page
    // shows the placeholder at once.
    await theirs.getByRole('button', { name: 'Report', exact: true }).click();
    await fan.page.getByRole('dialog', { name: 'Report this comment' }).waitFor();
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await fan.page.getByText('Thanks. Your report was sent to our team.').last().waitFor();
    const owner = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(owner.page, demo('aria'), DEMO_PASSWORD);
    await owner.page.goto('/club/aria/setting/reports');
    const reported = owner.page.getByTestId('club-report').filter({ hasText: 'Buy followers at my shop' });
    await reported.getByRole('button', { name: 'Hide comment' }).click();
    await owner.page.getByText('The comment is hidden.').waitFor();
    // The report now says so instead of offering to hide it again, after a reload too.
    await reported.getByTestId('report-target-hidden').filter({ hasText: 'Hidden: fans see “This comment was hidden.”' }).waitFor();
    await owner.page.reload();
    await reported.getByTestId('report-target-hidden').waitFor();
    expect(await reported.getByRole('button', { name: 'Hide comment' }).count()).toBe(0);
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'club-reports-hidden-desktop.png'), fullPage: true });
    await fan.page.getByTestId('comment').filter({ hasText: 'This comment was hidden.' }).waitFor();
    expect(await fan.page.getByText('Buy followers at my shop').count()).toBe(0);
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'comment-hidden-mobile.png'), fullPage: true });
    // The creator still reads it, marked hidden, and can show it again.
    await owner.page.goto(`/post/${encodeURIComponent(Buffer.from(`Post:${post.id}`).toString('base64'))}`);
    const hiddenRow = owner.page.getByTestId('comment').filter({ hasText: 'Buy followers at my shop' });
    await hiddenRow.getByText('Others see “This comment was hidden.”').waitFor();
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'comment-hidden-owner-desktop.png'), fullPage: true });
    expect(owner.consoleErrors).toEqual([]);

    // Another fan is signed in when an administrator suspends them: their next page says why and until when.
    const suspended = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(suspended.page, demo('fan4'), DEMO_PASSWORD);
    await suspended.page.goto('/club/aria');
    // The page settles first: a request still in flight when the test leaves it (the session's renewal,
    // the bell) would be refused, clearing the cookie, and its answer never read by the page it was for.
    await suspended.page.waitForLoadState('networkidle');
    await db().user.update({ where: { email: demo('fan4') }, data: { status: 'SUSPENDED', suspendedUntil: new Date(Date.now() + 3 * 86_400_000), suspensionReason: 'Abusive messages' } });
    await suspended.page.goto('/home');
    const notice = suspended.page.getByTestId('suspension-notice');
    await notice.getByText(/This account is suspended until .*Reason: Abusive messages/).waitFor();
    if (shots) await suspended.page.screenshot({ path: path.join(shots, 'suspension-notice-desktop.png'), fullPage: true });
    await suspended.page.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    await suspended.page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(fan.consoleErrors).toEqual([]);
  });

  it('a suspended fan’s sign-in says why and until when', async () => {
    const until = new Date(Date.now() + 7 * 86_400_000);
    await db().user.update({ where: { email: demo('fan2') }, data: { status: 'SUSPENDED', suspendedUntil: until, suspensionReason: 'Spam in comments' } });
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await fan.page.goto('/account/login');
    await fan.page.getByLabel('Email').fill(demo('fan2'));
    await fan.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await fan.page.getByRole('button', { name: 'Sign in' }).click();
    const alert = fan.page.getByText(/This account is suspended until .*Reason: Spam in comments/);
    await alert.waitFor();
    expect(new URL(fan.page.url()).pathname).toBe('/account/login');
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'suspended-sign-in-mobile.png'), fullPage: true });
  });
});

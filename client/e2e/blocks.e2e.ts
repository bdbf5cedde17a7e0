// Blocks and club bans in real browsers: a fan blocks another fan from a comment and their comments leave
// the page without a reload (and are listed under Blocked users); the club owner blocks a member from the
// club, who is then refused when they try to comment and told why. Screenshots at 390 and 1440 px go to
// BLOCKS_SCREENSHOTS when it is set.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { db } from '../../server/src/platform/database.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const shots = process.env.BLOCKS_SCREENSHOTS;
const shoot = async (page: import('playwright-core').Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

/** Demo fans of a club without a running subscription (a ban waits for one to end), with their club names. */
async function plainMembers(clubId: string) {
  const members = await db().clubMember.findMany({
    where: { clubId, user: { email: { in: ['fan', 'fan2', 'fan3', 'fan4'].map((k) => `${k}@demo.oshi.local`) }, subscriptions: { none: { clubId, currentPeriodEnd: { gt: new Date() } } } } },
    include: { user: true },
    orderBy: { joinedAt: 'asc' },
  });
  return members.map((m) => ({ userId: m.userId, email: m.user.email!, name: m.nickname ?? m.user.nickname, mainName: m.user.nickname }));
}

describe('blocks', () => {
  it('a fan blocks another fan from a comment; the owner blocks a member from the club, who then cannot comment', async () => {
    const club = await db().club.findFirstOrThrow({ where: { uri: 'aria' } });
    const post = await db().post.findFirstOrThrow({ where: { clubId: club.id, isHidden: false, isSubscriberOnly: false, isOwnerPost: true }, orderBy: { createdAt: 'desc' } });
    const fans = await plainMembers(club.id);
    expect(fans.length).toBeGreaterThanOrEqual(2);
    const [blocker, target] = fans;
    await db().comment.create({ data: { postId: post.id, authorId: target.userId, body: 'A comment from the fan to block' } });
    await db().comment.create({ data: { postId: post.id, authorId: target.userId, body: 'And another one' } });

    // The fan opens the post on a phone and blocks the other fan from their comment.
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, blocker.email, DEMO_PASSWORD);
    await fan.page.goto('/club/aria');
    await fan.page.getByRole('link', { name: post.title }).first().click();
    await fan.page.waitForURL((url) => url.pathname.startsWith('/post/'));
    const postPath = new URL(fan.page.url()).pathname;
    const theirComment = fan.page.getByTestId('comment').filter({ hasText: 'A comment from the fan to block' });
    await theirComment.waitFor();
    await theirComment.getByTestId('block-user').click();
    const dialog = fan.page.getByRole('alertdialog');
    await dialog.getByText(`Block ${target.name}?`).waitFor();
    await shoot(fan.page, 'blocks-confirm-mobile');
    await dialog.getByTestId('confirm-block').click();
    // Both of their comments leave the page, without a reload.
    await fan.page.getByText(`${target.name} is blocked.`).waitFor();
    await fan.page.getByText('A comment from the fan to block').waitFor({ state: 'detached' });
    expect(await fan.page.getByText('And another one').count()).toBe(0);
    expect(new URL(fan.page.url()).pathname).toBe(postPath);

    // They are listed under Blocked users, in the account settings.
    await fan.page.goto('/mypage/blocked');
    await fan.page.getByTestId('blocked-user').filter({ hasText: target.mainName }).waitFor();
    await shoot(fan.page, 'blocks-list-mobile');

    // The member to ban has the post open, ready to comment.
    const banned = fans.find((f) => f.userId !== blocker.userId && f.userId !== target.userId) ?? target;
    const member = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(member.page, banned.email, DEMO_PASSWORD);
    await member.page.goto(postPath);
    await member.page.getByTestId('comment-composer').waitFor();

    // The owner blocks them from the club on the members page (desktop); their row leaves the list.
    const owner = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(owner.page, 'aria@demo.oshi.local', DEMO_PASSWORD);
    await owner.page.goto('/club/aria/members');
    const row = owner.page.getByTestId('member-row').filter({ hasText: banned.name });
    await row.first().waitFor();
    await row.first().getByTestId('ban-member').click();
    const banDialog = owner.page.getByRole('alertdialog');
    await banDialog.getByText(`Block ${banned.name} from this club?`).waitFor();
    await banDialog.getByLabel('Note (optional)').fill('Spam in comments');
    await shoot(owner.page, 'bans-confirm-desktop');
    await banDialog.getByTestId('confirm-ban').click();
    await owner.page.getByText(`${banned.name} is blocked from the club.`).waitFor();
    await row.first().waitFor({ state: 'detached' });
    await owner.page.goto('/club/aria/setting/bans');
    await owner.page.getByTestId('banned-user').filter({ hasText: banned.mainName }).waitFor();
    await shoot(owner.page, 'bans-list-desktop');

    // The banned member tries to comment and is told why.
    const composer = member.page.getByTestId('comment-composer');
    await composer.getByRole('textbox').fill('Can I still comment?');
    await composer.getByRole('button').last().click();
    await member.page.getByText('The owner of this club has blocked you from it', { exact: false }).waitFor();
    await shoot(member.page, 'bans-refused-mobile');
    expect(await db().comment.count({ where: { authorId: banned.userId, body: 'Can I still comment?' } })).toBe(0);

    // The owner lifts the ban from the list; the row goes.
    await owner.page.getByTestId('banned-user').filter({ hasText: banned.mainName }).getByRole('button', { name: 'Lift block' }).click();
    await owner.page.getByText(`${banned.mainName} can join the club again.`).waitFor();
    expect(await db().clubBan.count({ where: { clubId: club.id, userId: banned.userId } })).toBe(0);

    const mobileOwner = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(mobileOwner.page, 'aria@demo.oshi.local', DEMO_PASSWORD);
    await mobileOwner.page.goto('/club/aria/setting/bans');
    await mobileOwner.page.getByText('Nobody is blocked from this club').waitFor();
    await shoot(mobileOwner.page, 'bans-empty-mobile');

    for (const p of [fan, member, owner, mobileOwner]) expect(p.consoleErrors).toEqual([]);
  }, 180_000);
});

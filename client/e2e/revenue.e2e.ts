// Creator money in a real browser: Mirei registers individual settlement details (account typed twice,
// shown masked after), requests a withdrawal after seeing the 3.3% withholding, an administrator (second
// browser context) approves it and marks it paid, and Mirei's revenue page then shows the withdrawable
// balance fallen by the amount, the payout and the tax withheld.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { db } from '../../server/src/platform/database.ts';
import { DEFAULT_FEES, recordPayment, releaseDueEarnings } from '../../server/src/modules/revenue/ledger.service.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();

describe('withdrawals', () => {
  it('go from the creator’s request through approval and payout to a lower balance with the tax withheld', async () => {
    // Earnings past their refund window: ₩100,000 by card leaves Mirei ₩77,609.
    const club = await db().club.findUniqueOrThrow({ where: { uri: 'mirei' } });
    const paidAt = new Date(Date.now() - 30 * 86_400_000);
    await db().$transaction((tx) => recordPayment(tx, { id: crypto.randomUUID(), amount: 100_000, method: 'CARD' }, club.id, DEFAULT_FEES, 'SUBSCRIPTION', { paidAt }));
    await db().$transaction((tx) => releaseDueEarnings(tx, new Date()));

    const creator = await openPage(journey.current, VIEWPORTS.mobile);
    const { page } = creator;
    await signIn(page, 'mirei@demo.oshi.local', DEMO_PASSWORD);
    await page.goto('/mypage/manage/settlement/type/individual');
    await page.getByLabel('Legal name').fill('Kim Mirei');
    await page.getByLabel('Date of birth').fill('1998-07-07');
    await page.getByLabel('Bank').selectOption('KAKAO');
    await page.getByLabel('Account holder').fill('Kim Mirei');
    await page.getByLabel('Account number', { exact: true }).fill('3333-01-2345678');
    await page.getByLabel('Account number again').fill('3333012345678');
    await page.getByRole('button', { name: 'Save settlement details' }).click();
    await page.waitForURL((url) => url.pathname === '/mypage/manage/settlement');
    expect(await page.getByTestId('masked-account').textContent()).toBe('•••• •••• 5678');

    await page.goto('/mypage/manage/revenue');
    const before = Number((await page.getByTestId('withdrawable').textContent())!.replace(/\D/g, ''));
    expect(before).toBeGreaterThanOrEqual(77_609);
    await page.getByLabel('Amount').fill('20000');
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await page.getByText('−₩600').waitFor();
    await page.getByText('−₩60', { exact: true }).waitFor();
    await page.getByText('₩19,340').waitFor();
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByText('Withdrawal requested. We will let you know when it is approved.').waitFor();
    await expect.poll(async () => Number((await page.getByTestId('withdrawable').textContent())!.replace(/\D/g, ''))).toBe(before - 20_000);

    const admin = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(admin.page, 'admin@demo.oshi.local', DEMO_PASSWORD);
    await admin.page.goto('/admin/withdrawals');
    const card = admin.page.getByTestId('admin-withdrawal').filter({ hasText: '₩20,000' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('Withdrawal approved.').waitFor();
    await card.getByRole('button', { name: 'Mark as paid' }).click();
    await admin.page.getByText('Marked as paid.').waitFor();

    await page.reload();
    await page.getByText('Paid', { exact: true }).waitFor();
    expect(Number((await page.getByTestId('withdrawable').textContent())!.replace(/\D/g, ''))).toBe(before - 20_000);
    const breakdown = await page.locator('dl').first().textContent();
    expect(breakdown).toContain('Paid to your account₩19,340');
    expect(breakdown).toContain('Tax withheld₩660');
    expect(creator.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
  }, 240_000);
});

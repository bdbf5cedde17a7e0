// Checkout in a real browser against the built-in test gateway: a card subscription with 4242… opens a
// locked post and then upgrades to a dearer plan; a deposit made from the CLI turns the pending page into the success page without a
// reload; a declined card ends on the card-fail page in our words (never text from the URL); a card that registers but is declined ends on the fail page with the gateway's reason.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { gatewayCli } from '../../scripts/gateway.ts';
import { TEST_CARDS } from '../../server/src/modules/payments/test-gateway.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const demo = (key: string) => `${key}@demo.oshi.local`;
// Screenshots at 390 and 1440 px go to PAYMENT_SCREENSHOTS when it is set.
const shots = process.env.PAYMENT_SCREENSHOTS;

/** From Mirei's plans to the checkout of "Shooting Star" (level 2). */
async function checkoutShootingStar(page: Page) {
  await page.goto('/club/mirei/subscription');
  const plan = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: 'Shooting Star', exact: true }) });
  await plan.getByRole('link', { name: 'Subscribe' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByText('₩9,900 a month, VAT included').waitFor();
}

async function registerCard(page: Page, cardNumber: string) {
  await page.getByRole('link', { name: 'Register a card' }).click();
  await page.waitForURL((url) => url.pathname === '/_gateway/card');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Register card' }).click();
}

async function fillBuyerAndAgree(page: Page) {
  await page.getByLabel('Name').fill('Journey Fan');
  await page.getByLabel('Phone number').fill('01012345678');
  await page.getByLabel('I have checked the order details and agree to the payment terms.').check();
}

describe('checkout', () => {
  it('subscribes with the 4242 test card, opens a locked post, then upgrades', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan2'), DEMO_PASSWORD);
    // The level-2 post is locked first.
    await fan.page.goto('/club/mirei');
    await fan.page.getByRole('link', { name: 'Voice diary #12 (Shooting Star)' }).click();
    await fan.page.getByText('For subscribers of Shooting Star and above').waitFor();
    const postPath = new URL(fan.page.url()).pathname;

    await checkoutShootingStar(fan.page);
    await registerCard(fan.page, TEST_CARDS.SUCCEEDS);
    await fan.page.waitForURL((url) => url.pathname === '/checkout');
    await fan.page.getByText('Card registered.').waitFor();
    await fan.page.getByLabel('VISA •••• 4242').waitFor();
    expect(await fan.page.getByLabel('VISA •••• 4242').isChecked()).toBe(true);

    // The agreement is required.
    await fan.page.getByLabel('Phone number').fill('010-1234-5678');
    await fan.page.getByRole('button', { name: 'Pay ₩9,900' }).click();
    await fan.page.getByText('Please agree to the order terms to continue.').waitFor();
    await fan.page.getByText('Enter digits only, without hyphens or spaces.').waitFor();
    await fillBuyerAndAgree(fan.page);
    await fan.page.getByRole('button', { name: 'Pay ₩9,900' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout/success');
    await fan.page.getByRole('heading', { name: 'You’re subscribed!' }).waitFor();

    await fan.page.goto(postPath);
    await fan.page.getByText('This month I recorded the diary on the rooftop.', { exact: false }).waitFor();
    expect(await fan.page.getByText('For subscribers of Shooting Star and above').count()).toBe(0);

    // Upgrading to Supernova charges the prorated difference at once, after a confirmation.
    await fan.page.goto('/club/mirei/subscription');
    const supernova = fan.page.getByTestId('plan-card').filter({ has: fan.page.getByRole('heading', { name: 'Supernova', exact: true }) });
    await supernova.getByRole('button', { name: /^Upgrade · ₩[\d,]+ now$/ }).click();
    const dialog = fan.page.getByRole('alertdialog', { name: 'Upgrade to Supernova?' });
    await dialog.getByText('VISA •••• 4242', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: /^Pay ₩[\d,]+ and upgrade$/ }).click();
    await fan.page.getByText('You’re now on Supernova.').waitFor();
    await supernova.getByText(/Your current plan · renews on/).waitFor();
    await fan.page.goto('/mypage/pay/subscription');
    await fan.page.getByText('Supernova · ₩29,000 a month (VAT included)').waitFor();

    // News of the membership waits under the bell; on a phone it opens as a sheet between header and tab bar.
    await fan.page.getByTestId('notification-count').waitFor(); // the bell is live (its count loaded)
    await fan.page.getByTestId('notification-bell').click();
    const sheet = fan.page.getByTestId('notification-panel');
    await sheet.getByTestId('notification').filter({ hasText: 'Your Shooting Star membership of Mirei’s Starlight Room has started (₩9,900).' }).waitFor();
    const box = (await sheet.boundingBox())!;
    expect(box.y).toBe(60);
    expect(box.y + box.height).toBe(VIEWPORTS.mobile.height - 56);
    expect(fan.consoleErrors).toEqual([]);
    await fan.context.close();
  });

  it('pays by deposit: the CLI deposit turns the pending page into success without a reload', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(fan.page, demo('fan4'), DEMO_PASSWORD);
    await checkoutShootingStar(fan.page);
    await fan.page.getByLabel('Deposit without passbook').check();
    await fan.page.getByLabel('3 months · ₩29,700').check();
    await fillBuyerAndAgree(fan.page);
    await fan.page.getByRole('button', { name: 'Get an account number for ₩29,700' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout/pending');
    await fan.page.getByRole('heading', { name: 'Waiting for your deposit' }).first().waitFor();
    const accountNumber = (await fan.page.getByTestId('account-number').textContent())!.trim();
    expect(accountNumber).toMatch(/^\d{14}$/);

    // No reload from here on: a marker on the window survives only if the page changes by itself.
    await fan.page.evaluate(() => Object.assign(window, { __samePage: true }));
    await fan.page.waitForTimeout(500); // the status subscription is set up once the page shows
    const lines: string[] = [];
    expect(await gatewayCli(['deposit', accountNumber, '--url', journey.current.app.url], (line) => lines.push(line))).toBe(0);
    await fan.page.getByRole('heading', { name: 'You’re subscribed!' }).waitFor({ timeout: 15_000 });
    // The page shows success at once and then replaces its URL: wait for that, too.
    await fan.page.waitForURL((url) => url.pathname === '/checkout/success');
    expect(await fan.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(fan.consoleErrors).toEqual([]);
    await fan.context.close();
  });

  it('cancels a waiting deposit from its pending page, which then says the deposit is closed', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan3'), DEMO_PASSWORD);
    await checkoutShootingStar(fan.page);
    await fan.page.getByLabel('Deposit without passbook').check();
    await fillBuyerAndAgree(fan.page);
    await fan.page.getByRole('button', { name: /Get an account number/ }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout/pending');
    await fan.page.getByRole('heading', { name: 'Waiting for your deposit' }).first().waitFor();
    await fan.page.getByRole('button', { name: 'Cancel this deposit' }).click();
    const dialog = fan.page.getByRole('alertdialog', { name: 'Cancel this deposit?' });
    await dialog.waitFor();
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'cancel-deposit-mobile.png') });
    await dialog.getByRole('button', { name: 'Cancel deposit' }).click();
    await fan.page.getByRole('heading', { name: 'This deposit is closed' }).waitFor();
    await fan.page.waitForURL((url) => url.pathname === '/checkout/fail');
    if (shots) {
      await fan.page.screenshot({ path: path.join(shots, 'deposit-closed-mobile.png'), fullPage: true });
      await fan.page.setViewportSize(VIEWPORTS.desktop);
      await fan.page.screenshot({ path: path.join(shots, 'deposit-closed-desktop.png'), fullPage: true });
    }
    expect(fan.consoleErrors).toEqual([]);
    await fan.context.close();
  });

  it('ends a declined card payment on the fail page with its reason', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan3'), DEMO_PASSWORD);
    await checkoutShootingStar(fan.page);
    // The declined card does not even register.
    await registerCard(fan.page, TEST_CARDS.DECLINED);
    await fan.page.waitForURL((url) => url.pathname === '/billing/card-fail');
    expect(await fan.page.getByTestId('card-fail-reason').textContent()).toBe('Your card company declined this card. ');
    expect(fan.page.url()).not.toContain('declined');
    // Whatever text a crafted link carries never reaches the page.
    const backTo = new URL(fan.page.url()).searchParams.get('return')!;
    const crafted = 'Your account is locked. Call 010-1234-5678';
    await fan.page.goto(`/billing/card-fail?${new URLSearchParams({ code: 'FAILURE_TYPE_PG', message: crafted, reason: crafted, return: backTo })}`);
    await fan.page.getByRole('heading', { name: 'We couldn’t register the card' }).waitFor();
    expect(await fan.page.locator('body').textContent()).not.toContain('Call 010');
    await fan.page.getByRole('link', { name: 'Go back' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout');

    await registerCard(fan.page, TEST_CARDS.INSUFFICIENT_FUNDS);
    await fan.page.waitForURL((url) => url.pathname === '/checkout');
    await fillBuyerAndAgree(fan.page);
    await fan.page.getByRole('button', { name: 'Pay ₩9,900' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout/fail');
    await fan.page.getByRole('heading', { name: 'The payment didn’t go through' }).waitFor();
    expect(await fan.page.getByTestId('failure-reason').textContent()).toBe('Insufficient funds.');
    await fan.page.getByRole('link', { name: 'Try again' }).waitFor();
    expect(fan.consoleErrors).toEqual([]);
    await fan.context.close();
  });
});

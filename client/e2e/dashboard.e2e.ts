// The creator's live dashboard in a real browser: a fan subscribes in one browser and the creator's
// dashboard, open in another, shows the payment and the new subscriber without a reload; the seeded
// history draws both charts, their legends showing the latest day; the subscriber list shows the new subscriber.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { TEST_CARDS } from '../../server/src/modules/payments/test-gateway.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const demo = (key: string) => `${key}@demo.oshi.local`;
const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('creator dashboard', () => {
  it('moves without reload when a fan pays in another browser', async () => {
    const creator = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(creator.page, demo('mirei'), DEMO_PASSWORD);
    await creator.page.goto('/mypage/manage');
    const today = creator.page.getByTestId('dashboard-today');
    await today.waitFor();
    const before = won(await today.textContent());
    const subscribersBefore = won(await creator.page.getByTestId('dashboard-subscribers').textContent());
    expect(before).toBeGreaterThan(0);
    // The seeded history draws both charts (uPlot's canvases).
    await creator.page.getByTestId('revenue-chart').locator('canvas').waitFor();
    await creator.page.getByTestId('members-chart').locator('canvas').waitFor();
    // With nothing hovered, the legends show the latest day's figures, not blanks.
    const legend = (chart: string) => creator.page.getByTestId(chart).locator('.u-legend .u-value').allTextContents();
    const [day, ...amounts] = await legend('revenue-chart');
    expect(day).toMatch(/\d/);
    expect(amounts).toHaveLength(3);
    for (const amount of amounts) expect(amount).toMatch(/^₩[\d,]+$/);
    const [membersDay, members] = await legend('members-chart');
    expect(membersDay).toBe(day);
    expect(won(members)).toBeGreaterThan(0);

    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan2'), DEMO_PASSWORD);
    await fan.page.goto('/club/mirei/subscription');
    const plan = fan.page.getByTestId('plan-card').filter({ has: fan.page.getByRole('heading', { name: 'Shooting Star', exact: true }) });
    await plan.getByRole('link', { name: 'Subscribe' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout');
    await fan.page.getByRole('link', { name: 'Register a card' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/_gateway/card');
    await fan.page.getByLabel('Card number').fill(TEST_CARDS.SUCCEEDS);
    await fan.page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await fan.page.getByLabel('CVC').fill('123');
    await fan.page.getByRole('button', { name: 'Register card' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout');
    await fan.page.getByLabel('VISA •••• 4242').waitFor();
    await fan.page.getByLabel('Name').fill('Journey Fan');
    await fan.page.getByLabel('Phone number').fill('01012345678');
    await fan.page.getByLabel('I have checked the order details and agree to the payment terms.').check();
    await fan.page.getByRole('button', { name: 'Pay ₩9,900' }).click();
    await fan.page.waitForURL((url) => url.pathname === '/checkout/success');

    // No reload on the creator's side: the figures follow the live event.
    await creator.page.waitForFunction(
      (expected) => Number((document.querySelector('[data-testid="dashboard-today"]')?.textContent ?? '').replace(/[^\d]/g, '')) === expected,
      before + 9_900,
    );
    expect(won(await creator.page.getByTestId('dashboard-subscribers').textContent())).toBe(subscribersBefore + 1);

    await creator.page.goto('/mypage/manage/subscriber');
    await creator.page.getByTestId('subscribers').getByText('Haruto', { exact: false }).first().waitFor();
    expect(creator.consoleErrors).toEqual([]);
    expect(fan.consoleErrors).toEqual([]);
  });
});

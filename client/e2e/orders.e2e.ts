// Orders after checkout in a real browser: a fan buys the hoodie in a size by card; Mirei (the club's
// owner, in a second browser context) opens her club's orders, marks it shipped with CJ대한통운 and a
// tracking number; the fan's order detail then says "Shipped" with the tracking number. Mirei refunds
// another paid order after confirming, and its stock comes back. Screenshots at 390 and 1440 px go to
// ORDERS_SCREENSHOTS when it is set (to look at them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { db } from '../../server/src/platform/database.ts';
import { BUYER } from '../../server/src/modules/payments/__tests__/payment-helpers.ts';
import { TEST_CARDS } from '../../server/src/modules/payments/test-gateway.ts';
import { checkoutStore } from '../../server/src/modules/store/store-orders.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const shots = process.env.ORDERS_SCREENSHOTS;
const ADDRESS = { recipientName: 'Journey Fan', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul' };

describe('orders after checkout', () => {
  it('ships a fan’s hoodie with a tracking number the fan then sees, and refunds another order back into stock', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    const { page } = fan;
    await signIn(page, 'fan3@demo.oshi.local', DEMO_PASSWORD);
    await page.goto('/club/mirei/store');
    await page.getByTestId('product-card').filter({ hasText: 'Stargazer hoodie' }).click();
    await page.getByLabel('Option').selectOption({ label: 'M / Navy' });
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
    await page.getByRole('link', { name: 'Register a card' }).click();
    await page.waitForURL((url) => url.pathname === '/_gateway/card');
    await page.getByLabel('Card number').fill(TEST_CARDS.SUCCEEDS);
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Register card' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
    await page.getByLabel('VISA •••• 4242').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Journey Fan');
    await page.getByLabel('Phone number', { exact: true }).fill('01012345678');
    await page.getByLabel('Recipient', { exact: true }).fill(ADDRESS.recipientName);
    await page.getByLabel('Recipient’s phone number').fill(ADDRESS.recipientPhone);
    await page.getByLabel('Postal code').fill(ADDRESS.postalCode);
    await page.getByLabel('Address', { exact: true }).fill(ADDRESS.address1);
    await page.getByLabel('I have checked the order details and agree to the payment terms.').check();
    await page.getByRole('button', { name: 'Pay ₩62,000' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/success');

    // A second paid order of the same fan (made straight through the service), for the refund below.
    const user = await db().user.findUniqueOrThrow({ where: { email: 'fan3@demo.oshi.local' } });
    const card = await db().paymentCard.findFirstOrThrow({ where: { userId: user.id, deletedAt: null } });
    const hoodie = await db().product.findFirstOrThrow({ where: { name: 'Stargazer hoodie' }, include: { options: true } });
    const option = hoodie.options.find((o) => o.name === 'S / Navy')!;
    const second = await checkoutStore(user, {
      lines: [{ productId: hoodie.id, optionId: option.id, quantity: 2 }],
      method: 'CARD',
      cardId: card.id,
      buyer: { ...BUYER, name: 'Refund Fan' },
      shippingAddress: ADDRESS,
      agreed: true,
    });
    expect(second.status).toBe('PAID');
    const stockAfterSale = (await db().productOption.findUniqueOrThrow({ where: { id: option.id } })).stock;

    // Mirei ships the first order.
    const owner = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(owner.page, 'mirei@demo.oshi.local', DEMO_PASSWORD);
    await owner.page.goto('/club/mirei/setting/orders');
    const row = owner.page.getByTestId('managed-order').filter({ hasText: 'Journey Fan' }).filter({ hasText: 'M / Navy' });
    await row.waitFor();
    expect(await row.getByText('Preparing').count()).toBe(1);
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'owner-orders-desktop.png'), fullPage: true });
    await row.getByRole('button', { name: 'Ship' }).click();
    const dialog = owner.page.getByRole('dialog');
    await dialog.getByLabel('Courier').selectOption('CJ_LOGISTICS');
    await dialog.getByLabel('Tracking number').fill('6012-3456-7890');
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'owner-ship-dialog-desktop.png') });
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await row.getByText('Shipped').waitFor();
    expect(await row.getByTestId('tracking').textContent()).toBe('CJ Logistics (CJ대한통운) · tracking number 601234567890');

    // The fan sees it shipped with the tracking number on the order detail.
    await page.goto('/mypage/pay/order-list');
    const listed = page.getByTestId('order').filter({ hasText: 'M / Navy' });
    expect(await listed.getByTestId('order-state').textContent()).toBe('Shipped');
    await listed.locator('summary').click();
    await listed.getByRole('link', { name: 'Order details' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/mypage/pay/order/'));
    // The list stays on screen while the detail page loads (a transition): wait for the detail itself.
    await page.getByTestId('order-tracking').waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Shipped');
    expect(await page.getByTestId('order-tracking').textContent()).toBe('CJ Logistics (CJ대한통운) · tracking number 601234567890');
    if (shots) {
      await page.screenshot({ path: path.join(shots, 'order-detail-mobile.png'), fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.screenshot({ path: path.join(shots, 'order-detail-desktop.png'), fullPage: true });
      await page.goto('/mypage/pay/order-list');
      await page.getByTestId('order').first().waitFor();
      await page.screenshot({ path: path.join(shots, 'order-list-desktop.png'), fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.reload();
      await page.getByTestId('order').first().waitFor();
      await page.screenshot({ path: path.join(shots, 'order-list-mobile.png'), fullPage: true });
    }

    // Mirei refunds the second order after confirming: its stock comes back.
    await owner.page.reload();
    const other = owner.page.getByTestId('managed-order').filter({ hasText: 'Refund Fan' });
    await other.waitFor();
    await other.getByRole('button', { name: 'Refund' }).click();
    const confirm = owner.page.getByRole('alertdialog');
    await confirm.getByLabel('Reason (the buyer sees it)').fill('Out of this size, sorry!');
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'owner-refund-dialog-desktop.png') });
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await other.getByText('Refunded').waitFor();
    expect((await db().productOption.findUniqueOrThrow({ where: { id: option.id } })).stock).toBe(stockAfterSale + 2);
    if (shots) {
      await owner.page.setViewportSize(VIEWPORTS.mobile);
      await owner.page.goto('/club/mirei/setting/orders?filter=all');
      await owner.page.getByTestId('managed-order').first().waitFor();
      await owner.page.screenshot({ path: path.join(shots, 'owner-orders-mobile.png'), fullPage: true });
    }

    expect(fan.consoleErrors).toEqual([]);
    expect(owner.consoleErrors).toEqual([]);
    await page.context().close();
    await owner.page.context().close();
  });

  it('lists a bought voice pack in My downloads with a link that downloads the file', async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: 'fan4@demo.oshi.local' } });
    const pack = await db().product.findFirstOrThrow({ where: { name: 'Good-night voice pack vol. 1' } });
    const { payment } = await (async () => {
      const { testGateway } = await import('../../server/src/modules/payments/__tests__/payment-helpers.ts');
      const issued = await testGateway().issueBillingKey(TEST_CARDS.SUCCEEDS);
      if (!('billingKey' in issued)) throw new Error(issued.error);
      const card = await db().paymentCard.create({ data: { userId: user.id, gateway: 'test', billingKey: issued.billingKey, brand: 'VISA', last4: '4242' } });
      return { payment: await checkoutStore(user, { lines: [{ productId: pack.id, quantity: 1 }], method: 'CARD', cardId: card.id, buyer: BUYER, agreed: true }) };
    })();
    expect(payment.status).toBe('PAID');

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, consoleErrors } = await openPage(journey.current, viewport);
      await signIn(page, 'fan4@demo.oshi.local', DEMO_PASSWORD);
      await page.goto('/mypage/downloads');
      const link = page.getByTestId('download').first();
      await link.waitFor();
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\/downloads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?exp=\d+&sig=/);
      const answer = await page.evaluate(async (url) => {
        const res = await fetch(url);
        return { status: res.status, disposition: res.headers.get('content-disposition'), size: (await res.arrayBuffer()).byteLength };
      }, href);
      expect(answer.status).toBe(200);
      expect(answer.disposition).toMatch(/^attachment; /);
      expect(answer.size).toBeGreaterThan(0);
      if (shots) await page.screenshot({ path: path.join(shots, `downloads-${name}.png`), fullPage: true });
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });
});

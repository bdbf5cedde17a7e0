// Tickets in a real browser: a fan buys a fan-meeting ticket by deposit and watches the pending page turn
// into success when the test gateway's control deposits the money; My tickets lists it and its page says
// the QR code is locked until the day before. Then the event moves to later today (as the clock reaching
// the day before would do): the page shows the QR code, which downloads as a PNG and decodes to the token;
// in a second browser whose fake camera films that PNG, the owner picks the event at the door scanner,
// which reads it: checked in;
// the code typed in again says when it was first used. Screenshots at 390 and 1440 px go to TICKET_SCREENSHOTS when it is set.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { gatewayCli } from '../../scripts/gateway.ts';
import { db } from '../../server/src/platform/database.ts';
import { launchBrowser, openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const shots = process.env.TICKET_SCREENSHOTS;
const HOUR = 3600_000;
const SEOUL = 9 * HOUR;

/** Later today in Seoul (so the whole-day validity window holds now), within the day before the event. */
function laterTodayInSeoul(now = Date.now()): Date {
  const endOfSeoulDay = now - ((now + SEOUL) % (24 * HOUR)) + 24 * HOUR;
  return new Date(Math.max(now + 30_000, Math.min(now + 6 * HOUR, endOfSeoulDay - 60_000)));
}

/** A Y4M video of the picture (grey, centred on white) for Chromium's fake camera; returns its path. */
async function cameraFilming(picture: string): Promise<string> {
  const [width, height] = [640, 480];
  const luma = await sharp(picture)
    .resize(400, 400, { fit: 'contain', background: '#ffffff' })
    .extend({ top: 40, bottom: 40, left: 120, right: 120, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma.subarray(0, width * height), chroma]);
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'oshi-camera-')), 'qr.y4m');
  await fs.writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

describe('tickets', () => {
  it('buys a ticket by deposit, shows the QR from the day before, and the owner checks it in once', async () => {
    const { page, consoleErrors } = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(page, 'fan@demo.oshi.local', DEMO_PASSWORD);
    await page.goto('/club/mirei/store');
    await page.getByTestId('product-card').filter({ hasText: 'Starlight fan meeting 2027' }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Journey Fan');
    await page.getByLabel('Phone number', { exact: true }).fill('01012345678');
    await page.getByLabel('Deposit without passbook').check();
    await page.getByLabel('I have checked the order details and agree to the payment terms.').check();
    await page.getByRole('button', { name: 'Get an account number for ₩55,000' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/pending');
    await page.getByRole('heading', { name: 'Waiting for your deposit' }).first().waitFor();
    const accountNumber = (await page.getByTestId('account-number').textContent())!.trim();
    await page.waitForTimeout(500); // the status subscription is set up once the page shows
    expect(await gatewayCli(['deposit', accountNumber, '--url', journey.current.app.url], () => undefined)).toBe(0);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor({ timeout: 15_000 });
    // The success page leads to the tickets the order issued.
    await page.getByRole('link', { name: 'My tickets' }).waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'checkout-success-ticket-mobile.png'), fullPage: true });

    // My Page → My tickets → the ticket: issued with the payment, its QR locked until the day before.
    await page.goto('/mypage');
    await page.getByRole('link', { name: 'My tickets' }).click();
    await page.waitForURL((url) => url.pathname === '/mypage/ticket');
    await page.getByTestId('my-ticket').filter({ hasText: 'Starlight fan meeting 2027' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/ticket/'));
    await page.getByRole('heading', { name: 'Starlight fan meeting 2027' }).waitFor();
    await page.getByRole('heading', { name: 'Your QR code isn’t ready yet' }).waitFor();
    await page.getByText(/It will appear here on .* one day before the event/).waitFor();
    expect(await page.getByTestId('ticket-qr').count()).toBe(0);
    const ticketNumber = (await page.getByTestId('ticket-number').textContent())!.trim();
    expect(ticketNumber).toMatch(/^TK-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    if (shots) await page.screenshot({ path: path.join(shots, 'ticket-locked-mobile.png'), fullPage: true });

    // The event is now within a day (later today, admitting all day): the QR code appears.
    const product = await db().product.findFirstOrThrow({ where: { name: 'Starlight fan meeting 2027' } });
    await db().product.update({ where: { id: product.id }, data: { eventStartsAt: laterTodayInSeoul(), validFromMinute: null, validUntilMinute: null } });
    const ticketUrl = page.url();
    await page.reload();
    const qr = page.getByTestId('ticket-qr');
    await qr.waitFor();
    await page.getByRole('heading', { name: 'Show this at the entrance' }).waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'ticket-qr-mobile.png'), fullPage: true });

    // "Download QR" saves a PNG named after the ticket, and the picture decodes to the token.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download QR' }).click()]);
    expect(download.suggestedFilename()).toBe(`${ticketNumber}.png`);
    const src = (await qr.getAttribute('src'))!;
    expect(src.startsWith('data:image/png;base64,')).toBe(true);
    const { data, info } = await sharp(Buffer.from(src.split(',')[1], 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const token = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
    expect(token).toMatch(/^OT1\./);

    // A second browser whose camera films the downloaded QR code: the owner's door scanner reads it
    // (jsQR: Chromium on Linux has no BarcodeDetector) and checks the ticket in.
    const scanner = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${await cameraFilming(await download.path())}`]);
    const owner = await openPage(journey.current, VIEWPORTS.mobile, { browser: scanner, permissions: ['camera'] });
    await signIn(owner.page, 'mirei@demo.oshi.local', DEMO_PASSWORD);
    await owner.page.goto('/club/mirei/setting/store');
    await owner.page.getByRole('link', { name: 'Ticket check-in' }).click();
    await owner.page.waitForURL((url) => url.pathname === '/club/mirei/setting/check-in');
    // The owner first says which event this door is for; only its tickets are admitted.
    await owner.page.getByRole('heading', { name: 'Which event is this door for?' }).waitFor();
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'check-in-pick-event-mobile.png'), fullPage: true });
    await owner.page.getByTestId('check-in-events').getByRole('button', { name: /Starlight fan meeting 2027/ }).click();
    await owner.page.getByTestId('check-in-door').filter({ hasText: 'Starlight fan meeting 2027' }).waitFor();
    await owner.page.getByRole('button', { name: 'Start camera' }).click();
    const result = owner.page.getByTestId('check-in-result');
    await result.filter({ hasText: 'Checked in ✓' }).waitFor({ timeout: 15_000 });
    expect(await result.textContent()).toContain(ticketNumber);
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'check-in-ok-mobile.png'), fullPage: true });
    await owner.page.getByRole('button', { name: 'Stop camera' }).click();
    // The same code again, typed in: already used, with the time of the first scan.
    await owner.page.getByLabel('Ticket code').fill(token);
    await owner.page.getByRole('button', { name: 'Check in' }).click();
    await result.filter({ hasText: /Already used at/ }).waitFor();
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'check-in-used-mobile.png'), fullPage: true });
    // A code altered by one character is refused.
    await owner.page.getByLabel('Ticket code').fill(`${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`);
    await owner.page.getByRole('button', { name: 'Check in' }).click();
    await result.filter({ hasText: 'Not a valid ticket for this club' }).waitFor();

    // The fan's ticket now says it was used.
    await page.goto(ticketUrl);
    expect(await page.getByTestId('ticket-state').textContent()).toBe('Used');
    expect(consoleErrors).toEqual([]);
    expect(owner.consoleErrors).toEqual([]);

    if (shots) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await owner.page.setViewportSize(viewport);
        await page.goto(ticketUrl);
        await page.getByTestId('ticket-qr').waitFor();
        await page.screenshot({ path: path.join(shots, `ticket-used-${name}.png`), fullPage: true });
        await owner.page.reload();
        await owner.page.getByLabel('Ticket code').fill(token);
        await owner.page.getByRole('button', { name: 'Check in' }).click();
        await owner.page.getByTestId('check-in-result').filter({ hasText: /Already used at/ }).waitFor();
        await owner.page.screenshot({ path: path.join(shots, `check-in-${name}.png`), fullPage: true });
        await page.goto('/mypage/ticket');
        await page.getByTestId('my-ticket').first().waitFor();
        await page.screenshot({ path: path.join(shots, `my-tickets-${name}.png`), fullPage: true });
      }
    }
    await owner.page.context().close();
    await scanner.close();
    await page.context().close();
  });
});

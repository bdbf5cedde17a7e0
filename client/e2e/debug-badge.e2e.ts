// The debug badge (beta stage, dev mode) must never cover a button or a link: on a phone and on a
// desktop, on the main routes, at four scroll positions of each page. Screenshots of /home at both
// widths go to the temp directory for a look.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { gotoSettled, nextLayout, openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();

const GUEST_ROUTES = ['/', '/home', '/search', '/club/mirei', '/club/mirei/subscription', '/creator', '/mirei', '/legal/terms-of-service'];
const FAN_ROUTES = ['/home', '/club/mirei', '/club/mirei/members', '/mypage', '/mypage/pay/subscription', '/checkout'];

/**
 * Interactive elements the badge hides, at the current scroll position: the control's box meets the
 * badge's, and with the badge out of the way the control is what shows there (a link scrolled under the
 * sticky header is hidden by the header, not by the badge).
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const badge = document.querySelector<HTMLElement>('[data-testid="debug-badge"]');
    if (!badge) throw new Error('no debug badge on the page');
    const b = badge.getBoundingClientRect();
    const hits: string[] = [];
    badge.style.visibility = 'hidden';
    try {
      for (const element of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"], [tabindex="0"]')) {
        const r = element.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        const left = Math.max(r.left, b.left), right = Math.min(r.right, b.right);
        const top = Math.max(r.top, b.top), bottom = Math.min(r.bottom, b.bottom);
        if (left >= right || top >= bottom) continue;
        const samples = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy]));
        if (samples.some(([x, y]) => element.contains(document.elementFromPoint(x, y)))) {
          hits.push(`${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
        }
      }
    } finally {
      badge.style.visibility = '';
    }
    return hits;
  });
}

/** Each route loaded once at a phone's width, then widened to a desktop's (the layout is CSS-only). */
async function checkRoutes(page: Page, routes: string[], found: string[]) {
  for (const route of routes) {
    await page.setViewportSize(VIEWPORTS.mobile);
    await gotoSettled(page, route);
    // A lull in requests can come before the app's first render on a busy machine: the badge marks the shell drawn.
    await page.getByTestId('debug-badge').waitFor();
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await nextLayout(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const y of [0, Math.round(height / 3), Math.round((2 * height) / 3), height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await nextLayout(page);
        for (const hit of await coveredControls(page)) found.push(`${route} (${name}) @${y}: ${hit}`);
      }
    }
  }
}

describe('debug badge', () => {
  it('covers no button or link on the main routes, on a phone and on a desktop', async () => {
    const found: string[] = [];
    const guest = await openPage(journey.current, VIEWPORTS.mobile);
    await checkRoutes(guest.page, GUEST_ROUTES, found);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await guest.page.setViewportSize(viewport);
      await guest.page.goto('/home');
      await guest.page.getByTestId('debug-badge').waitFor();
      await guest.page.screenshot({ path: join(tmpdir(), `oshi-debug-badge-${name}.png`) });
    }
    await guest.context.close();

    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, 'fan@demo.oshi.local', DEMO_PASSWORD);
    await checkRoutes(fan.page, FAN_ROUTES, found);
    await fan.context.close();
    expect(found).toEqual([]);
  }, 240_000);
});

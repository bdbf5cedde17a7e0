// The walking skeleton in a real browser: the landing page and the home feed show the seeded
// world, a login-only page sends a guest to sign in, an unknown route shows the not-found page,
// with no console errors, on a phone and on a desktop.
import { describe, expect, it } from 'vitest';
import { openPage, setupJourney, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();

describe.each(Object.entries(VIEWPORTS))('app shell on %s', (_name, viewport) => {
  it('shows live clubs on the landing page and posts on /home', async () => {
    const { page, context, consoleErrors } = await openPage(journey.current, viewport);
    await page.goto('/');
    await page.getByText('Mirei’s Starlight Room').first().waitFor();
    expect(await page.title()).toMatch(/Oshi/);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`${journey.current.app.url}/`);

    await page.goto('/home');
    await page.getByText('Speedrun PB!').first().waitFor();
    await page.getByText('My first fan art!').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a guest from a login-only page to /account/start with the return path', async () => {
    const { page, context, consoleErrors } = await openPage(journey.current, viewport);
    await page.goto('/mypage/pay/order-list');
    await page.waitForURL((url) => url.pathname === '/account/start');
    expect(new URL(page.url()).searchParams.get('l')).toBe('/mypage/pay/order-list');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a creator’s public page at their vanity name', async () => {
    const { page, context, consoleErrors } = await openPage(journey.current, viewport);
    await page.goto('/mirei');
    await page.getByRole('heading', { name: 'Hoshino Mirei' }).waitFor();
    await page.getByText('Mirei’s Starlight Room').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for an unknown route and goes home from it', async () => {
    const { page, context, consoleErrors } = await openPage(journey.current, viewport);
    // A single segment is a vanity name; an unknown one is as much a 404 as a deeper path.
    await page.goto('/no-such-creator');
    await page.getByText('페이지를 찾을 수 없어요').first().waitFor();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByText('페이지를 찾을 수 없어요').first().waitFor();
    await page.getByRole('button', { name: /go home/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('delivery', () => {
  it('sends scripts compressed: Brotli when the browser takes it, else gzip', async () => {
    const html = await (await fetch(`${journey.current.app.url}/home`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
      const res = await fetch(`${journey.current.app.url}${entry}`, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect((await res.text()).length).toBeGreaterThan(1000); // fetch decodes it
    }
  });
});

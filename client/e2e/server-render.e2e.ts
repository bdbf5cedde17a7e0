// Server rendering (issue 11): a guest's /home, club page and post arrive with their content in the HTML
// (readable with scripts off), and the client takes the page over without asking for its query again
// and without a hydration error; a signed-in visitor still gets the shell.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();

/** A public post's path, as the home feed links it. */
async function somePostPath(): Promise<string> {
  const html = await (await fetch(`${journey.current.app.url}/home`)).text();
  const path = /href="(\/post\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('the server-rendered home feed links no post');
  return path;
}

describe('server-rendered first screens', () => {
  it('shows /home, a club and a post with scripts turned off', async () => {
    const postPath = await somePostPath();
    const { page, context } = await openPage(journey.current, VIEWPORTS.mobile, { javaScriptEnabled: false });
    await page.goto('/home');
    await page.getByText('My first fan art!').first().waitFor();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto('/club/mirei');
    await page.getByRole('heading', { name: 'Mirei’s Starlight Room' }).waitFor();
    await page.getByText('Notice: schedule for this week').first().waitFor();
    await page.goto(postPath);
    await page.getByRole('article').first().waitFor();
    expect(await page.locator('#root').innerText()).not.toMatch(/Loading/);
    await context.close();
  });

  it('hydrates without asking for the page’s query again, then navigates in the page', async () => {
    const postPath = await somePostPath();
    for (const [path, operation] of [
      ['/home', 'HomePageQuery'],
      [postPath, 'PostPageQuery'],
    ]) {
      const { page, context, consoleErrors } = await openPage(journey.current, VIEWPORTS.desktop);
      const operations: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql')) operations.push(String(JSON.parse(request.postData() ?? '{}').operationName));
      });
      await page.goto(path);
      // The client has started once it has taken the page's data and asked who the visitor is.
      await page.waitForFunction(() => document.getElementById('oshi-server-render') === null);
      await expect.poll(() => operations).toContain('sessionViewerQuery');
      expect(operations).not.toContain(operation);
      // A client-side navigation: the document stays the same one.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('link', { name: 'Explore' }).first().click();
      await page.waitForURL((url) => url.pathname === '/search');
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('serves a signed-in visitor the shell, and a guest the rendered page', async () => {
    const guest = await (await fetch(`${journey.current.app.url}/home`)).text();
    expect(guest).toContain('id="oshi-server-render"');
    expect(guest).toContain('My first fan art!');
    const { page, context, consoleErrors } = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(page, 'fan3@demo.oshi.local', DEMO_PASSWORD);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const signedIn = await (await fetch(`${journey.current.app.url}/home`, { headers: { cookie } })).text();
    expect(signedIn).not.toContain('oshi-server-render');
    expect(signedIn).toContain('class="shell-bar"');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

// Every route of the client, in the six locales by turns, as the user each route is for (guest, fan, club owner,
// administrator): no page may show a raw message id. Missing messages fall back to the id itself, so
// the rendered text and the labels people hear (aria-label, title, placeholder, alt) are scanned for
// "<namespace>.<key>", the shape of every id. The roles are split over two journey files (locales-*.e2e.ts)
// (each about half the time) so parallel test workers share the load; the first also checks the route list against the route table,
// so a new route fails there until it is visited.
import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { routeTable } from '../../src/app/route-table.ts';
import { LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '../../src/i18n/locales.ts';
import { openPage, type Journey, VIEWPORTS } from './harness.ts';
import { signInAs, visitsByRole, type Role } from './routes.ts';

const NAMESPACES = readdirSync(new URL('../../src/i18n/locales/en/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
const MESSAGE_ID = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`, 'g');
const ROLES: readonly Role[] = ['guest', 'fan', 'owner', 'admin'];

/** Every id-shaped string in what the page shows or announces. */
async function rawIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) out.push(element.getAttribute(name) ?? '');
    }
    return out;
  });
  return [...new Set(texts.flatMap((text) => text.match(MESSAGE_ID) ?? []))];
}

/** Every route of the route table is visited by some role. */
export function checkRouteCoverage() {
  it('visits every route of the route table', async () => {
    const visits = await visitsByRole();
    const visited = new Set(Object.values(visits).flatMap((list) => list.map((visit) => visit.route)));
    const missing = routeTable.map((def) => def.path).filter((path) => !visited.has(path));
    expect(missing).toEqual([]);
  });
}

/** For each role: every route it visits, in a locale by turns, without a raw message id. */
export function checkMessageIds(journey: { current: Journey }, roles: Role[]) {
  // Each route once per role, in a locale that rotates along the route list (and differs by role), so
  // every locale loads its catalogues on many pages. That a locale has every message of every namespace
  // is checked file by file in client/src/i18n/__tests__/locales.test.ts; what only a browser shows is
  // an id the code asks for that no catalogue has, or a namespace a page forgets to load.
  it.each(roles)('shows no raw message id to a %s', async (role) => {
    const visits = (await visitsByRole())[role];
    const { page, context } = await openPage(journey.current, VIEWPORTS.desktop);
    if (role !== 'guest') await signInAs(page, role);
    await page.goto('/legal/terms-of-service');
    const offset = ROLES.indexOf(role);
    const found: string[] = [];
    for (const [index, { url }] of visits.entries()) {
      const locale = SUPPORTED_LOCALES[(index + offset) % SUPPORTED_LOCALES.length]!;
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, locale]);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // index.html's shell is English until the app has rendered in the locale (I18nProvider sets lang).
      await page.waitForFunction((expected) => document.documentElement.lang === expected, locale, { timeout: 30_000 });
      for (const id of await rawIds(page)) found.push(`${locale} ${url}: ${id}`);
    }
    expect(found).toEqual([]);
    await context.close();
  }, 300_000);
}

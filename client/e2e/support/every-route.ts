// Every route of the client, as the user each route is for (guest, fan, club owner, administrator), one page
// load per route in the six locales by turns, checked two ways:
// - no page shows a raw message id. Missing messages fall back to the id itself, so the rendered text and the
//   labels people hear (aria-label, title, placeholder, alt) are scanned for "<namespace>.<key>", the shape
//   of every id, at a phone's width and then at a desktop's (the layout is CSS-only, so widening the loaded
//   page shows what a desktop load would);
// - axe-core finds no serious or critical violation (issue 11), on the phone-sized screen.
// The roles are split over two journey files (every-route-*.e2e.ts) so parallel test workers share the load;
// the first also checks the route list against the route table, so a new route fails there until it is visited.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { routeTable } from '../../src/app/route-table.ts';
import { LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '../../src/i18n/locales.ts';
import { gotoSettled, nextLayout, openPage, type Journey, VIEWPORTS } from './harness.ts';
import { signInAs, visitsByRole, type Role } from './routes.ts';

const NAMESPACES = readdirSync(new URL('../../src/i18n/locales/en/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
const MESSAGE_ID = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`, 'g');
const ROLES: readonly Role[] = ['guest', 'fan', 'owner', 'admin'];
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

type Contrast = { fgColor: string; bgColor: string; contrastRatio: number };
type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; any?: { data?: unknown }[] }[] };

/** Serious and critical violations on the page, one line each with the first elements they hit. */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, any }) => ({ target, any })) }));
  });
  // Contrast failures name their colours, so the fix is plain from the report.
  const where = (node: Violation['nodes'][number]) => {
    const contrast = node.any?.[0]?.data as Contrast | undefined;
    return node.target.join(' ') + (contrast?.fgColor ? ` [${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1]` : '');
  };
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 3).map(where).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
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

/** For each role: every route it visits, in a locale by turns, without a raw message id or a serious axe violation. */
export function checkEveryRoute(journey: { current: Journey }, roles: Role[]) {
  // Each route once per role, in a locale that rotates along the route list (and differs by role), so
  // every locale loads its catalogues on many pages. That a locale has every message of every namespace
  // is checked file by file in client/src/i18n/__tests__/locales.test.ts; what only a browser shows is
  // an id the code asks for that no catalogue has, or a namespace a page forgets to load.
  it.each(roles)('shows every route to the %s in words, with no serious axe violation', async (role) => {
    const visits = (await visitsByRole())[role];
    const { page, context } = await openPage(journey.current, VIEWPORTS.mobile);
    await context.addInitScript({ path: axeSource });
    if (role !== 'guest') await signInAs(page, role);
    await page.goto('/legal/terms-of-service');
    const offset = ROLES.indexOf(role);
    const rawIdsFound: string[] = [];
    const violations: string[] = [];
    for (const [index, { url }] of visits.entries()) {
      const locale = SUPPORTED_LOCALES[(index + offset) % SUPPORTED_LOCALES.length]!;
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, locale]);
      await gotoSettled(page, url);
      // index.html's shell is English until the app has rendered in the locale (I18nProvider sets lang).
      await page.waitForFunction((expected) => document.documentElement.lang === expected, locale, { timeout: 30_000 });
      for (const id of await rawIds(page)) rawIdsFound.push(`${locale} ${url} (phone): ${id}`);
      for (const violation of await seriousViolations(page)) violations.push(`${locale} ${url}: ${violation}`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await nextLayout(page);
      for (const id of await rawIds(page)) rawIdsFound.push(`${locale} ${url} (desktop): ${id}`);
    }
    // Both lists in one assertion, so a failure reports every finding of the run.
    expect({ rawIds: rawIdsFound, violations }).toEqual({ rawIds: [], violations: [] });
    await context.close();
  }, 480_000);
}

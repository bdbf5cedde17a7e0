// Accessibility (issue 11): axe-core finds no serious or critical violation on any route of the route
// table, signed out and as the user each route is for (fan, club owner, administrator), on a phone-sized
// screen. One page load per route; axe is injected into every page of the context before it loads.
// The roles are split over two journey files (a11y-*.e2e.ts) (each about half the time) so parallel test workers share the load.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, type Journey, VIEWPORTS } from './harness.ts';
import { signInAs, visitsByRole, type Role } from './routes.ts';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

/** For each role: every route it visits, checked with axe. */
export function checkAccessibility(journey: { current: Journey }, roles: Role[]) {
  it.each(roles)('axe finds no serious or critical violation for a %s', async (role) => {
    const visits = (await visitsByRole())[role];
    const { page, context } = await openPage(journey.current, VIEWPORTS.mobile);
    await context.addInitScript({ path: axeSource });
    if (role !== 'guest') await signInAs(page, role);
    const found: string[] = [];
    for (const { url } of visits) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) found.push(`${url}: ${violation}`);
    }
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);
}

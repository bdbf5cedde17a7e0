// Developers explore the API in GraphiQL at /graphql: it loads from our own bundle (no CDN) and
// runs a query through the same endpoint, CSRF prevention included.
import { describe, expect, it } from 'vitest';
import { openPage, setupJourney, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();

describe('GraphiQL', () => {
  it('runs a query against the live schema', async () => {
    const { page, context, consoleErrors } = await openPage(journey.current, VIEWPORTS.desktop);
    await page.goto(`/graphql?query=${encodeURIComponent('{ clubs(first: 1) { totalCount } }')}`);
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response').getByText('"totalCount": 3').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

// The store in a real browser: a guest opens Mirei's club, goes to the store tab, sees the seeded
// goods, voice pack and fan meeting with their labels, opens the hoodie, is asked to choose an
// option, picks one, steps the quantity and reads the total; an unknown product id is the 404 page.
// Screenshots at 390 and 1440 px go to STORE_SCREENSHOTS when it is set (to look at them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, setupJourney, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const shots = process.env.STORE_SCREENSHOTS;

describe('store', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the store tab and a product page (${name})`, async () => {
      const { page, consoleErrors } = await openPage(journey.current, viewport);
      await page.goto('/club/mirei');
      await page.getByRole('link', { name: 'Store', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/club/mirei/store');
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      const texts = await cards.allTextContents();
      expect(texts.join(' | ')).toContain('Stargazer hoodie');
      expect(texts.join(' | ')).toContain('Good-night voice pack vol. 1');
      expect(texts.join(' | ')).toContain('Starlight fan meeting 2027');
      expect(texts.join(' | ')).toContain('On sale');
      if (shots) await page.screenshot({ path: path.join(shots, `store-${name}.png`), fullPage: true });

      await cards.filter({ hasText: 'Stargazer hoodie' }).click();
      await page.getByRole('heading', { name: 'Stargazer hoodie' }).waitFor();
      await page.getByRole('button', { name: 'Buy now' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please select an option.' }).waitFor();
      await page.getByLabel('Option').selectOption({ label: 'M / Navy' });
      await page.getByRole('button', { name: 'One more' }).click();
      expect(await page.getByTestId('product-total').textContent()).toBe('₩121,000');
      await page.getByRole('button', { name: 'Buy now' }).click();
      await page.getByText(/Online checkout for the store is coming soon/).waitFor();
      // The seeded picture really loads.
      const loaded = await page.locator('main img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      expect(loaded).toBe(true);
      if (shots) await page.screenshot({ path: path.join(shots, `product-${name}.png`), fullPage: true });

      // Luna's mug is not on sale yet.
      await page.goto('/club/luna/store');
      await page.getByTestId('product-card').filter({ hasText: 'Not open yet' }).click();
      await page.getByText(/Sales haven’t opened yet\. They open on/).waitFor();

      await page.goto('/store/UHJvZHVjdDowMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDA=');
      await page.getByText('앗, 페이지를 찾을 수 없어요 😢').waitFor();
      // The thrown not-found error is logged by React on its way to the 404 page; nothing else may be.
      expect(consoleErrors.filter((e) => !e.includes('Page Not Found'))).toEqual([]);
      await page.context().close();
    });
  }
});

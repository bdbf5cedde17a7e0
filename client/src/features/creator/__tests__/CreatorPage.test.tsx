// /creator describes the store as it has shipped: goods, digital packs and tickets, on sale now. The copy
// still promised goods and tickets "coming soon" in every language after the store opened (audit 5, L2).
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../i18n/locales';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

/** "Coming soon" as each locale said it. */
const COMING_SOON = /coming soon|muy pronto|곧 오픈|近日公開|即将推出|即將推出/i;

describe('/creator', () => {
  it('presents the store with the three kinds it sells', async () => {
    await renderApp('/creator', { viewer: null });
    const store = (await screen.findByRole('heading', { name: 'Your own store' })).parentElement!;
    expect(store.textContent).toContain('Sell goods, digital packs and event tickets right in your club');
  });

  it.each(SUPPORTED_LOCALES)('says nothing of the store is still to come (%s)', async (locale) => {
    const { default: discover } = (await import(`../../../i18n/locales/${locale}/discover.json`)) as { default: Record<string, string> };
    expect(discover['creator.point.store.title']).not.toMatch(COMING_SOON);
    expect(discover['creator.point.store.body']).not.toMatch(COMING_SOON);
  });
});

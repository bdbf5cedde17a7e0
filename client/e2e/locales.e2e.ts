// Every route of the client, in every locale, as the user each route is for (guest, fan, club owner,
// administrator): no page may show a raw message id. Missing messages fall back to the id itself, so
// the rendered text and the labels people hear (aria-label, title, placeholder, alt) are scanned for
// "<namespace>.<key>", the shape of every id. The route list is checked against the route table, so a
// new route fails here until it is visited.
import { readdirSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { db } from '../../server/src/platform/database.ts';
import { routeTable } from '../src/app/route-table.ts';
import { LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '../src/i18n/locales.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const demo = (key: string) => `${key}@demo.oshi.local`;

const NAMESPACES = readdirSync(new URL('../src/i18n/locales/en/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
const MESSAGE_ID = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`, 'g');

type Role = 'guest' | 'fan' | 'owner' | 'admin';
type Visit = { route: string; url: string };

/** The pages each kind of user is shown; `route` is the route table's path the URL exercises. */
async function visitsByRole(): Promise<Record<Role, Visit[]>> {
  const club = await db().club.findFirstOrThrow({ where: { uri: 'mirei' }, include: { plans: { take: 1 } } });
  const post = await db().post.findFirstOrThrow({ where: { clubId: club.id, isHidden: false, isSubscriberOnly: false }, orderBy: { createdAt: 'desc' } });
  const postId = encodeGlobalID('Post', post.id);
  const planId = encodeGlobalID('Plan', club.plans[0].id);
  const same = (...routes: string[]) => routes.map((route) => ({ route, url: route }));
  const clubRoute = (suffix: string) => ({ route: `/club/:clubUri${suffix}`, url: `/club/mirei${suffix}` });
  return {
    guest: [
      ...same('/', '/home', '/search', '/creator', '/bridge'),
      ...same('/account/start', '/account/login', '/account/signup', '/account/reset-password', '/account/reset-password/done'),
      ...routeTable.filter((def) => def.path.startsWith('/legal/')).map((def) => ({ route: def.path, url: def.path })),
      clubRoute(''),
      clubRoute('/members'),
      clubRoute('/notice'),
      clubRoute('/subscription'),
      { route: '/post/:postId', url: `/post/${encodeURIComponent(postId)}` },
      { route: '/store/:productId', url: '/store/1' },
      { route: '/:name', url: '/mirei' },
      { route: '*', url: '/no/such/page' },
    ],
    fan: [
      ...same('/home', '/creator', '/search?q=mirei', '/billing', '/billing/card-fail', '/billing/fail', '/billing/success'),
      ...same('/checkout', '/checkout/imp', '/checkout/pending', '/checkout/success', '/checkout/fail'),
      { route: '/checkout', url: `/checkout?plan=${encodeURIComponent(planId)}` },
      { route: '/checkout/redirect/:payMethod', url: '/checkout/redirect/vbank' },
      clubRoute(''),
      clubRoute('/subscription'),
      clubRoute('/withdraw'),
      { route: '/post/:postId', url: `/post/${encodeURIComponent(postId)}` },
      { route: '/ticket/:id', url: '/ticket/1' },
      ...routeTable
        .filter((def) => def.path.startsWith('/mypage') || def.path.startsWith('/_sample'))
        .filter((def) => !def.path.startsWith('/mypage/manage'))
        .map((def) => ({ route: def.path, url: def.path })),
    ],
    owner: [
      ...same('/home', '/mypage', '/mypage/manage', '/mypage/manage/revenue', '/mypage/manage/settlement', '/mypage/manage/subscriber'),
      { route: '/mypage/manage/settlement/type/:settlementType', url: '/mypage/manage/settlement/type/individual' },
      { route: '/mypage/manage/settlement/type/:settlementType', url: '/mypage/manage/settlement/type/business' },
      clubRoute(''),
      clubRoute('/members'),
      clubRoute('/hidden'),
      clubRoute('/write'),
      clubRoute('/setting/edit'),
      { route: '/:name', url: '/mirei' },
    ],
    admin: [...same('/admin/creator-applications', '/creator')],
  };
}

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

const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = { fan: 'fan', owner: 'mirei', admin: 'admin' };

describe('every route in every locale', () => {
  it('visits every route of the route table', async () => {
    const visits = await visitsByRole();
    const visited = new Set(Object.values(visits).flatMap((list) => list.map((visit) => visit.route)));
    const missing = routeTable.map((def) => def.path).filter((path) => !visited.has(path));
    expect(missing).toEqual([]);
  });

  it.each(['guest', 'fan', 'owner', 'admin'] as const)('shows no raw message id to a %s', async (role) => {
    const visits = (await visitsByRole())[role];
    const { page, context } = await openPage(journey.current, VIEWPORTS.desktop);
    if (role !== 'guest') await signIn(page, demo(ACCOUNTS[role]), DEMO_PASSWORD);
    const found: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      await page.goto('/legal/terms-of-service');
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, locale]);
      for (const { url } of visits) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        for (const id of await rawIds(page)) found.push(`${locale} ${url}: ${id}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 600_000);
});

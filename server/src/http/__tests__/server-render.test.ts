// Server rendering of a guest's first screens: what index.html becomes around a rendered page, and when
// the server renders at all (guests only, GET only, bounded, shared for a few seconds, never an error).
// The client build's real renderer is exercised by the browser journeys (client/e2e/shell.e2e.ts); here a
// stand-in module in a build folder of its own records how it is called.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createLogger } from '../../platform/logger.ts';
import { parseLocales } from '../accept-language.ts';
import { loadPageRenderer, MAX_RENDERS_AT_ONCE, RENDER_BUDGET_MS_PER_SECOND, SERVER_RENDER_ENTRY, type RenderedPage } from '../server-render.ts';
import { renderIndexHtml } from '../web-client.ts';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><!--oshi:head-->',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-2.js">',
  '</head><body><div id="root"><!--oshi:root--><header class="shell-bar">Oshi</header><!--/oshi:root--></div></body></html>',
].join('\n');

const rendered: RenderedPage = {
  html: '<main><h1>Price $& more</h1></main>',
  css: '.c-title{font-weight:800}',
  state: { locale: 'ko', renderedAt: 1, records: { 'client:root': { text: '</script><script>alert(1)</script>' } } },
};

describe('index.html around a server-rendered page', () => {
  const config = loadConfig({});
  const page = renderIndexHtml(TEMPLATE, config, 'https://oshi.example', '/home', {
    scriptNonce: 'n0nce',
    firstQueryScript: 'startFirstQuery()',
    modulePreloads: ['assets/HomePage-3.js'],
    rendered,
  });

  it("puts the page in #root in place of the shell, its styles in <head> and the page's language on <html>", () => {
    expect(page).toContain('<div id="root"><main><h1>Price $& more</h1></main></div>');
    expect(page).not.toContain('shell-bar');
    expect(page).toContain('<style>.c-title{font-weight:800}</style>');
    expect(page).toContain('<html lang="ko"');
  });

  it('carries the state as JSON that cannot close its script, and starts no first query', () => {
    const state = /<script type="application\/json" id="oshi-server-render">(.*?)<\/script>/.exec(page)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('<');
    expect(JSON.parse(state!)).toEqual(rendered.state);
    expect(page).not.toContain('startFirstQuery()');
  });

  it('asks for the scripts once the page is painted: the entry, its preloads and the route’s, with the nonce', () => {
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = /<script nonce="n0nce">(\(function\(\)\{var go=.*?)<\/script>/.exec(page)?.[1];
    expect(loader).toContain('preloads=["/assets/framework-2.js","/assets/HomePage-3.js"]');
    expect(loader).toContain('entry.src="/assets/index-1.js"');
    expect(loader).toContain('requestAnimationFrame');
    // After the state, which the app reads when it starts.
    expect(page.indexOf('id="oshi-server-render"')).toBeLessThan(page.indexOf('var go='));
  });

  // Link previews and crawlers read the head before any script runs: a Korean page with an English title,
  // description and og tags was what they got (audit 5, M3).
  it("writes the site title, description and og tags in the page's language", () => {
    const head = [
      '<title>Virtual Fandom, Oshi</title>',
      '<meta name="description" content="A fan community to play with your favourite virtual streamer." />',
      '<meta property="og:title" content="Virtual Fandom, Oshi" />',
      '<meta property="og:description" content="A fan community to play with your favourite virtual streamer." />',
    ].join('\n');
    const template = TEMPLATE.replace('<head>', `<head>${head}`);
    const korean = renderIndexHtml(template, config, 'https://oshi.example', '/home', { rendered });
    expect(korean).toContain('<title>버추얼 팬덤, 오시</title>');
    expect(korean).toContain('<meta name="description" content="좋아하는 버추얼 스트리머와 함께 노는 팬 커뮤니티." />');
    expect(korean).toContain('<meta property="og:title" content="버추얼 팬덤, 오시" />');
    expect(korean).toContain('<meta property="og:description" content="좋아하는 버추얼 스트리머와 함께 노는 팬 커뮤니티." />');
    expect(korean).not.toContain('Virtual Fandom');
    // An English page for a browser that prefers Vietnamese (metadata's own languages, spec section 1).
    const english = { ...rendered, state: { ...rendered.state, locale: 'en' } };
    const vietnamese = renderIndexHtml(template, config, 'https://oshi.example', '/home', { rendered: english, languages: ['vi-VN', 'vi', 'en'] });
    expect(vietnamese).toContain('<title>Fandom ảo, Oshi</title>');
    expect(vietnamese).toContain('<meta property="og:description" content="Cộng đồng người hâm mộ để vui chơi cùng streamer ảo bạn yêu thích." />');
    expect(renderIndexHtml(template, config, 'https://oshi.example', '/home', { rendered: english, languages: ['en', 'vi'] })).toContain('<title>Virtual Fandom, Oshi</title>');
    // A page the client renders keeps index.html's head until the client sets it.
    expect(renderIndexHtml(template, config, 'https://oshi.example', '/home')).toContain('<title>Virtual Fandom, Oshi</title>');
  });

  it('leaves a page that the server did not render as the client renders it', () => {
    const plain = renderIndexHtml(TEMPLATE, config, 'https://oshi.example', '/home', { scriptNonce: 'n0nce', firstQueryScript: 'startFirstQuery()' });
    expect(plain).toContain('<header class="shell-bar">Oshi</header>');
    expect(plain).toContain('<script nonce="n0nce">startFirstQuery()</script>');
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(plain).not.toContain('oshi-server-render');
  });
});

describe('Accept-Language', () => {
  it('lists the languages by preference, leaving out the wildcard and the refused', () => {
    expect(parseLocales('ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['ko-KR', 'ko', 'en-US', 'en']);
    expect(parseLocales('en;q=0.5, ja')).toEqual(['ja', 'en']);
    expect(parseLocales('es, *;q=0.1, fr;q=0')).toEqual(['es']);
    expect(parseLocales(null)).toEqual([]);
  });
});

describe('when the server renders', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-render-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  fs.mkdirSync(path.dirname(path.join(dist, SERVER_RENDER_ENTRY)), { recursive: true });
  // The stand-in asks for one query and renders its answer; `/slow…` waits to be released, `/fails` throws.
  fs.writeFileSync(
    path.join(dist, SERVER_RENDER_ENTRY),
    `export const calls = [];
export const held = [];
export async function renderPage(options) {
  calls.push(options);
  const path = new URL(options.url).pathname;
  if (path === '/fails') throw new Error('rendering failed');
  if (path.startsWith('/slow')) await new Promise((resolve) => held.push(resolve));
  const answer = await options.fetchQuery({ id: 'doc-1', name: 'HomePageQuery' }, { first: 20 });
  return { html: '<main>' + JSON.stringify(answer) + '</main>', css: '', state: { locale: 'en' } };
}`,
  );
  const graphqlRequests: Request[] = [];
  let graphqlStatus = 200;
  const renderer = loadPageRenderer({
    clientDist: dist,
    logger: createLogger('silent'),
    graphql: (request) => {
      graphqlRequests.push(request);
      return Response.json({ data: { ok: true } }, { status: graphqlStatus });
    },
  });
  const stub = () => import(path.join(dist, SERVER_RENDER_ENTRY)) as Promise<{ calls: { url: string; languages: string[] }[]; held: (() => void)[] }>;
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ method, headers: { 'accept-language': 'ko-KR,ko;q=0.9', 'x-oshi-remote-address': '203.0.113.9', ...headers } }) as unknown as IncomingMessage;
  const at = (pathname: string) => new URL(pathname, 'https://oshi.example');

  it("renders a guest's GET with the browser's languages, its queries sent as a guest's from the visitor's address", async () => {
    const render = (await renderer)!;
    const page = await render(request('/home'), at('/home'), { devMode: false });
    expect(page?.html).toBe('<main>{"data":{"ok":true}}</main>');
    const { calls } = await stub();
    expect(calls.at(-1)).toMatchObject({ url: 'https://oshi.example/home', languages: ['ko-KR', 'ko'], config: { devMode: false } });
    const sent = graphqlRequests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).pathname).toBe('/graphql');
    expect(await sent.json()).toEqual({ documentId: 'doc-1', operationName: 'HomePageQuery', variables: { first: 20 } });
    expect(sent.headers.get('x-oshi-client')).toBe('web');
    expect(sent.headers.get('accept-language')).toBe('ko-KR,ko;q=0.9');
    expect(sent.headers.get('x-oshi-remote-address')).toBe('203.0.113.9');
    expect(sent.headers.get('cookie')).toBeNull();
  });

  it('renders nothing for a signed-in visitor, an API token or a method other than GET', async () => {
    const render = (await renderer)!;
    const { calls } = await stub();
    const before = calls.length;
    expect(await render(request('/post/1', { cookie: `oshi_session=${'a'.repeat(32)}` }), at('/post/1'), {})).toBeNull();
    expect(await render(request('/post/1', { authorization: 'Bearer oshi_pat_x' }), at('/post/1'), {})).toBeNull();
    expect(await render(request('/post/1', {}, 'HEAD'), at('/post/1'), {})).toBeNull();
    expect(calls.length).toBe(before);
  });

  it('serves one rendering to the guests asking for the same page in the same languages', async () => {
    const render = (await renderer)!;
    const { calls } = await stub();
    const before = calls.length;
    const first = await render(request('/club/mirei'), at('/club/mirei'), {});
    const again = await render(request('/club/mirei'), at('/club/mirei'), {});
    expect(again).toBe(first);
    await render(request('/club/mirei', { 'accept-language': 'en' }), at('/club/mirei'), {});
    await render(request('/club/mirei?tab=fan'), at('/club/mirei?tab=fan'), {});
    expect(calls.length).toBe(before + 3);
  });

  it('leaves the page to the client when rendering fails, a query fails, or enough renderings are under way', async () => {
    const render = (await renderer)!;
    expect(await render(request('/fails'), at('/fails'), {})).toBeNull();
    graphqlStatus = 500;
    expect(await render(request('/home?q=1'), at('/home?q=1'), {})).toBeNull();
    graphqlStatus = 200;
    const { held } = await stub();
    const slow = Array.from({ length: MAX_RENDERS_AT_ONCE }, (_, i) => render(request(`/slow/${i}`), at(`/slow/${i}`), {}));
    expect(await render(request('/one-too-many'), at('/one-too-many'), {})).toBeNull();
    for (const release of held.splice(0)) release();
    expect((await Promise.all(slow)).every((page) => page !== null)).toBe(true);
    // A page not rendered is asked again by the next guest, not kept.
    expect(await render(request('/one-too-many'), at('/one-too-many'), {})).not.toBeNull();
  });

  it('spends at most its budget of rendering time in a second, then leaves pages to the client until the next', async () => {
    let clock = 10_000;
    const render = (await loadPageRenderer({ clientDist: dist, logger: createLogger('silent'), graphql: () => Response.json({ data: {} }), now: () => clock }))!;
    const { held } = await stub();
    // Two renderings at once, each taking 60% of the budget.
    const costly = [render(request('/slow/budget-1'), at('/slow/budget-1'), {}), render(request('/slow/budget-2'), at('/slow/budget-2'), {})];
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock += RENDER_BUDGET_MS_PER_SECOND * 0.6;
    for (const release of held.splice(0)) release();
    expect((await Promise.all(costly)).every((page) => page !== null)).toBe(true);
    expect(await render(request('/club/budget'), at('/club/budget'), {})).toBeNull();
    clock = 11_000;
    expect(await render(request('/club/budget'), at('/club/budget'), {})).not.toBeNull();
  });

  it('is absent from a build without the renderer: the client renders every page', async () => {
    expect(await loadPageRenderer({ clientDist: os.tmpdir(), logger: createLogger('silent'), graphql: () => new Response() })).toBeNull();
  });
});

// Browser journeys run the built client against a real server on a fresh, seeded database,
// in the machine's Chromium (CHROME_PATH, else /usr/bin/chromium) through playwright-core.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../server/src/app.ts';
import { startTestApp } from '../../../server/src/testing/app.ts';
import { setupTestDatabase } from '../../../server/src/testing/database.ts';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type Journey = { app: App; browser: Browser };

/** Chromium as the journeys run it; `extraArgs` adds switches (e.g. a fake camera). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** Starts the app on a copy of the demo world (seeded once per run, global-setup.ts) and Chromium, once per journey file. */
export function setupJourney(): { current: Journey } {
  const database = setupTestDatabase('seeded');
  const holder = {} as { current: Journey };
  beforeAll(async () => {
    // Errors only: an unexpected server error shows in the output beside the journey that met it.
    const app = await startTestApp(database.current.url, { LOG_LEVEL: 'error' });
    const browser = await launchBrowser();
    holder.current = { app, browser };
  });
  afterAll(async () => {
    await holder.current?.browser.close();
    await holder.current?.app.close();
  });
  return holder;
}

export type TrackedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** A new page in its own context that records console errors and uncaught exceptions. */
export async function openPage(journey: Journey, viewport: { width: number; height: number }, options: { browser?: Browser; permissions?: string[] } = {}): Promise<TrackedPage> {
  const browser = options.browser ?? journey.browser;
  const context = await browser.newContext({ viewport, baseURL: journey.app.url, locale: 'en-US', permissions: options.permissions });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  // Chromium's "Failed to load resource" line does not say which: the last refused request does.
  let lastRefused = '';
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    consoleErrors.push(text.startsWith('Failed to load resource') && lastRefused ? `${text} [${lastRefused}]` : text);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const request = response.request();
    // A server error says what it was asked.
    if (status >= 500) return void consoleErrors.push(`${status} ${request.method()} ${response.url()} ${request.postData()?.slice(0, 200) ?? ''}`);
    let operation = '';
    try {
      if (request.url().endsWith('/graphql')) operation = ` ${(JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName}`;
    } catch {
      // not JSON: the path alone
    }
    lastRefused = `${request.method()} ${new URL(request.url()).pathname}${operation}`;
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { page, context, consoleErrors };
}

/** Two frames: the page has laid itself out again after a resize or a scroll. */
export const nextLayout = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Signs in through the e-mail form and waits for the home feed. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
}

/**
 * Loads `url` and waits until no request has been in flight for `quietMs`, then for two frames: Playwright's
 * 'networkidle' with a shorter window. Its fixed 500 ms was most of the time of the route sweeps, whose
 * pages fetch their code and data within a few hundred milliseconds of each other.
 */
export async function gotoSettled(page: Page, url: string, quietMs = 200) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url);
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url}: ${inFlight} requests still in flight after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await nextLayout(page);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

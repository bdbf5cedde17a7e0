// `npm run lighthouse`: Lighthouse's mobile preset (emulated phone, simulated slow 4G and 4x CPU
// slowdown) on /home, /club/{uri} and /post/{id} of the built client (run `npm run build` first),
// served by the real app with production settings on a freshly seeded demo world. Prints performance,
// LCP, CLS, TBT and the biggest opportunities per route; issue 11 asks for performance >= 0.95,
// LCP <= 2.0 s and CLS <= 0.05. A measurement, not a test: it exits non-zero only when it cannot run.
// TBT is the page's own main-thread tasks times Lighthouse's fixed 4x slowdown, so it follows the speed of
// the machine running Chromium: each line also prints Lighthouse's benchmark index of the machine (higher
// is faster), to tell a slower machine from a slower build when figures of two days differ.
//
// The database is `oshi_lighthouse` on DATABASE_URL's server (dropped and recreated), or an embedded
// PostgreSQL in .data/lighthouse. LIGHTHOUSE_RUNS (1) runs per route, the median is shown;
// CHROME_PATH (/usr/bin/chromium); CLIENT_DIST (dist/client) to measure another build; LIGHTHOUSE_REPORTS,
// a folder to write each run's full report to (JSON, for the audits not printed here).
import { encodeGlobalID } from '@pothos/plugin-relay';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { seedDemoWorld } from '../prisma/seed.ts';
import { startApp } from '../server/src/app.ts';
import { connectDatabase, db, disconnectDatabase } from '../server/src/platform/database.ts';
import { freshDatabase } from './scratch-database.ts';
import { createLogger } from '../server/src/platform/logger.ts';
import { migrate } from '../server/src/platform/migrations.ts';
import { testConfig } from '../server/src/testing/app.ts';

const DATABASE = 'oshi_lighthouse';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));


type Figures = { score: number; lcp: number; cls: number; tbt: number; fcp: number; benchmark: number; opportunities: string[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One run's figures, or null (said why) when Lighthouse could not measure the page. */
async function measure(url: string, port: number): Promise<Figures | null> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.split('/')[1] || 'root'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reports, name), JSON.stringify(result.lhr));
  }
  if (runtimeError || categories.performance.score === null) {
    console.log(`             (a run failed: ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? ''})`);
    return null;
  }
  const opportunities = Object.values(audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 50)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 4)
    .map((audit) => `${audit.title} (${audit.displayValue ?? ''})`);
  return {
    score: categories.performance.score ?? 0,
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    tbt: audits['total-blocking-time'].numericValue ?? NaN,
    fcp: audits['first-contentful-paint'].numericValue ?? NaN,
    benchmark: result.lhr.environment.benchmarkIndex,
    opportunities,
  };
}

async function main() {
  const { url: databaseUrl, embedded } = await freshDatabase(DATABASE, '.data/lighthouse');
  await migrate(databaseUrl);
  connectDatabase(databaseUrl);
  await seedDemoWorld(db());
  const club = await db().club.findFirstOrThrow({ where: { uri: 'mirei' } });
  const post = await db().post.findFirstOrThrow({ where: { clubId: club.id, isHidden: false, isSubscriberOnly: false }, orderBy: { createdAt: 'desc' } });
  const config = testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', CLIENT_DIST: process.env.CLIENT_DIST ?? 'dist/client' });
  const app = await startApp({ config, logger: createLogger(config.LOG_LEVEL), databaseUrl });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const routes: Record<string, string> = {
      '/home': '/home',
      '/club/{uri}': `/club/${club.uri}`,
      '/post/{id}': `/post/${encodeURIComponent(encodeGlobalID('Post', post.id))}`,
    };
    console.log(`Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per route, mobile preset (goal: ≥ 0.95, LCP ≤ 2.0 s, CLS ≤ 0.05)\n`);
    for (const [route, pathname] of Object.entries(routes)) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        const figures = await measure(`${app.url}${pathname}`, chrome.port);
        if (figures) all.push(figures);
      }
      if (all.length === 0) continue;
      const pick = (key: Exclude<keyof Figures, 'opportunities'>) => median(all.map((figures) => figures[key]));
      console.log(
        `${route.padEnd(12)} performance ${pick('score').toFixed(2)}  LCP ${(pick('lcp') / 1000).toFixed(2)} s  CLS ${pick('cls').toFixed(3)}  ` +
          `FCP ${(pick('fcp') / 1000).toFixed(2)} s  TBT ${Math.round(pick('tbt'))} ms  (machine's benchmark index ${Math.round(pick('benchmark'))})`,
      );
      for (const opportunity of all[0].opportunities) console.log(`             - ${opportunity}`);
    }
  } finally {
    chrome.kill();
    await app.close();
    await disconnectDatabase();
    await embedded?.stop();
  }
}

await main();

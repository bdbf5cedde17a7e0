// `npm test`: every check, in order, stopping at the first failure.
//   type-check and lint (side by side), drift (schema.graphql, Relay artifacts, migrations), client build and its size,
//   then one Vitest run: server tests on real PostgreSQL (DATABASE_URL, else embedded), Redis
//   multi-instance tests (when REDIS_URL is set), client tests, and browser journeys in Chromium.
// REQUIRE_REDIS=1 / REQUIRE_BROWSER=1 turn a missing Redis or Chromium into a failure (CI sets both).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../server/src/platform/embedded-db.ts';
import { createLogger } from '../server/src/platform/logger.ts';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const tsx = ['--import', 'tsx'];

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${seconds}s)`);
    console.log('0 passed, 1 failed');
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/** Independent steps side by side (two cores: type-check and lint overlap), each one's output printed whole. */
async function stepsTogether(steps: [title: string, command: string, args: string[]][]) {
  const runs = steps.map(
    ([title, command, args]) =>
      new Promise<{ title: string; status: number | null; output: string; seconds: string }>((resolve) => {
        const started = Date.now();
        const child = spawn(command, args, { env: process.env });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => resolve({ title, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
      }),
  );
  for (const { title, status, output, seconds } of await Promise.all(runs)) {
    console.log(`\n▶ ${title}`);
    process.stdout.write(output);
    if (status !== 0) {
      console.error(`\n✖ ${title} failed (${seconds}s)`);
      console.log('0 passed, 1 failed');
      process.exit(status ?? 1);
    }
    console.log(`✔ ${title} (${seconds}s)`);
  }
}

function loud(message: string) {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! ${message}\n${line}\n`);
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const hasBrowser = fs.existsSync(chrome);
const hasRedis = Boolean(process.env.REDIS_URL);

if (!hasRedis && process.env.REQUIRE_REDIS === '1') {
  console.error('REDIS_URL is not set but REQUIRE_REDIS=1: the Redis multi-instance tests must run.');
  process.exit(1);
}
if (!hasBrowser && process.env.REQUIRE_BROWSER === '1') {
  console.error(`No Chromium at ${chrome} but REQUIRE_BROWSER=1: the browser journeys must run.`);
  process.exit(1);
}

await stepsTogether([
  ['Type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['Lint', bin('eslint'), ['.', '--max-warnings=0']],
]);
step('schema.graphql is current', process.execPath, [...tsx, 'scripts/print-schema.ts', '--check']);
step('Relay artifacts and persisted queries are current', bin('relay-compiler'), ['--validate']);
step('Migrations match prisma/schema.prisma', process.execPath, [...tsx, 'scripts/create-migration.ts', '--check']);
step('Build the web client', bin('vite'), ['build', '--logLevel', 'warn']);
step('Client bundle within its size limits', process.execPath, [...tsx, 'scripts/bundle-size.ts']);

const projects = ['server', 'client'];
if (hasRedis) projects.push('redis');
if (hasBrowser) projects.push('e2e');

// Without DATABASE_URL, one embedded PostgreSQL serves every test project of this run.
let embedded: EmbeddedDatabase | null = null;
if (!process.env.DATABASE_URL) {
  console.log('\n▶ Starting the embedded PostgreSQL for tests (.data/test)');
  embedded = await startEmbeddedDatabase('.data/test', createLogger('warn'));
}
const testEnv = { ...process.env, CHROME_PATH: chrome, ...(embedded ? { DATABASE_URL: embedded.url } : {}) };

const report = path.join(os.tmpdir(), `oshi-vitest-${process.pid}.json`);
const vitestArgs = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
console.log(`\n▶ Tests: ${projects.join(', ')}`);
const run = spawnSync(bin('vitest'), vitestArgs, { stdio: 'inherit', env: testEnv });
await embedded?.stop();

if (!hasRedis) loud('REDIS_URL is not set: the Redis multi-instance tests were SKIPPED.');
if (!hasBrowser) loud(`No Chromium at ${chrome} (set CHROME_PATH): the browser journeys were SKIPPED.`);

// The JSON report decides too: an exit hook in a dependency must never turn failures into success.
let ok = run.status === 0;
let summary = `0 passed, ${ok ? 0 : 1} failed`;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
  };
  fs.rmSync(report);
  const failed = r.numFailedTests + ((run.status !== 0 || !r.success) && r.numFailedTests === 0 ? 1 : 0);
  summary = `${r.numPassedTests} passed, ${failed} failed, ${r.numPendingTests + r.numTodoTests} skipped`;
  if (failed > 0) ok = false;
}
console.log(`\n${summary}`);
process.exit(ok ? 0 : 1);

import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import relay from 'vite-plugin-relay';

// Node resolves `graphql` to its CommonJS entry (no "exports" map), Vite to its ESM one; the server
// projects use Node's choice so `instanceof GraphQLError` holds across libraries, as in production.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
const server = { resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] } };
// A file of these projects reuses its worker's loaded modules instead of importing the whole server again
// (about 3 s of CPU per file: `--project server` took 302 s isolated, 160 s shared). That is sound because
// a file that needs the app starts its own on its own database clone, and startApp configures every
// module's runtime afresh; no test mocks modules.
const sharedModules = { pool: 'forks', isolate: false } as const;

// The files that take longest, longest first (a full run on 2026-11-30: 35–120 s each).
const LONGEST_FILES = [
  'client/e2e/every-route-fan-and-admin.e2e.ts',
  'client/e2e/every-route-guest-and-owner.e2e.ts',
  'client/e2e/store.e2e.ts',
  'client/e2e/shell.e2e.ts',
  'client/e2e/moderation.e2e.ts',
  'server/src/modules/revenue/__tests__/ledger-properties.test.ts',
  'server/src/__tests__/main.test.ts',
  'server/src/modules/memberships/__tests__/lifecycle.test.ts',
  'server/src/graphql/__tests__/malformed-input.test.ts',
];
const PROJECT_ORDER = ['e2e', 'server', 'redis', 'client'];

/**
 * Longest first, so that no worker is left running a long file alone at the end. Vitest's own order is
 * project by project in name order, bigger files first, which on a clean clone (no timings cached) started
 * the longest journeys, small files, last. The browser journeys come next, then the server's files, then the
 * client's many short ones to fill the gaps.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const longest = LONGEST_FILES.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return longest >= 0 ? longest : LONGEST_FILES.length + PROJECT_ORDER.indexOf(file.project.name);
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // Most test time waits on PostgreSQL, Chromium and sockets, not on a core: three files at a time on two
    // cores roughly halves `npm test` (each file has its own database clone and app, so they never share state).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    projects: [
      {
        ...server,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'server/src/**/*.redis.test.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...sharedModules,
        },
      },
      {
        ...server,
        test: {
          name: 'redis',
          environment: 'node',
          include: ['server/src/**/*.redis.test.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        ...server,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['client/e2e/**/*.e2e.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          // A journey takes 10–40 s on an idle 2-core machine; CI machines have been 2.5 times slower.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          ...sharedModules,
        },
      },
      {
        plugins: [relay, react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // A process and a jsdom per file cost more than the tests (the project took 127 s isolated, 50 s shared).
          // Files share a worker's window; setup.ts empties the page and storage after each test and reloads the
          // app's modules after each file, and a file that mocks a module unmocks it.
          isolate: false,
          testTimeout: 15_000,
        },
      },
    ],
  },
});

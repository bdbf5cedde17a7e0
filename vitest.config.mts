import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
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

export default defineConfig({
  test: {
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

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'server/src/**/*.redis.test.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
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
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['client/e2e/**/*.e2e.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [relay, react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});

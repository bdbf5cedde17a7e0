import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { bundleReport } from './scripts/bundle-size.ts';
import { buildMetadata } from './scripts/vite-build-metadata.ts';
import { firstQueryPlugin } from './scripts/vite-first-query.ts';
import { precompiledMessages } from './scripts/vite-precompiled-messages.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { routePreloadsPlugin } from './scripts/vite-route-preloads.ts';
import { serverRenderPlugin } from './scripts/vite-server-render.ts';

// The API server (npm run dev starts it on 4000); Vite proxies to it in development.
const api = process.env.OSHI_API_URL ?? 'http://localhost:4000';
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-relay|relay-runtime|react-router|react-intl|@formatjs\/[^/]+|intl-messageformat|@stitches\/react|@babel\/runtime|fbjs|invariant)\//;
const APP_SHARED = /client\/src\/(app|relay|theme|components|features\/shared)\//;
const proxied = ['/graphql', '/mixpanel', '/_dev', '/healthz', '/readyz', '/auth', '/files', '/webhooks', '/revenue/entries.csv'];

// react-router's package exports name only its development build (remix-run/react-router#14102): the
// same code with ENABLE_DEV_WARNINGS on, so a production bundle carried its warnings and their strings.
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

const productionAlias = [{ find: /^react-router$/, replacement: reactRouterProduction }];
// What compiles the client's own modules, for the browser and for the server's rendering alike.
const compileClient = () => [precompiledMessages(), relay, react()];

export default defineConfig(({ command }) => ({
  root: 'client',
  resolve: command === 'build' ? { alias: productionAlias } : {},
  publicDir: 'public',
  plugins: [
    ...compileClient(),
    buildMetadata(),
    bundleReport(),
    routePreloadsPlugin(),
    firstQueryPlugin(),
    serverRenderPlugin({ plugins: compileClient, alias: productionAlias }),
    precompress(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800, // the framework chunk, minified; the budget that matters is scripts/bundle-size.ts
    rolldownOptions: {
      output: {
        // Every first load needs the framework: one chunk instead of dozens of small ones, so the browser
        // does not wait on request after request. The app's own shared modules (shell, session, network,
        // theme, components used by two chunks or more) are one more chunk rather than fifteen of 2 KiB:
        // a first load is 11 to 15 files instead of 28 to 32, and smaller, as one file gzips better. A
        // page's query artifact comes with its page (the route table names only the `@preloadable` parameters).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'app', test: APP_SHARED, priority: 1, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, ws: p === '/graphql', changeOrigin: false }])),
  },
}));

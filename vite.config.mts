import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { bundleReport } from './scripts/bundle-size.ts';
import { buildMetadata } from './scripts/vite-build-metadata.ts';
import { precompress } from './scripts/vite-precompress.ts';

// The API server (npm run dev starts it on 4000); Vite proxies to it in development.
const api = process.env.OSHI_API_URL ?? 'http://localhost:4000';
const proxied = ['/graphql', '/mixpanel', '/_dev', '/healthz', '/readyz', '/auth', '/files', '/webhooks'];

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [relay, react(), buildMetadata(), bundleReport(), precompress()],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, ws: p === '/graphql', changeOrigin: false }])),
  },
});

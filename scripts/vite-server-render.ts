// Vite plugin: after the client build, builds client/src/entry-server.tsx for Node into
// <outDir>/.vite/render/ (not served: the static files leave out dot-folders). The server imports it to
// render a guest's first screens (server/src/http/server-render.ts). Its packages (React, Relay, the router)
// stay imports from node_modules, the client's own modules are compiled as for the browser: Relay's
// artifacts, precompiled messages, react-router's production build.
import path from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';

export const SERVER_RENDER_DIR = '.vite/render';
export const SERVER_RENDER_ENTRY = 'entry-server.mjs';
const ENTRY = 'src/entry-server.tsx';

export function serverRenderPlugin(options: { plugins: () => PluginOption[]; alias: { find: RegExp; replacement: string }[] }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'oshi:server-render',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !config.build?.lib,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        plugins: options.plugins(),
        resolve: { alias: options.alias },
        build: {
          ssr: ENTRY,
          outDir: path.join(outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          rolldownOptions: { output: { entryFileNames: SERVER_RENDER_ENTRY, chunkFileNames: 'chunks/[name]-[hash].mjs' } },
        },
      });
    },
  };
}

// Vite plugin: gives every build an id and publishes it, so running clients can tell a newer build is
// deployed (client/src/app/build-updates.ts).
// - defines import.meta.env.VITE_BUILD_ID: this build's id ("dev" under `vite dev`, where no check runs);
// - writes builds/latest.json ({ buildId, version, builtAt }) and builds/meta/{buildId}.json (the same
//   plus the list of emitted files) into the output directory (dist/client), served by the server with
//   no-cache (server/src/http/web-client.ts).
// The id is the build time plus a random suffix (sortable, unique per build); a content hash would need
// the id to be known before the bundle it is part of is hashed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export type BuildMetadata = { buildId: string; version: string; builtAt: string };
export type BuildMetadataWithAssets = BuildMetadata & { assets: string[] };

export const BUILDS_DIR = 'builds';
export const DEV_BUILD_ID = 'dev';

/** e.g. "20250101T120000Z-3f9a1c2b". */
export function createBuildId(date = new Date()): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `${stamp}-${crypto.randomBytes(4).toString('hex')}`;
}

function packageVersion(): string {
  const file = fileURLToPath(new URL('../package.json', import.meta.url));
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function buildMetadata(options: { buildId?: string; version?: string } = {}): Plugin {
  const version = options.version ?? packageVersion();
  let buildId = DEV_BUILD_ID;
  let builtAt = '';
  return {
    name: 'oshi:build-metadata',
    enforce: 'post', // after vite:build-html, so index.html is in the asset list
    config(_config, { command, isSsrBuild }) {
      if (command === 'build' && !isSsrBuild) {
        buildId = options.buildId ?? createBuildId();
        builtAt = new Date().toISOString();
      }
      return {
        define: {
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
        },
      };
    },
    generateBundle(_outputOptions, bundle) {
      if (buildId === DEV_BUILD_ID) return;
      const meta: BuildMetadata = { buildId, version, builtAt };
      const assets = Object.keys(bundle)
        .filter((name) => !name.startsWith(`${BUILDS_DIR}/`) && !name.endsWith('.map'))
        .sort();
      this.emitFile({
        type: 'asset',
        fileName: `${BUILDS_DIR}/latest.json`,
        source: `${JSON.stringify(meta, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: `${BUILDS_DIR}/meta/${buildId}.json`,
        source: `${JSON.stringify({ ...meta, assets } satisfies BuildMetadataWithAssets, null, 2)}\n`,
      });
    },
  };
}

export default buildMetadata;

// Vite plugin: writes a Brotli (.br) and a gzip (.gz) copy beside every built script, style sheet and
// SVG, so the server sends compressed bytes without compressing per request (sirv picks the copy the
// browser accepts; server/src/http/web-client.ts). Uncompressed, the first load was four times larger.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'oshi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(outDir, fileName);
        const source = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }));
      }
    },
  };
}

// Vite plugin: builds client/src/app/first-query.inline.ts on its own, as one small script with no
// imports, to <outDir>/.vite/first-query.js. The server inlines it in index.html
// (server/src/http/web-client.ts), so a first visit's page query starts while the app's scripts are
// still on their way (issue 11). Not a chunk of the app: an inline script runs as the HTML is parsed,
// without a request of its own.
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export const FIRST_QUERY_FILE = '.vite/first-query.js';
const ENTRY = 'src/app/first-query.inline.ts';
/** It travels in every index.html: keep it small. */
export const FIRST_QUERY_MAX_BYTES = 3 * 1024;

/** The inline script's code, minified, for a client whose Vite root is `root`. */
export async function buildFirstQueryScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      lib: { entry: path.join(root, ENTRY), formats: ['iife'], name: 'oshiFirstQuery' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${ENTRY} built into ${chunks.length} chunks, not one`);
  return chunks[0].code.trim();
}

export function firstQueryPlugin(): Plugin {
  let root = '';
  return {
    name: 'oshi:first-query',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const code = await buildFirstQueryScript(root);
      // Inside <script>…</script> the text must not close the tag.
      if (/<\/script/i.test(code)) this.error(`${ENTRY} contains "</script" and cannot be inlined`);
      const bytes = Buffer.byteLength(code);
      if (bytes > FIRST_QUERY_MAX_BYTES) this.error(`${ENTRY} built to ${bytes} bytes, more than ${FIRST_QUERY_MAX_BYTES}: it must stay free of the app's modules`);
      this.emitFile({ type: 'asset', fileName: FIRST_QUERY_FILE, source: code });
    },
  };
}

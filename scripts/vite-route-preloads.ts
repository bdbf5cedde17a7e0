// Vite plugin: writes <outDir>/.vite/route-preloads.json, each route of the client's route table
// (client/src/app/route-table.ts) with the chunks its page needs beyond the entry's. The server puts
// them in index.html as <link rel="modulepreload"> (server/src/http/web-client.ts), so a first visit
// fetches the page's code beside the entry instead of after it has run: one round trip less before
// the page can render (issue 11).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
const ROUTE_TABLE = 'src/app/route-table.ts';

/** Route path → the module its page is imported from (as written in route-table.ts, relative to it). */
export function routePagesOf(source: string): Record<string, string> {
  const loaders = new Map<string, string>();
  // `const home = () => import('…')` and `const account = (name: …) => () => import('…')`.
  for (const match of source.matchAll(/const (\w+) = [^;]*?\(\) =>\s*import\('([^']+)'\)/g)) loaders.set(match[1], match[2]);
  const pages: Record<string, string> = {};
  const table = source.slice(source.indexOf('export const routeTable'));
  for (const entry of table.split(/\{\s*path: /).slice(1)) {
    const routePath = /^'([^']+)'/.exec(entry)?.[1];
    const loader = /\bpage: (\w+)/.exec(entry)?.[1];
    const module = loader ? loaders.get(loader) : undefined;
    if (routePath && module) pages[routePath] = module;
  }
  return pages;
}

type ChunkLike = { fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };

/** The chunks of each route's page not already fetched for the entry, keyed by route path. */
export function routePreloads(pages: Record<string, string>, chunks: ChunkLike[], fromDir: string): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !byFile.has(file)) return;
      seen.add(file);
      byFile.get(file)!.imports.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const out: Record<string, string[]> = {};
  for (const [routePath, module] of Object.entries(pages)) {
    const base = path.resolve(fromDir, module);
    const page = chunks.find((chunk) => chunk.facadeModuleId && /^(\.[jt]sx?|\/index\.[jt]sx?)$/.test(chunk.facadeModuleId.slice(base.length)) && chunk.facadeModuleId.startsWith(base));
    if (!page) continue;
    out[routePath] = [...closure([page.fileName])].filter((file) => !entry.has(file));
  }
  return out;
}

export function routePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'oshi:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const tableFile = path.join(root, ROUTE_TABLE);
      const pages = routePagesOf(fs.readFileSync(tableFile, 'utf8'));
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const preloads = routePreloads(pages, chunks, path.dirname(tableFile));
      const missing = Object.keys(pages).filter((route) => !preloads[route]);
      if (missing.length > 0) this.warn(`No page chunk found for ${missing.join(', ')} (scripts/vite-route-preloads.ts)`);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

// Vite plugin for the production build: every message of the client's catalogues
// (client/src/i18n/locales/<locale>/<namespace>.json) is parsed here, at build time, into the ICU syntax
// tree react-intl would otherwise build in the browser, and the ICU parser is left out of the bundle (about
// 11 KiB of gzipped JavaScript in every first load; the trees add about 1.5 KiB to a catalogue). This is
// react-intl's documented "precompiled messages" set-up: trees in the catalogues, and
// `@formatjs/icu-messageformat-parser` resolved to its `no-parser` entry. The dev server and the client
// tests keep the strings and the parser. A message that does not parse fails the build, naming it.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE_FILE = /\/client\/src\/i18n\/locales\/[^/]+\/[^/]+\.json$/;

/** A namespace file's messages as syntax trees, keyed as in the file. */
export function precompileCatalogue(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${key} is not a string`);
    try {
      compiled[key] = parse(message);
    } catch (error) {
      throw new Error(`${file}: ${key} is not a valid ICU message: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'oshi:precompiled-messages',
    apply: 'build',
    // Before Vite's own JSON plugin, which then makes the module out of the JSON this returns.
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform(source, id) {
      const file = id.replace(/\?.*$/, '');
      if (!CATALOGUE_FILE.test(file)) return null;
      return { code: JSON.stringify(precompileCatalogue(source, file)), map: null };
    },
  };
}

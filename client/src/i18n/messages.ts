import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

/**
 * Messages live in namespace files: locales/<locale>/<namespace>.json, each a flat object of strings.
 * Ids are `<namespace>.<key>`: a key `nav.home` in app.json is used as `app.nav.home`. A key that already
 * starts with `<namespace>.` is taken as it is, so either style works in a namespace file.
 */
export type MessageCatalogue = Record<string, string>;

const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', { eager: true, import: 'default' });

/** Raw files by locale then namespace (used by the locale parity test). */
export const namespaceFiles: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, content] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale, namespace] = match;
  (namespaceFiles[locale] ??= {})[namespace] = content;
}

export function qualify(namespace: string, key: string): string {
  return key.startsWith(`${namespace}.`) ? key : `${namespace}.${key}`;
}

function flatten(locale: string): MessageCatalogue {
  const out: MessageCatalogue = {};
  for (const [namespace, content] of Object.entries(namespaceFiles[locale] ?? {})) {
    for (const [key, value] of Object.entries(content)) out[qualify(namespace, key)] = value;
  }
  return out;
}

const cache = new Map<Locale, MessageCatalogue>();

/** The catalogue for a locale, with English underneath so a missing key never shows an id. */
export function getMessages(locale: Locale): MessageCatalogue {
  let messages = cache.get(locale);
  if (!messages) {
    messages = locale === DEFAULT_LOCALE ? flatten(DEFAULT_LOCALE) : { ...flatten(DEFAULT_LOCALE), ...flatten(locale) };
    cache.set(locale, messages);
  }
  return messages;
}

export const availableLocales: readonly Locale[] = SUPPORTED_LOCALES;

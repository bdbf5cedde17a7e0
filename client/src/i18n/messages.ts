import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Messages live in namespace files: locales/<locale>/<namespace>.json, each a flat object of strings.
 * Ids are `<namespace>.<key>`: a key `nav.home` in app.json is used as `app.nav.home`. A key that already
 * starts with `<namespace>.` is taken as it is, so either style works in a namespace file.
 *
 * Each locale is its own chunk (catalogues/<locale>.ts), loaded on demand: the first paint fetches only
 * the language it shows (and English underneath), never all six.
 */
export type MessageCatalogue = Record<string, string>;
type NamespaceFiles = Record<string, Record<string, string>>;

const catalogues: Record<Locale, () => Promise<{ default: NamespaceFiles }>> = {
  en: () => import('./catalogues/en'),
  ko: () => import('./catalogues/ko'),
  ja: () => import('./catalogues/ja'),
  'zh-Hant': () => import('./catalogues/zh-Hant'),
  'zh-Hans': () => import('./catalogues/zh-Hans'),
  es: () => import('./catalogues/es'),
};

export function qualify(namespace: string, key: string): string {
  return key.startsWith(`${namespace}.`) ? key : `${namespace}.${key}`;
}

/** Namespace files keyed by path (…/<namespace>.json) as one catalogue of qualified ids. */
export function flatten(files: NamespaceFiles): MessageCatalogue {
  const out: MessageCatalogue = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (!namespace) continue;
    for (const [key, value] of Object.entries(content)) out[qualify(namespace, key)] = value;
  }
  return out;
}

const loaded = new Map<Locale, MessageCatalogue>();
const loading = new Map<Locale, Promise<MessageCatalogue>>();

/** The catalogue for a locale if it has been loaded, else undefined. */
export function loadedMessages(locale: Locale): MessageCatalogue | undefined {
  return loaded.get(locale);
}

/** Loads a locale's catalogue, with English underneath so a missing key never shows an id. */
export function loadMessages(locale: Locale): Promise<MessageCatalogue> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = Promise.all([catalogues[DEFAULT_LOCALE](), locale === DEFAULT_LOCALE ? null : catalogues[locale]()]).then(
      ([english, own]) => {
        const messages = own ? { ...flatten(english.default), ...flatten(own.default) } : flatten(english.default);
        loaded.set(locale, messages);
        return messages;
      },
    );
    // A failed chunk load may be retried (the next locale switch or render asks again).
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

import english from './catalogues/en';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Messages live in namespace files: locales/<locale>/<namespace>.json, each a flat object of strings.
 * Ids are `<namespace>.<key>`: a key `nav.home` in app.json is used as `app.nav.home`. A key that already
 * starts with `<namespace>.` is taken as it is, so either style works in a namespace file.
 *
 * English is in the first load (it is underneath every language); each other locale is its own chunk
 * (catalogues/<locale>.ts), loaded on demand: a first visit fetches at most one more language.
 */
export type MessageCatalogue = Record<string, string>;
type NamespaceFiles = Record<string, Record<string, string>>;

const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: NamespaceFiles }>> = {
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

const loaded = new Map<Locale, MessageCatalogue>([[DEFAULT_LOCALE, flatten(english)]]);
const loading = new Map<Locale, Promise<MessageCatalogue>>();

/** The catalogue for a locale if it has been loaded, else undefined. */
export function loadedMessages(locale: Locale): MessageCatalogue | undefined {
  return loaded.get(locale);
}

/** Loads a locale's catalogue, with English underneath so a missing key never shows an id. */
export function loadMessages(locale: Locale): Promise<MessageCatalogue> {
  let promise = loading.get(locale);
  if (!promise) {
    const ready = loaded.get(locale);
    promise = ready
      ? Promise.resolve(ready)
      : catalogues[locale as Exclude<Locale, 'en'>]().then((own) => {
          const messages = { ...loaded.get(DEFAULT_LOCALE), ...flatten(own.default) };
          loaded.set(locale, messages);
          return messages;
        });
    // A failed chunk load may be retried (the next locale switch or render asks again).
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

import englishCore from './catalogues/en';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Messages live in namespace files: locales/<locale>/<namespace>.json, each a flat object of strings.
 * Ids are `<namespace>.<key>`: a key `nav.home` in app.json is used as `app.nav.home`. A key that already
 * starts with `<namespace>.` is taken as it is, so either style works in a namespace file.
 *
 * English is underneath every language: its first screens' namespaces are in the first load
 * (catalogues/en.ts), the feature pages' in a chunk loaded with the first page that needs them
 * (catalogues/en-features.ts). Each other locale is one chunk (catalogues/<locale>.ts), loaded on
 * demand: a first visit fetches at most one more language.
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

// English underneath every locale; feature namespaces join it when loadFeatureMessages() has run.
let english: MessageCatalogue = flatten(englishCore);
/** Each other locale's own catalogue (all its namespaces), as loaded. */
const own = new Map<Exclude<Locale, 'en'>, MessageCatalogue>();
const loaded = new Map<Locale, MessageCatalogue>([[DEFAULT_LOCALE, english]]);
const loading = new Map<Locale, Promise<MessageCatalogue>>();
const listeners = new Set<() => void>();
let version = 0;
let features: Promise<void> | null = null;

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
      : catalogues[locale as Exclude<Locale, 'en'>]().then((file) => {
          own.set(locale as Exclude<Locale, 'en'>, flatten(file.default));
          const messages = { ...english, ...own.get(locale as Exclude<Locale, 'en'>) };
          loaded.set(locale, messages);
          return messages;
        });
    // A failed chunk load may be retried (the next locale switch or render asks again).
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * Loads the English of the feature pages (once) and puts it underneath every loaded locale; the
 * provider re-renders with it. The router awaits it before showing a page that is not a first screen.
 */
export function loadFeatureMessages(): Promise<void> {
  if (!features) {
    features = import('./catalogues/en-features').then((file) => {
      english = { ...english, ...flatten(file.default) };
      loaded.set(DEFAULT_LOCALE, english);
      for (const [locale, messages] of own) loaded.set(locale, { ...english, ...messages });
      version += 1;
      for (const listener of listeners) listener();
    });
    // A failed chunk load may be retried by the next page.
    features.catch(() => (features = null));
  }
  return features;
}

/** Fetches the feature pages' English when the browser is idle, without applying it yet (no re-render). */
export function prefetchFeatureMessages() {
  const fetch = () => void import('./catalogues/en-features').catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fetch, { timeout: 5000 });
  else setTimeout(fetch, 2000);
}

/** For useSyncExternalStore: catalogues change when the feature messages arrive. */
export function subscribeMessages(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const messagesVersion = () => version;

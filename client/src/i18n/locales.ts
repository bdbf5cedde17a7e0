/** UI languages (spec section 1). English is the default and the fallback. */
export const SUPPORTED_LOCALES = ['en', 'ko', 'ja', 'zh-Hant', 'zh-Hans', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'oshi.locale';

/** Each language named in itself, as the language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  es: 'Español',
};

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Maps one BCP 47 tag (navigator.languages entry) to a supported locale, or null. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') {
    if (rest.includes('hant') || rest.some((part) => ['tw', 'hk', 'mo'].includes(part))) return 'zh-Hant';
    return 'zh-Hans';
  }
  const found = SUPPORTED_LOCALES.find((code) => code.toLowerCase() === language);
  return found ?? null;
}

/** The first supported browser language, else English. */
export function detectLocale(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Locale to start with: the saved choice, else the browser's languages, else English. */
export function initialLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isSupportedLocale(saved)) return saved;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); detection still works.
  }
  return detectLocale(browserLanguages());
}

export function saveLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisted; the choice still applies to this visit.
  }
}

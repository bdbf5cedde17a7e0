import { createContext, use, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, initialLocale, saveLocale, type Locale } from './locales';
import { loadedMessages, loadMessages, messagesVersion, subscribeMessages } from './messages';
import { metadataFor } from './metadata';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale() must be used inside <I18nProvider>');
  return value;
}

function setMetaDescription(content: string) {
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
    document.head.querySelector(selector)?.setAttribute('content', content);
  }
}

/** The site title and description for the current locale (page titles are built on it). */
export function useSiteMetadata() {
  const { locale } = useLocale();
  return useMemo(
    () => metadataFor(locale, typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])),
    [locale],
  );
}

/**
 * English is underneath every catalogue, so a missing message is a bug: an id used before its namespace
 * loaded (a first-screen page using a feature namespace) or never written. Logged in production builds too
 * (react-intl only logs in development), where the browser journeys fail on console errors.
 */
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION || import.meta.env.DEV) console.error(error);
};

export interface I18nProviderProps {
  children: ReactNode;
  /** Fixes the locale (tests); otherwise saved choice, browser languages, then English. */
  locale?: Locale;
}

export function I18nProvider({ children, locale: fixed }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => fixed ?? initialLocale());

  // A new language shows once its catalogue has loaded; until then the current one stays.
  const setLocale = useCallback((next: Locale) => {
    saveLocale(next);
    if (loadedMessages(next)) setLocaleState(next);
    else void loadMessages(next).then(() => setLocaleState(next));
  }, []);
  // The feature pages' English arrives later (router.tsx); re-render with it.
  useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  // main.tsx loads the first catalogue before rendering; anywhere else this suspends until it is there.
  const messages = loadedMessages(locale) ?? use(loadMessages(locale));

  useEffect(() => {
    document.documentElement.lang = locale;
    const meta = metadataFor(locale, navigator.languages ?? []);
    setMetaDescription(meta.description);
    document.head.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

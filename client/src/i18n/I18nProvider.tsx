import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, initialLocale, saveLocale, type Locale } from './locales';
import { getMessages } from './messages';
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

export interface I18nProviderProps {
  children: ReactNode;
  /** Fixes the locale (tests); otherwise saved choice, browser languages, then English. */
  locale?: Locale;
}

export function I18nProvider({ children, locale: fixed }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => fixed ?? initialLocale());

  const setLocale = useCallback((next: Locale) => {
    saveLocale(next);
    setLocaleState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
    const meta = metadataFor(locale, navigator.languages ?? []);
    setMetaDescription(meta.description);
    document.head.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={getMessages(locale)}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

import { useEffect } from 'react';
import { useSiteMetadata } from '../i18n/I18nProvider';

/** "Payment history · Virtual Fandom, Oshi"; the site title alone when there is no page title. */
export function formatDocumentTitle(siteTitle: string, pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} · ${siteTitle}` : siteTitle;
}

/** Sets document.title for the current screen (and og:title), restoring the site title on leave. */
export function usePageTitle(pageTitle?: string | null): void {
  const { title } = useSiteMetadata();
  useEffect(() => {
    document.title = formatDocumentTitle(title, pageTitle);
    return () => {
      document.title = title;
    };
  }, [title, pageTitle]);
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { IEnvironment as Environment } from 'relay-runtime';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { globalStyles } from '../theme/global';
import { RuntimeConfigContext, type RuntimeConfig } from './config';
import { ErrorPage } from './ErrorPage';
import { RenderedAtContext } from './server-render';
import { SessionProvider } from './session';
import { Toaster } from './toasts';
import { SuspensionNoticeHost } from '../features/moderation/LazySuspensionNotice';

/** Last line of defence for errors outside the router (providers, the router itself). */
class FatalErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorPage
        error={this.state.error}
        onHome={() => {
          this.setState({ error: null });
          window.location.assign('/');
        }}
      />
    );
  }
}

export interface AppProvidersProps {
  environment: Environment;
  config: RuntimeConfig;
  /** Fixes the language (tests); otherwise detected. */
  locale?: Locale;
  /**
   * The server's clock when it rendered the page being rendered or hydrated (app/server-render.ts). The
   * server renders only for a visitor with no session, so its page starts as a known guest's.
   */
  renderedAt?: number;
  children: ReactNode;
}

/** Relay, runtime config, i18n, session, the toast area and the suspension notice, in that order. */
export function AppProviders({ environment, config, locale, renderedAt, children }: AppProvidersProps) {
  globalStyles();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RenderedAtContext.Provider value={renderedAt}>
        <RuntimeConfigContext.Provider value={config}>
          <I18nProvider locale={locale}>
            <FatalErrorBoundary>
              <SessionProvider knownGuest={renderedAt !== undefined}>
                {children}
                <Toaster />
                <SuspensionNoticeHost />
              </SessionProvider>
            </FatalErrorBoundary>
          </I18nProvider>
        </RuntimeConfigContext.Provider>
      </RenderedAtContext.Provider>
    </RelayEnvironmentProvider>
  );
}

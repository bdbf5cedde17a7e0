import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startBuildUpdateChecks } from './app/build-updates';
import { getRuntimeConfig } from './app/config';
import { AppProviders } from './app/providers';
import { afterNextPaint, renderFirstPage } from './app/first-paint';
import { createAppRouter, routerReady } from './app/router';
import { initSentry } from './app/sentry';
import { initialLocale } from './i18n/locales';
import { loadMessages, prefetchFeatureMessages } from './i18n/messages';
import { relayEnvironment } from './relay/environment';

startBuildUpdateChecks();

const config = getRuntimeConfig();
// The route's chunk and query start here, the language's catalogue beside them; the first render waits
// for the catalogue and the route's chunk, not for the query.
const router = createAppRouter({ environment: relayEnvironment, config });
const messages = loadMessages(initialLocale());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await messages.catch(() => undefined); // a failed load shows in I18nProvider's own attempt
// index.html's shell header stays on screen until the route's page chunk has loaded: the first render
// is then the page itself (its skeleton while data loads), not a spinner replacing the shell.
await routerReady(router);
await afterNextPaint();
renderFirstPage(
  createRoot(container),
  <StrictMode>
    <AppProviders environment={relayEnvironment} config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
// Error reporting loads after the first paint has been scheduled; the feature pages' English is fetched
// while the browser is idle, so the next page does not wait for it.
void initSentry();
prefetchFeatureMessages();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RecordSource } from 'relay-runtime';
import { startBuildUpdateChecks } from './app/build-updates';
import { getRuntimeConfig } from './app/config';
import { AppProviders } from './app/providers';
import { afterNextPaint, hydrateFirstPage, renderFirstPage } from './app/first-paint';
import { createAppRouter, loadServerRenderedPage, routerReady } from './app/router';
import { readServerRenderState } from './app/server-render';
import { initSentry } from './app/sentry';
import { initialLocale } from './i18n/locales';
import { loadMessages, prefetchFeatureMessages } from './i18n/messages';
import { relayEnvironment } from './relay/environment';

startBuildUpdateChecks();

const config = getRuntimeConfig();
const locale = initialLocale();
// A guest's first screen may come rendered by the server (entry-server.tsx), with the records it was
// rendered from: in the store before the router's loaders run, they find their data there. A fan who chose
// another language than the browser's renders afresh.
const serverRendered = readServerRenderState();
const hydrating = serverRendered !== null && serverRendered.locale === locale;
if (hydrating) {
  relayEnvironment.getStore().publish(new RecordSource(serverRendered.records));
  relayEnvironment.getStore().notify();
  // Failing, the route's own load tries again and shows its error.
  await loadServerRenderedPage(window.location.pathname).catch(() => undefined);
}
// The route's chunk and query start here, the language's catalogue beside them; the first render waits
// for the catalogue and the route's chunk, not for the query.
const router = createAppRouter({ environment: relayEnvironment, config });
const messages = loadMessages(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await messages.catch(() => undefined); // a failed load shows in I18nProvider's own attempt
// index.html's shell header stays on screen until the route's page chunk has loaded: the first render
// is then the page itself (its skeleton while data loads), not a spinner replacing the shell.
await routerReady(router);
const app = (
  <StrictMode>
    <AppProviders environment={relayEnvironment} config={config} locale={locale} renderedAt={hydrating ? serverRendered.renderedAt : undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
await afterNextPaint();
if (hydrating) hydrateFirstPage(container, app);
else renderFirstPage(createRoot(container), app);
// Error reporting loads after the first paint has been scheduled; the feature pages' English is fetched
// while the browser is idle, so the next page does not wait for it.
void initSentry();
prefetchFeatureMessages();

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startBuildUpdateChecks } from './app/build-updates';
import { getRuntimeConfig } from './app/config';
import { AppProviders } from './app/providers';
import { afterNextPaint } from './app/first-paint';
import { serverRenderedRoute } from './app/route-table';
import { createAppRouter, routerReady } from './app/router';
import { initSentry } from './app/sentry';
import { initialLocale } from './i18n/locales';
import { loadMessages, prefetchFeatureMessages } from './i18n/messages';
import { relayEnvironment } from './relay/environment';
import { serverRender } from './relay/server-render';

startBuildUpdateChecks();

const config = getRuntimeConfig();
// A server-rendered page (entry-server.tsx) brings its data: the store starts with it, so the route's
// query is answered from the store and the first render matches the HTML.
const rendered = serverRender(relayEnvironment);
// Its page's module first: the route's query then finds its artifact and checks the store before the network.
if (rendered) await serverRenderedRoute(location.pathname)?.page();
// The route's chunk and query start here, the language's catalogue beside them; the first render waits
// for the catalogue and the route's chunk, not for the query.
const router = createAppRouter({ environment: relayEnvironment, config });
const locale = initialLocale();
const messages = loadMessages(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await messages.catch(() => undefined); // a failed load shows in I18nProvider's own attempt
// index.html's shell header (or the server-rendered page) stays on screen until the route's page chunk has
// loaded: the first render is then the page itself (its skeleton while data loads), not a spinner.
await routerReady(router);
const hydrating = rendered?.locale === locale;
const app = (
  <StrictMode>
    <AppProviders environment={relayEnvironment} config={config} renderedAt={hydrating ? rendered.renderedAt : null}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// The server renders in the browser's languages; a saved other choice renders afresh in it.
if (hydrating) hydrateRoot(container, app);
else {
  await afterNextPaint();
  createRoot(container).render(app);
}
// Error reporting loads after the first paint has been scheduled; the feature pages' English is fetched
// while the browser is idle, so the next page does not wait for it.
void initSentry();
prefetchFeatureMessages();

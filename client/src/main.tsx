import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startBuildUpdateChecks } from './app/build-updates';
import { getRuntimeConfig } from './app/config';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initSentry } from './app/sentry';
import { relayEnvironment } from './relay/environment';

initSentry();
startBuildUpdateChecks();

const config = getRuntimeConfig();
const router = createAppRouter({ environment: relayEnvironment, config });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders environment={relayEnvironment} config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
